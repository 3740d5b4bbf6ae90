// 系统设置 of the operations console (超级管理员 only): the bank account buyers transfer to (/offline), the shipping
// rule, the trade time limits (quote validity, unpaid-order limits, automatic confirmation of receipt), and
// the express companies merchants ship with. Each section is saved on its own with the version it was read
// at, so two staff editing the same section never overwrite each other unseen (the second is told to read it
// again); every change is written to the audit log with the values before and after, and holds from the next
// call on, without a restart. The unpaid-order limits apply to orders placed after the change: a buyer keeps
// the limit they were shown. The days before a delivered order is confirmed received apply to every order the
// next sweep looks at.
import * as v from 'valibot';
import type { DictEntry } from './dictionaries';
import { ep } from './endpoint-def';
import type { Items } from './envelope';
import type { TransferInfo } from './orders';
import { fields, none, optId, optInt, optText, type InputOf, type Schema } from './schema';
import type { ShippingRule } from './settings';

export const MSG_SETTINGS_SAVED = '保存成功';
export const MSG_SETTINGS_STALE = '该设置已被他人修改，请刷新后再改';
export const MSG_TRANSFER_COMPANY_REQUIRED = '请填写收款单位';
export const MSG_TRANSFER_ACCOUNT_BAD = '银行账号应为 8 至 30 位数字（可含空格）';
export const MSG_TRANSFER_BANK_REQUIRED = '请填写开户银行';
export const MSG_TRANSFER_CNAPS_BAD = '联行号应为 12 位数字';
export const MSG_TRANSFER_TAX_ID_BAD = '纳税人识别号应为 18 位统一社会信用代码';
export const MSG_TRANSFER_PHONE_REQUIRED = '请填写联系电话';
export const MSG_TRANSFER_ADDRESS_REQUIRED = '请填写地址';
export const MSG_SHIPPING_AMOUNT_BAD = '请填写正确的金额（0 至 9999.99，最多两位小数）';
export const MSG_QUOTE_DAYS_BAD = '报价有效期应为 1 至 365 天';
export const MSG_UNPAID_ONLINE_BAD = '在线支付时限应为 1 至 168 小时';
export const MSG_UNPAID_OFFLINE_BAD = '线下转账时限应为 24 至 720 小时';
export const MSG_AUTO_CONFIRM_DAYS_BAD = '自动确认收货应为 1 至 30 天';
export const MSG_EXPRESS_NAME_REQUIRED = '请填写快递公司名称';
export const MSG_EXPRESS_CODE_BAD = '快递公司编码为 1 至 20 位字母、数字或下划线';
export const MSG_EXPRESS_CODE_TAKEN = '该快递公司编码已存在';
export const MSG_EXPRESS_SORT_BAD = '排序应为 0 至 9999 的整数';
export const MSG_EXPRESS_MISSING = '快递公司不存在';
export const MSG_EXPRESS_SAVED = '保存成功';
export const MSG_EXPRESS_REMOVED = '已删除';
export const MSG_EXPRESS_LAST = '至少保留一家快递公司';

/** The limits the forms and the server share. */
export const QUOTE_DAYS_RANGE = { min: 1, max: 365 } as const;
export const UNPAID_ONLINE_HOURS_RANGE = { min: 1, max: 168 } as const;
export const UNPAID_OFFLINE_HOURS_RANGE = { min: 24, max: 720 } as const;
export const AUTO_CONFIRM_DAYS_RANGE = { min: 1, max: 30 } as const;
/** Days after the 签收 scan before a delivered order is confirmed received, until 系统设置 says otherwise. */
export const DEFAULT_AUTO_CONFIRM_DAYS = 10;
export const EXPRESS_SORT_MAX = 9999;
export const EXPRESS_CODE_PATTERN = /^[A-Za-z0-9_]{1,20}$/;

/** Bank account: 8–30 digits, spaces allowed between groups. */
export const isBankAccount = (s: string): boolean => /^[\d ]+$/.test(s) && /^\d{8,30}$/.test(s.replace(/ /g, ''));
/** CNAPS (联行号): 12 digits. */
export const isCnaps = (s: string): boolean => /^\d{12}$/.test(s);
/** 统一社会信用代码: 18 characters of its alphabet (no I, O, S, V, Z). */
export const isCreditCode = (s: string): boolean => /^[0-9A-HJ-NPQRTUWXY]{18}$/.test(s.toUpperCase());
/** A shipping amount as typed: 0 or more yuan, at most 2 decimals, below 10,000. */
export const isShippingAmount = (s: string): boolean => /^\d{1,4}(?:\.\d{1,2})?$/.test(s);
const within = (n: number | undefined, r: { min: number; max: number }) => n !== undefined && Number.isInteger(n) && n >= r.min && n <= r.max;

