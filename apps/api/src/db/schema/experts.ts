import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './account';

// experts (consult orders; the expert records themselves are in content.ts)

/**
 * One expert consult order (spec 02 §3 Expert order), paid or free: what /MyExpertChatOrders lists and
 * /infoSelf shows. A paid consult has its QR payment in `payments` under the same order number (made by
 * expert/expertPay, marked paid by the payment's paid effect, which also opens the chat); a free one
 * (price 0, the pass flag) has no payment and is recorded paid, amount 0, when its chat opens. A free
 * consultation stays open for good, so there is one per member and expert: the partial unique index makes
 * two clicks at once end with one order and one chat.
 */
export const consultOrders = pgTable(
  'consult_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    /** the member who consults (the buyer) */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the expert record consulted (experts.id) */
    expertId: integer('expert_id').notNull(),
    /** in fen; 0 for a free consultation */
    amountFen: integer('amount_fen').notNull(),
    /** 0 unpaid, 1 paid (free ones are paid from the start) */
    ispay: smallint('ispay').notNull().default(0),
    /** 1: free of charge (the pay-free flag) */
    pass: smallint('pass').notNull().default(0),
    createdAt: instant('created_at').notNull(),
    paidAt: instant('paid_at'),
  },
  (t) => [
    uniqueIndex('consult_orders_order_no_uq').on(t.orderNo),
    uniqueIndex('consult_orders_free_uq').on(t.userId, t.expertId).where(sql`${t.pass} = 1`),
    index('consult_orders_user_idx').on(t.userId, t.id.desc()),
    check('consult_orders_amount', sql`${t.amountFen} >= 0`),
    check('consult_orders_ispay', sql`${t.ispay} in (0, 1)`),
    check('consult_orders_pass', sql`${t.pass} in (0, 1)`),
    // a free order has nothing to pay and is paid; a paid-for one always has an amount
    check('consult_orders_free_is_paid', sql`(${t.pass} = 1 and ${t.amountFen} = 0 and ${t.ispay} = 1) or (${t.pass} = 0 and ${t.amountFen} > 0)`),
  ],
);
