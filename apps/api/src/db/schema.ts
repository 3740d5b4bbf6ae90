// The database schema (drizzle pg-core). Migrations in ../../drizzle are generated from this file with
// `pnpm --filter @ws/api db:generate`. drizzle-kit does not emit CREATE EXTENSION, so the first migration
// (drizzle/0000_*.sql, a custom one) creates pg_trgm before the tables and their trigram indexes.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** A file reference as the API sends it (entities.ts FileRef). */
export interface FileItem {
  FileName?: string;
  FileUrl: string;
}

/** Display timestamps: 'YYYY-MM-DD HH:mm:ss' strings in and out (no time zone). */
const displayTime = (name: string) => timestamp(name, { mode: 'string', precision: 0 });
/**
 * 1- and 2-character keyword search: a GIN index on ws_grams(column), the distinct 1- and 2-character
 * substrings of the lowercased text. Migration 0003_ws_grams was generated from these indexes, with the CREATE
 * FUNCTION ws_grams written by hand before them (see handlers/keyword-search.ts).
 */
const gramsIndex = (name: string, column: AnyPgColumn) => index(name).using('gin', sql`ws_grams(${column})`);
/** Instants used by logic (expiry, rate limits): timestamptz as Date, always set from the app's clock. */
const instant = (name: string) => timestamp(name, { mode: 'date', withTimezone: true });

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userAccount: text('user_account').notNull(),
    userMobile: text('user_mobile').notNull(),
    email: text('email'),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /** 'member' | 'company' | 'salesman' | 'isexpert' | 'custuser' */
    roles: text('roles').array().notNull().default(sql`'{member}'::text[]`),
    isCustUser: smallint('is_cust_user').notNull().default(0),
    isExpert: smallint('is_expert').notNull().default(0),
    profitMoney: numeric('profit_money', { precision: 12, scale: 2 }).notNull().default('0.00'),
    userMoney: numeric('user_money', { precision: 12, scale: 2 }).notNull().default('0.00'),
    profitJifen: integer('profit_jifen').notNull().default(0),
    parentUserId: integer('parent_user_id'),
    province: text('province').notNull().default(''),
    provinceCode: text('province_code').notNull().default(''),
    city: text('city').notNull().default(''),
    cityCode: text('city_code').notNull().default(''),
    county: text('county').notNull().default(''),
    countyCode: text('county_code').notNull().default(''),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_user_mobile_uq').on(t.userMobile),
    uniqueIndex('users_user_account_uq').on(t.userAccount),
    index('users_email_idx').on(t.email),
    index('users_parent_user_id_idx').on(t.parentUserId),
    check('users_money_nonneg', sql`${t.userMoney} >= 0 and ${t.profitMoney} >= 0 and ${t.profitJifen} >= 0`),
  ],
);

export const tokens = pgTable(
  'tokens',
  {
    token: text('token').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('tokens_user_id_idx').on(t.userId)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    usecate: text('usecate').notNull(),
    code: text('code').notNull(),
    ip: text('ip').notNull().default(''),
    /** wrong guesses so far; the code is burnt after 5 */
    attempts: integer('attempts').notNull().default(0),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    index('sms_codes_phone_usecate_idx').on(t.phone, t.usecate, t.createdAt),
    index('sms_codes_phone_created_idx').on(t.phone, t.createdAt),
    index('sms_codes_ip_created_idx').on(t.ip, t.createdAt),
  ],
);

/** The local SMS adapter's outbox: what a real gateway would have delivered. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    usecate: text('usecate').notNull(),
    code: text('code').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.id)],
);

/** WeChat QR login stand-in: a ticket is confirmed on a local page, then read once. */
export const wechatTickets = pgTable('wechat_tickets', {
  ticket: text('ticket').primaryKey(),
  createdAt: instant('created_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  confirmedAt: instant('confirmed_at'),
  consumedAt: instant('consumed_at'),
});

/**
 * Failed password logins, one row per counted subject: `account:<user id>` (or `account:<name>` for an
 * unknown one) and `ip:<client address>`. Every change is one atomic statement (services/login-limits.ts),
 * so parallel guesses and several API processes share one count.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  /** failures (and attempts still being checked) since the count last started */
  failures: integer('failures').notNull(),
  lastFailedAt: instant('last_failed_at').notNull(),
  /** password login refused until then */
  lockedUntil: instant('locked_until'),
});

