import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { displayTime, gramsIndex, instant, type FileItem } from './columns';
import { users } from './account';
import { companies } from './content';

// catalogue (empowerment) and favourites

/** What a change of a product on sale proposes: the part the review looks at. */
export interface ProductChange {
  name: string;
  fileItems: FileItem[];
  intro: string;
  serviceText: string;
  cateId: number | null;
  subCateId: number | null;
  sSubCateId: number | null;
}

/** A mall product (spec 02 §3 Product). Prices include 13% tax; stock never goes below zero. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pcode: text('pcode').notNull().default(''),
    /** 'product' | 'jifen' | 'service' */
    productType: text('product_type').notNull().default('product'),
    /** category path: top-level, sub and third-level category ids (product group) */
    cateId: integer('cate_id'),
    subCateId: integer('sub_cate_id'),
    sSubCateId: integer('s_sub_cate_id'),
    recommendIds: integer('recommend_ids').array().notNull().default(sql`'{}'::int[]`),
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0.00'),
    unit: text('unit').notNull().default(''),
    minAmount: integer('min_amount').notNull().default(1),
    stock: integer('stock').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    useProfitJifenRate: integer('use_profit_jifen_rate').notNull().default(0),
    intro: text('intro').notNull().default(''),
    /** [{name, att_item:[{id,name}]}] up to two */
    att: jsonb('att').$type<{ name: string; att_item: { id: number; name: string }[] }[]>().notNull().default(sql`'[]'::jsonb`),
    /** [{name, price, stock, img_url}] — one entry per attribute combination */
    attItemPrice: jsonb('att_item_price')
      .$type<{ name: string; price: string; stock: number; img_url: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    paramItem: jsonb('param_item').$type<{ name: string; value: string }[]>().notNull().default(sql`'[]'::jsonb`),
    fileItems: jsonb('file_items').$type<FileItem[]>().notNull().default(sql`'[]'::jsonb`),
    isOnSale: smallint('is_on_sale').notNull().default(1),
    /**
     * The platform's review of what the merchant wrote (name, images, intro, category): 0 under review,
     * 1 approved, 2 rejected (audit_reason says why). Only an approved product on sale is in the catalogue.
     */
    auditStatus: smallint('audit_status').notNull().default(1),
    auditReason: text('audit_reason').notNull().default(''),
    /**
     * A change of an approved product that touches what the review looks at waits on its own, and buyers keep
     * the version they see until it is approved: change_fields holds the change (name, fileItems, intro,
     * serviceText, cateId, subCateId, sSubCateId), change_status 0 while it waits and 2 once refused
     * (change_reason says why); all null / '' without one. Approving it copies it into the columns above.
     */
    changeFields: jsonb('change_fields').$type<ProductChange>(),
    changeStatus: smallint('change_status'),
    changeReason: text('change_reason').notNull().default(''),
    changeAt: instant('change_at'),
    /**
     * Where the merchant ships this product from: the code of a Guangdong city of the areas dictionary
     * (440100 …); '' means the company's own city.
     */
    deliveryCityCode: text('delivery_city_code').notNull().default(''),
    /** The merchant's own service promise shown on the product page; '' means the platform's standard one. */
    serviceText: text('service_text').notNull().default(''),
    createTime: displayTime('create_time').notNull(),
  },
  (t) => [
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_audit_known', sql`${t.auditStatus} in (0, 1, 2)`),
    check('products_change_known', sql`${t.changeStatus} is null or (${t.changeStatus} in (0, 2) and ${t.changeFields} is not null)`),
    // 商品审核's waiting changes (few: a partial index)
    index('products_change_waiting_idx').on(t.changeAt).where(sql`${t.changeStatus} is not null`),
    index('products_company_list_idx').on(t.companyId, t.auditStatus, t.isOnSale, t.createTime.desc(), t.id.desc()),
    index('products_list_idx').on(t.isOnSale, t.productType, t.createTime.desc(), t.id.desc()),
    index('products_cate_idx').on(t.cateId, t.subCateId, t.sSubCateId),
    index('products_company_idx').on(t.companyId),
    index('products_price_idx').on(t.price),
    index('products_sales_idx').on(t.sales),
    index('products_recommend_ids_idx').using('gin', t.recommendIds),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    gramsIndex('products_name_grams_idx', t.name),
  ],
);

/**
 * One sellable combination of a product's attributes (spec 02 §4 buy drawer): its own price, stock and image.
 * att_item_ids is '' for a product without attributes, else the attribute item ids sorted ascending and
 * comma-joined, so a client's pick maps to exactly one row. Checkout decrements stock here with a conditional
 * update; the CHECK keeps it from ever going below zero. products.stock / att_item_price stay display summaries.
 */
export const productSkus = pgTable(
  'product_skus',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attItemIds: text('att_item_ids').notNull(),
    attItemNames: text('att_item_names').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    stock: integer('stock').notNull(),
    imgUrl: text('img_url').notNull().default(''),
  },
  (t) => [
    check('product_skus_stock_nonnegative', sql`${t.stock} >= 0`),
    uniqueIndex('product_skus_product_items_uq').on(t.productId, t.attItemIds),
  ],
);

/** A user's favourite (spec 01 §4: article favourites, b_type 'article'). */
export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bType: text('b_type').notNull(),
    xid: integer('xid').notNull(),
    createTime: displayTime('create_time').notNull(),
  },
  (t) => [
    uniqueIndex('favourites_user_item_uq').on(t.userId, t.bType, t.xid),
    index('favourites_user_list_idx').on(t.userId, t.createTime.desc()),
  ],
);

