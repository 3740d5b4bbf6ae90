// The merchant's calls: the company's orders (orders/listByCompany, 20 per page, keepPreviousData while
// paging), one order, collecting an offline transfer (changePayStatus) and shipping (orderExpress/add).
// A write refreshes the lists and the order.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MERCHANT_PAGE_SIZE, apiKey, apiQuery, call, type MerchantTab, type OrderExpressAddReq } from '@ws/api-sdk';

export const useMerchantOrders = (vsstatus: MerchantTab, pageNum: number) =>
  useQuery({ ...apiQuery('listByCompany', { vsstatus, pageNum, pageSize: MERCHANT_PAGE_SIZE }), placeholderData: keepPreviousData });

export const useMerchantOrder = (orderNo: string) => useQuery({ ...apiQuery('merchantOrderInfo', { order_no: orderNo }), enabled: orderNo !== '' });

const useRefresh = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: apiKey('listByCompany') }), client.invalidateQueries({ queryKey: apiKey('merchantOrderInfo') })]);
};

export const useCollectPayment = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (orderNo: string) => call('changePayStatus', { order_no: orderNo, ispay: 1 }), onSuccess: refresh });
};

export const useShipOrder = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (payload: OrderExpressAddReq) => call('orderExpressAdd', payload), onSuccess: refresh });
};