// ---------------------------------------------------------------- payments

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
    /** 'unpaid' | 'paid' */
    status: text('status').notNull().default('unpaid'),
    /** the provider's id of the payment (WeChat transaction_id), set once */
    transactionId: text('transaction_id'),
    codeUrl: text('code_url').notNull().default(''),
    createdAt: instant('created_at').notNull(),
    paidAt: instant('paid_at'),
  },
  (t) => [
    uniqueIndex('payments_order_no_uq').on(t.orderNo),
    uniqueIndex('payments_transaction_id_uq').on(t.transactionId),
    index('payments_subject_idx').on(t.subjectKind, t.subjectId),
    index('payments_user_idx').on(t.userId),
    check('payments_amount_positive', sql`${t.amountFen} > 0`),
    check('payments_status_known', sql`${t.status} in ('unpaid', 'paid')`),
  ],
);

// ---------------------------------------------------------------- dictionaries

/** One table for every category group (law, recommend, content, industry/field/special/supply, company, …). */
export const categories = pgTable(
  'categories',
  {
    cateId: integer('cate_id').primaryKey(),
    cateName: text('cate_name').notNull(),
    cateValue: text('cate_value').notNull().default(''),
    pCateValue: text('p_cate_value').notNull(),
    parentId: integer('parent_id').notNull().default(0),
    channel: text('channel').notNull().default(''),
    remark: text('remark').notNull().default(''),
    isRecommend: smallint('is_recommend').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    image: text('image'),
  },
  (t) => [
    index('categories_p_cate_value_idx').on(t.pCateValue, t.parentId, t.sort, t.cateId),
    index('categories_parent_id_idx').on(t.parentId),
  ],
);

/** Administrative areas of Guangdong; id is the official code (440000, 440100, 440103, 441900003 …). */
export const areas = pgTable(
  'areas',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    parentId: integer('parent_id').notNull(),
    /** 1 province, 2 city, 3 district / town */
    level: smallint('level').notNull(),
    idx: integer('idx').notNull().default(0),
  },
  (t) => [index('areas_parent_idx').on(t.parentId, t.idx), index('areas_name_idx').on(t.name)],
);

