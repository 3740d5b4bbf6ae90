// 找服务商: menu/listcompany {keywords, pageNum, pageSize}.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery, type ListCompanyReq } from '@ws/api-sdk';
import { SEARCH_PAGE_SIZE, type SearchFilter } from '../lib/search-tabs';

export const searchCompaniesPayload = ({ page, val }: SearchFilter): ListCompanyReq => {
  const p: ListCompanyReq = { pageNum: page, pageSize: SEARCH_PAGE_SIZE };
  if (val) p.keywords = val;
  return p;
};

export const useSearchCompanies = (f: SearchFilter) => useQuery({ ...apiQuery('listcompany', searchCompaniesPayload(f)), placeholderData: keepPreviousData });
