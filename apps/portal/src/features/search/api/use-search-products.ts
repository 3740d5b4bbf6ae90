// 询服务 and 商品搜索: home/listproduct {keywords, product_types [service] or [product], pageNum, pageSize}.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery, type ListProductReq } from '@ws/api-sdk';
import { useSession } from '@ws/ui';
import { PRODUCT_PAGE_SIZE, type SearchFilter } from '../lib/search-tabs';

export type SearchProductType = 'service' | 'product';

export const searchProductsPayload = ({ page, val }: SearchFilter, type: SearchProductType): ListProductReq => {
  const p: ListProductReq = { pageNum: page, pageSize: PRODUCT_PAGE_SIZE, product_types: [type] };
  if (val) p.keywords = val;
  return p;
};

/** The server sends prices to logged-in users only: the visitor's and the member's answers are cached apart. */
export const useSearchProducts = (f: SearchFilter, type: SearchProductType) => {
  const viewer = useSession((s) => (s.token ? 'member' : 'visitor'));
  const base = apiQuery('listproduct', searchProductsPayload(f, type));
  return useQuery({ ...base, queryKey: [...base.queryKey, viewer] as unknown as typeof base.queryKey, placeholderData: keepPreviousData });
};
