// Price inquiries (spec 01 §5, §7 "Inquiry"): an inquiry of a member, its products, the companies it was
// sent to (one row each, with their answer's validity and note) and each company's unit price per product.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { displayTime, type FileItem } from './columns';
import { companies } from './content';

export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull().default(0),
    createTime: displayTime('create_time').notNull(),
  },
  (t) => [uniqueIndex('inquiries_order_no_uq').on(t.orderNo), index('inquiries_user_list_idx').on(t.userId, t.id.desc())],
);

export const inquiryItems = pgTable(
  'inquiry_items',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    productDescribe: text('product_describe').notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** digits only, '' when none was given */
    expectedPrice: text('expected_price').notNull().default(''),
    productImg: jsonb('product_img').$type<FileItem | null>(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('inquiry_items_inquiry_idx').on(t.inquiryId, t.sort),
    check('inquiry_items_quantity_min', sql`${t.quantity} >= 1`),
    check('inquiry_items_expected_price_digits', sql`${t.expectedPrice} ~ '^[0-9]*$'`),
  ],
);

/** A company an inquiry went to; quote_time / valid_until / note are set when it answers. */
export const inquiryCompanies = pgTable(
  'inquiry_companies',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    quoteTime: displayTime('quote_time'),
    validUntil: displayTime('valid_until'),
    note: text('note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('inquiry_companies_uq').on(t.inquiryId, t.companyId),
    index('inquiry_companies_company_idx').on(t.companyId, t.inquiryId.desc()),
  ],
);

export const inquiryQuotes = pgTable(
  'inquiry_quotes',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => inquiryItems.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('inquiry_quotes_item_company_uq').on(t.itemId, t.companyId),
    index('inquiry_quotes_inquiry_idx').on(t.inquiryId),
    check('inquiry_quotes_price_positive', sql`${t.unitPrice} > 0`),
  ],
);
