// The checkout's calls: the server's quote of the chosen cart lines (recomputed when the address or the
// points choice changes), submit, and for the offline page the transfer info, the checkout's orders and the
// receipt upload.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, call, type OrdersSubmitReq } from '@ws/api-sdk';

export const useQuote = (ids: number[], addressId: number | null, usePoints: boolean) =>
  useQuery({
    ...apiQuery('ordersQuote', { ids, address_id: addressId ?? 0, IfUseProfitJifen: usePoints ? 1 : 0 }),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useSubmitOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (req: OrdersSubmitReq) => call('ordersSubmit', req),
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: apiKey('cartList') }), qc.invalidateQueries({ queryKey: apiKey('listSelfA') })]),
  });
}

export const useMainOrder = (orderNo: string) => useQuery({ ...apiQuery('infoByMainOrderNo', { order_no: orderNo }), enabled: orderNo !== '' });

export const useTransferInfo = () => useQuery({ ...apiQuery('transferInfo', {}), staleTime: 10 * 60_000 });

export function useUploadReceipt() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: { order_no: string; file_items: { FileName: string; FileUrl: string }[] }) => call('uploadReceipt', p),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKey('infoByMainOrderNo') }),
  });
}

export const usePayPending = () => useMutation({ mutationFn: (order_no: string) => call('paySelf', { order_no }) });
