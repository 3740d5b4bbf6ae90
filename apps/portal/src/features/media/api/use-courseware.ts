import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';

/** video/courseinfo {id}: courseware detail (needs login; the screen is behind RequireLogin). */
export const coursewareQuery = (id: number) => apiQuery('courseinfo', { id });

export const useCourseware = (id: number) => useQuery({ ...coursewareQuery(id), enabled: id > 0 });
