import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';

/** video/listcate {parent_cate_value: video}: the video hub's category menu. */
export const videoCategoriesQuery = () => ({ ...apiQuery('listcate', { parent_cate_value: 'video' }), staleTime: 10 * 60_000 });

export const useVideoCategories = () => useQuery(videoCategoriesQuery());
