// menu/menuList {cate_values: industry, field, special, supply, recommend}: the five filter groups of /expert.
import { useQuery } from '@tanstack/react-query';
import { categoryGroupsQuery, EXPERT_FILTER_GROUPS, type Category } from '@ws/api-sdk';

export type ExpertFilterKey = (typeof EXPERT_FILTER_GROUPS)[number]['key'];

export const EXPERT_FILTER_KEYS: ExpertFilterKey[] = EXPERT_FILTER_GROUPS.map((g) => g.key);

const isKey = (v: string): v is ExpertFilterKey => (EXPERT_FILTER_KEYS as string[]).includes(v);

/** The categories of each group (by p_cate_value; a group root carrying children is understood too). */
export const groupExpertCategories = (items: Category[]): Record<ExpertFilterKey, Category[]> => {
  const out = Object.fromEntries(EXPERT_FILTER_KEYS.map((k) => [k, [] as Category[]])) as Record<ExpertFilterKey, Category[]>;
  const seen = new Set<number>();
  const add = (key: ExpertFilterKey, c: Category) => {
    if (seen.has(c.cate_id)) return;
    seen.add(c.cate_id);
    out[key].push(c);
  };
  for (const c of items) {
    if (isKey(c.p_cate_value)) add(c.p_cate_value, c);
    else if (isKey(c.cate_value) && c.children?.length) for (const child of c.children) add(c.cate_value as ExpertFilterKey, child);
  }
  return out;
};

export const expertFiltersQuery = () => categoryGroupsQuery(EXPERT_FILTER_KEYS);

export const useExpertFilters = () => useQuery({ ...expertFiltersQuery(), select: (d) => groupExpertCategories(d.items) });