/** The unpaid-order limits, the quote validity and the automatic confirmation of receipt. */
export interface TradeTimes {
  quote_valid_days: number;
  /** hours an order paid by QR code waits for its payment */
  unpaid_online_hours: number;
  /** hours an order paid by bank transfer waits for the transfer */
  unpaid_offline_hours: number;
  /** days after the parcel is signed for (签收) before the order is confirmed received for the buyer */
  auto_confirm_days: number;
}

/** One section as saved: its value, its version (0: never saved, the built-in value) and who saved it last. */
export interface SettingsSection<T> {
  value: T;
  version: number;
  /** 'YYYY-MM-DD HH:mm:ss', '' while never saved */
  updated_time: string;
  /** the staff account that saved it last, '' while never saved */
  updated_by: string;
}

/** 系统设置 as the console reads it. */
export interface AdminSettings {
  transfer: SettingsSection<TransferInfo>;
  shipping: SettingsSection<ShippingRule>;
  trade: SettingsSection<TradeTimes>;
}

/** The audit log's action names of 系统设置. */
export const SETTINGS_AUDIT_ACTIONS = {
  transfer: 'settings.transfer',
  shipping: 'settings.shipping',
  trade: 'settings.trade',
  expressAdd: 'settings.express.add',
  expressUpdate: 'settings.express.update',
  expressRemove: 'settings.express.remove',
} as const;

const version = () => optInt();

/**
 * auto_confirm_days of a trade save. Left out, the stored value stays: a console opened before the field
 * existed (and any other caller of the save) still saves the other limits without resetting it. Sent, it
 * must be a whole number — anything else becomes NaN, so the range check answers its own message instead
 * of the value being dropped as optInt would.
 */
const optDays = () =>
  v.pipe(
    v.unknown(),
    v.transform((raw): number | undefined => {
      if (raw === undefined || raw === null) return undefined;
      if (typeof raw === 'number') return raw;
      return typeof raw === 'string' && /^\d{1,6}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
    }),
  ) as unknown as Schema<number | undefined, number | undefined>;
const versionOk = (n: number | undefined) => n !== undefined && Number.isInteger(n) && n >= 0;

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const adminSettingsInput = /* @__PURE__ */ (() => ({
  adminSettings: none(),
  adminSettingsTransfer: v.pipe(
    fields({
      version: version(),
      company: optText(60),
      bank_account: optText(40),
      bank: optText(60),
      cnaps: optText(20),
      duty_paragraph: optText(30),
      phone: optText(30),
      address: optText(100),
      remarks: optText(200),
    }),
    v.check((i) => versionOk(i.version), MSG_SETTINGS_STALE),
    v.check((i) => i.company !== '', MSG_TRANSFER_COMPANY_REQUIRED),
    v.check((i) => isBankAccount(i.bank_account), MSG_TRANSFER_ACCOUNT_BAD),
    v.check((i) => i.bank !== '', MSG_TRANSFER_BANK_REQUIRED),
    v.check((i) => isCnaps(i.cnaps), MSG_TRANSFER_CNAPS_BAD),
    v.check((i) => isCreditCode(i.duty_paragraph), MSG_TRANSFER_TAX_ID_BAD),
    v.check((i) => i.phone !== '', MSG_TRANSFER_PHONE_REQUIRED),
    v.check((i) => i.address !== '', MSG_TRANSFER_ADDRESS_REQUIRED),
  ),
  adminSettingsShipping: v.pipe(
    fields({ version: version(), free_from: optText(12), base: optText(12), remote: optText(12) }),
    v.check((i) => versionOk(i.version), MSG_SETTINGS_STALE),
    v.check((i) => [i.free_from, i.base, i.remote].every(isShippingAmount), MSG_SHIPPING_AMOUNT_BAD),
  ),
  adminSettingsTrade: v.pipe(
    fields({ version: version(), quote_valid_days: optInt(), unpaid_online_hours: optInt(), unpaid_offline_hours: optInt(), auto_confirm_days: optDays() }),
    v.check((i) => versionOk(i.version), MSG_SETTINGS_STALE),
    v.check((i) => within(i.quote_valid_days, QUOTE_DAYS_RANGE), MSG_QUOTE_DAYS_BAD),
    v.check((i) => within(i.unpaid_online_hours, UNPAID_ONLINE_HOURS_RANGE), MSG_UNPAID_ONLINE_BAD),
    v.check((i) => within(i.unpaid_offline_hours, UNPAID_OFFLINE_HOURS_RANGE), MSG_UNPAID_OFFLINE_BAD),
    v.check((i) => i.auto_confirm_days === undefined || within(i.auto_confirm_days, AUTO_CONFIRM_DAYS_RANGE), MSG_AUTO_CONFIRM_DAYS_BAD),
  ),
  adminExpressList: none(),
  adminExpressSave: v.pipe(
    fields({ dict_code: optId(), dict_value: optText(20), dict_label: optText(30), dict_sort: optInt() }),
    v.check((i) => i.dict_label !== '', MSG_EXPRESS_NAME_REQUIRED),
    v.check((i) => EXPRESS_CODE_PATTERN.test(i.dict_value), MSG_EXPRESS_CODE_BAD),
    v.check((i) => i.dict_sort === undefined || within(i.dict_sort, { min: 0, max: EXPRESS_SORT_MAX }), MSG_EXPRESS_SORT_BAD),
  ),
  adminExpressRemove: fields({ dict_code: optId() }),
}))();

