import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { displayTime, type FileItem } from './columns';
import { users } from './account';
import { orders } from './orders';

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
    /** 'noreasonreturn' | 'goodsproblem' | 'others' */
    cate: text('cate').notNull(),
    remark: text('remark').notNull().default(''),
    fileItems: jsonb('file_items').$type<FileItem[]>().notNull().default(sql`'[]'::jsonb`),
    auditStatus: smallint('audit_status').notNull().default(0),
    createTime: displayTime('create_time').notNull(),
  },
  (t) => [
    check('after_sales_cate_known', sql`${t.cate} in ('noreasonreturn', 'goodsproblem', 'others')`),
    check('after_sales_audit_known', sql`${t.auditStatus} in (0, 1, 2)`),
    uniqueIndex('after_sales_order_uq').on(t.orderId),
    index('after_sales_user_idx').on(t.userId, t.createTime.desc()),
  ],
);
