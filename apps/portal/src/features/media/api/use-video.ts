import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';

/** video/videoinfo {id}. The server counts each call as a view: no refetch on focus. */
export const videoQuery = (id: number) => ({ ...apiQuery('videoinfo', { id }), staleTime: 5 * 60_000, refetchOnWindowFocus: false });

/** `id` null (a missing or malformed key in the URL): no call. */
export const useVideo = (id: number | null) => useQuery({ ...videoQuery(id ?? 0), enabled: id !== null });
