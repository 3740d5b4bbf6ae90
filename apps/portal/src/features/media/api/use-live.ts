import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';

/** video/detail {id}: live detail (needs login; the screen is behind RequireLogin). */
export const liveQuery = (id: number) => apiQuery('liveinfo', { id });

export const useLive = (id: number) => useQuery({ ...liveQuery(id), enabled: id > 0 });
