import { useQuery } from '@tanstack/react-query';
import { productCategoriesQuery } from '@ws/api-sdk';

/** enable/listCateNew {parent_cate_value: product}: the empowerment category tree. */
export const useProductCategories = () => useQuery(productCategoriesQuery());
