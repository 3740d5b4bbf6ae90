// 售后仲裁 of the operations console (contract admin-after-sales.ts: adminAfterSalesList, adminAfterSalesDecide;
// 运营 and 超级管理员, checked by the wiring before a handler runs).
import { ADMIN_PAGE_SIZE, MSG_ARBITRATION_CLOSED, MSG_ARBITRATION_REFUNDED, type adminAfterSales } from '@ws/api-sdk/contract';
import { paging } from '../../db/paging';
import { ok, type DomainHandlers } from '../../http/handler';
import { decideAfterSales, listAfterSales } from './service';

export const adminAfterSalesHandlers: DomainHandlers<typeof adminAfterSales> = {
  /** GET /api/admin/aftersales/list: waiting requests oldest first, or decided ones newest first, 20 a page. */
  adminAfterSalesList({ db, clock, payload }) {
    return listAfterSales(db, clock, payload.tab, payload.keyword ?? '', paging(payload, ADMIN_PAGE_SIZE));
  },

  /** POST /api/admin/aftersales/decide: 已判定退款 / 已关闭, audited. */
  async adminAfterSalesDecide({ db, clock, payments, staff, ip, payload }) {
    const item = await decideAfterSales(db, clock, payments, { staff, ip }, {
      id: payload.id,
      action: payload.action,
      refundPrice: payload.refund_price ?? '',
      reason: payload.reason,
    });
    return ok(item, payload.action === 'refund' ? MSG_ARBITRATION_REFUNDED : MSG_ARBITRATION_CLOSED);
  },
};
