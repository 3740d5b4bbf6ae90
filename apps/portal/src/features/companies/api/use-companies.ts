// menu/listcompany {pageNum, pageSize, cates, keywords}: approved companies, newest first
// (/recommend with its category and keyword filters; /listcompany without).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery, PAGE_SIZES, type ListCompanyReq } from '@ws/api-sdk';

export interface CompanyListFilter {
  page: number;
  /** a company category id (top-level or sub-category), or none for 全部 */
  cate?: number;
  keywords?: string;
}

/** The payload: empty filters are left out, so equal filters share one cache entry. */
export const companiesPayload = ({ page, cate, keywords }: CompanyListFilter): ListCompanyReq => {
  const p: ListCompanyReq = { pageNum: page, pageSize: PAGE_SIZES.listcompany };
  if (cate !== undefined) p.cates = [cate];
  if (keywords) p.keywords = keywords;
  return p;
};

export const companiesQuery = (filter: CompanyListFilter) => apiQuery('listcompany', companiesPayload(filter));

/** The previous page stays on screen (dimmed) while the next one loads. */
export const useCompanies = (filter: CompanyListFilter) => useQuery({ ...companiesQuery(filter), placeholderData: keepPreviousData });
