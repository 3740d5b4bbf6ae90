// Parts of a paid payment given back after the fact (an approved after-sales request, 原路退回): the SQL of
// the `payment_refunds` rows. One checkout's payment may cover several sellers' orders, so each refund is its
// own row with its own refund number (out_refund_no: asking the provider again with it never refunds twice),
// and the refunds of one payment never add up to more than what the payment kept.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentRefunds, payments } from '../../db/schema';
import { DomainError } from '../../kernel';
import type { DbTx } from './effects';
import { MSG_PART_REFUND_NOT_PAID, MSG_PART_REFUND_OVER } from './messages';

/** What a partial refund is for (payment_refunds.subject_kind). */
export const PART_REFUND_KINDS = ['after_sales'] as const;
export type PartRefundKind = (typeof PART_REFUND_KINDS)[number];

/** A part of a payment to give back: which payment, what for (one refund per subject), how much. */
export interface PartRefund {
  /** payments.order_no of the payment the money came with */
  paymentOrderNo: string;
  subjectKind: PartRefundKind;
  subjectId: number;
  amountFen: number;
}

/** The payer's text of each kind of refund (WeChat's refund_desc). */
const DESC: Record<PartRefundKind, string> = { after_sales: '售后退款' };
export const partRefundDesc = (kind: string): string => DESC[kind as PartRefundKind] ?? '退款';
const PREFIX: Record<PartRefundKind, string> = { after_sales: 'A' };

/**
 * One refund number per subject (WeChat's out_refund_no: at most 64 characters of [0-9A-Za-z_-|*@]; the
 * payments' own are R…). It names the payment too: a subject's id alone starts again from 1 when a database is
 * rebuilt, while the provider keeps every number it has seen, and a number it knows would answer that old
 * refund instead of making this one. A payment's number is unique for good (a China time stamp and a random part).
 */
export const partRefundNo = (kind: PartRefundKind, subjectId: number, paymentOrderNo: string): string =>
  `${PREFIX[kind]}${subjectId}-${paymentOrderNo}`;

/** A payment's states in which it holds money (a refunded or refund_pending one keeps amount − refund_fen). */
const HOLDING = ['paid', 'refunded', 'refund_pending'];

/**
 * Record an owed partial refund of a payment inside the caller's transaction (refund_pending). The payment
 * row is locked first, so the refunds of one payment are written one at a time; the insert, a statement
 * after the lock (READ COMMITTED: it sees every refund committed before), writes the row only while the sum
 * of the payment's refunds stays within what it kept. Refuses a payment that holds no money
 * (MSG_PART_REFUND_NOT_PAID) or an amount beyond what is left (MSG_PART_REFUND_OVER); a second refund of
 * the same subject violates payment_refunds_subject_uq.
 */
export async function recordPartRefund(tx: DbTx, part: PartRefund, now: Date): Promise<{ refundNo: string }> {
  if (!Number.isSafeInteger(part.amountFen) || part.amountFen <= 0) throw new Error(`bad refund amount ${part.amountFen}`);
  const [payment] = await tx
    .select({ status: payments.status, transactionId: payments.transactionId })
    .from(payments)
    .where(eq(payments.orderNo, part.paymentOrderNo))
    .for('update');
  if (!payment || !HOLDING.includes(payment.status) || !payment.transactionId) throw new DomainError(MSG_PART_REFUND_NOT_PAID);
  const refundNo = partRefundNo(part.subjectKind, part.subjectId, part.paymentOrderNo);
  const result = (await tx.execute(sql`
    insert into payment_refunds (payment_order_no, subject_kind, subject_id, amount_fen, refund_no, status, created_at)
    select p.order_no, ${part.subjectKind}::text, ${part.subjectId}::int, ${part.amountFen}::int, ${refundNo}::text, 'refund_pending', ${now.toISOString()}::timestamptz
    from payments p
    where p.order_no = ${part.paymentOrderNo}
      and p.amount_fen
        - case when p.status in ('refunded', 'refund_pending') then coalesce(p.refund_fen, 0) else 0 end
        - (select coalesce(sum(r.amount_fen), 0) from payment_refunds r where r.payment_order_no = p.order_no)
        >= ${part.amountFen}::int
    returning refund_no`)) as unknown as { rows: { refund_no: string }[] };
  if (result.rows.length === 0) throw new DomainError(MSG_PART_REFUND_OVER);
  return { refundNo };
}

/** A recorded partial refund with what the provider needs of its payment, or null. */
export async function findPartRefund(db: Db, refundNo: string) {
  const [row] = await db
    .select({
      id: paymentRefunds.id,
      refundNo: paymentRefunds.refundNo,
      status: paymentRefunds.status,
      amountFen: paymentRefunds.amountFen,
      subjectKind: paymentRefunds.subjectKind,
      orderNo: payments.orderNo,
      transactionId: payments.transactionId,
      paymentFen: payments.amountFen,
    })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.orderNo, paymentRefunds.paymentOrderNo))
    .where(eq(paymentRefunds.refundNo, refundNo))
    .limit(1);
  return row ?? null;
}

/** The provider gave it back: recorded once (two callers settling the same refund change the row once). */
export async function markPartRefunded(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({ status: 'refunded', refundedAt: now })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'refund_pending')));
}

/** The refund numbers of owed partial refunds, oldest first. */
export async function owedPartRefunds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ refundNo: paymentRefunds.refundNo })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.status, 'refund_pending'))
    .orderBy(asc(paymentRefunds.id))
    .limit(limit);
  return rows.map((r) => r.refundNo);
}
