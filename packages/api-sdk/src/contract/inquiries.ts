// Price inquiries (spec 01 §5 "Inquiry", §7 "Inquiry"; routes /inquiry, /myInquiry, /MyInquiryInfo,
// /MyInquiryCompany). A buyer sends a list of products to one or more companies (enable/add); each company's
// user answers each product with a unit price, valid 90 days, and a note; the buyer compares the answers
// side by side (比价表: one column per company, the cheapest per row marked).
import * as v from 'valibot';
import { inquiryRules, messages } from '@ws/validators';
import { ep } from './endpoint-def';
import type { Page } from './envelope';
import type { FileRef } from './entities';
import { fields, id, isStorableText, jsonTextValue, MSG_BAD_PARAM, optInt, optText, pageFields, readFileRef, rules, type InputOf, type Schema } from './schema';

/** How long a quote holds (DESIGN.md "Order rules": quote validity 90 days). */
export const QUOTE_VALID_DAYS = 90;
export const INQUIRY_PAGE_SIZE = 20;
/** Most products in one inquiry, most companies it goes to. */
export const MAX_INQUIRY_PRODUCTS = 50;
export const MAX_INQUIRY_COMPANIES = 20;

/** The largest quantity of one product (the column is a PostgreSQL integer). */
export const MAX_QUANTITY = 99_999_999;
export const MSG_QUANTITY_TOO_LARGE = '数量不能超过99999999';
export const MSG_INQUIRY_NOT_FOUND = '询价单不存在';
export const MSG_INQUIRY_COMPANY_GONE = '询价企业不存在';
export const MSG_UNIT_PRICE = '请填写正确的单价';
export const MSG_QUOTE_EMPTY = '请至少填写一个产品的单价';
export const MSG_QUOTE_DONE = '报价成功';
export const MSG_INQUIRY_DONE = '询价成功';

/** One product of an inquiry. The spec's order_items shape (product_name, atts_items_names, price, amount,
 *  firstFile) is kept beside the form's names. */
export interface InquiryItem {
  id: number;
  product_name: string;
  product_describe: string;
  quantity: number;
  /** digits only, '' when the buyer gave none */
  expected_price: string;
  product_img: FileRef | null;
  /** = product_describe */
  atts_items_names: string;
  /** = expected_price */
  price: string;
  /** = quantity */
  amount: number;
  firstFile: FileRef | null;
}

/** A company an inquiry was sent to, and whether (and until when) it answered. */
export interface InquiryCompany {
  id: number;
  name: string;
  quoted: 0 | 1;
  quote_time: string;
  valid_until: string;
  /** 1 when the answer's 90 days have passed (it no longer counts as the cheapest) */
  expired: 0 | 1;
  note: string;
}

export interface InquirySummary {
  id: number;
  order_no: string;
  create_time: string;
  user_name: string;
  order_items: InquiryItem[];
  companies: InquiryCompany[];
}

/** One company's answer to one product. */
export interface InquiryQuoteLine {
  item_id: number;
  company_id: number;
  unit_price: string;
  note: string;
}

export interface InquiryDetail extends InquirySummary {
  /** who is reading: the inquirer, or a company it was sent to (only that company's rows are included) */
  viewer: 'buyer' | 'company';
  user_phone: string;
  /** buyer: every company's lines; company: its own */
  quotes: InquiryQuoteLine[];
}

/** An inquiry as a company received it (/MyInquiryCompany). */
export interface ReceivedInquiry extends InquirySummary {
  company_id: number;
  company_name: string;
  quoted: 0 | 1;
}

export interface CompareCell {
  company_id: number;
  /** null: this company did not price this product */
  unit_price: string | null;
  subtotal: string | null;
  note: string;
  /** the lowest unit price of the row (ties all marked) */
  cheapest: boolean;
}

export interface CompareRow {
  item_id: number;
  product_name: string;
  product_describe: string;
  quantity: number;
  expected_price: string;
  cells: CompareCell[];
}

/** The buyer's 比价表: one column per company (in the order the inquiry named them), one row per product. */
export interface InquiryComparison {
  id: number;
  order_no: string;
  create_time: string;
  user_name: string;
  companies: (InquiryCompany & { total: string | null })[];
  rows: CompareRow[];
}

// ── request schemas ─────────────────────────────────────────────────────────────────────────────

const BAD = Symbol('bad');

/** A raw JSON value (or a JSON text of one) -> T, or an issue with `message`. */
/* @__NO_SIDE_EFFECTS__ */
const parsed = <In, Out>(fn: (raw: unknown) => Out | typeof BAD, message = MSG_BAD_PARAM) =>
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

const str = (x: unknown, max: number): string | typeof BAD => {
  if (x === undefined || x === null) return '';
  if (typeof x === 'number' && Number.isFinite(x)) return String(x);
  if (typeof x !== 'string' || !isStorableText(x)) return BAD;
  return [...x.trim()].slice(0, max).join('');
};

export interface InquiryProductInput {
  product_name: string;
  product_describe?: string;
  quantity: number | string;
  expected_price?: number | string;
  /** the product picture: file items (the first counts) or its URL */
  product_img: FileRef[] | string;
}
export interface InquiryProductParsed {
  product_name: string;
  product_describe: string;
  quantity: number | string;
  expected_price: string;
  product_img: FileRef[];
}

