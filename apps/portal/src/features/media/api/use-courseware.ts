import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';

/** video/courseinfo {id}: courseware detail (needs login; the screen is behind RequireLogin). */
export const coursewareQuery = (id: number) => apiQuery('courseinfo', { id });

/** `id` null (a missing or malformed key in the URL): no call. */
export const useCourseware = (id: number | null) => useQuery({ ...coursewareQuery(id ?? 0), enabled: id !== null });
