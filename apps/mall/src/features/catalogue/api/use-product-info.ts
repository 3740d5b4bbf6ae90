// productinfo {id}: one product with its SKUs (prices '' for visitors), and listremark {xcate product, xid}.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery, call } from '@ws/api-sdk';
import { useSession } from '@ws/ui';

export const productInfoQuery = (id: number, loggedIn: boolean) =>
  queryOptions({
    queryKey: ['api', 'productinfo', { id }, loggedIn ? 'priced' : 'visitor'] as const,
    queryFn: ({ signal }) => call('productinfo', { id }, { signal }),
  });

export function useProductInfo(id: number | null) {
  const loggedIn = useSession((s) => !!s.token);
  return useQuery({ ...productInfoQuery(id ?? 0, loggedIn), enabled: id !== null });
}

/** Comments shown before 查看全部 (spec 02 §9). */
export const FIRST_COMMENTS = 2;
export const ALL_COMMENTS = 50;

export const remarksQuery = (xid: number, all: boolean) => apiQuery('listremark', { xcate: 'product', xid, pageNum: 1, pageSize: all ? ALL_COMMENTS : FIRST_COMMENTS });

export const useRemarks = (xid: number, all: boolean) => useQuery({ ...remarksQuery(xid, all), placeholderData: keepPreviousData });
