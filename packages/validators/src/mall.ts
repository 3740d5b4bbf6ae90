/** Mall and personal-centre forms: spec 02 §5. */
import { fieldOf, isOn, omitRules, toList } from './core';
import { isChineseIdCard, isEmail, isMobileCN } from './checkers';
import { INVOICE_TYPE_ENTERPRISE, MAX_CONTRACT_FILES, MIN_QUANTITY } from './constants';
import { messages as m } from './messages';
import { check, compose, eachItem, equalsField, maxItems, pattern, required, requiredList, when } from './rules';
import type { ListValue, Maybe, RuleSet } from './types';

// ── Checkout (/checkoutQuick, personal/ordersSubmit) ────────────────────────────────────────

export type CheckoutValues = {
  /** UI only: the chosen delivery address (the server reads it from the order / default address). */
  address_id: Maybe<string | number>;
  /** Invoice toggle (true / 1 / '1' / 'true' means on). */
  contains_invoice: Maybe<boolean | number | string>;
  invoice_address_id: Maybe<string | number>;
  invoice_id: Maybe<string | number>;
  /** Delivery method (dictionary order_delivery). */
  delivery: Maybe<string | number>;
  /** Expected delivery date (dictionary order_expected_delivery). */
  expected_deliverys: Maybe<string | number>;
  /** Contract attachments, optional, at most 9. */
  order_remark_file_items?: ListValue;
};

const invoiceOn = (values: CheckoutValues) => isOn(fieldOf(values, 'contains_invoice'));

/**
 * Checkout submit. Fields: address_id, invoice_address_id, invoice_id, delivery, expected_deliverys,
 * order_remark_file_items (contains_invoice switches the two invoice rules on).
 * Not in spec (chosen): 合同附件最多上传9个 for more than 9 attachments.
 */
export const checkoutRules: RuleSet<CheckoutValues> = {
  address_id: required(m.deliveryAddressRequired),
  invoice_address_id: when(invoiceOn, required(m.invoiceAddressRequired)),
  invoice_id: when(invoiceOn, required(m.invoiceInfoRequired)),
  delivery: required(m.deliveryMethodRequired),
  expected_deliverys: required(m.expectedDeliveryRequired),
  order_remark_file_items: maxItems(MAX_CONTRACT_FILES, m.contractFilesMax),
};

/** Server side of personal/ordersSubmit: checkoutRules without address_id. */
export const checkoutPayloadRules = omitRules(checkoutRules, 'address_id');

// ── Invoice profile (invoiceAdd / invoiceUpdate) ────────────────────────────────────────────

export type InvoiceValues = {
  /** 1 enterprise, 0 personal (a Select gives the text '1' / '0'). */
  invoice_type: Maybe<number | string>;
  /** Invoice title; required for the enterprise type only. */
  name: Maybe<string>;
  email: Maybe<string>;
  /** Taxpayer id, enterprise type only; not validated. */
  identification?: Maybe<string>;
};

const isEnterpriseInvoice = (values: InvoiceValues) =>
  String(fieldOf(values, 'invoice_type')) === String(INVOICE_TYPE_ENTERPRISE);

/** Invoice profile. Fields: invoice_type, name, email. */
export const invoiceRules: RuleSet<InvoiceValues> = {
  invoice_type: required(m.invoiceTypeRequired),
  name: when(isEnterpriseInvoice, required(m.invoiceCompanyNameRequired)),
  email: compose(required(m.emailRequired), check(isEmail, m.invoiceEmailInvalid)),
};

// ── Address (delivery and invoice addresses: addressAdd / addressUpdate) ────────────────────

export type AddressValues = {
  city_code: Maybe<string>;
  county_code: Maybe<string>;
  address: Maybe<string>;
  contact: Maybe<string>;
  phone: Maybe<string>;
};

/**
 * Address form. Fields: city_code, county_code, address, contact, phone.
 * Not in spec (chosen): the phone must be a mainland mobile (1[3-9] + 9 digits): 请填写正确的手机号码.
 */
export const addressRules: RuleSet<AddressValues> = {
  city_code: required(m.cityRequired),
  county_code: required(m.countyRequired),
  address: required(m.detailAddressRequired),
  contact: required(m.addressContactRequired),
  phone: compose(required(m.addressPhoneRequired), check(isMobileCN, m.addressPhoneInvalid)),
};

// ── After-sales, review and rating ──────────────────────────────────────────────────────────

export type AfterSalesValues = { file_items: ListValue };

/** After-sales request (personal/aftersalesAdd). Field: file_items (at least one image). */
export const afterSalesRules: RuleSet<AfterSalesValues> = {
  file_items: requiredList(m.afterSalesImageRequired),
};

export type ReviewValues = { content: Maybe<string> };

/** Product review (/remark) and expert rating (/session/remarkChatExpert). Field: content. No score check. */
export const reviewRules: RuleSet<ReviewValues> = {
  content: required(m.reviewContentRequired),
};

