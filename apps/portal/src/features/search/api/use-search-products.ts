// 询服务 and 商品搜索: home/listproduct {keywords, product_types [service] or [product], pageNum, pageSize}.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery, type ListProductReq } from '@ws/api-sdk';
import { PRODUCT_PAGE_SIZE, type SearchFilter } from '../lib/search-tabs';

export type SearchProductType = 'service' | 'product';

export const searchProductsPayload = ({ page, val }: SearchFilter, type: SearchProductType): ListProductReq => {
  const p: ListProductReq = { pageNum: page, pageSize: PRODUCT_PAGE_SIZE, product_types: [type] };
  if (val) p.keywords = val;
  return p;
};

export const useSearchProducts = (f: SearchFilter, type: SearchProductType) =>
  useQuery({ ...apiQuery('listproduct', searchProductsPayload(f, type)), placeholderData: keepPreviousData });
