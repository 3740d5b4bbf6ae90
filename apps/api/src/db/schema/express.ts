import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { displayTime } from './columns';
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
