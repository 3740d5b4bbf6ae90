import { index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { displayTime, instant } from './columns';
import { users } from './account';
import { orders } from './orders';

// express (modules/express)

/**
 * The shipment of an order (orderExpress/add): the express company (dictionary `express`), the tracking
 * number and the merchant's remark. One per order: a second ship call of the same order changes nothing.
 */
export const orderExpress = pgTable(
  'order_express',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderNo: text('order_no').notNull(),
    expressValue: text('express_value').notNull(),
    expressName: text('express_name').notNull(),
    expressNo: text('express_no').notNull(),
    remark: text('remark').notNull().default(''),
    /** the merchant user who shipped it */
    shippedBy: integer('shipped_by').references(() => users.id, { onDelete: 'set null' }),
    createTime: displayTime('create_time').notNull(),
  },
  (t) => [uniqueIndex('order_express_order_uq').on(t.orderId), index('order_express_no_idx').on(t.expressValue, t.expressNo)],
);

/** One event of a tracking service's timeline as stored (Kuaidi100's data[] item, newest first). */
export interface StoredTraceEvent {
  time: string;
  context: string;
  /** Kuaidi100's status of the event (在途, 揽收, 派件, 签收 …), '' when it sent none */
  status: string;
}

/**
 * The tracking service's last answer per shipment (modules/express): asked again at most every 30 minutes
 * while the shipment is not delivered, never again once it is. `delivered_at` (the 签收 event's time) is what
 * the automatic confirmation of receipt counts its days from.
 */
export const expressTraces = pgTable(
  'express_traces',
  {
    id: serial('id').primaryKey(),
    orderExpressId: integer('order_express_id')
      .notNull()
      .references(() => orderExpress.id, { onDelete: 'cascade' }),
    /** the tracking service's company code it was asked with (shunfeng, zhongtong …) */
    com: text('com').notNull(),
    expressNo: text('express_no').notNull(),
    /** the service's state of the shipment (Kuaidi100: 0 在途, 1 揽收, 3 签收 …); null before a first answer */
    state: smallint('state'),
    data: jsonb('data').$type<StoredTraceEvent[]>().notNull().default([]),
    /** when the service last answered with a timeline; null while it never did */
    fetchedAt: instant('fetched_at'),
    /** when the service was last asked (answered or not): the 30-minute limit counts from here */
    checkedAt: instant('checked_at').notNull(),
    /** the last failure's text ('' after an answer) */
    lastError: text('last_error').notNull().default(''),
    /** the 签收 event's time once delivered */
    deliveredAt: displayTime('delivered_at'),
  },
  (t) => [uniqueIndex('express_traces_order_express_uq').on(t.orderExpressId), index('express_traces_delivered_idx').on(t.deliveredAt)],
);
