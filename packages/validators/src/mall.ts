/** Mall and personal-centre forms: spec 02 §5. */
import { fieldOf, firstError, isOn, omitRules, toList, validate } from './core';
import { isBankAccountNumber, isChineseIdCard, isCompanyPhone, isEmail, isMobileCN, isTaxpayerId } from './checkers';
import { INVOICE_TYPE_ENTERPRISE, MAX_CONTRACT_FILES, MIN_QUANTITY } from './constants';
import { messages as m } from './messages';
import { check, compose, equalsField, maxItems, pattern, required, requiredList, when } from './rules';
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
  /** Taxpayer id (纳税人识别号), enterprise type only: required, a 统一社会信用代码 or 15/20 digits and capitals. */
  identification?: Maybe<string>;
  /** What a VAT special invoice also needs (enterprise type only); optional in a profile, checked when filled. */
  reg_address?: Maybe<string>;
  reg_phone?: Maybe<string>;
  bank_name?: Maybe<string>;
  bank_account?: Maybe<string>;
};

const isEnterpriseInvoice = (values: InvoiceValues) =>
  String(fieldOf(values, 'invoice_type')) === String(INVOICE_TYPE_ENTERPRISE);

const taxpayerId = compose(required(m.taxpayerIdRequired), check(isTaxpayerId, m.taxpayerIdInvalid));

/**
 * Invoice profile. Fields: invoice_type, name, identification, email, reg_phone, bank_account.
 * Spec: type, company name (enterprise), e-mail. Not in spec (chosen): an enterprise profile needs its
 * taxpayer id (a company's invoice carries it, 普票 too), checked by isTaxpayerId (请输入纳税人识别号 /
 * 请输入正确的纳税人识别号); its registered phone and bank account, optional, are checked when filled
 * (请输入正确的注册电话 / 请输入正确的银行账号). A personal profile's other fields are not checked (not kept).
 */
export const invoiceRules: RuleSet<InvoiceValues> = {
  invoice_type: required(m.invoiceTypeRequired),
  name: when(isEnterpriseInvoice, required(m.invoiceCompanyNameRequired)),
  identification: when(isEnterpriseInvoice, taxpayerId),
  email: compose(required(m.emailRequired), check(isEmail, m.invoiceEmailInvalid)),
  reg_phone: when(isEnterpriseInvoice, check(isCompanyPhone, m.regPhoneInvalid)),
  bank_account: when(isEnterpriseInvoice, check(isBankAccountNumber, m.bankAccountInvalid)),
};

// ── VAT special invoice (增值税专用发票) ──────────────────────────────────────────────────────

/** What a profile holds for a VAT special invoice (an InvoiceProfile fits). */
export type SpecialInvoiceValues = {
  invoice_type: Maybe<number | string>;
  name?: Maybe<string>;
  identification?: Maybe<string>;
  reg_address?: Maybe<string>;
  reg_phone?: Maybe<string>;
  bank_name?: Maybe<string>;
  bank_account?: Maybe<string>;
};

/**
 * A profile complete for a VAT special invoice: an enterprise one with its name, taxpayer id, registered
 * address and phone, bank and account, each well-formed. Fields: invoice_type, name, identification,
 * reg_address, reg_phone, bank_name, bank_account. (Not in spec.)
 */
export const specialInvoiceRules: RuleSet<SpecialInvoiceValues> = {
  invoice_type: (value) => (String(value) === String(INVOICE_TYPE_ENTERPRISE) ? null : m.specialInvoiceEnterpriseOnly),
  name: required(m.invoiceCompanyNameRequired),
  identification: taxpayerId,
  reg_address: required(m.regAddressRequired),
  reg_phone: compose(required(m.regPhoneRequired), check(isCompanyPhone, m.regPhoneInvalid)),
  bank_name: required(m.bankNameRequired),
  bank_account: compose(required(m.bankAccountRequired), check(isBankAccountNumber, m.bankAccountInvalid)),
};

/** The labels of the VAT special invoice's fields, as the invoice form names them. */
export const SPECIAL_INVOICE_FIELD_LABELS = {
  name: '企业名称',
  identification: '纳税人识别号',
  reg_address: '注册地址',
  reg_phone: '注册电话',
  bank_name: '开户银行',
  bank_account: '银行账号',
} as const;

/** The fields (labels) a profile misses or has malformed for a VAT special invoice, in the form's order. */
export const specialInvoiceMissing = (profile: SpecialInvoiceValues): string[] => {
  const errors = validate(specialInvoiceRules, profile);
  return (Object.keys(SPECIAL_INVOICE_FIELD_LABELS) as (keyof typeof SPECIAL_INVOICE_FIELD_LABELS)[])
    .filter((field) => errors[field] !== undefined)
    .map((field) => SPECIAL_INVOICE_FIELD_LABELS[field]);
};

/**
 * Why a profile cannot carry a VAT special invoice, or null when it can: 增值税专用发票仅限企业类型 for a
 * personal one, else 专票需填写完整的开票信息，请完善：纳税人识别号、注册电话 (the fields to complete).
 * The checkout's profile list shows it beside a profile it cannot choose; the server refuses a submit with it.
 */
export const specialInvoiceProblem = (profile: SpecialInvoiceValues): string | null => {
  if (String(profile.invoice_type) !== String(INVOICE_TYPE_ENTERPRISE)) return m.specialInvoiceEnterpriseOnly;
  const missing = specialInvoiceMissing(profile);
  return missing.length === 0 ? null : `${m.specialInvoiceIncomplete}，请完善：${missing.join('、')}`;
};

/** Whether a profile is complete for a VAT special invoice (增值税专用发票): the one shared predicate. */
export const isSpecialInvoiceReady = (profile: SpecialInvoiceValues): boolean => firstError(specialInvoiceRules, profile) === null;

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

// The merchant's shipping form: ./shipping.

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
