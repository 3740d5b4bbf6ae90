// After-sales (spec 02 §3, §4): one request per paid, not yet confirmed order of the caller (the order
// list offers return/exchange only then, and the server keeps the same rule). The order is looked up with
// `user_id = caller`, so another user's order number answers 订单不存在; a second request for the same order
// hits the unique index and answers 该订单已申请售后.
import {
  AFTER_SALES_AUDIT_NAMES,
  MSG_AFTER_SALES_EXISTS,
  MSG_AFTER_SALES_FOUND,
  MSG_AFTER_SALES_NOT_PAID,
  MSG_AFTER_SALES_SUBMITTED,
  type AfterSales,
  type AfterSalesCate,
  type FileRef,
  type afterSales as afterSalesContract,
} from '@ws/api-sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { afterSales, orders } from '../../db/schema';
import { ok, type DomainHandlers } from '../../http/handler';
import { DomainError, isUniqueViolation } from '../../kernel';
import { displayTime, formatChinaTime } from '../../kernel/time';

export const MSG_ORDER_NOT_FOUND = '订单不存在';
/** Spec 02 §4: return/exchange is offered while an order is paid and not yet confirmed. */
export const MSG_AFTER_SALES_CONFIRMED = '订单已确认收货，不能申请售后';

type AfterSalesRow = typeof afterSales.$inferSelect;

const toAfterSales = (r: AfterSalesRow): AfterSales => {
  const status = (r.auditStatus === 1 || r.auditStatus === 2 ? r.auditStatus : 0) as 0 | 1 | 2;
  return {
    id: r.id,
    order_no: r.orderNo,
    cate: r.cate as AfterSalesCate,
    remark: r.remark,
    file_items: r.fileItems as FileRef[],
    audit_status: status,
    audit_status_name: AFTER_SALES_AUDIT_NAMES[status],
    create_time: displayTime(r.createTime),
  };
};

/** The caller's own order by its number (cancelled ones too), or 订单不存在. */
export async function ownOrder(db: Db, userId: number, orderNo: string) {
  if (!orderNo) throw new DomainError(MSG_ORDER_NOT_FOUND);
  const [row] = await db
    .select({ id: orders.id, orderNo: orders.orderNo, ispay: orders.ispay, isconfirm: orders.isconfirm, state: orders.state })
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw new DomainError(MSG_ORDER_NOT_FOUND);
  return row;
}


export const afterSalesHandlers: DomainHandlers<typeof afterSalesContract> = {
  async aftersalesAdd({ db, clock, user, payload }) {
    const order = await ownOrder(db, user.id, payload.order_no);
    if (order.ispay !== 1 || order.state !== 'active') throw new DomainError(MSG_AFTER_SALES_NOT_PAID);
    if (order.isconfirm === 1) throw new DomainError(MSG_AFTER_SALES_CONFIRMED);
    try {
      const [row] = await db
        .insert(afterSales)
        .values({
          userId: user.id,
          orderId: order.id,
          orderNo: order.orderNo,
          cate: payload.cate,
          remark: payload.remark,
          fileItems: payload.file_items,
          createTime: formatChinaTime(clock.now()),
        })
        .returning();
      return ok(toAfterSales(row!), MSG_AFTER_SALES_SUBMITTED);
    } catch (e) {
      if (isUniqueViolation(e)) throw new DomainError(MSG_AFTER_SALES_EXISTS);
      throw e;
    }
  },

  async aftersalesInfoByUser({ db, user, payload }) {
    const order = await ownOrder(db, user.id, payload.order_no);
    const [row] = await db
      .select()
      .from(afterSales)
      .where(and(eq(afterSales.orderId, order.id), eq(afterSales.userId, user.id)))
      .limit(1);
    return row ? ok(toAfterSales(row), MSG_AFTER_SALES_FOUND) : null;
  },
};
