// The merchant's product calls: the list by tab (20 per page, keepPreviousData while paging), one product's
// form, save, 上架 / 下架, delete and the low-stock threshold. A write refreshes the list (and the product).
// The delivery city's choices are Guangdong's cities, the same listarea call as the address form's.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MERCHANT_GOODS_PAGE_SIZE,
  PROVINCE_CODE,
  apiKey,
  apiQuery,
  areasQuery,
  call,
  productCategoriesQuery,
  type MerchantGoodsSaveReq,
  type MerchantGoodsTab,
} from '@ws/api-sdk';

export const useMerchantGoods = (tab: MerchantGoodsTab, keyword: string, pageNum: number) =>
  useQuery({
    ...apiQuery('merchantGoodsList', { tab, keyword: keyword || undefined, pageNum, pageSize: MERCHANT_GOODS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const useMerchantGoodsInfo = (id: number | null) =>
  useQuery({ ...apiQuery('merchantGoodsInfo', { id: id ?? 0 }), enabled: id !== null, staleTime: 0, gcTime: 0 });

/** The catalogue's product categories (the same query as /enable's menu): three levels. */
export const useGoodsCategories = () => useQuery(productCategoriesQuery());

/** Guangdong's cities (listarea under 440000): the choices of 发货城市. */
export const useGuangdongCities = () => useQuery(areasQuery(PROVINCE_CODE));

const useRefresh = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: apiKey('merchantGoodsList') }), client.invalidateQueries({ queryKey: apiKey('merchantGoodsInfo') })]);
};

export const useGoodsOnSale = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (p: { id: number; on: 0 | 1 }) => call('merchantGoodsOnSale', p), onSuccess: refresh });
};

export const useDeleteGoods = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => call('merchantGoodsDelete', { id }), onSuccess: refresh });
};

export const useLowStockThreshold = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (threshold: number) => call('merchantLowStock', { threshold }), onSuccess: refresh });
};

export const useSaveGoods = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (payload: MerchantGoodsSaveReq) => call('merchantGoodsSave', payload), onSuccess: refresh });
};
