// Orders (contract/orders.ts): checkout quote and submit, the buyer's own orders, cancel, confirm receipt,
// paying again, the offline transfer. The rules live in service.ts; every call passes the caller's id and
// the order number narrowed to what it is (numbers.ts), and an order number of another user answers 订单不存在.
//
// Demo-only order tools (contract ordersDev; devOnly, so never served with APP_ENV=production, and answered
// to this machine only, like every stand-in): devOrderAge moves an unpaid checkout back past its payment
// limit (lifecycle.ts ageUnpaidCheckout); the unpaid-order sweep then cancels it.
import type { orders, ordersDev } from '@ws/api-sdk/contract';
import { MSG_CANCEL_DONE, MSG_CONFIRM_DONE, MSG_RECEIPT_SAVED, ORDERS_PAGE_SIZE } from '@ws/api-sdk/contract';
import { isProduction } from '../../config';
import { paging } from '../../db/paging';
import { ok, type DomainHandlers, type Deps } from '../../http/handler';
import { consultOrderInfo } from '../experts';
import { transferInfo } from '../settings';
import { ageUnpaidCheckout } from './lifecycle';
import { MSG_DEV_ORDER_MISSING } from './messages';
import { orderNoOrMissing, quotedOrMissing } from './numbers';
import { OrdersService } from './service';

const service = (deps: Deps) =>
  new OrdersService({ db: deps.db, clock: deps.clock, payments: deps.payments, simulator: !isProduction(deps.appEnv) });

export const ordersHandlers: DomainHandlers<typeof orders> = {
  ordersQuote: (ctx) => service(ctx).quote(ctx.user.id, ctx.payload),
  ordersSubmit: (ctx) => service(ctx).submit(ctx.user.id, ctx.payload),
  async listSelfA(ctx) {
    const page = paging(ctx.payload, ORDERS_PAGE_SIZE);
    const { vsstatus, order_cate, keyword, start, end } = ctx.payload;
    return service(ctx).list(ctx.user.id, { tab: vsstatus, orderCate: order_cate, keyword, start, end, pageNum: page.pageNum, pageSize: page.pageSize });
  },
  // an expert consult's order uses the same detail route (spec 02 §2 Orders); its buyer's only, like a mall order
  infoSelf: async (ctx) =>
    (await consultOrderInfo(ctx.db, ctx.user.id, ctx.payload.order_no)) ?? service(ctx).info(ctx.user.id, quotedOrMissing(ctx.payload.order_no)),
  infoByMainOrderNo: (ctx) => service(ctx).mainInfo(ctx.user.id, quotedOrMissing(ctx.payload.order_no)),
  async cancelSelf(ctx) {
    await service(ctx).cancel(ctx.user.id, quotedOrMissing(ctx.payload.order_no));
    return ok(null, MSG_CANCEL_DONE);
  },
  async confirmSelf(ctx) {
    await service(ctx).confirm(ctx.user.id, orderNoOrMissing(ctx.payload.order_no));
    return ok(null, MSG_CONFIRM_DONE);
  },
  paySelf: (ctx) => service(ctx).pay(ctx.user.id, quotedOrMissing(ctx.payload.order_no)),
  transferInfo: ({ db }) => transferInfo(db),
  async uploadReceipt(ctx) {
    await service(ctx).uploadReceipt(ctx.user.id, quotedOrMissing(ctx.payload.order_no), ctx.payload.file_items);
    return ok(null, MSG_RECEIPT_SAVED);
  },
};

export const ordersDevHandlers: DomainHandlers<typeof ordersDev> = {
  devOrderAge: ({ db, clock, payload }) => ageUnpaidCheckout(db, clock, quotedOrMissing(payload.order_no, MSG_DEV_ORDER_MISSING)),
};
