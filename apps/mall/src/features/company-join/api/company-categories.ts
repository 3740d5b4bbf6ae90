// join/listcate {parent_cate_value: company}: the enterprise types, top-level categories with their
// sub-categories (the multi-select's groups).
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type Category, type Items } from '@ws/api-sdk';

export interface CateGroup {
  group: string;
  items: { value: string; label: string }[];
}

export const toCateGroups = (d: Items<Category>): CateGroup[] =>
  d.items.map((top) => {
    const children = top.children ?? [];
    const items = (children.length > 0 ? children : [top]).map((c) => ({ value: String(c.cate_id), label: c.cate_name }));
    return { group: top.cate_name, items };
  });

export const useCompanyCategories = () =>
  useQuery({ ...apiQuery('listcate', { parent_cate_value: 'company' }), staleTime: 10 * 60_000, select: toCateGroups });
