// What a mall checkout's QR payment changes when it is paid: the payment module runs this effect (wired in
// app.ts) inside the transaction that marks the payment paid, once per payment.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { formatChinaTime } from '../../kernel/time';
import type { PaidEffect } from '../payments';
import { cancelIn } from './lifecycle';
import { dueFen, isExpiredUnpaid } from './queries';

/**
 * The 'order' effect of a QR payment: the checkout's orders become paid, once (the payment module runs it
 * only when the payment row changed). An order cancelled before the money arrived stays cancelled (its
 * stock and points are back already): its share is answered as a shortfall, which the payment module
 * refunds. An order still unpaid when the payment was made after its limit is past it, as the sweep and
 * every reader count it: it is cancelled here as the sweep would cancel it (stock and points back) and
 * its share refunded too. The limit is judged at the payment's own time, so a payment made in time
 * counts even when its notice comes late. The rows are locked in id order first, as a cancellation
 * locks them.
 */
export const orderPaidEffect: PaidEffect = async (tx, payment) => {
  // the checkout of the payment's first order (subject), whichever of its codes was paid
  const rows = await tx
    .select({ id: orders.id, state: orders.state, ispay: orders.ispay, payDeadline: orders.payDeadline })
    .from(orders)
    .where(
      and(
        eq(orders.userId, payment.userId),
        eq(orders.mainOrderNo, sql`(select ${orders.mainOrderNo} from ${orders} where ${orders.id} = ${payment.subjectId})`),
      ),
    )
    .orderBy(asc(orders.id))
    .for('update');
  const late = rows.filter((r) => isExpiredUnpaid(r, payment.paidAt));
  if (late.length > 0) {
    await cancelIn(
      tx,
      inArray(
        orders.id,
        late.map((r) => r.id),
      ),
      'timer',
      payment.paidAt,
    );
  }
  const payable = rows.filter((r) => r.state === 'active' && r.ispay === 0 && !late.includes(r));
  let paidFen = 0;
  if (payable.length > 0) {
    const changed = await tx
      .update(orders)
      .set({ ispay: 1, payTime: formatChinaTime(payment.paidAt), payOrderNo: payment.orderNo })
      .where(
        and(
          inArray(
            orders.id,
            payable.map((r) => r.id),
          ),
          eq(orders.ispay, 0),
          eq(orders.state, 'active'),
        ),
      )
      .returning({ totalFen: orders.totalFen, walletFen: orders.walletFen });
    // the payment brought what the wallet left to pay
    paidFen = changed.reduce((a, r) => a + dueFen(r), 0);
  }
  const refundFen = payment.amountFen - paidFen;
  if (refundFen <= 0) return;
  return { refundFen, reason: late.length > 0 || rows.some((r) => r.state === 'cancelled') ? 'cancelled' : 'duplicate' };
};
