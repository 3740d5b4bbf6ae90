// Catalogue (spec 02 §1-§2): the mall's product cards, also the search page's 商品搜索 and 询服务 tabs.
import { MSG_PRODUCT_MISSING, PRODUCT_TYPES, type Page, type PayloadOf, type ProductCard, type ProductDetail, type ProductType } from '@ws/api-sdk/contract';
import { asc, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paging } from '../../db/paging';
import { DomainError, type Clock } from '../../kernel';
import { resolveToken } from '../account';
import { categoryNames } from '../categories';
import { asProductType, productCards, productCount, productFilter, productOnSale, productPageIds, productSkuRows, type ProductSort } from './queries';
import { naturalAtt, skusInItemOrder } from './sku-order';

/**
 * listproduct counts matches up to this many (100 pages of 20, like the big shops' result lists) and
 * answers that number beyond: an exact count of a large catalogue reads every matching row, a capped one
 * stays flat as the catalogue grows.
 */
export const MAX_PRODUCT_COUNT = 2_000;

/** listproduct's order: 综合 (uni: newest first), 价格 (price) or 销量 (sales), ascending (0) or descending (1). */
function productSort(payload: PayloadOf<'listproduct'>): ProductSort {
  const dir = payload.sort_value === 1 ? desc : asc;
  return payload.sort_type === 'uni' ? { kind: 'uni' } : { kind: payload.sort_type, dir };
}

/** The seller's city by its code (the seeded companies are in Guangzhou or Dongguan). */
// a company recorded before its city's name was: the two cities the platform serves
const CITY_NAMES: Record<string, string> = { '440100': '广州市', '441900': '东莞市' };

/**
 * The category path from the top level, down to the first level that is unset or no longer a category: the
 * breadcrumb links each level to /enable with the levels above it, so a gap may not shift a level up.
 */
function categoryPath(path: readonly number[], names: Map<number, string>): ProductDetail['category_path'] {
  const out: ProductDetail['category_path'] = [];
  for (const cateId of path) {
    const name = names.get(cateId);
    if (!name) break;
    out.push({ cate_id: cateId, cate_name: name });
  }
  return out;
}

/**
 * productinfo: one product on sale with its seller, its category path (the breadcrumb), its delivery city
 * (the merchant's choice, else the seller's city) and every SKU (price, stock, image per attribute
 * combination), attribute items and SKUs in the buyer's order (sku-order.ts). A visitor gets '' for every
 * price (spec 02 §1).
 */
export async function productDetail(db: Db, clock: Clock, token: string, id: number): Promise<ProductDetail> {
  const p = await productOnSale(db, id);
  if (!p) throw new DomainError(MSG_PRODUCT_MISSING);
  const { product } = p;
  // the levels set, from the top down to the first unset one
  const path: number[] = [];
  for (const level of [product.cateId, product.subCateId, product.sSubCateId]) {
    if (level === null) break;
    path.push(level);
  }
  const [skus, names, caller] = await Promise.all([productSkuRows(db, product.id), categoryNames(db, path), resolveToken(db, clock, token)]);
  const priced = caller !== null;
  const prices = skus.map((s) => Number(s.price));
  const money = (n: number) => (priced && Number.isFinite(n) ? n.toFixed(2) : '');
  const att = naturalAtt(product.att);
  return {
    id: product.id,
    name: product.name,
    company_id: product.companyId,
    company_name: p.companyName,
    category_path: categoryPath(path, names),
    city_name: p.deliveryCityName ?? (p.cityName || (CITY_NAMES[p.cityCode] ?? '广州市')),
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
    service_text: product.serviceText,
    att,
    att_item_price_size: skus.length,
    param_item: product.paramItem,
    file_items: product.fileItems,
    skus: skusInItemOrder(
      att,
      skus.map((s) => ({
        id: s.id,
        att_item_ids: s.attItemIds,
        att_item_names: s.attItemNames,
        price: priced ? s.price : '',
        stock: s.stock,
        img_url: s.imgUrl,
      })),
    ),
  };
}

/**
 * home/listproduct: product cards of the mall (spec 02 §2 Mall list): products on sale, filtered by
 * category path, product types, recommend ids and keywords (name), sorted 综合 / 价格 / 销量.
 * One query for the page's ids, one for its cards (company name joined, spec count from att_item_price)
 * and one count (capped at MAX_PRODUCT_COUNT). Prices need a login (spec 02 §1): a visitor gets price ''.
 */
export async function productList(db: Db, clock: Clock, token: string, payload: PayloadOf<'listproduct'>): Promise<Page<ProductCard>> {
  const { pageSize, offset } = paging(payload, 20);
  const types = [...new Set(payload.product_types)].filter((t): t is ProductType => (PRODUCT_TYPES as readonly string[]).includes(t));
  const { cate, sub_cate: subCate, s_sub_cate: sSubCate, recommendIds } = payload;
  const where = await productFilter(db, { types, cate, subCate, sSubCate, recommendIds, keywords: payload.keywords });
  const [ids, total] = await Promise.all([
    productPageIds(db, where, types, productSort(payload), pageSize, offset),
    productCount(db, where, MAX_PRODUCT_COUNT),
  ]);
  if (ids.length === 0) return { items: [], total };
  const priced = (await resolveToken(db, clock, token)) !== null;
  const cards = await productCards(db, ids);
  const items = cards.map((c) => (priced ? c : { ...c, price: '' }));
  return { items, total };
}
