// The merchant's products (/merchantGoods 商品管理, /merchantGoodsEdit 发布商品 / 编辑商品): the company's
// products by tab (出售中 / 已下架 / 审核中 / 审核不通过) with search by name or 商品编码, one product with
// every field of its form, publishing and editing (a new product, or a change of name, images, intro or
// category, waits for the platform's review; a price or stock change applies at once), 上架 / 下架, deleting
// a product never sold, and the company's low-stock threshold. A product's 发货城市 (a Guangdong city, or
// the company's own) applies at once; its 服务说明 is text buyers read, so a change of it is reviewed too. Every call reads and changes only the products
// of the companies the caller owns: another company's product answers 商品不存在.
import * as v from 'valibot';
import { MAX_MIN_AMOUNT, MAX_PRODUCT_ATT_ITEMS, MAX_PRODUCT_IMAGES, productFormRules, productMessages } from '@ws/validators';
import { MAX_KEYWORD } from './articles';
import { PRODUCT_TYPES, type ProductType } from './catalogue';
import { ep } from './endpoint-def';
import type { Page } from './envelope';
import type { FileRef } from './entities';
import {
  fields,
  id,
  isStorableText,
  jsonTextValue,
  MSG_BAD_PARAM,
  optId,
  optOneOf,
  optText,
  pageFields,
  readFileRef,
  rules,
  text,
  uploadedFiles,
  type InputOf,
  type Schema,
} from './schema';

export const MERCHANT_GOODS_TABS = ['onsale', 'offsale', 'review', 'rejected'] as const;
export type MerchantGoodsTab = (typeof MERCHANT_GOODS_TABS)[number];
export const MERCHANT_GOODS_TAB_LABELS: Record<MerchantGoodsTab, string> = {
  onsale: '出售中',
  offsale: '已下架',
  review: '审核中',
  rejected: '审核不通过',
};
export const MERCHANT_GOODS_PAGE_SIZE = 20;

/** products.audit_status: the platform's review of what the merchant wrote. */
export const GOODS_AUDIT = { review: 0, approved: 1, rejected: 2 } as const;
export type GoodsAuditStatus = 0 | 1 | 2;

/**
 * A change of a product on sale (approved) that touches what the review looks at (name, images, intro, 服务说明,
 * category) waits for the review on its own: buyers keep buying the version they see until it is approved.
 * 0 the change waits (审核中), 2 it was refused (the reason in change_reason); null: no change waits.
 */
export type GoodsChangeStatus = 0 | 2;
export const GOODS_CHANGE = { review: 0, rejected: 2 } as const;

/** What the review looks at, as buyers see it now (a change's "before"). */
export interface ProductReviewedPart {
  name: string;
  file_items: FileRef[];
  /** rich text, as stored */
  intro: string;
  service_text: string;
  cate_id: number | null;
  sub_cate_id: number | null;
  s_sub_cate_id: number | null;
  category_path: { cate_id: number; cate_name: string }[];
}

/** The low-stock threshold a company starts with, and the largest one. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;
export const MAX_LOW_STOCK_THRESHOLD = 99_999;
/** The longest product intro (rich text) stored, in characters. */
export const MAX_PRODUCT_INTRO = 100_000;
/** The most SKU rows and parameter rows one product may have. */
export const MAX_PRODUCT_SKUS = MAX_PRODUCT_ATT_ITEMS * MAX_PRODUCT_ATT_ITEMS;
export const MAX_PRODUCT_PARAMS = 50;

export const MSG_GOODS_MISSING = '商品不存在';
export const MSG_GOODS_SUBMITTED = '已提交审核';
export const MSG_GOODS_SAVED = '保存成功';
export const MSG_GOODS_ON = '已上架';
export const MSG_GOODS_OFF = '已下架';
export const MSG_GOODS_DELETED = '删除成功';
export const MSG_GOODS_SOLD = '已有销量的商品不能删除，请下架';
/** not in spec */
export const MSG_GOODS_NOT_APPROVED = '商品审核通过后才能上架';
/** not in spec */
export const MSG_LOW_STOCK_SAVED = '设置成功';
/** not in spec */
export const MSG_LOW_STOCK_INVALID = '库存预警值必须为0-99999的整数';
/** not in spec */
export const MSG_INTRO_TOO_LONG = '商品详情内容过长';
/** A delivery city code that is not a city of Guangdong (areas under 440000). */
export const MSG_DELIVERY_CITY_INVALID = '发货城市不正确';
/** The longest 服务说明, in characters. */
export const MAX_SERVICE_TEXT = 100;
export const MSG_SERVICE_TEXT_TOO_LONG = `服务说明不能超过${MAX_SERVICE_TEXT}个字`;

