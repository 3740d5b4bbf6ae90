/** The merchant's product form (/merchantGoodsEdit, merchant/goods/save): its own module, so the mall's other forms do not carry it. */
import { toList } from './core';
import { check, compose, eachItem, maxItems, required, requiredList } from './rules';
import type { ListValue, Maybe, RuleSet } from './types';

/**
 * The product form's messages. The first seven are the spec's; the others were chosen here because the
 * spec gives none for those fields (the form shares them with the server through productFormRules).
 */
export const productMessages = {
  nameRequired: '请填写商品名称',
  categoryRequired: '请选择商品分类',
  imageRequired: '请上传商品图片',
  priceRequired: '请填写价格',
  stockRequired: '请填写库存',
  priceInvalid: '价格格式不正确',
  stockInvalid: '库存必须为非负整数',
  /** not in spec */
  imagesMax: '商品图片最多上传9张',
  /** not in spec */
  stockTooLarge: '库存不能超过99999999',
  /** not in spec */
  attMax: '最多添加两个规格',
  /** not in spec */
  attNameRequired: '请填写规格名称',
  /** not in spec */
  attNameDuplicate: '规格名称不能重复',
  /** not in spec */
  attItemRequired: '请填写规格值',
  /** not in spec */
  attItemDuplicate: '规格值不能重复',
  /** not in spec */
  minAmountInvalid: '起购量必须为正整数',
  /** not in spec */
  jifenRateInvalid: '积分抵扣比例必须为0-100的整数',
  /** not in spec */
  paramNameRequired: '请填写参数名称',
} as const;

/** At most this many product images, attributes (规格) and items per attribute. */
export const MAX_PRODUCT_IMAGES = 9;
export const MAX_PRODUCT_ATTS = 2;
export const MAX_PRODUCT_ATT_ITEMS = 30;
/** The largest stock of one SKU and the largest 起购量. */
export const MAX_PRODUCT_STOCK = 99_999_999;
export const MAX_MIN_AMOUNT = 99_999;

/** A price in yuan, tax included: digits with up to 2 decimals (at most 10 before the point), above 0. */
export const isProductPrice = (value: unknown): boolean => {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : null;
  return text !== null && /^\d{1,10}(\.\d{1,2})?$/.test(text) && Number(text) > 0;
};

/** A stock: a whole number of at least 0 (digits only, so -0, 1.0 and 1e3 are refused). */
export const isStockNumber = (value: unknown): boolean => {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : null;
  return text !== null && /^\d{1,12}$/.test(text);
};

const stockWithinLimit = (value: unknown): boolean => !isStockNumber(value) || Number(String(value).trim()) <= MAX_PRODUCT_STOCK;

export type ProductSkuValues = {
  /** yuan with up to 2 decimals, tax included */
  price: Maybe<string | number>;
  stock: Maybe<string | number>;
};

/** One row of the SKU table (one attribute combination). Fields: price, stock. */
export const productSkuRules: RuleSet<ProductSkuValues> = {
  price: compose(required(productMessages.priceRequired), check(isProductPrice, productMessages.priceInvalid)),
  stock: compose(
    required(productMessages.stockRequired),
    check(isStockNumber, productMessages.stockInvalid),
    check(stockWithinLimit, productMessages.stockTooLarge),
  ),
};

type AttValue = { name?: unknown; att_item?: unknown };

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** The attributes (规格): at most two, each named once, each with items named once. */
const attError = (value: unknown): string | null => {
  const list = toList(value);
  if (list === null) return productMessages.attNameRequired;
  if (list.length > MAX_PRODUCT_ATTS) return productMessages.attMax;
  const names = new Set<string>();
  for (const raw of list) {
    const att = (typeof raw === 'object' && raw !== null ? raw : {}) as AttValue;
    const name = textOf(att.name);
    if (!name) return productMessages.attNameRequired;
    if (names.has(name)) return productMessages.attNameDuplicate;
    names.add(name);
    const items = Array.isArray(att.att_item) ? att.att_item : [];
    if (items.length === 0) return productMessages.attItemRequired;
    const seen = new Set<string>();
    for (const item of items) {
      const itemName = textOf(typeof item === 'object' && item !== null ? (item as { name?: unknown }).name : item);
      if (!itemName) return productMessages.attItemRequired;
      if (seen.has(itemName)) return productMessages.attItemDuplicate;
      seen.add(itemName);
    }
  }
  return null;
};

/** The parameters: a row with a value needs a name (fully blank rows are left out). */
const paramError = (value: unknown): string | null => {
  const list = toList(value);
  if (list === null) return productMessages.paramNameRequired;
  for (const raw of list) {
    const row = (typeof raw === 'object' && raw !== null ? raw : {}) as { name?: unknown; value?: unknown };
    if (!textOf(row.name) && textOf(row.value)) return productMessages.paramNameRequired;
  }
  return null;
};

const isWholeIn = (min: number, max: number) => (value: unknown): boolean => {
  const text = textOf(value);
  return /^\d{1,9}$/.test(text) && Number(text) >= min && Number(text) <= max;
};

export type ProductFormValues = {
  name: Maybe<string>;
  /** the catalogue's three-level product category path */
  cate_id: Maybe<string | number>;
  sub_cate_id: Maybe<string | number>;
  s_sub_cate_id: Maybe<string | number>;
  /** the product images, at most 9 (the first is the list's picture) */
  file_items: ListValue;
  /** [{name, att_item:[{id?, name}]}], at most two */
  att?: ListValue;
  /** the SKU table: one row per attribute combination (one row without attributes) */
  skus: ListValue<ProductSkuValues>;
  /** 起购量 (empty: 1) */
  min_amount?: Maybe<string | number>;
  /** the share of a line's price points may pay, in percent (empty: 0) */
  use_profit_jifen_rate?: Maybe<string | number>;
  /** [{name, value}] */
  param_item?: ListValue;
};

/**
 * The merchant's product form (publish or edit). Fields in the form's order: name, the category path,
 * file_items, att, skus (each row: price, stock), min_amount, use_profit_jifen_rate, param_item.
 */
export const productFormRules: RuleSet<ProductFormValues> = {
  name: required(productMessages.nameRequired),
  cate_id: required(productMessages.categoryRequired),
  sub_cate_id: required(productMessages.categoryRequired),
  s_sub_cate_id: required(productMessages.categoryRequired),
  file_items: compose(requiredList(productMessages.imageRequired), maxItems(MAX_PRODUCT_IMAGES, productMessages.imagesMax)),
  att: attError,
  skus: compose(requiredList(productMessages.priceRequired), eachItem(productSkuRules, productMessages.priceRequired)),
  min_amount: check(isWholeIn(1, MAX_MIN_AMOUNT), productMessages.minAmountInvalid),
  use_profit_jifen_rate: check(isWholeIn(0, 100), productMessages.jifenRateInvalid),
  param_item: paramError,
};
