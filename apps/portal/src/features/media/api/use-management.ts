import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';

/** video/managementSystemInfo {id}: one enterprise management system. */
export const managementQuery = (id: number) => apiQuery('managementSystemInfo', { id });

/** `id` null (a missing or malformed key in the URL): no call. */
export const useManagement = (id: number | null) => useQuery({ ...managementQuery(id ?? 0), enabled: id !== null });
