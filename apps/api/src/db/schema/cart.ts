import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { displayTime } from './columns';
import { users } from './account';
import { productSkus } from './catalogue';

// cart

/**
 * A line of a buyer's cart (spec 02 §5). One line per SKU and user: adding the same SKU again raises the
 * amount in one upsert, never a read-modify-write.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSkus.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    createTime: displayTime('create_time').notNull(),
    /**
     * '' while the line only sits in the cart; the placeholder order number 888888 once orderOn chose it for
     * the checkout (the cart's 结算 or a buy-now), so /checkoutQuick (and a reload of it) reads that choice.
     */
    orderNo: text('order_no').notNull().default(''),
  },
  (t) => [
    check('cart_items_amount_positive', sql`${t.amount} > 0`),
    check('cart_items_order_no_placeholder', sql`${t.orderNo} in ('', '888888')`),
    uniqueIndex('cart_items_user_sku_uq').on(t.userId, t.skuId),
    index('cart_items_user_idx').on(t.userId, t.createTime.desc()),
  ],
);

/**
 * A shared selection of cart lines (personal/orderShare): a random code another logged-in user opens to see
 * the items and copy them into their own cart. The lines are copied (SKU and amount) when shared, so later
 * changes to the sharer's cart do not change what the link shows.
 */
export const cartShares = pgTable(
  'cart_shares',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    items: jsonb('items').$type<{ sku_id: number; amount: number }[]>().notNull(),
    createTime: displayTime('create_time').notNull(),
  },
  (t) => [uniqueIndex('cart_shares_code_uq').on(t.code)],
);
