// The checkout's calls: its lines (personal/list: the quick order 888888 that orderOn chose, or the cart
// lines of a ?ids= link), the server's quote of them (recomputed when the address or the points choice
// or the wallet choice changes), submit, and for the offline page the transfer info, the checkout's orders and the receipt upload.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, call, CART_ORDER_NO, type OrdersSubmitReq } from '@ws/api-sdk';

/**
 * Read once per visit: no cache survives leaving the page (gcTime 0), since orderOn and submit change the
 * choice, and no refetch while on it, so the lines stay while the payment dialog of a submitted order is open
 * (the submit took them out of the cart).
 */
export const useCheckoutLines = (ids: number[]) =>
  useQuery({ ...apiQuery('orderLines', ids.length > 0 ? { order_no: CART_ORDER_NO, ids } : { order_no: CART_ORDER_NO }), staleTime: Infinity, gcTime: 0 });

export const useQuote = (ids: number[], addressId: number | null, usePoints: boolean, useWallet: boolean) =>
  useQuery({
    ...apiQuery('ordersQuote', { ids, address_id: addressId ?? 0, IfUseProfitJifen: usePoints ? 1 : 0, IfUseUserMoney: useWallet ? 1 : 0 }),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useSubmitOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (req: OrdersSubmitReq) => call('ordersSubmit', req),
    // the lines the page shows stay while the payment dialog is open (useCheckoutLines keeps no cache after)
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
