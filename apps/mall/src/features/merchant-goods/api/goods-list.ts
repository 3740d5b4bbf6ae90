// The product list's calls: the list by tab (20 per page, keepPreviousData while paging), 上架 / 下架, delete
// and the low-stock threshold. A write refreshes the list (and the product). Apart from ./goods so that the
// editor's first load carries none of them.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { MERCHANT_GOODS_PAGE_SIZE, apiQuery, call, type MerchantGoodsTab } from '@ws/api-sdk';
import { useRefreshGoods } from './goods';

export const useMerchantGoods = (tab: MerchantGoodsTab, keyword: string, pageNum: number) =>
  useQuery({
    ...apiQuery('merchantGoodsList', { tab, keyword: keyword || undefined, pageNum, pageSize: MERCHANT_GOODS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const useGoodsOnSale = () => {
  const refresh = useRefreshGoods();
  return useMutation({ mutationFn: (p: { id: number; on: 0 | 1 }) => call('merchantGoodsOnSale', p), onSuccess: refresh });
};

export const useDeleteGoods = () => {
  const refresh = useRefreshGoods();
  return useMutation({ mutationFn: (id: number) => call('merchantGoodsDelete', { id }), onSuccess: refresh });
};

export const useLowStockThreshold = () => {
  const refresh = useRefreshGoods();
  return useMutation({ mutationFn: (threshold: number) => call('merchantLowStock', { threshold }), onSuccess: refresh });
};
