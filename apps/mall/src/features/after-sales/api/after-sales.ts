// personal/infoByUser {order_no} (the request of an order, or null) and personal/aftersalesAdd.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, call, type AfterSalesReq } from '@ws/api-sdk';

export const useAfterSales = (orderNo: string) => useQuery({ ...apiQuery('aftersalesInfoByUser', { order_no: orderNo }), enabled: orderNo !== '' });

export const useApplyAfterSales = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: AfterSalesReq) => call('aftersalesAdd', payload),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKey('aftersalesInfoByUser') }),
  });
};
