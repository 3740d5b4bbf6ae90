// enable/listCateNew {parent_cate_value product}: the product category tree (top level, sub, sub-sub).
import { useQuery } from '@tanstack/react-query';
import { productCategoriesQuery } from '@ws/api-sdk';

export const useProductCategories = () => useQuery(productCategoriesQuery());
