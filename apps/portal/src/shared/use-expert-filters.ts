// menu/menuList {cate_values: industry, field, special, supply, recommend}: the five expert filter groups
// (行业, 领域, 专项, 供需, 推荐) of /expert and of the home page's 在线专家 block.
import { useQuery } from '@tanstack/react-query';
import { categoryGroupsQuery, EXPERT_FILTER_GROUPS, type Category } from '@ws/api-sdk';

export type ExpertFilterKey = (typeof EXPERT_FILTER_GROUPS)[number]['key'];

/** The chosen category id of each group (a group left out: 全部). */
export type ExpertFilterValues = Partial<Record<ExpertFilterKey, number>>;

export const EXPERT_FILTER_KEYS: ExpertFilterKey[] = EXPERT_FILTER_GROUPS.map((g) => g.key);

const isKey = (v: string): v is ExpertFilterKey => (EXPERT_FILTER_KEYS as string[]).includes(v);

/**
 * Sorts the categories into their groups. The answer lists the categories of each group with
 * p_cate_value = group key; a group root (cate_value = key) carrying children is understood too.
 */
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
