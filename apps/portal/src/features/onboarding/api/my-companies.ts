// join/listByUser (GET /api/company/listByUser): the caller's companies, 20 a page, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';

export const MY_COMPANIES_PAGE_SIZE = 20;

export const myCompaniesQuery = (page: number) => apiQuery('companyListByUser', { pageNum: page, pageSize: MY_COMPANIES_PAGE_SIZE });

export const useMyCompanies = (page: number, enabled = true) =>
  useQuery({ ...myCompaniesQuery(page), placeholderData: keepPreviousData, enabled });