/** product_list: an array of products or its JSON text. Values stay as sent (the spec's rules check them). */
const productList = () =>
  parsed<InquiryProductInput[] | string, InquiryProductParsed[]>((raw) => {
    if (raw === undefined || raw === null || raw === '') return [];
    if (!Array.isArray(raw) || raw.length > MAX_INQUIRY_PRODUCTS) return BAD;
    const out: InquiryProductParsed[] = [];
    for (const x of raw) {
      if (!x || typeof x !== 'object') return BAD;
      const o = x as Record<string, unknown>;
      const name = str(o.product_name, 100);
      const describe = str(o.product_describe, 500);
      const price = str(o.expected_price, 30);
      const quantity = typeof o.quantity === 'number' ? o.quantity : str(o.quantity, 12);
      if (name === BAD || describe === BAD || price === BAD || quantity === BAD) return BAD;
      const img = o.product_img;
      const files: FileRef[] = [];
      for (const f of Array.isArray(img) ? img.slice(0, 1) : img ? [img] : []) {
        const ref = readFileRef(f);
        if (!ref) return BAD;
        files.push(ref);
      }
      out.push({ product_name: name, product_describe: describe, quantity, expected_price: price, product_img: files });
    }
    return out;
  }, messages.inquiryProductsRequired);

/** company_ids: ids as an array, a comma-joined text or one number. */
const companyIds = () =>
  parsed<number[] | string | number, number[]>((raw) => {
    if (raw === undefined || raw === null || raw === '') return [];
    const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [raw];
    const out: number[] = [];
    for (const x of list) {
      const n = typeof x === 'number' ? x : typeof x === 'string' && /^\s*\d{1,10}\s*$/.test(x) ? Number(x) : NaN;
      if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647) return BAD;
      if (!out.includes(n)) out.push(n);
    }
    return out.length > MAX_INQUIRY_COMPANIES ? BAD : out;
  });

/** A unit price: up to 8 digits and 2 decimals, above 0. */
export const isUnitPrice = (s: string): boolean => /^\d{1,8}(\.\d{1,2})?$/.test(s) && Number(s) > 0;

export interface QuoteLineInput {
  item_id: number;
  unit_price: string | number;
  note?: string;
}

/** items of a quote: [{item_id, unit_price, note}]; a blank unit_price leaves that product unanswered. */
const quoteLines = () =>
  parsed<QuoteLineInput[] | string, { item_id: number; unit_price: string; note: string }[]>((raw) => {
    if (!Array.isArray(raw) || raw.length > MAX_INQUIRY_PRODUCTS) return BAD;
    const out: { item_id: number; unit_price: string; note: string }[] = [];
    for (const x of raw) {
      if (!x || typeof x !== 'object') return BAD;
      const o = x as Record<string, unknown>;
      const itemId = typeof o.item_id === 'number' ? o.item_id : Number(str(o.item_id, 12));
      const price = str(o.unit_price, 20);
      const note = str(o.note, 200);
      if (!Number.isInteger(itemId) || itemId < 1 || itemId > 2_147_483_647 || price === BAD || note === BAD) return BAD;
      if (price !== '' && !isUnitPrice(price)) return BAD;
      if (price !== '') out.push({ item_id: itemId, unit_price: price, note });
    }
    return out;
  }, MSG_UNIT_PRICE);

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const inquiriesInput = /* @__PURE__ */ (() => ({
  inquiryAdd: v.pipe(
    fields({ company_ids: companyIds(), type: optInt(), product_list: productList() }),
    rules(inquiryRules),
    v.check((p) => p.product_list.every((x) => Number(x.quantity) <= MAX_QUANTITY), MSG_QUANTITY_TOO_LARGE),
  ),
  inquiryList: fields({ ...pageFields }),
  inquiryDetails: fields({ id: id(MSG_INQUIRY_NOT_FOUND) }),
  inquiryReceivedList: fields({ ...pageFields }),
  inquiryQuote: v.pipe(
    fields({ id: id(MSG_INQUIRY_NOT_FOUND), company_id: id(MSG_INQUIRY_NOT_FOUND), note: optText(200), items: quoteLines() }),
    v.check((p) => p.items.length > 0, MSG_QUOTE_EMPTY),
  ),
  inquiryCompare: fields({ id: id(MSG_INQUIRY_NOT_FOUND) }),
}))();

type In = typeof inquiriesInput;
export type InquiryAddReq = InputOf<In['inquiryAdd']>;
export type InquiryQuoteReq = InputOf<In['inquiryQuote']>;

export const inquiries = {
  inquiryAdd: ep<In['inquiryAdd'], { id: number; order_no: string }>()({ method: 'POST', path: '/enable/add', auth: true }),
  /** the caller's own inquiries, 20 a page */
  inquiryList: ep<In['inquiryList'], Page<InquirySummary>>()({ method: 'GET', path: '/enable/getInquiryList', auth: true }),
  /** one inquiry: for its inquirer, or for a user of a company it was sent to */
  inquiryDetails: ep<In['inquiryDetails'], InquiryDetail>()({ method: 'GET', path: '/enable/details', auth: true }),
  /** the inquiries sent to the caller's companies, 20 a page */
  inquiryReceivedList: ep<In['inquiryReceivedList'], Page<ReceivedInquiry>>()({ method: 'GET', path: '/inquiry/receivedList', auth: true }),
  /** a company's answer (replaces its earlier one); valid 90 days from now */
  inquiryQuote: ep<In['inquiryQuote'], { valid_until: string }>()({ method: 'POST', path: '/inquiry/quote', auth: true }),
  /** the inquirer's 比价表 */
  inquiryCompare: ep<In['inquiryCompare'], InquiryComparison>()({ method: 'GET', path: '/inquiry/compare', auth: true }),
} as const;
