// The buyer's order calls: personal/listSelfA (20 per page, by tab), infoSelf, cancelSelf, confirmSelf and
// paying an unpaid order again (paySelf: its QR payment). Every change refetches the orders.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, call, ORDERS_PAGE_SIZE, type OrderTab } from '@ws/api-sdk';

type Search = { keyword?: string; start?: string; end?: string };

/** The search's fields the server gets: only those that narrow (an empty one is left out of the call and its key). */
const narrowing = (s: Search) => Object.fromEntries(Object.entries(s).filter(([, v]) => v)) as Search;

export const ordersQuery = (vsstatus: OrderTab, pageNum: number, search: Search = {}) =>
  apiQuery('listSelfA', { vsstatus, pageNum, pageSize: ORDERS_PAGE_SIZE, ...narrowing(search) });

export const useOrders = (vsstatus: OrderTab, pageNum: number, search: Search = {}) =>
  useQuery({ ...ordersQuery(vsstatus, pageNum, search), placeholderData: keepPreviousData });

/** 再次购买: the order's lines into the cart; the cart is read again. */
export function useRebuy() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (order_no: string) => call('rebuy', { order_no }),
    onSettled: () => qc.invalidateQueries({ queryKey: apiKey('cartList') }),
  });
}

export const useOrder = (orderNo: string) => useQuery({ ...apiQuery('infoSelf', { order_no: orderNo }), enabled: orderNo !== '' });
/** The seller's read-only view of an order of their company (the merchant list's 详情). */
export const useMerchantOrder = (orderNo: string, enabled: boolean) =>
  useQuery({ ...apiQuery('merchantOrderInfo', { order_no: orderNo }), enabled: enabled && orderNo !== '' });
/** The shipment's timeline (Kuaidi100's scans and the system's own events, newest first), once the order is shipped. */
export const useExpressTrace = (orderNo: string, shipped: boolean) =>
  useQuery({ ...apiQuery('orderExpressGet', { order_no: orderNo }), enabled: shipped && orderNo !== '' });

function useRefetchOrders() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: apiKey('listSelfA') }),
      qc.invalidateQueries({ queryKey: apiKey('infoSelf') }),
      // the timeline shows the buyer's 确认收货 among its events
      qc.invalidateQueries({ queryKey: apiKey('orderExpressGet') }),
    ]);
}

export function useCancelOrder() {
  const refetch = useRefetchOrders();
  return useMutation({ mutationFn: (order_no: string) => call('cancelSelf', { order_no }), onSettled: refetch });
}

export function useConfirmOrder() {
  const refetch = useRefetchOrders();
  return useMutation({ mutationFn: (order_no: string) => call('confirmSelf', { order_no }), onSettled: refetch });
}

export const usePayOrder = () => useMutation({ mutationFn: (order_no: string) => call('paySelf', { order_no }) });

/** The seller's e-invoice of an order of their company; the order's views are read again. */
export function useIssueInvoice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: { order_no: string; file_items: { FileUrl: string; FileName?: string }[] }) => call('merchantInvoiceUpload', p),
    onSettled: () =>
      Promise.all(['merchantOrderInfo', 'listByCompany', 'infoSelf'].map((name) => qc.invalidateQueries({ queryKey: apiKey(name as 'infoSelf') }))),
  });
}
