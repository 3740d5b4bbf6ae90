import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, apiQuery } from '@ws/api-sdk';
import type { OrderFilters } from '../lib/params';

/** GET /api/admin/orders/list: one page (20) of the filtered orders; the last page stays while the next loads. */
export const useOrderList = (f: OrderFilters, pageNum: number, enabled = true) =>
  useQuery({
    ...apiQuery('adminOrderList', {
      order_no: f.orderNo || undefined,
      mobile: f.mobile || undefined,
      company: f.company || undefined,
      status: f.status,
      from: f.from || undefined,
      to: f.to || undefined,
      pageNum,
      pageSize: ADMIN_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/admin/orders/info: one order whole (read afresh on each visit). */
export const useOrderInfo = (orderNo: string) => useQuery({ ...apiQuery('adminOrderInfo', { order_no: orderNo }), enabled: orderNo !== '', staleTime: 0 });
