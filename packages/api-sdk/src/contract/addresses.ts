// Addresses and invoice profiles (spec 02 §3 Address / Invoice profile, §5, §7 "Addresses and invoices"):
// the caller's delivery addresses (type 0), invoice addresses (type 1) and invoice profiles. Every call
// reads and changes only the caller's own rows. Area names are taken from the server's area table by
// code, never from the client: a province of the mainland (the forms' default is Guangdong, 440000), a city
// of that province and a district of that city, else 请选择正确的省市区; without a province_code the city's
// own province is taken.
import * as v from 'valibot';
import { addressRules, invoiceRules } from '@ws/validators';
import { ep } from './endpoint-def';
import type { Page } from './envelope';
import { fields, id, idList, optId, optNumOneOf, optText, pageFields, rules, text, type InputOf } from './schema';

/** Address type (spec 02 §3 Address: type 0 delivery, 1 invoice). */
export const ADDRESS_TYPE = { delivery: 0, invoice: 1 } as const;
export type AddressType = (typeof ADDRESS_TYPE)[keyof typeof ADDRESS_TYPE];

/** Invoice type of a profile (spec 02 §3 Invoice profile: 1 enterprise, 0 personal). */
export const INVOICE_TYPE = { personal: 0, enterprise: 1 } as const;
export type InvoiceType = (typeof INVOICE_TYPE)[keyof typeof INVOICE_TYPE];

/** Address lists are not paged in the UI (spec 02 §9: address lists 999). */
export const ADDRESS_PAGE_SIZE = 999;
/** The most addresses of one type and the most invoice profiles a user may keep (a cap against abuse). */
export const MAX_ADDRESSES = 50;

export interface Address {
  id: number;
  contact: string;
  phone: string;
  province_name: string;
  province_code: string;
  city_name: string;
  city_code: string;
  county_name: string;
  county_code: string;
  /** the detailed address (street, building …) */
  address: string;
  /** 1 the default of its type, 0 not */
  is_default: 0 | 1;
  type: AddressType;
  /** invoice addresses: 1 when it was also saved as a delivery address */
  sync: 0 | 1;
  create_time: string;
}

export interface InvoiceProfile {
  id: number;
  /** the invoice title: the company name (enterprise) or the person's name */
  name: string;
  email: string;
  /** taxpayer id (enterprise type only; '' for personal) */
  identification: string;
  invoice_type: InvoiceType;
  is_default: 0 | 1;
  /** What a VAT special invoice (增值税专用发票) also needs (enterprise type only, optional otherwise). */
  reg_address: string;
  reg_phone: string;
  bank_name: string;
  bank_account: string;
  create_time: string;
}

// ── the VAT special invoice (beyond the original) ───────────────────────────────────────────

/** Dict codes of ordre_invoice_type that are VAT special invoices: the personal type is hidden for them
 *  (spec 02 §5), and the profile must be complete for one (isSpecialInvoiceReady of @ws/validators: an
 *  enterprise with its taxpayer id, registered address and phone, bank and account). */
export const SPECIAL_INVOICE_DICT_CODES: readonly number[] = [156, 157];
export const isSpecialInvoiceDictCode = (dictCode: number | string | null | undefined): boolean =>
  dictCode !== null && dictCode !== undefined && dictCode !== '' && SPECIAL_INVOICE_DICT_CODES.includes(Number(dictCode));

// ── messages of these calls ─────────────────────────────────────────────────────────────────

