// menu/companyproduct {company_id}: the products and services of one company.
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';

export const companyProductsQuery = (companyId: number) => apiQuery('companyproduct', { company_id: companyId });

export const useCompanyProducts = (companyId: number | null) =>
  useQuery({ ...companyProductsQuery(companyId ?? 0), enabled: companyId !== null });
