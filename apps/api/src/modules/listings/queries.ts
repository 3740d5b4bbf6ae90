// The listings SQL: the companies' products by tab (a page reads products_company_list_idx; the page's SKU
// figures and order lines are joined to its rows only, in the same statement), one product with its SKUs,
// the category path, and the writes: publishing and editing (stock by difference, never below zero),
// 上架 / 下架, deleting a product never sold, the low-stock threshold and the review. Every statement on a
// merchant's behalf carries `company_id in (the caller's companies)`.
//
// Lock order, so that an edit or a delete never deadlocks a checkout (which locks its cart lines, then each
// SKU in id order, then adds to its product's sales): a per-product advisory lock (edits and deletes of one
// product wait for each other), the cart lines of the SKUs about to go (their rows go with them), the
// product's SKUs in id order, and the product row last.
import { GOODS_AUDIT, GOODS_CHANGE, type GoodsAuditStatus, type MerchantGoodsTab } from '@ws/api-sdk/contract';
import { and, asc, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, usesTrigramIndex } from '../../db/keyword-search';
import { countRows, newestFirst, type Paging } from '../../db/paging';
import { areas, cartItems, categories, companies, orderItems, products, productSkus, type FileItem, type ProductChange } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

export type ProductRow = typeof products.$inferSelect;
export type SkuRow = typeof productSkus.$inferSelect;

/**
 * The products of a tab: 出售中 approved and on sale, 已下架 approved and off sale, 审核中 (a new product, or a
 * change of one on sale, waiting), 审核不通过 (refused, or its change refused). A product on sale with a change
 * waiting is in 出售中 and in 审核中: buyers buy it while the change waits.
 */
export function tabWhere(tab: MerchantGoodsTab): SQL {
  switch (tab) {
    case 'onsale':
      return and(eq(products.auditStatus, GOODS_AUDIT.approved), eq(products.isOnSale, 1))!;
    case 'offsale':
      return and(eq(products.auditStatus, GOODS_AUDIT.approved), eq(products.isOnSale, 0))!;
    case 'review':
      return or(eq(products.auditStatus, GOODS_AUDIT.review), eq(products.changeStatus, GOODS_CHANGE.review))!;
    case 'rejected':
      return or(eq(products.auditStatus, GOODS_AUDIT.rejected), eq(products.changeStatus, GOODS_CHANGE.rejected))!;
  }
}

/** What 商品审核 lists under a review state: the products in it, and the changes of products on sale in it. */
export function reviewStateWhere(status: GoodsAuditStatus): SQL {
  if (status === GOODS_AUDIT.approved) return eq(products.auditStatus, GOODS_AUDIT.approved);
  return or(eq(products.auditStatus, status), eq(products.changeStatus, status))!;
}

/**
 * The keyword in the name or the 商品编码 (a substring, case-insensitive). Lowering every name is what such
 * a scan spends its time on, so: a keyword without letters that have a case (Chinese, digits) matches
 * exactly the same rows with LIKE; one with a run of 3+ letters or digits finds the names through the
 * trigram index (products_name_trgm_idx, a hashed subquery) and only the short codes are lowered.
 */
const keywordWhere = (keyword: string): SQL | undefined => {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  if (keyword.toLowerCase() === keyword.toUpperCase()) return sql`(${products.name} LIKE ${pattern} OR ${products.pcode} LIKE ${pattern})`;
  if (usesTrigramIndex(keyword)) {
    return sql`(${products.id} in (select t.id from ${products} t where t.name ILIKE ${pattern}) OR ${products.pcode} ILIKE ${pattern})`;
  }
  return sql`(${products.name} ILIKE ${pattern} OR ${products.pcode} ILIKE ${pattern})`;
};

/** A row of the merchant's list: the product, its SKUs' stock sum and price range, whether it was ever sold. */
export interface ListRow {
  id: number;
  companyId: number;
  name: string;
  pcode: string;
  img: string | null;
  sales: number;
  isOnSale: number;
  auditStatus: number;
  auditReason: string;
  changeStatus: number | null;
  changeReason: string;
  createTime: string;
  stock: number;
  priceMin: string | null;
  priceMax: string | null;
  /** on some order line (whatever became of the order) or with sales */
  sold: boolean;
}

