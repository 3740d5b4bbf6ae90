import { bigint, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { displayTime } from './columns';

// dictionaries

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
    /**
     * The optional period of 广告与导航 (China time, like the articles' publish time): the portal shows the ad
     * from start_at (null: at once) until end_at (null: no end). The seeded ads have none.
     */
    startAt: displayTime('start_at'),
    endAt: displayTime('end_at'),
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


/**
 * Business dictionaries (spec 02 §3 Dictionary entry): ordre_invoice_type, pay_cate, order_delivery,
 * order_expected_delivery, express. dict_code is unique over every type, as in the original.
 */
export const dictData = pgTable(
  'dict_data',
  {
    dictCode: integer('dict_code').primaryKey(),
    dictType: text('dict_type').notNull(),
    dictValue: text('dict_value').notNull(),
    dictLabel: text('dict_label').notNull(),
    dictSort: integer('dict_sort').notNull().default(0),
  },
  (t) => [uniqueIndex('dict_data_type_value_uq').on(t.dictType, t.dictValue), index('dict_data_type_sort_idx').on(t.dictType, t.dictSort, t.dictCode)],
);
