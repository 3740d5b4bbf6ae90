// Handlers of the portal content endpoints owned by the experts / channel-policy / search screens
// (issue 4): ChannelPolicyList, listexpertMenu, expertinfo and listproduct (the mall's product cards).
// Every list is one query for the page (names joined) plus one count, or one batched query for the
// category names of the page's rows: no N+1.
import type { Expert, Page, ProductCard } from '@ws/api-sdk/contract';
import { and, arrayOverlaps, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articles, companies, experts, products } from '../db/schema';
import { ApiFail, type Handlers } from '../http/handler';
import { int, intList, list, optId, str } from '../http/parse';
import { articleSummaryPage } from './articles';
import { keywordFilter, keywordMatchAny, keywordOf } from './keyword-search';
import { countRows, listPage, newestFirst, paging, type Paging } from './paging';
import { categoryNames, fileRef } from './shapes';

const PRODUCT_TYPES = ['product', 'jifen', 'service'] as const;
type ProductType = (typeof PRODUCT_TYPES)[number];

type ExpertRow = typeof experts.$inferSelect;

/** Experts as the API sends them, with their group names resolved in ONE query for all rows. */
async function toExperts(db: Db, rows: ExpertRow[]): Promise<Expert[]> {
  const names = await categoryNames(
    db,
    rows.flatMap((e) => [...e.industrys, ...e.fields, ...e.specials, ...e.supplys]),
  );
  const joinNames = (list: number[]) =>
    list
      .map((id) => names.get(id))
      .filter((n): n is string => n !== undefined)
      .join('、');
  return rows.map((e) => ({
    id: e.id,
    user_id: e.userId,
    name: e.name,
    title: e.title,
    description: e.description,
    intro: e.intro,
    price: e.price,
    cert_file: e.certFile,
    industrys_name: joinNames(e.industrys),
    fields_name: joinNames(e.fields),
    specials_name: joinNames(e.specials),
    supplys_name: joinNames(e.supplys),
    expert: e.expert,
    technology: e.technology,
    position: e.position,
    firstFile: fileRef(e.avatar),
  }));
}

/** One page of the experts matching `where`, newest first (experts_list_idx), with their group names. */
export function expertPage(db: Db, where: SQL | undefined, page: Paging): Promise<Page<Expert>> {
  const list = { table: experts, where, order: newestFirst(experts.createTime, experts.id), page };
  return listPage(db, list, db.select().from(experts).$dynamic(), (rows) => toExperts(db, rows));
}

/**
 * listproduct counts matches up to this many (100 pages of 20, like the big shops' result lists) and
 * answers that number beyond: an exact count of a large catalogue reads every matching row, a capped one
 * stays flat as the catalogue grows.
 */
export const MAX_PRODUCT_COUNT = 2_000;

type ProductSort = { kind: 'uni' } | { kind: 'price' | 'sales'; dir: typeof asc };

/** listproduct's order: 综合 (uni: newest first), 价格 (price) or 销量 (sales), ascending (0) or descending (1). */
function productSort(payload: Record<string, unknown>): ProductSort {
  const sortType = str(payload.sort_type, 10);
  const dir = int(payload.sort_value, 0) === 1 ? desc : asc;
  return sortType === 'price' || sortType === 'sales' ? { kind: sortType, dir } : { kind: 'uni' };
}

/**
 * The ids of one page of products, in order. 综合 walks products_list_idx (is_on_sale, product_type,
 * create_time desc, id desc): with one product type directly, with none or several as a UNION ALL of one
 * ordered, limited branch per type (each an index walk) merged by the outer ORDER BY. Price and sales
 * walk products_price_idx / products_sales_idx. Companies are joined afterwards, for the page's rows only.
 */
async function productPageIds(db: Db, where: SQL | undefined, types: ProductType[], sort: ProductSort, pageSize: number, offset: number): Promise<number[]> {
  if (sort.kind !== 'uni') {
    const column = sort.kind === 'price' ? products.price : products.sales;
    const rows = await db.select({ id: products.id }).from(products).where(where).orderBy(sort.dir(column), sort.dir(products.id)).limit(pageSize).offset(offset);
    return rows.map((r) => r.id);
  }
  const newest = newestFirst(products.createTime, products.id);
  if (types.length === 1) {
    const rows = await db.select({ id: products.id }).from(products).where(where).orderBy(...newest).limit(pageSize).offset(offset);
    return rows.map((r) => r.id);
  }
  const branch = (type: ProductType) =>
    db
      .select({ id: products.id, createTime: products.createTime })
      .from(products)
      .where(and(where, eq(products.productType, type)))
      .orderBy(...newest)
      .limit(offset + pageSize);
  const [first, ...rest] = (types.length > 0 ? types : [...PRODUCT_TYPES]).map(branch);
  let union = first!.unionAll(rest[0]!);
  for (const b of rest.slice(1)) union = union.unionAll(b);
  const rows = await union.orderBy(desc(products.createTime), desc(products.id)).limit(pageSize).offset(offset);
  return rows.map((r) => r.id);
}