/** What the merchant's list reads at once. */
export interface ListingPage {
  rows: ListRow[];
  /** how many match the keyword (null without one: the tab's count says it) */
  total: number | null;
  /** how many products each tab holds */
  counts: Record<MerchantGoodsTab, number>;
  /** each company's low-stock threshold */
  thresholds: Map<number, number>;
}

const countOf = (tab: MerchantGoodsTab) => sql`count(*) filter (where ${tabWhere(tab)})::int`;

/**
 * One page of the companies' products of a tab (and keyword), newest first, with every tab's count and the
 * companies' thresholds, in one statement (one round trip, one backend; a keyword's count beside it). The page's rows read
 * products_company_list_idx and stop at the LIMIT; the page's SKU figures (product_skus by product) and its
 * order lines (one pass) are joined to those rows only; the tab counts are one pass over the companies' rows.
 */
export async function listingPage(db: Db, companyIds: number[], tab: MerchantGoodsTab, keyword: string, page: Paging): Promise<ListingPage> {
  const mine = inArray(products.companyId, companyIds);
  const where = and(mine, tabWhere(tab), keywordWhere(keyword));
  type Item = {
    id: number;
    company_id: number;
    name: string;
    pcode: string;
    img: string | null;
    sales: number;
    is_on_sale: number;
    audit_status: number;
    audit_reason: string;
    change_status: number | null;
    change_reason: string;
    create_time: string;
    stock: number;
    price_min: string | null;
    price_max: string | null;
    sold: boolean;
  };
  type Raw = {
    items: Item[] | string | null;
    thresholds: [number, number][] | string | null;
    onsale: number | string;
    offsale: number | string;
    review: number | string;
    rejected: number | string;
  };
  const statement = db.execute(sql`
    with page as (
      select ${products.id} as id, ${products.companyId} as company_id, ${products.name} as name, ${products.pcode} as pcode,
             ${products.fileItems} -> 0 ->> 'FileUrl' as img, ${products.sales} as sales, ${products.isOnSale} as is_on_sale,
             ${products.auditStatus} as audit_status, ${products.auditReason} as audit_reason,
             ${products.changeStatus} as change_status, ${products.changeReason} as change_reason, ${products.createTime} as created
      from ${products}
      where ${where}
      order by ${sql.join(newestFirst(products.createTime, products.id), sql`, `)}
      limit ${page.pageSize} offset ${page.offset}
    ),
    on_orders as (
      select distinct oi.product_id from ${orderItems} oi where oi.product_id in (select id from page where sales = 0)
    ),
    items as (
      select page.id, page.company_id, page.name, page.pcode, page.img, page.sales, page.is_on_sale, page.audit_status, page.audit_reason,
             page.change_status, page.change_reason,
             to_char(page.created, 'YYYY-MM-DD HH24:MI:SS') as create_time, page.created,
             f.stock, f.price_min, f.price_max, (page.sales > 0 or o.product_id is not null) as sold
      from page
      left join lateral (
        select coalesce(sum(s.stock), 0)::int as stock, min(s.price)::text as price_min, max(s.price)::text as price_max
        from ${productSkus} s where s.product_id = page.id
      ) f on true
      left join on_orders o on o.product_id = page.id
    ),
    counts as (
      select ${countOf('onsale')} as onsale, ${countOf('offsale')} as offsale, ${countOf('review')} as review, ${countOf('rejected')} as rejected
      from ${products} where ${mine}
    )
    select
      (select json_agg(json_build_object('id', i.id, 'company_id', i.company_id, 'name', i.name, 'pcode', i.pcode, 'img', i.img,
                                         'sales', i.sales, 'is_on_sale', i.is_on_sale, 'audit_status', i.audit_status,
                                         'audit_reason', i.audit_reason, 'change_status', i.change_status, 'change_reason', i.change_reason,
                                         'create_time', i.create_time, 'stock', i.stock,
                                         'price_min', i.price_min, 'price_max', i.price_max, 'sold', i.sold)
                       order by i.created desc nulls last, i.id desc nulls last)
       from items i) as items,
      (select json_agg(json_build_array(${companies.id}, ${companies.lowStockThreshold})) from ${companies} where ${inArray(companies.id, companyIds)}) as thresholds,
      counts.*
    from counts`);
  // a keyword's count reads every row of the tab: beside the page's statement, on its own connection
  const [result, total] = await Promise.all([statement, keyword ? countRows(db, products, where) : null]);
  const [raw] = (result as unknown as { rows: Raw[] }).rows;
  const json = <T,>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  const rows = (json(raw?.items ?? null) ?? []).map(
    (r): ListRow => ({
      id: r.id,
      companyId: r.company_id,
      name: r.name,
      pcode: r.pcode,
      img: r.img,
      sales: r.sales,
      isOnSale: r.is_on_sale,
      auditStatus: r.audit_status,
      auditReason: r.audit_reason,
      changeStatus: r.change_status,
      changeReason: r.change_reason,
      createTime: r.create_time,
      stock: r.stock,
      priceMin: r.price_min,
      priceMax: r.price_max,
      sold: r.sold,
    }),
  );
  const n = (v: number | string | null | undefined) => Number(v ?? 0);
  return {
    rows,
    total,
    counts: { onsale: n(raw?.onsale), offsale: n(raw?.offsale), review: n(raw?.review), rejected: n(raw?.rejected) },
    thresholds: new Map(json(raw?.thresholds ?? null) ?? []),
  };
}

