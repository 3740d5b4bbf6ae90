// 订单管理 of the operations console (contract admin-orders.ts: adminOrderList, adminOrderInfo; 运营 and
// 超级管理员, checked by the wiring before a handler runs). Read-only.
import { ADMIN_PAGE_SIZE, type adminOrders } from '@ws/api-sdk/contract';
import { paging } from '../../db/paging';
import type { DomainHandlers } from '../../http/handler';
import { listOrders, orderInfo } from './service';

export const adminOrdersHandlers: DomainHandlers<typeof adminOrders> = {
  /** GET /api/admin/orders/list: orders matching the filter, newest first, 20 a page. */
  adminOrderList({ db, clock, payload }) {
    const { order_no = '', mobile = '', company = '', status, from = '', to = '' } = payload;
    return listOrders(db, clock, { orderNo: order_no, mobile, company, status, from, to }, paging(payload, ADMIN_PAGE_SIZE));
  },

  /** GET /api/admin/orders/info: 订单详情 (订单不存在). */
  adminOrderInfo({ db, clock, payload }) {
    return orderInfo(db, clock, payload.order_no);
  },
};
