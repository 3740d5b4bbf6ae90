// The merchant calls (spec 02 §2 Merchant screens, §4): the company's orders, 确定收款, 发货 and the
// shipment's tracking, which the buyer reads too. The rules are service.ts's.
import { MSG_INVOICE_UPLOADED, MSG_PAY_COLLECTED, MSG_SHIPPED, type merchant as merchantContract } from '@ws/api-sdk/contract';
import type { merchantStats as merchantStatsContract } from '@ws/api-sdk/contract';
import { isProduction } from '../../config';
import { ok, type Deps, type DomainHandlers } from '../../http/handler';
import { MerchantService } from './service';
import { businessOverview, exportOrders } from './stats';

const service = (deps: Deps) =>
  new MerchantService({ db: deps.db, clock: deps.clock, payments: deps.payments, simulator: !isProduction(deps.appEnv), kuaidi100: deps.kuaidi100 ?? null });

export const merchantHandlers: DomainHandlers<typeof merchantContract> = {
  async listByCompany(ctx) {
    const { user, payload } = ctx;
    return service(ctx).orders(user, { tab: payload.vsstatus, orderCate: payload.order_cate, pageNum: payload.pageNum, pageSize: payload.pageSize });
  },

  async merchantOrderInfo(ctx) {
    return service(ctx).order(ctx.user, ctx.payload.order_no);
  },

  async changePayStatus(ctx) {
    return ok(await service(ctx).collectPayment(ctx.user, ctx.payload.order_no), MSG_PAY_COLLECTED);
  },

  async orderExpressAdd(ctx) {
    return ok(await service(ctx).ship(ctx.user, ctx.payload), MSG_SHIPPED);
  },

  async merchantInvoiceUpload(ctx) {
    return ok(await service(ctx).issueInvoice(ctx.user, ctx.payload), MSG_INVOICE_UPLOADED);
  },

  async orderExpressGet(ctx) {
    return service(ctx).traceOrder(ctx.user, ctx.payload.order_no);
  },

  async enableGetExpress(ctx) {
    const { expressCom, expressNo, order_no } = ctx.payload;
    return service(ctx).traceExpress(ctx.user, expressCom, expressNo, order_no);
  },
};

/** 经营概况 and 导出订单 (stats.ts). */
export const merchantStatsHandlers: DomainHandlers<typeof merchantStatsContract> = {
  async merchantStats({ db, clock, user }) {
    return businessOverview(db, clock, user);
  },

  async merchantExportOrders({ db, clock, user, payload }) {
    return exportOrders(db, clock, user, payload);
  },
};
