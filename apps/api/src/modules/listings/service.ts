// The merchant's products (/merchantGoods, /merchantGoodsEdit): a company user lists, publishes, edits,
// puts on or off sale and deletes only the products of the companies they own (another company's product
// answers 商品不存在; a caller without the company role 仅企业用户可访问).
//
// What the platform reviews is what the merchant wrote: the name, the images, the intro, the 服务说明 and
// the category. A new product (or one refused), or an edit of it that changes one of those, waits for the
// review (审核中) and is not in the catalogue until approved. An edit of a product on sale (approved) that
// changes one of those is a change that waits on its own: buyers keep the version they see until 商品审核
// approves it (then it replaces that version), and a refused change stays with its reason for the merchant to
// fix; an edit back to what is on sale withdraws it. A price, stock, delivery city or other change applies at once. Stock is edited by difference
// (queries.ts writeSkus), so an order a buyer placed while the form was open keeps its units. The intro is
// stored as the sanitizer rebuilds it (rich-text.ts), its images only the site's own files.
import {
  GOODS_AUDIT,
  GOODS_CHANGE,
  MERCHANT_GOODS_PAGE_SIZE,
  MSG_BAD_PARAM,
  MSG_DELIVERY_CITY_INVALID,
  MSG_GOODS_DELETED,
  MSG_GOODS_MISSING,
  MSG_GOODS_NOT_APPROVED,
  MSG_GOODS_OFF,
  MSG_GOODS_ON,
  MSG_GOODS_SAVED,
  MSG_GOODS_SOLD,
  MSG_GOODS_SUBMITTED,
  type GoodsAuditStatus,
  type GoodsChangeStatus,
  type MerchantGoodsSaved,
  type MerchantProduct,
  type MerchantProductDetail,
  type MerchantProductPage,
  type PayloadOf,
  type ProductReviewedPart,
  type ProductSavePayload,
} from '@ws/api-sdk/contract';
import { productMessages } from '@ws/validators';
import type { Db } from '../../db/client';
import type { ProductChange } from '../../db/schema';
import { paging } from '../../db/paging';
import { DomainError, displayTime, formatChinaTime, type Clock } from '../../kernel';
import type { AuthUser } from '../account';
import { asProductType, skuKey } from '../catalogue';
import { merchantCompanyIds } from '../merchant';
import { MSG_REJECT_REASON_REQUIRED } from './messages';
import {
  companyOf,
  decideUnderReview,
  deleteUnsold,
  guangdongCityName,
  insertProduct,
  listingPage,
  ownProduct,
  productById,
  productCategoryPath,
  productsOnOrders,
  setLowStockThreshold,
  setOnSale,
  setReview,
  skusOf,
  updateProduct,
  type ProductFields,
  type ProductRow,
  type SkuPlan,
} from './queries';
import { sanitizeRichText, type RichTextOptions } from './rich-text';

/** The caller: their id and roles decide which companies (and so which products) they reach. */
type Caller = Pick<AuthUser, 'id' | 'roles'>;

const audit = (n: number): GoodsAuditStatus => (n === 0 || n === 2 ? n : 1);
const changeState = (n: number | null): GoodsChangeStatus | null => (n === GOODS_CHANGE.review || n === GOODS_CHANGE.rejected ? n : null);
const yuan = (price: string | null): string => (price === null ? '' : Number(price).toFixed(2));

/** The threshold the answer shows: the caller's first company's. */
const firstCompany = (companyIds: number[]) => Math.min(...companyIds);

/** /merchantGoods: one page of a tab (and keyword), every tab's count and the low-stock threshold. */
export async function merchantProducts(db: Db, user: Caller, payload: PayloadOf<'merchantGoodsList'>): Promise<MerchantProductPage> {
  const companyIds = await merchantCompanyIds(db, user);
  const page = paging(payload, MERCHANT_GOODS_PAGE_SIZE);
  const { rows, total, counts, thresholds } = await listingPage(db, companyIds, payload.tab, payload.keyword, page);
  const items = rows.map(
    (r): MerchantProduct => ({
      id: r.id,
      name: r.name,
      pcode: r.pcode,
      img: r.img ?? '',
      price_min: yuan(r.priceMin),
      price_max: yuan(r.priceMax),
      stock: r.stock,
      sales: r.sales,
      is_on_sale: r.isOnSale === 1 ? 1 : 0,
      audit_status: audit(r.auditStatus),
      audit_reason: r.auditReason,
      change_status: changeState(r.changeStatus),
      change_reason: r.changeReason,
      low_stock: r.stock < (thresholds.get(r.companyId) ?? 0),
      create_time: r.createTime,
      deletable: !r.sold,
    }),
  );
  return { items, total: total ?? counts[payload.tab], tab_counts: counts, low_stock_threshold: thresholds.get(firstCompany(companyIds)) ?? 0 };
}

