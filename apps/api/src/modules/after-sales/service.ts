// After-sales (spec 02 §3, §4): one request per paid, not yet confirmed order of the caller (the order
// list offers return/exchange only then, and the server keeps the same rule). The order is looked up with
// `user_id = caller`, so another user's order number answers 订单不存在; a second request for the same order
// hits the unique index and answers 该订单已申请售后. The request carries its order's seller (company_id), who
// decides it (merchant.ts); the buyer then reads the decision, the reason and the refund with it.
import { MSG_AFTER_SALES_EXISTS, MSG_AFTER_SALES_NOT_PAID, type AfterSales, type PayloadOf } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { DomainError, isUniqueViolation } from '../../kernel';
import { formatChinaTime, type Clock } from '../../kernel/time';
import { MSG_AFTER_SALES_CONFIRMED, MSG_ORDER_NOT_FOUND } from './messages';
import { findAfterSales, findOwnOrder, insertAfterSales } from './queries';

/** The caller's own order by its number (cancelled ones too), or 订单不存在. */
export async function ownOrder(db: Db, userId: number, orderNo: string) {
  if (!orderNo) throw new DomainError(MSG_ORDER_NOT_FOUND);
  const row = await findOwnOrder(db, userId, orderNo);
  if (!row) throw new DomainError(MSG_ORDER_NOT_FOUND);
  return row;
}

/** File the caller's request for a paid, active, not yet confirmed order of theirs. */
export async function applyAfterSales(db: Db, clock: Clock, userId: number, req: PayloadOf<'aftersalesAdd'>): Promise<AfterSales> {
  const order = await ownOrder(db, userId, req.order_no);
  if (order.ispay !== 1 || order.state !== 'active') throw new DomainError(MSG_AFTER_SALES_NOT_PAID);
  if (order.isconfirm === 1) throw new DomainError(MSG_AFTER_SALES_CONFIRMED);
  try {
    return await insertAfterSales(db, {
      userId,
      orderId: order.id,
      orderNo: order.orderNo,
      companyId: order.companyId,
      cate: req.cate,
      remark: req.remark,
      fileItems: req.file_items,
      createTime: formatChinaTime(clock.now()),
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new DomainError(MSG_AFTER_SALES_EXISTS);
    throw e;
  }
}

/** The request of one of the caller's orders with the seller's decision, or null (another user's order: 订单不存在). */
export async function afterSalesOf(db: Db, userId: number, orderNo: string): Promise<AfterSales | null> {
  const order = await ownOrder(db, userId, orderNo);
  return findAfterSales(db, userId, order.id);
}