export const ads = pgTable(
  'ads',
  {
    id: integer('id').primaryKey(),
    cateValue: text('cate_value').notNull(),
    title: text('title').notNull(),
    link: text('link').notNull().default(''),
    image: text('image'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('ads_cate_value_idx').on(t.cateValue, t.sort, t.id)],
);

export const helpInfos = pgTable(
  'help_infos',
  {
    id: integer('id').primaryKey(),
    cateId: integer('cate_id')
      .notNull()
      .references(() => categories.cateId),
    name: text('name').notNull(),
    intro: text('intro').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('help_infos_cate_idx').on(t.cateId, t.sort, t.id)],
);

/** Key/value counters (visit_amount). */
export const counters = pgTable('counters', {
  key: text('key').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

// ---------------------------------------------------------------- content

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** policy | news | prevention | case | law | content */
    channel: text('channel').notNull(),
    cateId: integer('cate_id'),
    intro: text('intro').notNull().default(''),
    addFrom: text('add_from').notNull().default(''),
    author: text('author').notNull().default(''),
    cover: text('cover'),
    resourceItems: jsonb('resource_items').$type<FileItem[]>().notNull().default(sql`'[]'::jsonb`),
    recommendIds: integer('recommend_ids').array().notNull().default(sql`'{}'::int[]`),
    createTime: displayTime('create_time').notNull(),
  },
  (t) => [
    index('articles_channel_time_idx').on(t.channel, t.createTime.desc(), t.id.desc()),
    index('articles_cate_time_idx').on(t.cateId, t.createTime.desc(), t.id.desc()),
    index('articles_time_idx').on(t.createTime.desc(), t.id.desc()),
    index('articles_recommend_ids_idx').using('gin', t.recommendIds),
    index('articles_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    gramsIndex('articles_title_grams_idx', t.title),
  ],
);

export const experts = pgTable(
  'experts',
  {
    id: serial('id').primaryKey(),
    /** 0: not bound to a member (spec: 专家未绑定会员) */
    userId: integer('user_id').notNull().default(0),
    name: text('name').notNull(),
    sex: text('sex').notNull().default('male'),
    phone: text('phone').notNull().default(''),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    intro: text('intro').notNull().default(''),
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0.00'),
    avatar: text('avatar'),
    certFile: jsonb('cert_file').$type<FileItem[]>().notNull().default(sql`'[]'::jsonb`),
    industrys: integer('industrys').array().notNull().default(sql`'{}'::int[]`),
    fields: integer('fields').array().notNull().default(sql`'{}'::int[]`),
    specials: integer('specials').array().notNull().default(sql`'{}'::int[]`),
    supplys: integer('supplys').array().notNull().default(sql`'{}'::int[]`),
    recommendIds: integer('recommend_ids').array().notNull().default(sql`'{}'::int[]`),
    expert: text('expert').notNull().default(''),
    technology: text('technology').notNull().default(''),
    position: text('position').notNull().default(''),
    /** 1 approved, 2 rejected, 0/3/100 under review; only approved experts are listed */
    auditStatus: smallint('audit_status').notNull().default(1),
    createTime: displayTime('create_time').notNull(),
  },
  (t) => [
    index('experts_list_idx').on(t.auditStatus, t.createTime.desc(), t.id.desc()),
    index('experts_user_id_idx').on(t.userId),
    index('experts_industrys_idx').using('gin', t.industrys),
    index('experts_fields_idx').using('gin', t.fields),
    index('experts_specials_idx').using('gin', t.specials),
    index('experts_supplys_idx').using('gin', t.supplys),
    index('experts_recommend_ids_idx').using('gin', t.recommendIds),
    index('experts_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    gramsIndex('experts_name_grams_idx', t.name),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().default(0),
    name: text('name').notNull(),
    intro: text('intro').notNull().default(''),
    description: text('description').notNull().default(''),
    licenseFile: text('license_file').notNull().default(''),
    licenseName: text('license_name').notNull().default(''),
    certFile: jsonb('cert_file').$type<FileItem[]>().notNull().default(sql`'[]'::jsonb`),
    fileItems: jsonb('file_items').$type<FileItem[]>().notNull().default(sql`'[]'::jsonb`),
    /** 1 approved, 2 rejected, 0/3/100 under review */
    auditStatus: smallint('audit_status').notNull().default(0),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    tel: text('tel').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    /** unified social credit code */
    code: text('code').notNull().default(''),
    /** category ids (company group), top-level and sub-categories */
    cates: integer('cates').array().notNull().default(sql`'{}'::int[]`),
    subCateId: integer('sub_cate_id'),
    recommendIds: integer('recommend_ids').array().notNull().default(sql`'{}'::int[]`),
    provinceCode: text('province_code').notNull().default(''),
    cityCode: text('city_code').notNull().default(''),
    countyCode: text('county_code').notNull().default(''),
    createTime: displayTime('create_time').notNull(),
  },
  (t) => [
    index('companies_list_idx').on(t.auditStatus, t.createTime.desc(), t.id.desc()),
    index('companies_user_id_idx').on(t.userId),
    index('companies_cates_idx').using('gin', t.cates),
    index('companies_recommend_ids_idx').using('gin', t.recommendIds),
    index('companies_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    gramsIndex('companies_name_grams_idx', t.name),
  ],
);

export const companyProducts = pgTable(
  'company_products',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0.00'),
    unit: text('unit').notNull().default(''),
    image: text('image'),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('company_products_company_idx').on(t.companyId, t.sort, t.id)],
);

/** Videos, lives, courseware and management systems share one shape (entities.ts Media). */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    /** video | live | course | management */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    fileUrl: text('file_url').notNull().default(''),
    cover: text('cover'),
    cateId: integer('cate_id'),
    clickAmount: integer('click_amount').notNull().default(0),
    author: text('author').notNull().default(''),
    description: text('description').notNull().default(''),
    intro: text('intro').notNull().default(''),
    resourceItems: jsonb('resource_items').$type<FileItem[]>().notNull().default(sql`'[]'::jsonb`),
    createTime: displayTime('create_time').notNull(),
  },
  (t) => [
    index('media_kind_time_idx').on(t.kind, t.createTime.desc(), t.id.desc()),
    index('media_kind_cate_time_idx').on(t.kind, t.cateId, t.createTime.desc(), t.id.desc()),
    index('media_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    gramsIndex('media_name_grams_idx', t.name),
  ],
);

export const trainings = pgTable(
  'trainings',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0.00'),
    cateId: integer('cate_id'),
    /** start of the training (the spec calls it update_time) */
    startTime: displayTime('start_time').notNull(),
    endTime: displayTime('end_time').notNull(),
    intro: text('intro').notNull().default(''),
    cover: text('cover'),
    createTime: displayTime('create_time').notNull(),
  },
  (t) => [
    index('trainings_time_idx').on(t.createTime.desc(), t.id.desc()),
    index('trainings_cate_time_idx').on(t.cateId, t.createTime.desc(), t.id.desc()),
    index('trainings_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    gramsIndex('trainings_name_grams_idx', t.name),
  ],
);

// ---------------------------------------------------------------- catalogue (empowerment) and favourites

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
    createTime: displayTime('create_time').notNull(),
  },
  (t) => [
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
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
