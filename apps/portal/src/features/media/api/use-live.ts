import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';

/** video/detail {id}: live detail (needs login; the screen is behind RequireLogin). */
export const liveQuery = (id: number) => apiQuery('liveinfo', { id });

/** `id` null (a missing or malformed key in the URL): no call. */
export const useLive = (id: number | null) => useQuery({ ...liveQuery(id ?? 0), enabled: id !== null });