/** /merchantGoodsEdit?id=: every field of one of the caller's products. */
export async function merchantProduct(db: Db, user: Caller, id: number): Promise<MerchantProductDetail> {
  const companyIds = await merchantCompanyIds(db, user);
  const p = await ownProduct(db, companyIds, id);
  if (!p) throw new DomainError(MSG_GOODS_MISSING);
  return productDetail(db, p);
}

/** Every field of any product, as the platform's review reads it (商品审核); 商品不存在 when there is none. */
export async function productForReview(db: Db, id: number): Promise<MerchantProductDetail> {
  const p = await productById(db, id);
  if (!p) throw new DomainError(MSG_GOODS_MISSING);
  return productDetail(db, p);
}

/** The part the review looks at, of the product as stored or of a change. */
const reviewedOf = (p: Pick<ProductRow, 'name' | 'fileItems' | 'intro' | 'serviceText' | 'cateId' | 'subCateId' | 'sSubCateId'>): ProductChange => ({
  name: p.name,
  fileItems: p.fileItems,
  intro: p.intro,
  serviceText: p.serviceText,
  cateId: p.cateId,
  subCateId: p.subCateId,
  sSubCateId: p.sSubCateId,
});

const categoryPathOf = (db: Db, c: Pick<ProductChange, 'cateId' | 'subCateId' | 'sSubCateId'>) =>
  c.cateId && c.subCateId && c.sSubCateId ? productCategoryPath(db, c.cateId, c.subCateId, c.sSubCateId) : Promise.resolve(null);

/**
 * Every field of a product. While a change of it waits (or was refused), the reviewed fields are the change's
 * (what the merchant wrote, what 商品审核 decides on) and `live` is what buyers see now.
 */
async function productDetail(db: Db, p: ProductRow): Promise<MerchantProductDetail> {
  const change = p.changeFields && changeState(p.changeStatus) !== null ? p.changeFields : null;
  const shown = change ?? reviewedOf(p);
  const [skus, company, deliveryCity, path, livePath, sold] = await Promise.all([
    skusOf(db, p.id),
    companyOf(db, p.companyId),
    p.deliveryCityCode ? guangdongCityName(db, p.deliveryCityCode) : Promise.resolve(null),
    categoryPathOf(db, shown),
    change ? categoryPathOf(db, p) : Promise.resolve(null),
    p.sales === 0 ? productsOnOrders(db, [p.id]) : Promise.resolve(new Set([p.id])),
  ]);
  const prices = skus.map((s) => Number(s.price));
  const live: ProductReviewedPart | null = change
    ? {
        name: p.name,
        file_items: p.fileItems,
        intro: p.intro,
        service_text: p.serviceText,
        cate_id: p.cateId,
        sub_cate_id: p.subCateId,
        s_sub_cate_id: p.sSubCateId,
        category_path: livePath ?? [],
      }
    : null;
  return {
    id: p.id,
    company_id: p.companyId,
    company_name: company?.name ?? '',
    city_name: deliveryCity ?? company?.cityName ?? '',
    delivery_city_code: p.deliveryCityCode,
    service_text: shown.serviceText,
    name: shown.name,
    pcode: p.pcode,
    product_type: asProductType(p.productType),
    unit: p.unit,
    min_amount: p.minAmount,
    use_profit_jifen_rate: p.useProfitJifenRate,
    cate_id: shown.cateId,
    sub_cate_id: shown.subCateId,
    s_sub_cate_id: shown.sSubCateId,
    category_path: path ?? [],
    att: p.att,
    skus: skus.map((s) => ({ id: s.id, att_item_ids: s.attItemIds, att_item_names: s.attItemNames, price: s.price, stock: s.stock, img_url: s.imgUrl })),
    param_item: p.paramItem,
    file_items: shown.fileItems,
    intro: shown.intro,
    is_on_sale: p.isOnSale === 1 ? 1 : 0,
    audit_status: audit(p.auditStatus),
    audit_reason: p.auditReason,
    change_status: change ? changeState(p.changeStatus) : null,
    change_reason: change ? p.changeReason : '',
    change_time: change && p.changeAt ? formatChinaTime(p.changeAt) : '',
    live,
    sales: p.sales,
    stock: skus.reduce((sum, s) => sum + s.stock, 0),
    price_min: prices.length > 0 ? Math.min(...prices).toFixed(2) : '',
    price_max: prices.length > 0 ? Math.max(...prices).toFixed(2) : '',
    create_time: displayTime(p.createTime),
    deletable: p.sales === 0 && !sold.has(p.id),
  };
}

