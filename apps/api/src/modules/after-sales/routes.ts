// The after-sales calls: the buyer's (personal/aftersalesAdd, personal/infoByUser) and the seller's
// (售后处理: list, detail, 同意退款, 拒绝). The rules are service.ts's and merchant.ts's.
import {
  MSG_AFTER_SALES_APPROVED,
  MSG_AFTER_SALES_FOUND,
  MSG_AFTER_SALES_REJECTED,
  MSG_AFTER_SALES_SUBMITTED,
  type afterSales as afterSalesContract,
} from '@ws/api-sdk/contract';
import { ok, type Deps, type DomainHandlers } from '../../http/handler';
import { AfterSalesDesk } from './merchant';
import { afterSalesOf, applyAfterSales } from './service';

const desk = (deps: Deps) => new AfterSalesDesk({ db: deps.db, clock: deps.clock, payments: deps.payments });

export const afterSalesHandlers: DomainHandlers<typeof afterSalesContract> = {
  async aftersalesAdd({ db, clock, user, payload }) {
    return ok(await applyAfterSales(db, clock, user.id, payload), MSG_AFTER_SALES_SUBMITTED);
  },

  async aftersalesInfoByUser({ db, user, payload }) {
    const found = await afterSalesOf(db, user.id, payload.order_no);
    return found ? ok(found, MSG_AFTER_SALES_FOUND) : null;
  },

  async merchantAfterSalesList(ctx) {
    return desk(ctx).list(ctx.user, ctx.payload);
  },

  async merchantAfterSalesInfo(ctx) {
    return desk(ctx).detail(ctx.user, ctx.payload.id);
  },

  async merchantAfterSalesApprove(ctx) {
    return ok(await desk(ctx).approve(ctx.user, ctx.payload.id, ctx.payload.refund_price), MSG_AFTER_SALES_APPROVED);
  },

  async merchantAfterSalesReject(ctx) {
    return ok(await desk(ctx).reject(ctx.user, ctx.payload.id, ctx.payload.reason), MSG_AFTER_SALES_REJECTED);
  },
};
