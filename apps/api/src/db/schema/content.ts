import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { displayTime, gramsIndex, type FileItem } from './columns';

// content

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
    /** 0 草稿, 1 已发布, 2 已下线 (the console's 内容管理); readers see only 1 */
    status: smallint('status').notNull().default(1),
    /**
     * When a console-saved article goes live (its create_time, the time readers see): readers see it only from
     * then, so a future time publishes it by itself. Null for the seeded and imported articles, live as stored.
     */
    publishAt: displayTime('publish_at'),
  },
  (t) => [
    check('articles_status_check', sql`${t.status} in (0, 1, 2)`),
    // the console's list by status (all channels), newest first
    index('articles_status_time_idx').on(t.status, t.createTime.desc(), t.id.desc()),
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
    /** logo images of an expert join (the spec's file_items); the seed's experts use avatar */
    fileItems: jsonb('file_items').$type<FileItem[]>().notNull().default(sql`'[]'::jsonb`),
    /** the reviewer's reason for a rejection (review CLI) */
    auditRemark: text('audit_remark').notNull().default(''),
    /**
     * 1 on the portal's lists, 0 taken off by the console (专家管理 下架): apart from audit_status, so taking
     * an expert off never rewrites the review's outcome, and putting them back needs no new review.
     */
    listed: smallint('listed').notNull().default(1),
  },
  (t) => [
    check('experts_listed_check', sql`${t.listed} in (0, 1)`),
    index('experts_list_idx').on(t.auditStatus, t.listed, t.createTime.desc(), t.id.desc()),
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
    /** the merchant's own threshold under which a product shows 库存不足 (商品管理, 经营概况) */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(10),
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
    /** 'supplier' (supplier onboarding, several per user) or 'enterprise' (the account's own enterprise
     *  record: enterprise registration or the personal centre's upgrade, at most one per user) */
    kind: text('kind').notNull().default('supplier'),
    provinceName: text('province_name').notNull().default(''),
    cityName: text('city_name').notNull().default(''),
    countyName: text('county_name').notNull().default(''),
    taxIdNumber: text('tax_id_number').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankNumber: text('bank_number').notNull().default(''),
    /** the referrer of a supplier onboarding (optional) */
    parentUserId: integer('parent_user_id'),
    /** the reviewer's reason for a rejection (review CLI) */
    auditRemark: text('audit_remark').notNull().default(''),
    /** 1 on the portal's lists, 0 taken off by the console (企业管理 下架); apart from audit_status, as experts' */
    listed: smallint('listed').notNull().default(1),
  },
  (t) => [
    check('companies_kind_ck', sql`${t.kind} in ('supplier', 'enterprise')`),
    check('companies_listed_check', sql`${t.listed} in (0, 1)`),
    uniqueIndex('companies_enterprise_user_uq').on(t.userId).where(sql`${t.kind} = 'enterprise' and ${t.userId} > 0`),
    index('companies_user_time_idx').on(t.userId, t.createTime.desc(), t.id.desc()),
    index('companies_list_idx').on(t.auditStatus, t.listed, t.createTime.desc(), t.id.desc()),
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
    /** the publish time readers see; a live's start */
    createTime: displayTime('create_time').notNull(),
    /** a live's end (null: the seed's lives, over when they have started): 直播预告 before the start, 直播中 until the end */
    endTime: displayTime('end_time'),
    /** 1 on the portal, 2 taken off by the console (媒体管理 下线; its detail page says 内容已下线) */
    status: smallint('status').notNull().default(1),
  },
  (t) => [
    check('media_status_check', sql`${t.status} in (1, 2)`),
    index('media_kind_time_idx').on(t.kind, t.status, t.createTime.desc(), t.id.desc()),
    index('media_kind_cate_time_idx').on(t.kind, t.status, t.cateId, t.createTime.desc(), t.id.desc()),
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