/** Those of these products that are on some order line (sold, whatever became of the order). */
export async function productsOnOrders(db: Reader, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db.selectDistinct({ id: orderItems.productId }).from(orderItems).where(inArray(orderItems.productId, productIds));
  return new Set(rows.map((r) => r.id));
}

/** One product of the companies, or null (another company's reads as missing). */
export async function ownProduct(db: Reader, companyIds: number[], id: number): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), inArray(products.companyId, companyIds)))
    .limit(1);
  return row ?? null;
}

/** Any product by its id (the platform's review). */
export async function productById(db: Reader, id: number): Promise<ProductRow | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

/** A product's SKUs in id order. */
export const skusOf = (db: Reader, productId: number): Promise<SkuRow[]> =>
  db.select().from(productSkus).where(eq(productSkus.productId, productId)).orderBy(asc(productSkus.id));

/** A company's name and city (the products' delivery city: its stored name, else the area of its city code). */
export async function companyOf(db: Reader, companyId: number): Promise<{ name: string; cityName: string } | null> {
  const [row] = await db
    .select({
      name: companies.name,
      cityName: sql<string>`coalesce(nullif(${companies.cityName}, ''), (select a.name from ${areas} a where a.id::text = ${companies.cityCode}), '')`,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

/** The province whose cities a product may name as its delivery city (areas.parent_id of a city). */
const GUANGDONG = 440000;

/**
 * The name of a city of Guangdong by its code (an area whose parent is the province: a district, another
 * province's city or anything else is no such city), or null.
 */
export async function guangdongCityName(db: Reader, code: string): Promise<string | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const [row] = await db
    .select({ name: areas.name })
    .from(areas)
    .where(and(eq(areas.id, Number(code)), eq(areas.parentId, GUANGDONG)))
    .limit(1);
  return row?.name ?? null;
}

/**
 * The names of a three-level path of the catalogue's product categories (top level, its sub-category, its
 * third level), or null when the three ids are no such path.
 */
export async function productCategoryPath(db: Reader, cateId: number, subCateId: number, sSubCateId: number): Promise<{ cate_id: number; cate_name: string }[] | null> {
  const rows = await db
    .select({ id: categories.cateId, name: categories.cateName, parent: categories.parentId })
    .from(categories)
    .where(and(inArray(categories.cateId, [cateId, subCateId, sSubCateId]), eq(categories.pCateValue, 'product')));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const top = byId.get(cateId);
  const sub = byId.get(subCateId);
  const leaf = byId.get(sSubCateId);
  if (!top || !sub || !leaf || top.parent !== 0 || sub.parent !== top.id || leaf.parent !== sub.id) return null;
  return [top, sub, leaf].map((c) => ({ cate_id: c.id, cate_name: c.name }));
}

// ── writes ──────────────────────────────────────────────────────────────────────────────────────

/** What publishing or editing writes into the product row (the summaries are recomputed from the SKUs). */
export interface ProductFields {
  name: string;
  /** '' on a new product: a code is made from its id */
  pcode: string;
  productType: string;
  /** checked as a path of the catalogue when the merchant writes it; a product on sale keeps its own (the seed's may have none) */
  cateId: number | null;
  subCateId: number | null;
  sSubCateId: number | null;
  unit: string;
  minAmount: number;
  useProfitJifenRate: number;
  intro: string;
  att: { name: string; att_item: { id: number; name: string }[] }[];
  paramItem: { name: string; value: string }[];
  fileItems: FileItem[];
  /** '' (the company's city) or a Guangdong city's code, checked before it is written */
  deliveryCityCode: string;
  serviceText: string;
}

/** One SKU as the form leaves it: its combination's key, names, price, the stock wanted and the one loaded. */
export interface SkuPlan {
  /** att_item_ids: the items' ids ascending, comma-joined ('' without attributes) */
  key: string;
  names: string;
  price: string;
  stock: number;
  /** the stock the form loaded (null: set `stock` as it is) */
  base: number | null;
  img: string;
}

/** Edits and deletes of one product wait for each other (checkouts never take this lock). */
const lockProduct = (tx: Reader, productId: number) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`product:${productId}`}))`);

/**
 * The product's SKUs written from the plan, in the lock order above: an existing combination's stock moves
 * by the difference between what the form wants and what it loaded, `greatest(0, stock + (new - base))`, so
 * units a buyer took meanwhile stay taken and stock never goes below zero; a new combination gets its stock;
 * the combinations no longer offered go (with the cart lines that hold them).
 */
async function writeSkus(tx: Tx, productId: number, plan: SkuPlan[]): Promise<void> {
  const current = await tx.select({ id: productSkus.id, key: productSkus.attItemIds }).from(productSkus).where(eq(productSkus.productId, productId));
  const wanted = new Set(plan.map((s) => s.key));
  const gone = current.filter((s) => !wanted.has(s.key)).map((s) => s.id);
  if (gone.length > 0) {
    await tx.select({ id: cartItems.id }).from(cartItems).where(inArray(cartItems.skuId, gone)).orderBy(asc(cartItems.id)).for('update');
  }
  await tx.select({ id: productSkus.id }).from(productSkus).where(eq(productSkus.productId, productId)).orderBy(asc(productSkus.id)).for('update');
  const byKey = new Map(current.map((s) => [s.key, s.id]));
  for (const s of plan) {
    const id = byKey.get(s.key);
    if (id === undefined) {
      await tx.insert(productSkus).values({ productId, attItemIds: s.key, attItemNames: s.names, price: s.price, stock: s.stock, imgUrl: s.img });
      continue;
    }
    const stock = s.base === null ? sql`${s.stock}::int` : sql`greatest(0, ${productSkus.stock} + (${s.stock}::int - ${s.base}::int))`;
    await tx.update(productSkus).set({ attItemNames: s.names, price: s.price, stock, imgUrl: s.img }).where(eq(productSkus.id, id));
  }
  if (gone.length > 0) await tx.delete(productSkus).where(inArray(productSkus.id, gone));
}

/** products.price / stock / att_item_price, the display summaries, from the SKUs (in the combinations' order). */
const summaries = (productId: number, order: string[]) => {
  const keys = sql.join(
    order.map((k) => sql`${k}`),
    sql`, `,
  );
  return {
    price: sql`coalesce((select min(s.price) from ${productSkus} s where s.product_id = ${productId}), 0)`,
    stock: sql`coalesce((select sum(s.stock) from ${productSkus} s where s.product_id = ${productId}), 0)::int`,
    attItemPrice: sql`coalesce((
      select jsonb_agg(jsonb_build_object('name', s.att_item_names, 'price', s.price::text, 'stock', s.stock, 'img_url', s.img_url)
                       order by array_position(array[${keys}]::text[], s.att_item_ids), s.id)
      from ${productSkus} s where s.product_id = ${productId}), '[]'::jsonb)`,
  };
};

/** A new product of a company with its SKUs, under review and on sale once approved: its id. */
export function insertProduct(db: Db, companyId: number, f: ProductFields, plan: SkuPlan[], createTime: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({ companyId, ...f, pcode: f.pcode, isOnSale: 1, auditStatus: GOODS_AUDIT.review, auditReason: '', createTime })
      .returning({ id: products.id });
    const id = row!.id;
    await tx.insert(productSkus).values(plan.map((s) => ({ productId: id, attItemIds: s.key, attItemNames: s.names, price: s.price, stock: s.stock, imgUrl: s.img })));
    await tx
      .update(products)
      .set({ ...summaries(id, plan.map((s) => s.key)), ...(f.pcode ? {} : { pcode: sql`'G' || lpad(${id}::text, 6, '0')` }) })
      .where(eq(products.id, id));
    return id;
  });
}

/** What an edit writes, decided from the product as it is once the edit holds its lock. */
export interface ProductEdit {
  fields: ProductFields;
  plan: SkuPlan[];
  /** whether what the review looks at changed: the review starts again (audit 0, reason cleared) */
  review: boolean;
  /** of a product on sale: a change to wait for the review ('clear': none waits any more; null: as it is) */
  change: ProductChange | 'clear' | null;
  now: Date;
}

/** change_* as a change leaves them. */
const changeColumns = (change: ProductChange | 'clear', now: Date) =>
  change === 'clear'
    ? { changeFields: null, changeStatus: null, changeReason: '', changeAt: null }
    : { changeFields: change, changeStatus: GOODS_CHANGE.review, changeReason: '', changeAt: now };

/**
 * An edit of one of the companies' products: `decide` sees the product under the edit's lock (so two edits
 * of one product, say from two windows, each build on what the other left) and says what to write. Answers
 * the audit status after it, or null when the product is not the companies' (nothing written).
 */
export function updateProduct(
  db: Db,
  companyIds: number[],
  id: number,
  decide: (current: ProductRow) => ProductEdit,
): Promise<{ auditStatus: GoodsAuditStatus; changeStatus: number | null } | null> {
  return db.transaction(async (tx) => {
    await lockProduct(tx, id);
    const current = await ownProduct(tx, companyIds, id);
    if (!current) return null;
    const { fields: f, plan, review, change, now } = decide(current);
    await writeSkus(tx, id, plan);
    const [row] = await tx
      .update(products)
      .set({
        ...f,
        pcode: f.pcode || current.pcode,
        ...(review ? { auditStatus: GOODS_AUDIT.review, auditReason: '' } : {}),
        ...(change ? changeColumns(change, now) : {}),
        ...summaries(
          id,
          plan.map((s) => s.key),
        ),
      })
      .where(and(eq(products.id, id), inArray(products.companyId, companyIds)))
      .returning({ auditStatus: products.auditStatus, changeStatus: products.changeStatus });
    return { auditStatus: (row?.auditStatus ?? current.auditStatus) as GoodsAuditStatus, changeStatus: row ? row.changeStatus : current.changeStatus };
  });
}

/** 上架 (approved products only) / 下架 in one conditional UPDATE: whether a row changed. */
export async function setOnSale(db: Db, companyIds: number[], id: number, on: 0 | 1): Promise<boolean> {
  const changed = await db
    .update(products)
    .set({ isOnSale: on })
    .where(and(eq(products.id, id), inArray(products.companyId, companyIds), on === 1 ? eq(products.auditStatus, GOODS_AUDIT.approved) : undefined))
    .returning({ id: products.id });
  return changed.length > 0;
}

/**
 * Deletes one of the companies' products if it was never sold: one conditional DELETE (sales 0 and no order
 * line), after the locks above, so a checkout that took its stock meanwhile (and added to its sales) keeps
 * it. Whether it was deleted.
 */
export function deleteUnsold(db: Db, companyIds: number[], id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockProduct(tx, id);
    const skuIds = tx.select({ id: productSkus.id }).from(productSkus).where(eq(productSkus.productId, id));
    await tx.select({ id: cartItems.id }).from(cartItems).where(inArray(cartItems.skuId, skuIds)).orderBy(asc(cartItems.id)).for('update');
    await tx.select({ id: productSkus.id }).from(productSkus).where(eq(productSkus.productId, id)).orderBy(asc(productSkus.id)).for('update');
    const deleted = await tx
      .delete(products)
      .where(
        and(
          eq(products.id, id),
          inArray(products.companyId, companyIds),
          eq(products.sales, 0),
          sql`not exists (select 1 from ${orderItems} where ${orderItems.productId} = ${id})`,
        ),
      )
      .returning({ id: products.id });
    return deleted.length > 0;
  });
}

/** The companies' low-stock threshold. */
export async function setLowStockThreshold(db: Db, companyIds: number[], threshold: number): Promise<void> {
  await db.update(companies).set({ lowStockThreshold: threshold }).where(inArray(companies.id, companyIds));
}

/** The review's decision on a product: its company, or null when there is no such product. */
export async function setReview(db: Db, id: number, status: GoodsAuditStatus, reason: string): Promise<{ companyId: number } | null> {
  const [row] = await db.update(products).set({ auditStatus: status, auditReason: reason }).where(eq(products.id, id)).returning({ companyId: products.companyId });
  return row ?? null;
}

/** A product as the platform's review changes it: the fields its audit row shows. */
export interface ReviewedProduct {
  id: number;
  name: string;
  companyId: number;
  auditStatus: number;
  auditReason: string;
  isOnSale: number;
  changeStatus: number | null;
  changeReason: string;
}

const reviewedColumns = {
  id: products.id,
  name: products.name,
  companyId: products.companyId,
  auditStatus: products.auditStatus,
  auditReason: products.auditReason,
  isOnSale: products.isOnSale,
  changeStatus: products.changeStatus,
  changeReason: products.changeReason,
};

/**
 * 通过 / 驳回 of what waits for the review, after the product's edit lock (a merchant's edit of it waits, then
 * builds on the decision): a new (or refused, changed) product under review, by one conditional statement; or
 * a change of a product on sale: approving it copies it into the product (buyers see it from now on) and
 * clears it, refusing it keeps it with the reason for the merchant to fix. Null when nothing waits (any more):
 * decided by a second click or another staff member.
 */
export async function decideUnderReview(db: Db, id: number, status: GoodsAuditStatus, reason: string): Promise<(ReviewedProduct & { change: boolean }) | null> {
  await lockProduct(db, id);
  const [row] = await db
    .update(products)
    .set({ auditStatus: status, auditReason: reason })
    .where(and(eq(products.id, id), eq(products.auditStatus, GOODS_AUDIT.review)))
    .returning(reviewedColumns);
  if (row) return { ...row, change: false };
  const waiting = and(eq(products.id, id), eq(products.auditStatus, GOODS_AUDIT.approved), eq(products.changeStatus, GOODS_CHANGE.review));
  const [changed] =
    status === GOODS_AUDIT.approved
      ? await db
          .update(products)
          .set({
            name: sql`${products.changeFields} ->> 'name'`,
            fileItems: sql`${products.changeFields} -> 'fileItems'`,
            intro: sql`${products.changeFields} ->> 'intro'`,
            serviceText: sql`${products.changeFields} ->> 'serviceText'`,
            cateId: sql`(${products.changeFields} ->> 'cateId')::int`,
            subCateId: sql`(${products.changeFields} ->> 'subCateId')::int`,
            sSubCateId: sql`(${products.changeFields} ->> 'sSubCateId')::int`,
            changeFields: null,
            changeStatus: null,
            changeReason: '',
            changeAt: null,
          })
          .where(waiting)
          .returning(reviewedColumns)
      : await db.update(products).set({ changeStatus: GOODS_CHANGE.rejected, changeReason: reason }).where(waiting).returning(reviewedColumns);
  return changed ? { ...changed, change: true } : null;
}

/**
 * The platform's 下架 with a reason: off sale and refused (审核不通过：the reason, for the merchant), so that it
 * is back on sale only after the merchant changes it and it passes review again; a change that waited goes
 * with it (the merchant's next edit is reviewed whole). Null when it is already so.
 */
export async function takeDown(db: Db, id: number, reason: string): Promise<ReviewedProduct | null> {
  const [row] = await db
    .update(products)
    .set({ isOnSale: 0, auditStatus: GOODS_AUDIT.rejected, auditReason: reason, changeFields: null, changeStatus: null, changeReason: '', changeAt: null })
    .where(
      and(
        eq(products.id, id),
        or(eq(products.isOnSale, 1), ne(products.auditStatus, GOODS_AUDIT.rejected), ne(products.auditReason, reason), isNotNull(products.changeStatus)),
      ),
    )
    .returning(reviewedColumns);
  return row ?? null;
}

/** The fields of a product its audit row shows as they were before a change. */
export async function reviewedProduct(db: Db, id: number): Promise<ReviewedProduct | null> {
  const [row] = await db.select(reviewedColumns).from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

/** The products waiting for review (new ones and changes of ones on sale), oldest first. */
export function productsUnderReview(db: Db) {
  return db
    .select({ id: products.id, name: products.name, companyId: products.companyId, createTime: products.createTime })
    .from(products)
    .where(reviewStateWhere(GOODS_AUDIT.review))
    .orderBy(asc(products.id));
}