type In = typeof adminSettingsInput;
export type AdminSettingsTransferReq = InputOf<In['adminSettingsTransfer']>;
export type AdminSettingsShippingReq = InputOf<In['adminSettingsShipping']>;
export type AdminSettingsTradeReq = InputOf<In['adminSettingsTrade']>;
export type AdminExpressSaveReq = InputOf<In['adminExpressSave']>;
export type AdminExpressRemoveReq = InputOf<In['adminExpressRemove']>;

// Built inside a pure call: an app that never calls the console (the site apps) drops the table.
export const adminSettings = /* @__PURE__ */ (() =>
  ({
  /** GET /api/admin/settings: every section with its version and last change */
  adminSettings: ep<In['adminSettings'], AdminSettings>()({ method: 'GET', path: '/admin/settings', auth: false, staff: ['super'] }),
  /** POST /api/admin/settings/transfer {version, company, bank_account, bank, cnaps, duty_paragraph, phone, address, remarks}: the account on /offline; 该设置已被他人修改… when version is not the current one */
  adminSettingsTransfer: ep<In['adminSettingsTransfer'], SettingsSection<TransferInfo>>()({ method: 'POST', path: '/admin/settings/transfer', auth: false, staff: ['super'] }),
  /** POST /api/admin/settings/shipping {version, free_from, base, remote} (yuan) */
  adminSettingsShipping: ep<In['adminSettingsShipping'], SettingsSection<ShippingRule>>()({ method: 'POST', path: '/admin/settings/shipping', auth: false, staff: ['super'] }),
  /** POST /api/admin/settings/trade {version, quote_valid_days, unpaid_online_hours, unpaid_offline_hours, auto_confirm_days (left out: kept as stored)} */
  adminSettingsTrade: ep<In['adminSettingsTrade'], SettingsSection<TradeTimes>>()({ method: 'POST', path: '/admin/settings/trade', auth: false, staff: ['super'] }),
  /** GET /api/admin/settings/express: every express company merchants may choose, in their order */
  adminExpressList: ep<In['adminExpressList'], Items<DictEntry>>()({ method: 'GET', path: '/admin/settings/express', auth: false, staff: ['super'] }),
  /** POST /api/admin/settings/express/save {dict_code (absent: a new one), dict_value (code), dict_label (name), dict_sort}: 该快递公司编码已存在 / 快递公司不存在 */
  adminExpressSave: ep<In['adminExpressSave'], DictEntry>()({ method: 'POST', path: '/admin/settings/express/save', auth: false, staff: ['super'] }),
  /** POST /api/admin/settings/express/remove {dict_code}: merchants no longer offered it (shipments already made keep its name); 至少保留一家快递公司 */
  adminExpressRemove: ep<In['adminExpressRemove'], { dict_code: number }>()({ method: 'POST', path: '/admin/settings/express/remove', auth: false, staff: ['super'] }),
  }) as const)();
