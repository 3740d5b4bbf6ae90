// home/listproduct: the mall's product cards (20 per page on /enable, 4 per section on /funeng). Prices
// come only with a token; the token is part of the key so that logging in refetches them.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, type ListProductReq } from '@ws/api-sdk';
import { useSession } from '@ws/ui';

export const ENABLE_PAGE_SIZE = 20;
export const FUNENG_SECTION_SIZE = 4;

export interface ProductFilter {
  page: number;
  pageSize: number;
  cate?: number;
  sub_cate?: number;
  s_sub_cate?: number;
  keywords?: string;
  sort_type?: 'uni' | 'price' | 'sales';
  sort_value?: 0 | 1;
}

/** The payload: empty filters are left out, so equal filters share one cache entry. */
export function productsPayload(f: ProductFilter): ListProductReq {
  const p: ListProductReq = { pageNum: f.page, pageSize: f.pageSize, product_types: ['product', 'jifen', 'service'], sort_type: f.sort_type ?? 'uni', sort_value: f.sort_value ?? 0 };
  if (f.cate) p.cate = f.cate;
  if (f.sub_cate) p.sub_cate = f.sub_cate;
  if (f.s_sub_cate) p.s_sub_cate = f.s_sub_cate;
  if (f.keywords) p.keywords = f.keywords;
  return p;
}

export const productsQuery = (f: ProductFilter, loggedIn: boolean) => {
  const payload = productsPayload(f);
  return queryOptions({
    queryKey: ['api', 'listproduct', payload, loggedIn ? 'priced' : 'visitor'] as const,
    queryFn: ({ signal }) => call('listproduct', payload, { signal }),
  });
};

export function useProducts(f: ProductFilter) {
  const loggedIn = useSession((s) => !!s.token);
  return useQuery({ ...productsQuery(f, loggedIn), placeholderData: keepPreviousData });
}
