import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';

/** video/managementSystemInfo {id}: one enterprise management system. */
export const managementQuery = (id: number) => apiQuery('managementSystemInfo', { id });

export const useManagement = (id: number) => useQuery({ ...managementQuery(id), enabled: id > 0 });
