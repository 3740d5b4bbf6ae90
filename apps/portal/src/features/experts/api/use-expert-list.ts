// menu/listexpert {pageNum, pageSize 20, industry, field, special, supply, recommendIds}: the /expert list.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expertsQuery, PAGE_SIZES, type ListExpertReq } from '@ws/api-sdk';

export interface ExpertListFilter {
  page: number;
  industry?: number;
  field?: number;
  special?: number;
  supply?: number;
  /** the 推荐 chip, or the recommend ids of a law article (channel=company) */
  recommendIds?: number[];
}

/** The payload: empty filters are left out, so equal filters share one cache entry. */
export const expertListPayload = (f: ExpertListFilter): ListExpertReq => {
  const p: ListExpertReq = { pageNum: f.page, pageSize: PAGE_SIZES.expert };
  if (f.industry !== undefined) p.industry = f.industry;
  if (f.field !== undefined) p.field = f.field;
  if (f.special !== undefined) p.special = f.special;
  if (f.supply !== undefined) p.supply = f.supply;
  if (f.recommendIds && f.recommendIds.length > 0) p.recommendIds = f.recommendIds;
  return p;
};

/** The previous page stays on screen (dimmed) while the next one loads. */
export const useExpertList = (f: ExpertListFilter) => useQuery({ ...expertsQuery(expertListPayload(f)), placeholderData: keepPreviousData });
