import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';

/** video/videoinfo {id}. The server counts each call as a view: no refetch on focus. */
export const videoQuery = (id: number) => ({ ...apiQuery('videoinfo', { id }), staleTime: 5 * 60_000, refetchOnWindowFocus: false });

export const useVideo = (id: number) => useQuery({ ...videoQuery(id), enabled: id > 0 });