type Att = ProductSavePayload['att'];
type ResolvedAtt = { name: string; att_item: { id: number; name: string }[] }[];

/**
 * The attributes with their item ids: an item keeps the id it came with when that id is one of the
 * product's own (so its SKUs keep their stock and cart lines), any other item gets a new id above every id
 * in use. `clientIds` maps each attribute's sent ids to the items (for SKUs that name their items by id).
 */
function resolveAtt(att: Att, existing: ProductRow['att']): { att: ResolvedAtt; clientIds: Map<number, number>[] } {
  const own = new Set(existing.flatMap((a) => a.att_item.map((i) => i.id)));
  const used = new Set<number>();
  for (const a of att) for (const i of a.att_item) if (i.id !== null && own.has(i.id) && !used.has(i.id)) used.add(i.id);
  let next = Math.max(0, ...own, ...used) + 1;
  const kept = new Set<number>();
  const clientIds: Map<number, number>[] = [];
  const resolved = att.map((a) => {
    const byClient = new Map<number, number>();
    const items = a.att_item.map((i) => {
      const keep = i.id !== null && used.has(i.id) && !kept.has(i.id);
      const id = keep ? i.id! : next++;
      if (keep) kept.add(id);
      if (i.id !== null) byClient.set(i.id, id);
      return { id, name: i.name };
    });
    clientIds.push(byClient);
    return { name: a.name, att_item: items };
  });
  return { att: resolved, clientIds };
}

/** Every combination of the attributes' items, in attribute order ([[]] without attributes). */
const combinations = (att: ResolvedAtt): { id: number; name: string }[][] =>
  att.reduce<{ id: number; name: string }[][]>((acc, a) => acc.flatMap((combo) => a.att_item.map((item) => [...combo, item])), [[]]);

/**
 * The SKU rows of the form, one per combination in the combinations' order: a row names its combination by
 * item names (attribute order) or item ids. A combination without a row has no price (请填写价格); a row of
 * no combination, or two rows of one, is a malformed request.
 */
function skuPlan(att: ResolvedAtt, clientIds: Map<number, number>[], skus: ProductSavePayload['skus'], defaultImg: string): SkuPlan[] {
  const rowOf = new Map<string, ProductSavePayload['skus'][number]>();
  for (const s of skus) {
    let items: { id: number; name: string }[];
    if (s.att_item_names !== null && (s.att_item_names.length > 0 || att.length === 0)) {
      if (s.att_item_names.length !== att.length) throw new DomainError(MSG_BAD_PARAM);
      items = att.map((a, i) => {
        const item = a.att_item.find((x) => x.name === s.att_item_names![i]);
        if (!item) throw new DomainError(MSG_BAD_PARAM);
        return item;
      });
    } else if (s.att_item_ids !== null && s.att_item_ids.length > 0) {
      if (s.att_item_ids.length !== att.length) throw new DomainError(MSG_BAD_PARAM);
      items = att.map((a, i) => {
        const picked = s.att_item_ids!.map((cid) => clientIds[i]!.get(cid)).filter((x): x is number => x !== undefined);
        const item = picked.length === 1 ? a.att_item.find((x) => x.id === picked[0]) : undefined;
        if (!item) throw new DomainError(MSG_BAD_PARAM);
        return item;
      });
    } else if (att.length === 0) {
      items = [];
    } else throw new DomainError(MSG_BAD_PARAM);
    const key = skuKey(items.map((i) => i.id));
    if (rowOf.has(key)) throw new DomainError(MSG_BAD_PARAM);
    rowOf.set(key, s);
  }
  const combos = combinations(att);
  if (rowOf.size !== combos.length) {
    const keys = new Set(combos.map((c) => skuKey(c.map((i) => i.id))));
    if ([...rowOf.keys()].some((k) => !keys.has(k))) throw new DomainError(MSG_BAD_PARAM);
    throw new DomainError(productMessages.priceRequired);
  }
  return combos.map((combo) => {
    const key = skuKey(combo.map((i) => i.id));
    const row = rowOf.get(key);
    if (!row) throw new DomainError(productMessages.priceRequired);
    return { key, names: combo.map((i) => i.name).join(','), price: row.price, stock: row.stock, base: row.base_stock, img: row.img_url || defaultImg };
  });
}