export const MSG_ADDRESS_MISSING = '地址不存在';
export const MSG_INVOICE_MISSING = '发票信息不存在';
export const MSG_AREA_INVALID = '请选择正确的省市区';
export const MSG_ADDRESS_LIMIT = `最多保存${MAX_ADDRESSES}个地址`;
export const MSG_INVOICE_LIMIT = `最多保存${MAX_ADDRESSES}个发票信息`;
export const MSG_INVOICE_TYPE_INVALID = '请选择一个发票类型';

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const addressesInput = /* @__PURE__ */ (() => {
  const addressFields = {
    contact: text(50),
    phone: text(20),
    province_name: optText(20),
    province_code: optText(12),
    city_name: optText(30),
    city_code: text(12),
    county_name: optText(30),
    county_code: text(12),
    address: text(200),
  };
  const addressType = () => optNumOneOf([0, 1] as const, 0);
  const flag = () => optNumOneOf([0, 1] as const, 0);
  const invoiceFields = {
    invoice_type: text(2),
    name: text(100),
    email: text(254),
    // a taxpayer id is written in capitals: the rules check it as such
    identification: v.pipe(optText(30), v.transform((s: string) => s.toUpperCase())),
    reg_address: optText(200),
    reg_phone: optText(30),
    bank_name: optText(100),
    bank_account: optText(40),
  };
  return {
    getDefAddress: fields({ type: addressType() }),
    addressListByUser: fields({ ...pageFields, type: addressType() }),
    addressAdd: v.pipe(fields({ ...addressFields, type: addressType(), is_default: flag() }), rules(addressRules)),
    addressUpdate: v.pipe(fields({ ...addressFields, id: id(MSG_ADDRESS_MISSING), is_default: flag() }), rules(addressRules)),
    addInvoiceAddress: v.pipe(fields({ ...addressFields, sync: flag(), is_default: flag() }), rules(addressRules)),
    addressInfo: fields({ id: id(MSG_ADDRESS_MISSING) }),
    addressDelete: fields({ ids: idList(100) }),
    setdefault: fields({ id: id(MSG_ADDRESS_MISSING), type: optId() }),
    invoiceAdd: v.pipe(fields({ ...invoiceFields, is_default: flag() }), rules(invoiceRules)),
    invoiceUpdate: v.pipe(fields({ ...invoiceFields, id: id(MSG_INVOICE_MISSING), is_default: flag() }), rules(invoiceRules)),
    invoiceSetdefault: fields({ id: id(MSG_INVOICE_MISSING) }),
    invoiceDelete: fields({ ids: idList(100) }),
    invoiceListByUser: fields({}),
    invoiceInfo: fields({ id: id(MSG_INVOICE_MISSING) }),
  };
})();

type In = typeof addressesInput;

export const addresses = {
  /** personal/getDefAddress {type}: the default address of a type, or null */
  getDefAddress: ep<In['getDefAddress'], Address | null>()({ method: 'GET', path: '/address/getDefAddress', auth: true }),
  /** addressListByUser {pageNum, pageSize, type}: default first, then newest */
  addressListByUser: ep<In['addressListByUser'], Page<Address>>()({ method: 'GET', path: '/address/listByUser', auth: true }),
  /** addressAdd {contact, phone, three name/code pairs, address}: a delivery address (type 0) unless type 1 */
  addressAdd: ep<In['addressAdd'], Address>()({ method: 'POST', path: '/address/add', auth: true }),
  /** addressUpdate: addressAdd's fields plus id (the type stays) */
  addressUpdate: ep<In['addressUpdate'], Address>()({ method: 'POST', path: '/address/update', auth: true }),
  /** addInvoiceAddress: an invoice address (type 1); sync 1 also saves it as a delivery address */
  addInvoiceAddress: ep<In['addInvoiceAddress'], Address>()({ method: 'POST', path: '/address/addInvoiceAddress', auth: true }),
  addressInfo: ep<In['addressInfo'], Address>()({ method: 'GET', path: '/address/info', auth: true }),
  /** addressDelete {ids}: the caller's own addresses among ids */
  addressDelete: ep<In['addressDelete'], { deleted: number }>()({ method: 'POST', path: '/address/delete', auth: true }),
  /** setdefault {id, type}: the one default of the address's type */
  setdefault: ep<In['setdefault'], Address>()({ method: 'POST', path: '/address/setdefault', auth: true }),
  invoiceAdd: ep<In['invoiceAdd'], InvoiceProfile>()({ method: 'POST', path: '/invoice/add', auth: true }),
  invoiceUpdate: ep<In['invoiceUpdate'], InvoiceProfile>()({ method: 'POST', path: '/invoice/update', auth: true }),
  invoiceSetdefault: ep<In['invoiceSetdefault'], InvoiceProfile>()({ method: 'POST', path: '/invoice/setdefault', auth: true }),
  invoiceDelete: ep<In['invoiceDelete'], { deleted: number }>()({ method: 'POST', path: '/invoice/delete', auth: true }),
  /** invoiceListByUser (no payload): default first, then newest */
  invoiceListByUser: ep<In['invoiceListByUser'], Page<InvoiceProfile>>()({ method: 'GET', path: '/invoice/listByUser', auth: true }),
  invoiceInfo: ep<In['invoiceInfo'], InvoiceProfile>()({ method: 'GET', path: '/invoice/info', auth: true }),
} as const;

export type AddressReq = InputOf<In['addressAdd']>;
export type AddressUpdateReq = InputOf<In['addressUpdate']>;
export type InvoiceAddressReq = InputOf<In['addInvoiceAddress']>;
export type InvoiceReq = InputOf<In['invoiceAdd']>;
export type InvoiceUpdateReq = InputOf<In['invoiceUpdate']>;
