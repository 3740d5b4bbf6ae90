// What the forms of 系统设置 hold and send: every field as typed text (the day and hour limits too, so that a
// half-typed number keeps its message instead of turning into NaN), turned into the contract's request with
// the version the section was read at.
import {
  isShippingAmount,
  shippingRuleText,
  type AdminSettingsShippingReq,
  type AdminSettingsTradeReq,
  type AdminSettingsTransferReq,
  type SettingsSection,
  type ShippingRule,
  type TradeTimes,
  type TransferInfo,
} from '@ws/api-sdk';

export type TransferForm = TransferInfo;
export type ShippingForm = ShippingRule;
export type TradeForm = Record<keyof TradeTimes, string>;

export const transferForm = (v: TransferInfo): TransferForm => ({ ...v });
export const shippingForm = (v: ShippingRule): ShippingForm => ({ ...v });
export const tradeForm = (v: TradeTimes): TradeForm => ({
  quote_valid_days: String(v.quote_valid_days),
  unpaid_online_hours: String(v.unpaid_online_hours),
  unpaid_offline_hours: String(v.unpaid_offline_hours),
  auto_confirm_days: String(v.auto_confirm_days),
});

export const transferRequest = (f: TransferForm, version: number): AdminSettingsTransferReq => ({
  version,
  company: f.company.trim(),
  bank_account: f.bank_account.trim(),
  bank: f.bank.trim(),
  cnaps: f.cnaps.trim(),
  // a 统一社会信用代码 is written in capitals; the check accepts either case
  duty_paragraph: f.duty_paragraph.trim().toUpperCase(),
  phone: f.phone.trim(),
  address: f.address.trim(),
  remarks: f.remarks.trim(),
});

export const shippingRequest = (f: ShippingForm, version: number): AdminSettingsShippingReq => ({
  version,
  free_from: f.free_from.trim(),
  base: f.base.trim(),
  remote: f.remote.trim(),
});

export const tradeRequest = (f: TradeForm, version: number): AdminSettingsTradeReq => ({
  version,
  quote_valid_days: Number(f.quote_valid_days.trim()),
  unpaid_online_hours: Number(f.unpaid_online_hours.trim()),
  unpaid_offline_hours: Number(f.unpaid_offline_hours.trim()),
  auto_confirm_days: Number(f.auto_confirm_days.trim()),
});

/** The line under a section: who changed it last, or that the built-in value holds. */
export const lastChange = (s: Pick<SettingsSection<unknown>, 'version' | 'updated_time' | 'updated_by'>): string =>
  s.version === 0 ? '尚未修改，使用系统默认值' : `最近修改：${s.updated_time}${s.updated_by ? `（${s.updated_by}）` : ''}`;

/** The shipping rule as typed, in words (as the mall's 报价单 says it); null while an amount is not a valid one. */
export function shippingPreview(r: ShippingRule): string | null {
  const typed = { free_from: r.free_from.trim(), base: r.base.trim(), remote: r.remote.trim() };
  return Object.values(typed).every(isShippingAmount) ? shippingRuleText(typed) : null;
}