/** What the review looks at: name, images (in order), intro, 服务说明 (buyers read it as a promise) and category. */
type Reviewed = Pick<ProductFields, 'name' | 'intro' | 'fileItems' | 'serviceText'> & Record<'cateId' | 'subCateId' | 'sSubCateId', number | null>;
const reviewedPart = (p: Reviewed, sanitize: (html: string) => string) =>
  JSON.stringify([p.name, p.fileItems.map((f) => f.FileUrl), sanitize(p.intro), p.serviceText, p.cateId, p.subCateId, p.sSubCateId]);

/**
 * merchantGoodsSave: publish (no id) or edit one of the caller's products. Answers the id and audit status,
 * with 已提交审核 when it now waits for the review because of this save, else 保存成功.
 */
export async function saveProduct(
  db: Db,
  clock: Clock,
  user: Caller,
  payload: ProductSavePayload,
  images: RichTextOptions,
): Promise<{ data: MerchantGoodsSaved; msg: string }> {
  const companyIds = await merchantCompanyIds(db, user);
  if (payload.company_id !== null && !companyIds.includes(payload.company_id)) throw new DomainError(MSG_GOODS_MISSING);
  if (payload.id !== null && !(await ownProduct(db, companyIds, payload.id))) throw new DomainError(MSG_GOODS_MISSING);
  if (!(await productCategoryPath(db, payload.cate_id, payload.sub_cate_id, payload.s_sub_cate_id))) throw new DomainError(productMessages.categoryRequired);
  if (payload.delivery_city_code !== '' && !(await guangdongCityName(db, payload.delivery_city_code))) throw new DomainError(MSG_DELIVERY_CITY_INVALID);

  const sanitize = (html: string) => sanitizeRichText(html, images);
  const intro = sanitize(payload.intro);
  /** the fields and SKUs of the form, the attribute item ids resolved against the product's own */
  const edit = (existingAtt: ProductRow['att']) => {
    const { att, clientIds } = resolveAtt(payload.att, existingAtt);
    const plan = skuPlan(att, clientIds, payload.skus, payload.file_items[0]?.FileUrl ?? '');
    const fields: ProductFields = {
      name: payload.name,
      pcode: payload.pcode,
      productType: payload.product_type,
      cateId: payload.cate_id,
      subCateId: payload.sub_cate_id,
      sSubCateId: payload.s_sub_cate_id,
      unit: payload.unit,
      minAmount: payload.min_amount,
      useProfitJifenRate: payload.use_profit_jifen_rate,
      intro,
      att,
      paramItem: payload.param_item,
      fileItems: payload.file_items,
      deliveryCityCode: payload.delivery_city_code,
      serviceText: payload.service_text,
    };
    return { fields, plan };
  };

  if (payload.id === null) {
    const { fields, plan } = edit([]);
    const companyId = payload.company_id ?? Math.min(...companyIds);
    const id = await insertProduct(db, companyId, fields, plan, formatChinaTime(clock.now()));
    return { data: { id, audit_status: GOODS_AUDIT.review, submitted: true, change_status: null }, msg: MSG_GOODS_SUBMITTED };
  }
  // the stored intro is compared as the sanitizer would store it, so a form sent back unchanged is unchanged
  let submitted = false;
  const now = clock.now();
  const saved = await updateProduct(db, companyIds, payload.id, (current) => {
    const { fields, plan } = edit(current.att);
    const proposed = reviewedPart(fields, (html) => html);
    if (current.auditStatus !== GOODS_AUDIT.approved) {
      // not on sale yet (or refused): the edit is the product, reviewed again when its reviewed part changed
      submitted = reviewedPart(current, sanitize) !== proposed;
      return { fields, plan, review: submitted, change: current.changeStatus === null ? null : 'clear', now };
    }
    // on sale: what buyers see stays until the review approves a change of it
    const keepLive = { ...fields, ...reviewedOf(current) };
    if (reviewedPart(current, sanitize) === proposed) return { fields: keepLive, plan, review: false, change: current.changeStatus === null ? null : 'clear', now };
    if (current.changeFields && reviewedPart(current.changeFields, (html) => html) === proposed) return { fields: keepLive, plan, review: false, change: null, now };
    submitted = true;
    return { fields: keepLive, plan, review: false, change: reviewedOf(fields), now };
  });
  if (saved === null) throw new DomainError(MSG_GOODS_MISSING);
  return {
    data: { id: payload.id, audit_status: saved.auditStatus, submitted, change_status: changeState(saved.changeStatus) },
    msg: submitted ? MSG_GOODS_SUBMITTED : MSG_GOODS_SAVED,
  };
}

