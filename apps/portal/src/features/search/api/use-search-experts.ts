// 问专家: menu/listexpert {name, pageNum, pageSize}.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery, type ListExpertReq } from '@ws/api-sdk';
import { SEARCH_PAGE_SIZE, type SearchFilter } from '../lib/search-tabs';

export const searchExpertsPayload = ({ page, val }: SearchFilter): ListExpertReq => {
  const p: ListExpertReq = { pageNum: page, pageSize: SEARCH_PAGE_SIZE };
  if (val) p.name = val;
  return p;
};

export const useSearchExperts = (f: SearchFilter) => useQuery({ ...apiQuery('listexpert', searchExpertsPayload(f)), placeholderData: keepPreviousData });
