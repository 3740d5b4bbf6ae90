// The catalogue's SQL: one product on sale with its seller and SKUs, and the mall's product cards (the ids
// of one page in order, then the page's cards, and a capped count).
import { PRODUCT_TYPES, type ProductCard, type ProductType } from '@ws/api-sdk/contract';
import { and, arrayOverlaps, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { keywordFilter } from '../../db/keyword-search';
import { countRows, newestFirst } from '../../db/paging';
import { areas, companies, products, productSkus } from '../../db/schema';
import { fileRef } from '../../kernel';

export const asProductType = (t: string): ProductType => ((PRODUCT_TYPES as readonly string[]).includes(t) ? (t as ProductType) : 'product');

/** A pick of attribute item ids as product_skus.att_item_ids stores it: ascending, comma-joined ('' for none). */
export const skuKey = (ids: readonly number[]): string => [...new Set(ids)].sort((a, b) => a - b).join(',');

const deliveryCity = alias(areas, 'delivery_city');

/**
 * One product on sale (and approved by the review: one under review or rejected is not public) with its
 * seller's name and city code and the name of the delivery city the merchant chose (a city of Guangdong,
 * joined in the same statement; null when none is set or the code is no longer such a city), or null.
 */
export async function productOnSale(db: Db, id: number) {
  const [p] = await db
    .select({ product: products, companyName: companies.name, cityCode: companies.cityCode, cityName: companies.cityName, deliveryCityName: deliveryCity.name })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .leftJoin(deliveryCity, and(sql`${deliveryCity.id}::text = ${products.deliveryCityCode}`, eq(deliveryCity.parentId, 440000)))
    .where(and(eq(products.id, id), eq(products.isOnSale, 1), eq(products.auditStatus, 1)))
    .limit(1);
  return p ?? null;
}

/** Whether a product is public: on sale and approved by the review (what a buyer may favourite). */
export async function isProductPublic(db: Db, id: number): Promise<boolean> {
  const [p] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.isOnSale, 1), eq(products.auditStatus, 1)))
    .limit(1);
  return p !== undefined;
}

/** A product's SKUs, in the order they were made (the service puts them in the buyer's order). */
export const productSkuRows = (db: Db, productId: number) => db.select().from(productSkus).where(eq(productSkus.productId, productId)).orderBy(asc(productSkus.id));

/** What listproduct filters by (category path, product types, recommend ids, the keyword on the name). */
export interface ProductFilter {
  types: ProductType[];
  cate: number | null;
  subCate: number | null;
  sSubCate: number | null;
  recommendIds: number[];
  keywords: string;
}

/** The products on sale and approved by the review, matching the filter. */
export async function productFilter(db: Db, q: ProductFilter): Promise<SQL | undefined> {
  const { types, cate, subCate, sSubCate, recommendIds } = q;
  return and(
    eq(products.isOnSale, 1),
    eq(products.auditStatus, 1),
    types.length === 1 ? eq(products.productType, types[0]!) : types.length > 1 ? inArray(products.productType, types) : undefined,
    cate !== null ? eq(products.cateId, cate) : undefined,
    subCate !== null ? eq(products.subCateId, subCate) : undefined,
    sSubCate !== null ? eq(products.sSubCateId, sSubCate) : undefined,
    recommendIds.length > 0 ? arrayOverlaps(products.recommendIds, recommendIds) : undefined,
    await keywordFilter(db, products.name, q.keywords),
  );
}

export type ProductSort = { kind: 'uni' } | { kind: 'price' | 'sales'; dir: typeof asc };

/**
 * The ids of one page of products, in order. 综合 walks products_list_idx (is_on_sale, product_type,
 * create_time desc, id desc): with one product type directly, with none or several as a UNION ALL of one
 * ordered, limited branch per type (each an index walk) merged by the outer ORDER BY. Price and sales
 * walk products_price_idx / products_sales_idx. Companies are joined afterwards, for the page's rows only.
 */
export async function productPageIds(db: Db, where: SQL | undefined, types: ProductType[], sort: ProductSort, pageSize: number, offset: number): Promise<number[]> {
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

/** How many products match, counting up to `cap` (the answer is at most `cap`). */
export const productCount = (db: Db, where: SQL | undefined, cap: number): Promise<number> => countRows(db, products, where, cap);

/**
 * The cards of these products, in the order of `ids` (company name joined, spec count from
 * att_item_price), with their prices: a caller that may not see prices blanks them.
 */
export async function productCards(db: Db, ids: number[]): Promise<ProductCard[]> {
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
      sales: products.sales,
    })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((p) => [p.id, p]));
  return ids.flatMap((id) => {
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
        product_type: asProductType(p.productType),
        firstFile: fileRef(p.image),
        sales: p.sales,
      },
    ];
  });
}