export const expertsHandlers: Pick<Handlers, 'ChannelPolicyList' | 'listexpertMenu' | 'expertinfo' | 'listproduct'> = {
  /** menu/ChannelPolicyList: articles of a channel whose recommend ids overlap the asked ones; 10 per page. */
  async ChannelPolicyList({ db, payload }) {
    const channel = str(payload.channel, 30);
    const recommendIds = intList(payload.recommendIds, 20);
    const where = and(
      channel ? eq(articles.channel, channel) : undefined,
      recommendIds.length > 0 ? arrayOverlaps(articles.recommendIds, recommendIds) : undefined,
      await keywordFilter(db, articles.title, keywordOf(payload)),
    );
    return articleSummaryPage(db, where, paging(payload, 10), false);
  },

  /** menu/listexpertMenu: approved experts of the recommend ids, keywords on name, expertise and title; 10 per page. */
  async listexpertMenu({ db, payload }) {
    const recommendIds = intList(payload.recommendIds, 20);
    const where = and(
      eq(experts.auditStatus, 1),
      recommendIds.length > 0 ? arrayOverlaps(experts.recommendIds, recommendIds) : undefined,
      keywordMatchAny(keywordOf(payload), experts.name, experts.expert, experts.title),
    );
    return expertPage(db, where, paging(payload, 10));
  },

  /** menu/expertinfo {id}: one approved expert; unknown → 专家不存在. */
  async expertinfo({ db, payload }) {
    const id = optId(payload.id);
    const [row] = id !== null ? await db.select().from(experts).where(and(eq(experts.id, id), eq(experts.auditStatus, 1))).limit(1) : [];
    if (!row) throw new ApiFail('专家不存在');
    const [expert] = await toExperts(db, [row]);
    return expert!;
  },

  /**
   * home/listproduct: product cards of the mall (spec 02 §2 Mall list): products on sale, filtered by
   * category path, product types, recommend ids and keywords (name), sorted 综合 / 价格 / 销量.
   * One query for the page's ids, one for its cards (company name joined, spec count from att_item_price)
   * and one count (capped at MAX_PRODUCT_COUNT).
   */
  async listproduct({ db, payload }) {
    const { pageSize, offset } = paging(payload, 20);
    const types = [...new Set(list(payload.product_types, 3))].filter((t): t is ProductType => (PRODUCT_TYPES as readonly string[]).includes(t));
    const cate = optId(payload.cate);
    const subCate = optId(payload.sub_cate);
    const sSubCate = optId(payload.s_sub_cate);
    const recommendIds = intList(payload.recommendIds, 20);
    const where = and(
      eq(products.isOnSale, 1),
      types.length === 1 ? eq(products.productType, types[0]!) : types.length > 1 ? inArray(products.productType, types) : undefined,
      cate !== null ? eq(products.cateId, cate) : undefined,
      subCate !== null ? eq(products.subCateId, subCate) : undefined,
      sSubCate !== null ? eq(products.sSubCateId, sSubCate) : undefined,
      recommendIds.length > 0 ? arrayOverlaps(products.recommendIds, recommendIds) : undefined,
      await keywordFilter(db, products.name, keywordOf(payload)),
    );
    const [ids, total] = await Promise.all([
      productPageIds(db, where, types, productSort(payload), pageSize, offset),
      countRows(db, products, where, MAX_PRODUCT_COUNT),
    ]);
    if (ids.length === 0) return { items: [], total };
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        companyName: companies.name,
        specs: sql<number>`jsonb_array_length(${products.attItemPrice})`.mapWith(Number),
        price: products.price,
        unit: products.unit,
        productType: products.productType,
        image: sql<string | null>`${products.fileItems} -> 0 ->> 'FileUrl'`,
      })
      .from(products)
      .innerJoin(companies, eq(companies.id, products.companyId))
      .where(inArray(products.id, ids));
    const byId = new Map(rows.map((p) => [p.id, p]));
    const items: ProductCard[] = ids.flatMap((id) => {
      const p = byId.get(id);
      if (!p) return [];
      return [
        {
          id: p.id,
          name: p.name,
          company_name: p.companyName,
          att_item_price_size: p.specs,
          price: p.price,
          unit: p.unit,
          product_type: (PRODUCT_TYPES as readonly string[]).includes(p.productType) ? (p.productType as ProductType) : 'product',
          firstFile: fileRef(p.image),
        },
      ];
    });
    return { items, total };
  },
};