// ── Bank card (/bindBankCard, personal/CardUpdateUser) ──────────────────────────────────────

export type BankCardValues = {
  name: Maybe<string>;
  card_number: Maybe<string>;
  bank_name: Maybe<string>;
  phone: Maybe<string>;
  /** UI only: the card number typed again. */
  confirm_card_number: Maybe<string>;
};

/** Bank card. Fields: name, card_number, bank_name, phone, confirm_card_number. */
export const bankCardRules: RuleSet<BankCardValues> = {
  name: required(m.bankHolderRequired),
  card_number: required(m.cardNumberRequired),
  bank_name: required(m.bankNameRequired),
  phone: required(m.bankPhoneRequired),
  confirm_card_number: equalsField('card_number', m.cardNumberMismatch),
};

/** Server side of personal/CardUpdateUser: without confirm_card_number. */
export const bankCardPayloadRules = omitRules(bankCardRules, 'confirm_card_number');

// ── Training enrolment (/application, train/add) ────────────────────────────────────────────

export type TrainingEnrolValues = {
  phone: Maybe<string>;
  real_name: Maybe<string>;
  company: Maybe<string>;
  id_number: Maybe<string>;
  /** The 1-inch colour photo. */
  file_items: ListValue;
  remarks?: Maybe<string>;
};

/**
 * Training enrolment. Fields: phone, real_name, company, id_number, file_items (remarks optional).
 * Not in spec (chosen): an empty phone says 请填写手机号码 (the spec only gives 手机号格式不正确).
 */
export const trainingEnrolRules: RuleSet<TrainingEnrolValues> = {
  phone: compose(required(m.trainingPhoneRequired), pattern(/^1[3-9]\d{9}$/, m.trainingPhoneInvalid)),
  real_name: required(m.trainingNameRequired),
  company: required(m.trainingCompanyRequired),
  id_number: compose(required(m.idCardInvalid), check(isChineseIdCard, m.idCardInvalid)),
  file_items: requiredList(m.photoRequired),
};

// ── Merchant shipping (/OrdersExpressEdit, orderExpress/add) ────────────────────────────────

export type ShippingValues = { express_value: Maybe<string>; express_no: Maybe<string>; remark?: Maybe<string> };

/** Shipping form. Fields: express_value, express_no (remark optional). */
export const shippingRules: RuleSet<ShippingValues> = {
  express_value: required(m.expressCompanyRequired),
  express_no: required(m.expressNoRequired),
};

// ── Chat (chatitem/add) ─────────────────────────────────────────────────────────────────────

export type ChatMessageValues = { message: Maybe<string> };

/** A chat message must not be blank. Field: message. (Not in spec: 消息内容不能为空; the UI disables Send.) */
export const chatMessageRules: RuleSet<ChatMessageValues> = {
  message: required(m.chatMessageRequired),
};

// ── Cart (spec 02 §5) ───────────────────────────────────────────────────────────────────────

export type CartAction = 'export' | 'delete' | 'share';

const selectionMessages: Record<CartAction, string> = {
  export: m.cartExportSelectionRequired,
  delete: m.cartDeleteSelectionRequired,
  share: m.cartShareSelectionRequired,
};

/** Export, delete and share need a selection: 请选择需要导出的商品 / 请选择需要删除的商品 / 未选择分享的商品. */
export const cartSelectionError = (action: CartAction, selected: unknown): string | null => {
  const list = toList(selected);
  return list === null || list.length === 0 ? selectionMessages[action] : null;
};

/** A cart line's amount reaches its minimum purchase (min_amount, default 1). */
export const meetsMinAmount = (item: { amount?: unknown; min_amount?: unknown }): boolean => {
  const amount = Number(item.amount);
  const min = item.min_amount === undefined || item.min_amount === null || item.min_amount === '' ? MIN_QUANTITY : Number(item.min_amount);
  return Number.isFinite(amount) && Number.isFinite(min) && amount >= Math.max(min, MIN_QUANTITY);
};

/**
 * Export of the chosen cart items: 请选择需要导出的商品 with no selection, 购买数据少于最低起购量，不能导出
 * when no chosen item meets its minimum purchase.
 */
export const cartExportError = (chosen: readonly { amount?: unknown; min_amount?: unknown }[]): string | null => {
  if (chosen.length === 0) return m.cartExportSelectionRequired;
  return chosen.some(meetsMinAmount) ? null : m.cartExportBelowMinimum;
};

// ── Expert consult ──────────────────────────────────────────────────────────────────────────

/** An expert can be consulted only when bound to a member (user_id not 0): else 专家未绑定会员. */
export const expertConsultError = (expert: { user_id?: unknown }): string | null => {
  const id = expert.user_id;
  return id === undefined || id === null || id === '' || Number(id) === 0 ? m.expertNotBound : null;
};

// ── Merchant product form (/merchantGoodsEdit, merchant/goods/save) ─────────────────────────

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
