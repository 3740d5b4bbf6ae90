// 售后处理's calls: the requests of the company's orders by tab (20 per page, keepPreviousData while paging),
// 同意退款 and 拒绝. A decision refreshes the list (and its tab counts) and the company's orders.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AFTER_SALES_PAGE_SIZE, apiKey, apiQuery, call, type AfterSalesApproveReq, type AfterSalesRejectReq, type AfterSalesTab } from '@ws/api-sdk';

export const useMerchantAfterSales = (tab: AfterSalesTab, pageNum: number) =>
  useQuery({ ...apiQuery('merchantAfterSalesList', { tab, pageNum, pageSize: AFTER_SALES_PAGE_SIZE }), placeholderData: keepPreviousData });

const useRefresh = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: apiKey('merchantAfterSalesList') }),
      client.invalidateQueries({ queryKey: apiKey('merchantAfterSalesInfo') }),
      client.invalidateQueries({ queryKey: apiKey('listByCompany') }),
      client.invalidateQueries({ queryKey: apiKey('merchantStats') }),
    ]);
};

export const useApproveAfterSales = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (payload: AfterSalesApproveReq) => call('merchantAfterSalesApprove', payload), onSuccess: refresh });
};

export const useRejectAfterSales = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (payload: AfterSalesRejectReq) => call('merchantAfterSalesReject', payload), onSuccess: refresh });
};
