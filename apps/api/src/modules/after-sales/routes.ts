// The after-sales calls (personal/aftersalesAdd, personal/infoByUser): the rules are service.ts's.
import { MSG_AFTER_SALES_FOUND, MSG_AFTER_SALES_SUBMITTED, type afterSales as afterSalesContract } from '@ws/api-sdk/contract';
import { ok, type DomainHandlers } from '../../http/handler';
import { afterSalesOf, applyAfterSales } from './service';

export const afterSalesHandlers: DomainHandlers<typeof afterSalesContract> = {
  async aftersalesAdd({ db, clock, user, payload }) {
    return ok(await applyAfterSales(db, clock, user.id, payload), MSG_AFTER_SALES_SUBMITTED);
  },

  async aftersalesInfoByUser({ db, user, payload }) {
    const found = await afterSalesOf(db, user.id, payload.order_no);
    return found ? ok(found, MSG_AFTER_SALES_FOUND) : null;
  },
};
