// Catalogue (spec 02 §1-§2): the mall's product cards, also the search page's 商品搜索 and 询服务 tabs.
import { MSG_PRODUCT_MISSING, PRODUCT_TYPES, type catalogue, type ProductCard, type ProductDetail, type ProductType } from '@ws/api-sdk/contract';
import { and, arrayOverlaps, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, products, productSkus } from '../../db/schema';
import { DomainError } from '../../kernel';
import type { DomainHandlers, HandlerContext } from '../../http/handler';
import { resolveToken } from '../account';
import { keywordFilter } from '../../db/keyword-search';
import { countRows, newestFirst, paging } from '../../db/paging';
import { fileRef } from '../categories/index';

/**
 * listproduct counts matches up to this many (100 pages of 20, like the big shops' result lists) and
 * answers that number beyond: an exact count of a large catalogue reads every matching row, a capped one
 * stays flat as the catalogue grows.
 */
export const MAX_PRODUCT_COUNT = 2_000;

type ProductSort = { kind: 'uni' } | { kind: 'price' | 'sales'; dir: typeof asc };

/** listproduct's order: 综合 (uni: newest first), 价格 (price) or 销量 (sales), ascending (0) or descending (1). */
function productSort(payload: HandlerContext<'listproduct'>['payload']): ProductSort {
  const dir = payload.sort_value === 1 ? desc : asc;
  return payload.sort_type === 'uni' ? { kind: 'uni' } : { kind: payload.sort_type, dir };
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

/** The seller's city by its code (the seeded companies are in Guangzhou or Dongguan). */
export const CITY_NAMES: Record<string, string> = { '440100': '广州市', '441900': '东莞市' };

export const asProductType = (t: string): ProductType => ((PRODUCT_TYPES as readonly string[]).includes(t) ? (t as ProductType) : 'product');

/** A pick of attribute item ids as product_skus.att_item_ids stores it: ascending, comma-joined ('' for none). */
export const skuKey = (ids: readonly number[]): string => [...new Set(ids)].sort((a, b) => a - b).join(',');

export const catalogueHandlers: DomainHandlers<typeof catalogue> = {
  /**
   * productinfo: one product on sale with its seller and every SKU (price, stock, image per attribute
   * combination). A visitor gets '' for every price (spec 02 §1).
   */
  async productinfo({ db, clock, token, payload }) {
    const [p] = await db
      .select({ product: products, companyName: companies.name, cityCode: companies.cityCode })
      .from(products)
      .innerJoin(companies, eq(companies.id, products.companyId))
      .where(and(eq(products.id, payload.id), eq(products.isOnSale, 1)))
      .limit(1);
    if (!p) throw new DomainError(MSG_PRODUCT_MISSING);
    const skus = await db.select().from(productSkus).where(eq(productSkus.productId, p.product.id)).orderBy(asc(productSkus.id));
    const priced = (await resolveToken(db, clock, token)) !== null;
    const prices = skus.map((s) => Number(s.price));
    const money = (n: number) => (priced && Number.isFinite(n) ? n.toFixed(2) : '');
    const { product } = p;
    const detail: ProductDetail = {
      id: product.id,
      name: product.name,
      company_id: product.companyId,
      company_name: p.companyName,
      city_name: CITY_NAMES[p.cityCode] ?? '广州市',
      pcode: product.pcode,
      price: money(prices.length > 0 ? Math.min(...prices) : Number(product.price)),
      price_max: money(prices.length > 0 ? Math.max(...prices) : Number(product.price)),
      unit: product.unit,
      min_amount: product.minAmount,
      stock: skus.reduce((sum, s) => sum + s.stock, 0),
      sales: product.sales,
      product_type: asProductType(product.productType),
      use_profit_jifen_rate: product.useProfitJifenRate,
      intro: product.intro,
      att: product.att,
      att_item_price_size: skus.length,
      param_item: product.paramItem,
      file_items: product.fileItems,
      skus: skus.map((s) => ({
        id: s.id,
        att_item_ids: s.attItemIds,
        att_item_names: s.attItemNames,
        price: priced ? s.price : '',
        stock: s.stock,
        img_url: s.imgUrl,
      })),
    };
    return detail;
  },

  /**
   * home/listproduct: product cards of the mall (spec 02 §2 Mall list): products on sale, filtered by
   * category path, product types, recommend ids and keywords (name), sorted 综合 / 价格 / 销量.
   * One query for the page's ids, one for its cards (company name joined, spec count from att_item_price)
   * and one count (capped at MAX_PRODUCT_COUNT). Prices need a login (spec 02 §1): a visitor gets price ''.
   */
  async listproduct({ db, clock, token, payload }) {
    const { pageSize, offset } = paging(payload, 20);
    const types = [...new Set(payload.product_types)].filter((t): t is ProductType => (PRODUCT_TYPES as readonly string[]).includes(t));
    const { cate, sub_cate: subCate, s_sub_cate: sSubCate, recommendIds } = payload;
    const where = and(
      eq(products.isOnSale, 1),
      types.length === 1 ? eq(products.productType, types[0]!) : types.length > 1 ? inArray(products.productType, types) : undefined,
      cate !== null ? eq(products.cateId, cate) : undefined,
      subCate !== null ? eq(products.subCateId, subCate) : undefined,
      sSubCate !== null ? eq(products.sSubCateId, sSubCate) : undefined,
      recommendIds.length > 0 ? arrayOverlaps(products.recommendIds, recommendIds) : undefined,
      await keywordFilter(db, products.name, payload.keywords),
    );
    const [ids, total] = await Promise.all([
      productPageIds(db, where, types, productSort(payload), pageSize, offset),
      countRows(db, products, where, MAX_PRODUCT_COUNT),
    ]);
    if (ids.length === 0) return { items: [], total };
    const priced = (await resolveToken(db, clock, token)) !== null;
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
          price: priced ? p.price : '',
          unit: p.unit,
          product_type: (PRODUCT_TYPES as readonly string[]).includes(p.productType) ? (p.productType as ProductType) : 'product',
          firstFile: fileRef(p.image),
        },
      ];
    });
    return { items, total };
  },
};