/** One row of /merchantGoods. */
export interface MerchantProduct {
  id: number;
  name: string;
  /** 商品编码 */
  pcode: string;
  /** the first image's URL ('' without images) */
  img: string;
  /** lowest and highest SKU price, yuan with 2 decimals, tax included */
  price_min: string;
  price_max: string;
  /** the sum of the SKUs' stock */
  stock: number;
  sales: number;
  is_on_sale: 0 | 1;
  audit_status: GoodsAuditStatus;
  /** why the review refused it ('' unless audit_status 2) */
  audit_reason: string;
  /** a change of the product on sale waiting for the review (0) or refused (2); null: none */
  change_status: GoodsChangeStatus | null;
  /** why the change was refused ('' unless change_status 2) */
  change_reason: string;
  /** stock below the company's low-stock threshold (库存不足) */
  low_stock: boolean;
  create_time: string;
  /** never sold (no order line, sales 0): only such a product may be deleted */
  deletable: boolean;
}

/** merchantGoodsList's answer: one page of a tab, every tab's count and the company's low-stock threshold. */
export interface MerchantProductPage extends Page<MerchantProduct> {
  /** how many products each tab holds (the keyword left aside) */
  tab_counts: Record<MerchantGoodsTab, number>;
  low_stock_threshold: number;
}

/** An attribute (规格) and its items; item ids are the product's own. */
export interface MerchantProductAtt {
  name: string;
  att_item: { id: number; name: string }[];
}

/** One SKU of the editable product. */
export interface MerchantProductSku {
  id: number;
  /** '' without attributes, else the item ids ascending, comma-joined */
  att_item_ids: string;
  /** the item names in attribute order, joined by ',' */
  att_item_names: string;
  /** yuan with 2 decimals, tax included */
  price: string;
  /** what the form sends back as base_stock when it saves */
  stock: number;
  img_url: string;
}

/** The full editable product (merchantGoodsInfo). */
export interface MerchantProductDetail {
  id: number;
  company_id: number;
  company_name: string;
  /** the delivery city buyers see: the product's own (delivery_city_code) when set, else the company's city */
  city_name: string;
  /** the code of the product's delivery city (a city of Guangdong, areas under 440000); '' = the company's city */
  delivery_city_code: string;
  /** the merchant's service promise shown on /enableInfo; '' = the platform's standard text */
  service_text: string;
  name: string;
  pcode: string;
  product_type: ProductType;
  unit: string;
  min_amount: number;
  use_profit_jifen_rate: number;
  cate_id: number | null;
  sub_cate_id: number | null;
  s_sub_cate_id: number | null;
  /** the category path's names, top level first ([] when the stored path is no longer a category) */
  category_path: { cate_id: number; cate_name: string }[];
  att: MerchantProductAtt[];
  skus: MerchantProductSku[];
  param_item: { name: string; value: string }[];
  file_items: FileRef[];
  /** rich text, as stored (sanitized when saved) */
  intro: string;
  is_on_sale: 0 | 1;
  audit_status: GoodsAuditStatus;
  audit_reason: string;
  /**
   * A change of the product on sale waiting for the review (0) or refused (2), null without one. While there is
   * one, name, file_items, intro, service_text and the category above are the change (what the merchant wrote)
   * and `live` is what buyers see now.
   */
  change_status: GoodsChangeStatus | null;
  change_reason: string;
  /** when the change was submitted, 'YYYY-MM-DD HH:mm:ss' ('' without one) */
  change_time: string;
  live: ProductReviewedPart | null;
  sales: number;
  stock: number;
  price_min: string;
  price_max: string;
  create_time: string;
  deletable: boolean;
}

/** merchantGoodsSave's answer (msg 已提交审核 when it waits for review, else 保存成功). */
export interface MerchantGoodsSaved {
  id: number;
  audit_status: GoodsAuditStatus;
  /** whether this save sent the product to the review (new, or what the review looks at changed): the msg is 已提交审核 */
  submitted: boolean;
  /** a change of the product on sale now waiting (0) or refused (2); null: none (see MerchantProductDetail) */
  change_status: GoodsChangeStatus | null;
}

// ── request schemas ─────────────────────────────────────────────────────────────────────────────

const BAD = Symbol('bad');
type Bad = typeof BAD;

