import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';
import type { SchoolTab } from '../lib/tabs';

/** video/listcate {parent_cate_value: video | live | course | management}: the tab's category dropdown. */
export const schoolCategoriesQuery = (tab: SchoolTab) => ({ ...apiQuery('listcate', { parent_cate_value: tab }), staleTime: 10 * 60_000 });

export const useSchoolCategories = (tab: SchoolTab) => useQuery(schoolCategoriesQuery(tab));
