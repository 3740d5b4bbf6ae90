// menu/companyproduct {company_id}: the products and services of one company.
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';
import { useSession } from '@ws/ui';

export const companyProductsQuery = (companyId: number) => apiQuery('companyproduct', { company_id: companyId });

/**
 * The server sends prices to logged-in users only (spec 02 §1): the visitor's answer (no prices) and the
 * member's are cached apart, so logging in shows the prices at once.
 */
export const useCompanyProducts = (companyId: number | null) => {
  const viewer = useSession((s) => (s.token ? 'member' : 'visitor'));
  const base = companyProductsQuery(companyId ?? 0);
  return useQuery({ ...base, queryKey: [...base.queryKey, viewer] as unknown as typeof base.queryKey, enabled: companyId !== null });
};
