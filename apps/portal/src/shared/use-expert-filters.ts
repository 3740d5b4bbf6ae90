// menu/menuList {cate_values: industry, field, special, supply, recommend}: the five expert filter groups
// (行业, 领域, 专项, 供需, 推荐) of /expert and of the home page's 在线专家 block, and the one listexpert
// query of the experts they choose.
import { useQuery } from '@tanstack/react-query';
import { categoryGroupsQuery, EXPERT_FILTER_GROUPS, expertsQuery, type Category, type ListExpertReq } from '@ws/api-sdk';
import { toPositiveId } from '@ws/routes';

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

/** The chosen filters of URL values (`?industry=201&…`): positive ids; anything else means 全部. */
export const expertFiltersOf = (values: Readonly<Partial<Record<ExpertFilterKey, string>>>): ExpertFilterValues => {
  const out: ExpertFilterValues = {};
  for (const key of EXPERT_FILTER_KEYS) {
    const id = toPositiveId(values[key]);
    if (id !== null) out[key] = id;
  }
  return out;
};

export interface ExpertListOptions {
  page?: number;
  pageSize: number;
  /** recommend ids used when the 推荐 group is 全部 (the ids of a law article, /expert?channel=company) */
  recommendIds?: readonly number[];
}

/**
 * menu/listexpert {pageNum, pageSize, industry, field, special, supply, recommendIds} of the chosen
 * filters; empty filters are left out, so equal filters share one cache entry.
 */
export const expertListPayload = (filters: ExpertFilterValues, { page = 1, pageSize, recommendIds = [] }: ExpertListOptions): Partial<ListExpertReq> => {
  const p: Partial<ListExpertReq> = { pageNum: page, pageSize };
  if (filters.industry !== undefined) p.industry = filters.industry;
  if (filters.field !== undefined) p.field = filters.field;
  if (filters.special !== undefined) p.special = filters.special;
  if (filters.supply !== undefined) p.supply = filters.supply;
  const recommend = filters.recommend !== undefined ? [filters.recommend] : recommendIds;
  if (recommend.length > 0) p.recommendIds = [...recommend];
  return p;
};

export const expertListQuery = (filters: ExpertFilterValues, options: ExpertListOptions) => expertsQuery(expertListPayload(filters, options));
