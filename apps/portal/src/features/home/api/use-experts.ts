import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expertsQuery, PAGE_SIZES, type ListExpertReq } from '@ws/api-sdk';
import type { ExpertFilterValues } from '@/shared/use-expert-filters';

export type ExpertFilter = ExpertFilterValues;

/** The listexpert payload of the home block: 4 experts; the recommend group filters by recommendIds. */
export const homeExpertsPayload = (filter: ExpertFilter): Partial<ListExpertReq> => {
  const p: Partial<ListExpertReq> = { pageNum: 1, pageSize: PAGE_SIZES.homeExperts };
  if (filter.industry !== undefined) p.industry = filter.industry;
  if (filter.field !== undefined) p.field = filter.field;
  if (filter.special !== undefined) p.special = filter.special;
  if (filter.supply !== undefined) p.supply = filter.supply;
  if (filter.recommend !== undefined) p.recommendIds = [filter.recommend];
  return p;
};

export const homeExpertsQuery = (filter: ExpertFilter) => expertsQuery(homeExpertsPayload(filter));

export const useHomeExperts = (filter: ExpertFilter) =>
  useQuery({ ...homeExpertsQuery(filter), placeholderData: keepPreviousData });
