import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { displayTime, type FileItem } from './columns';
import { users } from './account';
import { orders } from './orders';
import { companies } from './content';

// after-sales (modules/after-sales)

/**
 * A return / exchange request for a paid order (spec 02 §3 After-sales): one per order. audit_status:
 * 0 under review, 1 approved, 2 rejected.
 */
export const afterSales = pgTable(
  'after_sales',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderNo: text('order_no').notNull(),
    /** the order's seller, who decides the request (merchant screens read only their company's) */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 'noreasonreturn' | 'goodsproblem' | 'others' */
    cate: text('cate').notNull(),
    remark: text('remark').notNull().default(''),
    fileItems: jsonb('file_items').$type<FileItem[]>().notNull().default(sql`'[]'::jsonb`),
    auditStatus: smallint('audit_status').notNull().default(0),
    /** the merchant's reason for a rejection ('' otherwise) */
    decideReason: text('decide_reason').notNull().default(''),
    /** approved: what goes back to the buyer, in fen (at most what was paid for the order) */
    refundFen: integer('refund_fen'),
    /** approved: 'online' (原路退回 through the payment module) or 'offline' (the merchant transfers it back) */
    refundMode: text('refund_mode'),
    decideTime: displayTime('decide_time'),
    createTime: displayTime('create_time').notNull(),
    /**
     * 售后仲裁 (the console): the platform's decision of a request the merchant refused or left undecided for
     * 48 hours: 'refund' (decided for the buyer, refunded as the merchant's 同意退款) or 'closed'; null while
     * the platform has not decided. Who decided (a staff id, kept when the account goes: the audit log names
     * them too), why (shown to buyer and merchant) and when.
     */
    arbitration: text('arbitration'),
    arbitrationReason: text('arbitration_reason').notNull().default(''),
    arbitratedBy: integer('arbitrated_by'),
    arbitratedAt: displayTime('arbitrated_at'),
  },
  (t) => [
    check('after_sales_cate_known', sql`${t.cate} in ('noreasonreturn', 'goodsproblem', 'others')`),
    check('after_sales_audit_known', sql`${t.auditStatus} in (0, 1, 2)`),
    uniqueIndex('after_sales_order_uq').on(t.orderId),
    index('after_sales_user_idx').on(t.userId, t.createTime.desc()),
    index('after_sales_company_idx').on(t.companyId, t.auditStatus, t.createTime.desc()),
    check('after_sales_refund_mode_known', sql`${t.refundMode} is null or ${t.refundMode} in ('online', 'offline')`),
    check('after_sales_refund_positive', sql`${t.refundFen} is null or ${t.refundFen} > 0`),
    check('after_sales_arbitration_known', sql`${t.arbitration} is null or ${t.arbitration} in ('refund', 'closed')`),
    // 售后仲裁's tabs: the undecided ones (refused, or pending past 48 hours) oldest first; the decided newest first
    index('after_sales_arbitration_waiting_idx')
      .on(t.createTime, t.id)
      .where(sql`${t.arbitration} is null and ${t.auditStatus} in (0, 2)`),
    index('after_sales_arbitrated_idx')
      .on(t.arbitratedAt.desc(), t.id.desc())
      .where(sql`${t.arbitration} is not null`),
  ],
);