/** A raw JSON value (or a JSON text of one) -> Out, or an issue with `message`. */
/* @__NO_SIDE_EFFECTS__ */
const parsed = <In, Out>(fn: (raw: unknown) => Out | Bad, message = MSG_BAD_PARAM) =>
  v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      let raw = dataset.value;
      if (typeof raw === 'string' && /^\s*[[{]/.test(raw)) {
        const json = jsonTextValue(raw);
        if (!json) {
          addIssue({ message });
          return NEVER;
        }
        raw = json.value;
      }
      const out = fn(raw);
      if (out === BAD) {
        addIssue({ message });
        return NEVER;
      }
      return out;
    }),
  ) as unknown as Schema<In, Out>;

/** Trimmed text of a raw value cut at `max` characters ('' when absent), BAD for anything but text or a number. */
const str = (x: unknown, max: number): string | Bad => {
  if (x === undefined || x === null) return '';
  if (typeof x === 'number' && Number.isFinite(x)) return String(x);
  if (typeof x !== 'string' || !isStorableText(x)) return BAD;
  return [...x.trim()].slice(0, max).join('');
};

/** A positive int32 id of a raw value, null when absent or blank, BAD otherwise. */
const optIdOf = (x: unknown): number | null | Bad => {
  if (x === undefined || x === null || x === '') return null;
  const n = typeof x === 'number' ? x : typeof x === 'string' && /^\s*\d{1,10}\s*$/.test(x) ? Number(x) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : BAD;
};

const asList = (raw: unknown, max: number): unknown[] | Bad => {
  if (raw === undefined || raw === null || raw === '') return [];
  return Array.isArray(raw) && raw.length <= max ? raw : BAD;
};

const asObject = (x: unknown): Record<string, unknown> | Bad => (x !== null && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : BAD);

export interface ProductAttInput {
  name: string;
  /** an item with the id merchantGoodsInfo gave keeps it (and its SKUs); one without is new */
  att_item: ({ id?: number | null; name: string } | string)[];
}
export interface ProductAttParsed {
  name: string;
  att_item: { id: number | null; name: string }[];
}

/** att: the attributes (at most two; the form's rules say so, with their messages). */
const attList = () =>
  parsed<ProductAttInput[] | string | undefined, ProductAttParsed[]>((raw) => {
    const list = asList(raw, 10);
    if (list === BAD) return BAD;
    const out: ProductAttParsed[] = [];
    for (const x of list) {
      const o = asObject(x);
      if (o === BAD) return BAD;
      const name = str(o.name, 20);
      const items = asList(o.att_item, MAX_PRODUCT_ATT_ITEMS);
      if (name === BAD || items === BAD) return BAD;
      const parsedItems: ProductAttParsed['att_item'] = [];
      for (const item of items) {
        const io = typeof item === 'string' ? { name: item } : asObject(item);
        if (io === BAD) return BAD;
        const itemName = str(io.name, 30);
        const itemId = optIdOf(io.id);
        if (itemName === BAD || itemId === BAD) return BAD;
        parsedItems.push({ id: itemId, name: itemName });
      }
      out.push({ name, att_item: parsedItems });
    }
    return out;
  });

export interface ProductSkuInput {
  /** the combination by its items' names in attribute order ([] without attributes) … */
  att_item_names?: string[];
  /** … or by its items' ids (merchantGoodsInfo's att_item_ids, for items that have one) */
  att_item_ids?: number[] | string;
  /** yuan with up to 2 decimals, tax included */
  price: string | number;
  stock: string | number;
  /** the stock merchantGoodsInfo answered for this SKU: the server applies the difference */
  base_stock?: number | string | null;
  img_url?: string;
}
export interface ProductSkuParsed {
  att_item_names: string[] | null;
  att_item_ids: number[] | null;
  price: string;
  stock: string;
  base_stock: number | null;
  img_url: string;
}

