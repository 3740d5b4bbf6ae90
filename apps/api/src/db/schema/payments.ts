import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './account';

// payments

/**
 * One QR (WeChat Pay native) payment per order number (modules/payments). The amount is fixed by the
 * server when the order is made; a notice is applied by one conditional update (status 'unpaid' or
 * 'closed' and the same amount), and the provider's transaction id is unique, so a repeated or concurrent
 * notice changes nothing. A payable (what the payment is for: a sign-up, a checkout, a consult) has at
 * most one open ('unpaid') payment of a member at a time (payments_open_uq), so a repeated pay request
 * answers the same code_url instead of opening another provider order.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    /** what is paid for: 'training' (a booking), 'order' (a mall order), 'consult' (an expert consult) */
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** in fen (分): what the provider's notice must carry as total_fee */
    amountFen: integer('amount_fen').notNull(),
    /** 'unpaid' (open: its code_url may be paid) | 'closed' (replaced by a newer payment of the same payable
     *  when its code expired; a payment that still arrives for it is taken like any other) | 'paid' |
     *  'refunded' (paid, but it changed nothing: the payable was gone or already paid; money returned) |
     *  'refund_pending' (the same, the provider could not refund yet: owed to the payer) */
    status: text('status').notNull().default('unpaid'),
    /** the provider's id of the payment (WeChat transaction_id), set once */
    transactionId: text('transaction_id'),
    /** '' while the provider order is being made (the row claims the payable first) */
    codeUrl: text('code_url').notNull().default(''),
    createdAt: instant('created_at').notNull(),
    /** when the code_url stops being offered (the provider's time_expire); null on rows made before it */
    expiresAt: instant('expires_at'),
    paidAt: instant('paid_at'),
    /** the refund of a payment whose subject was cancelled before the money arrived, in fen */
    refundFen: integer('refund_fen'),
    /** our refund number (out_refund_no), set when the refund is owed */
    refundNo: text('refund_no'),
    /** why the money goes back: 'cancelled' (the payable was gone) or 'duplicate' (already paid by another payment) */
    refundReason: text('refund_reason'),
    refundedAt: instant('refunded_at'),
  },
  (t) => [
    uniqueIndex('payments_order_no_uq').on(t.orderNo),
    uniqueIndex('payments_transaction_id_uq').on(t.transactionId),
    index('payments_subject_idx').on(t.subjectKind, t.subjectId),
    uniqueIndex('payments_open_uq').on(t.subjectKind, t.subjectId, t.userId).where(sql`${t.status} = 'unpaid'`),
    index('payments_user_idx').on(t.userId),
    check('payments_amount_positive', sql`${t.amountFen} > 0`),
    check('payments_status_known', sql`${t.status} in ('unpaid', 'closed', 'paid', 'refunded', 'refund_pending')`),
    check('payments_refund_reason_known', sql`${t.refundReason} is null or ${t.refundReason} in ('cancelled', 'duplicate')`),
    check('payments_refund_within_amount', sql`${t.refundFen} is null or (${t.refundFen} > 0 and ${t.refundFen} <= ${t.amountFen})`),
  ],
);


/**
 * A part of a paid payment given back after the fact (an approved after-sales request, 原路退回). A checkout's
 * one payment may cover several sellers' orders, so each refund is its own row: its refund number is unique
 * (out_refund_no, so asking the provider again never refunds twice), and the refunds of one payment never
 * add up to more than it (checked in the transaction that writes the row, the payment row locked).
 * 'refund_pending' rows are retried by the running server like the payments' own owed refunds.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    /** payments.order_no of the payment the money came with */
    paymentOrderNo: text('payment_order_no').notNull(),
    /** what the refund is for: 'after_sales' */
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    amountFen: integer('amount_fen').notNull(),
    refundNo: text('refund_no').notNull(),
    /** 'refund_pending' (owed: the provider has not confirmed it yet) | 'refunded' */
    status: text('status').notNull().default('refund_pending'),
    createdAt: instant('created_at').notNull(),
    refundedAt: instant('refunded_at'),
  },
  (t) => [
    uniqueIndex('payment_refunds_refund_no_uq').on(t.refundNo),
    uniqueIndex('payment_refunds_subject_uq').on(t.subjectKind, t.subjectId),
    index('payment_refunds_payment_idx').on(t.paymentOrderNo),
    index('payment_refunds_pending_idx').on(t.createdAt).where(sql`${t.status} = 'refund_pending'`),
    check('payment_refunds_amount_positive', sql`${t.amountFen} > 0`),
    check('payment_refunds_status_known', sql`${t.status} in ('refund_pending', 'refunded')`),
  ],
);
