// Demo-only order tools (contract ordersDev; devOnly, so never served with APP_ENV=production, and answered
// to this machine only, like every stand-in). devOrderAge moves an unpaid checkout back in time: its
// creation time and payment limit shift by the same amount, until the limit is one second ago. Nothing is
// cancelled here: the unpaid-order sweep finds it due and cancels it (stock and points back) as it would
// any order that was never paid.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { ordersDev } from '@ws/api-sdk/contract';
import { orders } from '../../db/schema';
import { type DomainHandlers } from '../../http/handler';
import { DomainError } from '../../kernel';
import { formatChinaTime } from '../../kernel/time';

export const MSG_DEV_ORDER_MISSING = '订单不存在';
export const MSG_DEV_ORDER_NOT_UNPAID = '只能调整未支付的订单';

export const ordersDevHandlers: DomainHandlers<typeof ordersDev> = {
  async devOrderAge({ db, clock, payload }) {
    const no = payload.order_no;
    if (!no) throw new DomainError(MSG_DEV_ORDER_MISSING);
    const [hit] = await db
      .select({ main: orders.mainOrderNo })
      .from(orders)
      .where(or(eq(orders.orderNo, no), eq(orders.mainOrderNo, no)))
      .limit(1);
    if (!hit) throw new DomainError(MSG_DEV_ORDER_MISSING);
    const group = await db
      .select({ id: orders.id, orderNo: orders.orderNo, state: orders.state, ispay: orders.ispay, payDeadline: orders.payDeadline })
      .from(orders)
      .where(eq(orders.mainOrderNo, hit.main));
    if (group.some((o) => o.state !== 'active' || o.ispay !== 0)) throw new DomainError(MSG_DEV_ORDER_NOT_UNPAID);
    const target = new Date(clock.now().getTime() - 1000);
    const latest = Math.max(...group.map((o) => o.payDeadline.getTime()));
    const shiftSec = Math.max(0, Math.ceil((latest - target.getTime()) / 1000));
    const moved = await db
      .update(orders)
      .set({
        createTime: sql`${orders.createTime} - (${shiftSec} * interval '1 second')`,
        payDeadline: sql`${orders.payDeadline} - (${shiftSec} * interval '1 second')`,
      })
      .where(
        and(
          inArray(
            orders.id,
            group.map((o) => o.id),
          ),
          eq(orders.state, 'active'),
          eq(orders.ispay, 0),
        ),
      )
      .returning({ orderNo: orders.orderNo, payDeadline: orders.payDeadline });
    if (moved.length !== group.length) throw new DomainError(MSG_DEV_ORDER_NOT_UNPAID);
    return {
      order_nos: moved.map((m) => m.orderNo).sort(),
      pay_deadline: formatChinaTime(new Date(Math.max(...moved.map((m) => m.payDeadline.getTime())))),
    };
  },
};