/** skus: the SKU table's rows; price and stock stay as sent for the form's rules. */
const skuList = () =>
  parsed<ProductSkuInput[] | string | undefined, ProductSkuParsed[]>((raw) => {
    const list = asList(raw, MAX_PRODUCT_SKUS);
    if (list === BAD) return BAD;
    const out: ProductSkuParsed[] = [];
    for (const x of list) {
      const o = asObject(x);
      if (o === BAD) return BAD;
      const price = str(o.price, 20);
      const stock = str(o.stock, 20);
      if (price === BAD || stock === BAD) return BAD;
      let names: string[] | null = null;
      if (o.att_item_names !== undefined && o.att_item_names !== null) {
        if (!Array.isArray(o.att_item_names) || o.att_item_names.length > 10) return BAD;
        names = [];
        for (const n of o.att_item_names) {
          const s = str(n, 30);
          if (s === BAD) return BAD;
          names.push(s);
        }
      }
      let ids: number[] | null = null;
      if (o.att_item_ids !== undefined && o.att_item_ids !== null) {
        const rawIds = typeof o.att_item_ids === 'string' ? o.att_item_ids.split(',').filter((s) => s.trim() !== '') : o.att_item_ids;
        if (!Array.isArray(rawIds) || rawIds.length > 10) return BAD;
        ids = [];
        for (const i of rawIds) {
          const n = optIdOf(i);
          if (n === BAD || n === null) return BAD;
          ids.push(n);
        }
      }
      let base: number | null = null;
      if (o.base_stock !== undefined && o.base_stock !== null && o.base_stock !== '') {
        const b = str(o.base_stock, 20);
        if (b === BAD || !/^\d{1,9}$/.test(b)) return BAD;
        base = Number(b);
      }
      let img = '';
      if (o.img_url !== undefined && o.img_url !== null && o.img_url !== '') {
        const ref = readFileRef(o.img_url);
        if (!ref) return BAD;
        img = ref.FileUrl;
      }
      out.push({ att_item_names: names, att_item_ids: ids, price, stock, base_stock: base, img_url: img });
    }
    return out;
  });

/** param_item: [{name, value}]; fully blank rows are left out after the rules. */
const paramList = () =>
  parsed<{ name: string; value: string }[] | string | undefined, { name: string; value: string }[]>((raw) => {
    const list = asList(raw, MAX_PRODUCT_PARAMS);
    if (list === BAD) return BAD;
    const out: { name: string; value: string }[] = [];
    for (const x of list) {
      const o = asObject(x);
      if (o === BAD) return BAD;
      const name = str(o.name, 50);
      const value = str(o.value, 500);
      if (name === BAD || value === BAD) return BAD;
      out.push({ name, value });
    }
    return out;
  });

/** A number field kept as text for the form's rules ('' when absent). */
const numberText = () => optText(12);

/** The intro: rich text up to MAX_PRODUCT_INTRO characters (the server sanitizes it before storing). */
const introText = () =>
  parsed<string | undefined, string>((raw) => {
    if (raw === undefined || raw === null) return '';
    if (typeof raw !== 'string' || !isStorableText(raw)) return BAD;
    return [...raw].length > MAX_PRODUCT_INTRO ? BAD : raw.trim();
  }, MSG_INTRO_TOO_LONG);

/** '12.5' -> '12.50' (a price the rules accepted). */
const twoDecimals = (price: string): string => {
  const [whole = '0', frac = ''] = price.trim().split('.');
  return `${String(Number(whole))}.${frac.padEnd(2, '0')}`;
};

/** What merchantGoodsSave's handler receives: the form checked by productFormRules, numbers as numbers. */
export interface ProductSavePayload {
  /** absent: a new product */
  id: number | null;
  /** the company of a new product (default: the caller's first company) */
  company_id: number | null;
  name: string;
  pcode: string;
  product_type: ProductType;
  cate_id: number;
  sub_cate_id: number;
  s_sub_cate_id: number;
  unit: string;
  min_amount: number;
  use_profit_jifen_rate: number;
  att: ProductAttParsed[];
  skus: { att_item_names: string[] | null; att_item_ids: number[] | null; price: string; stock: number; base_stock: number | null; img_url: string }[];
  param_item: { name: string; value: string }[];
  file_items: FileRef[];
  intro: string;
  /** '' or a code the server checks against the areas table (发货城市不正确) */
  delivery_city_code: string;
  service_text: string;
}

const threshold = () =>
  parsed<number | string, number>((raw) => {
    const s = str(raw, 12);
    if (s === BAD || !/^\d{1,5}$/.test(s)) return BAD;
    const n = Number(s);
    return n <= MAX_LOW_STOCK_THRESHOLD ? n : BAD;
  }, MSG_LOW_STOCK_INVALID);

