import { useQuery } from '@tanstack/react-query';
import { productCategoriesQuery } from '@ws/api-sdk';
import { useCombinedReadDone } from './combined-gate';

/** enable/listCateNew {parent_cate_value: product}: the empowerment category tree. */
export const homeCategoriesQuery = () => productCategoriesQuery();

export const useProductCategories = () => useQuery({ ...homeCategoriesQuery(), enabled: useCombinedReadDone() });
