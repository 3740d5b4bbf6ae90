// What the local WeChat stand-in recalls of an order it has no record of (local-provider.ts setRecall): the
// payment as this site's database recorded it, paid with the provider's transaction id, and the refunds the
// database says were made of it (the payment's own full refund, and the partial refunds of payment_refunds).
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentRefunds, payments } from '../../db/schema';
import type { RecalledPayment } from './local-provider';

/** The statuses of a payment that was paid (a refunded one was paid first). */
const PAID = ['paid', 'refunded', 'refund_pending'];

export async function recallPayment(db: Db, orderNo: string): Promise<RecalledPayment | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderNo, orderNo), inArray(payments.status, PAID), isNotNull(payments.transactionId), isNotNull(payments.paidAt)));
  if (!row || !row.transactionId || !row.paidAt) return null;
  const parts = await db
    .select({ refundNo: paymentRefunds.refundNo, fen: paymentRefunds.amountFen })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentOrderNo, orderNo), eq(paymentRefunds.status, 'refunded')));
  const refunds: [string, number][] = parts.map((p) => [p.refundNo, p.fen]);
  if (row.status === 'refunded' && row.refundNo && row.refundFen) refunds.push([row.refundNo, row.refundFen]);
  return { paid: { orderNo, transactionId: row.transactionId, totalFee: row.amountFen, paidAt: row.paidAt }, refunds };
}
