import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { displayTime, type FileItem } from './columns';
import { users } from './account';

// reviews

/**
 * Product reviews and expert ratings (spec 02 listremark / remark). xcate says what xid is: a product id
 * ('product') or an expert id ('expert'). One review per user, subject, order and order item.
 */
export const remarks = pgTable(
  'remarks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'product' | 'expert' */
    xcate: text('xcate').notNull(),
    xid: integer('xid').notNull(),
    /** the order item reviewed, 0 for none */
    itemId: integer('item_id').notNull().default(0),
    orderNo: text('order_no').notNull().default(''),
    content: text('content').notNull().default(''),
    /** half stars 0.5-5 */
    score: numeric('score', { precision: 2, scale: 1 }).notNull(),
    fileItems: jsonb('file_items').$type<FileItem[]>().notNull().default(sql`'[]'::jsonb`),
    /** the seller's one answer (商家回复), '' while none */
    reply: text('reply').notNull().default(''),
    replyTime: displayTime('reply_time'),
    createTime: displayTime('create_time').notNull(),
  },
  (t) => [
    check('remarks_xcate_known', sql`${t.xcate} in ('product', 'expert')`),
    check('remarks_score_range', sql`${t.score} >= 0.5 and ${t.score} <= 5 and ${t.score} * 2 = floor(${t.score} * 2)`),
    uniqueIndex('remarks_user_subject_uq').on(t.userId, t.xcate, t.xid, t.orderNo, t.itemId),
    index('remarks_subject_idx').on(t.xcate, t.xid, t.createTime.desc()),
    // whether an order line is reviewed (every page of orders asks it per line)
    index('remarks_item_idx').on(t.itemId).where(sql`${t.xcate} = 'product'`),
  ],
);