/** 上架 (an approved product only) or 下架 one of the caller's products. */
export async function putOnSale(db: Db, user: Caller, id: number, on: 0 | 1): Promise<{ data: { id: number; is_on_sale: 0 | 1 }; msg: string }> {
  const companyIds = await merchantCompanyIds(db, user);
  if (!(await setOnSale(db, companyIds, id, on))) {
    throw new DomainError((await ownProduct(db, companyIds, id)) ? MSG_GOODS_NOT_APPROVED : MSG_GOODS_MISSING);
  }
  return { data: { id, is_on_sale: on }, msg: on === 1 ? MSG_GOODS_ON : MSG_GOODS_OFF };
}

/** Deletes one of the caller's products that was never sold (删除成功); a sold one is to be taken off sale. */
export async function deleteProduct(db: Db, user: Caller, id: number): Promise<string> {
  const companyIds = await merchantCompanyIds(db, user);
  if (await deleteUnsold(db, companyIds, id)) return MSG_GOODS_DELETED;
  throw new DomainError((await ownProduct(db, companyIds, id)) ? MSG_GOODS_SOLD : MSG_GOODS_MISSING);
}

/** The caller's companies' 库存不足 threshold. */
export async function saveLowStockThreshold(db: Db, user: Caller, threshold: number): Promise<{ low_stock_threshold: number }> {
  const companyIds = await merchantCompanyIds(db, user);
  await setLowStockThreshold(db, companyIds, threshold);
  return { low_stock_threshold: threshold };
}

export type ProductReviewAction = 'approve' | 'reject';

/**
 * The review of a product (the review CLI and the demo review route, until the operations console does it):
 * approve (it is in the catalogue while on sale; the reason is cleared) or reject with a reason, which the
 * merchant reads under 审核不通过.
 */
export async function reviewProduct(db: Db, id: number, action: ProductReviewAction, reason = ''): Promise<{ companyId: number }> {
  const why = action === 'reject' ? reason.trim() : '';
  if (action === 'reject' && !why) throw new DomainError(MSG_REJECT_REASON_REQUIRED);
  const status = action === 'approve' ? GOODS_AUDIT.approved : GOODS_AUDIT.rejected;
  // a change of a product on sale is decided as 商品审核 decides it (the product itself stays approved)
  const current = await productById(db, id);
  if (current?.changeStatus === GOODS_CHANGE.review) {
    const decided = await db.transaction((tx) => decideUnderReview(tx, id, status, why));
    if (decided) return { companyId: decided.companyId };
  }
  const row = await setReview(db, id, status, why);
  if (!row) throw new DomainError(MSG_GOODS_MISSING);
  return row;
}

