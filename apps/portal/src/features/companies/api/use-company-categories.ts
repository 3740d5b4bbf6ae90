// The company category menu of /recommend: the 'company' category group. menu/menuList with
// cate_values ['company'] answers it today (video/listcate {parent_cate_value: 'company'} is the other
// call the spec names); the flat rows are made into top-level entries with their sub-categories.
import { useQuery } from '@tanstack/react-query';
import { categoryGroupsQuery, type Category, type Items } from '@ws/api-sdk';
import { toCategoryTree } from '../lib/category-tree';

const selectCompanyTree = (d: Items<Category>) => toCategoryTree(d.items.filter((c) => c.p_cate_value === 'company'));

export const companyCategoriesQuery = () => ({ ...categoryGroupsQuery(['company']), select: selectCompanyTree });

export const useCompanyCategories = () => useQuery(companyCategoriesQuery());
