// join/listByUser (GET /api/company/listByUser): the caller's companies, 20 a page; `kind` narrows the
// list to the supplier onboardings (供应商入驻).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery, type CompanyKind } from '@ws/api-sdk';

export const MY_COMPANIES_PAGE_SIZE = 20;

export const useMyCompanies = (page: number, kind?: CompanyKind) =>
  useQuery({
    ...apiQuery('companyListByUser', { pageNum: page, pageSize: MY_COMPANIES_PAGE_SIZE, ...(kind ? { kind } : {}) }),
    placeholderData: keepPreviousData,
  });