const onOff = () =>
  parsed<0 | 1 | '0' | '1', 0 | 1>((raw) => {
    const s = str(raw, 2);
    return s === '0' ? 0 : s === '1' ? 1 : BAD;
  });

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const listingsInput = /* @__PURE__ */ (() => ({
  merchantGoodsList: fields({ ...pageFields, tab: optOneOf(MERCHANT_GOODS_TABS, 'onsale'), keyword: optText(MAX_KEYWORD) }),
  merchantGoodsInfo: fields({ id: id(MSG_GOODS_MISSING) }),
  merchantGoodsSave: v.pipe(
    fields({
      id: optId(),
      company_id: optId(),
      name: text(100),
      pcode: optText(40),
      product_type: optOneOf(PRODUCT_TYPES, 'product'),
      cate_id: optId(),
      sub_cate_id: optId(),
      s_sub_cate_id: optId(),
      unit: optText(20),
      min_amount: numberText(),
      use_profit_jifen_rate: numberText(),
      file_items: uploadedFiles(MAX_PRODUCT_IMAGES, { message: productMessages.imageRequired, tooMany: productMessages.imagesMax }),
      att: attList(),
      skus: skuList(),
      param_item: paramList(),
      intro: introText(),
      delivery_city_code: optText(20),
      // one character over the limit survives the cut, so the check can refuse it with its message
      service_text: v.pipe(
        optText(MAX_SERVICE_TEXT + 1),
        v.check((s: string) => [...s].length <= MAX_SERVICE_TEXT, MSG_SERVICE_TEXT_TOO_LONG),
      ),
    }),
    rules(productFormRules),
    v.transform(
      (p): ProductSavePayload => ({
        id: p.id,
        company_id: p.company_id,
        name: p.name,
        pcode: p.pcode,
        product_type: p.product_type,
        cate_id: p.cate_id ?? 0,
        sub_cate_id: p.sub_cate_id ?? 0,
        s_sub_cate_id: p.s_sub_cate_id ?? 0,
        unit: p.unit,
        min_amount: p.min_amount === '' ? 1 : Math.min(Number(p.min_amount), MAX_MIN_AMOUNT),
        use_profit_jifen_rate: p.use_profit_jifen_rate === '' ? 0 : Number(p.use_profit_jifen_rate),
        att: p.att,
        skus: p.skus.map((s) => ({ ...s, price: twoDecimals(s.price), stock: Number(s.stock) })),
        param_item: p.param_item.filter((r) => r.name !== '' || r.value !== ''),
        file_items: p.file_items,
        intro: p.intro,
        delivery_city_code: p.delivery_city_code,
        service_text: p.service_text,
      }),
    ),
  ),
  merchantGoodsOnSale: fields({ id: id(MSG_GOODS_MISSING), on: onOff() }),
  merchantGoodsDelete: fields({ id: id(MSG_GOODS_MISSING) }),
  merchantLowStock: fields({ threshold: threshold() }),
}))();

type In = typeof listingsInput;
export type MerchantGoodsListReq = InputOf<In['merchantGoodsList']>;
export type MerchantGoodsSaveReq = InputOf<In['merchantGoodsSave']>;

export const listings = {
  /** GET /api/merchant/goods/list {pageNum, pageSize (20), tab, keyword (name or 商品编码)} */
  merchantGoodsList: ep<In['merchantGoodsList'], MerchantProductPage>()({ method: 'GET', path: '/merchant/goods/list', auth: true }),
  /** GET /api/merchant/goods/info {id}: every field of the product's form */
  merchantGoodsInfo: ep<In['merchantGoodsInfo'], MerchantProductDetail>()({ method: 'GET', path: '/merchant/goods/info', auth: true }),
  /** POST /api/merchant/goods/save {id?, the form}: publish (no id) or edit (已提交审核 / 保存成功) */
  merchantGoodsSave: ep<In['merchantGoodsSave'], MerchantGoodsSaved>()({ method: 'POST', path: '/merchant/goods/save', auth: true }),
  /** POST /api/merchant/goods/onSale {id, on 0|1}: 已上架 (approved products only) / 已下架 */
  merchantGoodsOnSale: ep<In['merchantGoodsOnSale'], { id: number; is_on_sale: 0 | 1 }>()({ method: 'POST', path: '/merchant/goods/onSale', auth: true }),
  /** POST /api/merchant/goods/delete {id}: only a product never sold (删除成功) */
  merchantGoodsDelete: ep<In['merchantGoodsDelete'], null>()({ method: 'POST', path: '/merchant/goods/delete', auth: true }),
  /** POST /api/merchant/goods/lowStock {threshold 0…99999}: the caller's companies' 库存不足 threshold */
  merchantLowStock: ep<In['merchantLowStock'], { low_stock_threshold: number }>()({ method: 'POST', path: '/merchant/goods/lowStock', auth: true }),
} as const;
