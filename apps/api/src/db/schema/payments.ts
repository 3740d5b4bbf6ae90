import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './account';

// payments

/**
 * One QR (WeChat Pay native) payment per order number (services/payments). The amount is fixed by the
 * server when the order is made; a notice is applied by one conditional update (status 'unpaid' and the
 * same amount), and the provider's transaction id is unique, so a repeated or concurrent notice changes
 * nothing.
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
    /** 'unpaid' | 'paid' | 'refunded' (paid for a subject that was gone, money returned) | 'refund_pending'
     *  (paid for a subject that was gone, the provider could not refund yet: owed to the payer) */
    status: text('status').notNull().default('unpaid'),
    /** the provider's id of the payment (WeChat transaction_id), set once */
    transactionId: text('transaction_id'),
    codeUrl: text('code_url').notNull().default(''),
    createdAt: instant('created_at').notNull(),
    paidAt: instant('paid_at'),
    /** the refund of a payment whose subject was cancelled before the money arrived, in fen */
    refundFen: integer('refund_fen'),
    /** our refund number (out_refund_no), set when the refund is owed */
    refundNo: text('refund_no'),
    refundedAt: instant('refunded_at'),
  },
  (t) => [
    uniqueIndex('payments_order_no_uq').on(t.orderNo),
    uniqueIndex('payments_transaction_id_uq').on(t.transactionId),
    index('payments_subject_idx').on(t.subjectKind, t.subjectId),
    index('payments_user_idx').on(t.userId),
    check('payments_amount_positive', sql`${t.amountFen} > 0`),
    check('payments_status_known', sql`${t.status} in ('unpaid', 'paid', 'refunded', 'refund_pending')`),
    check('payments_refund_within_amount', sql`${t.refundFen} is null or (${t.refundFen} > 0 and ${t.refundFen} <= ${t.amountFen})`),
  ],
);

