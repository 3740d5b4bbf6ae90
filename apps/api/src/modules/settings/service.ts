// The platform settings (系统设置): the bank account buyers transfer to, the shipping rule, and the trade time
// limits (quote validity, unpaid-order limits, automatic confirmation of receipt). Read on every call that
// uses them, never cached in the process: a save holds from the next call on, on every server of a scaled-out
// API, without a restart (one primary-key read of a handful of rows beside a checkout's dozens). A stored
// value is taken field by field where it has the right type, the built-in value elsewhere, so a row written
// by an older release never breaks a checkout. Saving names the version the staff member read: a save read at
// an older version changes nothing and is refused (该设置已被他人修改…), so two staff never overwrite each other
// unseen.
import {
  DEFAULT_AUTO_CONFIRM_DAYS,
  MSG_SETTINGS_STALE,
  type AdminSettings,
  type SettingsSection,
  type ShippingRule,
  type TradeRules,
  type TradeTimes,
  type TransferInfo,
} from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { DomainError, fenToYuan, toFen } from '../../kernel';
import { formatChinaTime } from '../../kernel/time';
import { DEFAULT_SHIPPING, DEFAULT_TRANSFER, defaultTradeTimes, HOUR, type ShippingFen } from './defaults';
import { lockedSetting, settingRows, writeSetting, type SettingRow } from './queries';

/** The keys of platform_settings this module owns. */
export const SETTING_KEYS = ['transfer', 'shipping', 'trade'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** How long an unpaid order waits before it is cancelled, by pay_cate. */
export interface PayTimeouts {
  onlineMs: number;
  offlineMs: number;
}

/** Each field of `fallback` from `stored` where it has the same type (a finite non-negative number for numbers). */
function merged<T extends object>(stored: unknown, fallback: T): T {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return { ...fallback };
  const out: Record<string, unknown> = { ...(fallback as Record<string, unknown>) };
  for (const [k, d] of Object.entries(fallback)) {
    const s = (stored as Record<string, unknown>)[k];
    if (typeof d === 'string' && typeof s === 'string') out[k] = s;
    else if (typeof d === 'number' && typeof s === 'number' && Number.isFinite(s) && s >= 0) out[k] = s;
  }
  return out as T;
}

const defaults = (): { transfer: TransferInfo; shipping: ShippingFen; trade: TradeTimes } => ({
  transfer: DEFAULT_TRANSFER,
  shipping: DEFAULT_SHIPPING,
  trade: defaultTradeTimes(),
});

async function readValues<K extends SettingKey>(db: Db, keys: readonly K[]): Promise<{ rows: Map<string, SettingRow>; values: Pick<ReturnType<typeof defaults>, K> }> {
  const rows = new Map((await settingRows(db, keys)).map((r) => [r.key, r]));
  const d = defaults();
  const values = Object.fromEntries(keys.map((k) => [k, merged(rows.get(k)?.value, d[k])])) as Pick<ReturnType<typeof defaults>, K>;
  return { rows, values };
}

/** The account on /offline (GET /api/transfer/info). */
export async function transferInfo(db: Db): Promise<TransferInfo> {
  return (await readValues(db, ['transfer'])).values.transfer;
}

/** The shipping rule in fen, as checkout prices with it. */
export async function shippingRule(db: Db): Promise<ShippingFen> {
  return (await readValues(db, ['shipping'])).values.shipping;
}

/** Days a quote stays valid (the cart's 报价单, a supplier's answer to an inquiry). */
export async function quoteValidDays(db: Db): Promise<number> {
  return (await readValues(db, ['trade'])).values.trade.quote_valid_days;
}

/**
 * Days after delivery (the 签收 scan) before a shipped order is confirmed received automatically: the trade
 * section's auto_confirm_days, else 10 (a trade row saved before the field existed has none). A stored value
 * that is not a whole number of at least 1 day also reads as 10: merged lets any non-negative number through,
 * and 0 days would confirm an order the moment it is signed for.
 */
export async function autoConfirmDays(db: Db): Promise<number> {
  const days = (await readValues(db, ['trade'])).values.trade.auto_confirm_days;
  return Number.isInteger(days) && days >= 1 ? days : DEFAULT_AUTO_CONFIRM_DAYS;
}

/** The unpaid-order limits a new order gets. */
export async function payTimeouts(db: Db): Promise<PayTimeouts> {
  const { trade } = (await readValues(db, ['trade'])).values;
  return { onlineMs: trade.unpaid_online_hours * HOUR, offlineMs: trade.unpaid_offline_hours * HOUR };
}

export const shippingInYuan = (s: ShippingFen): ShippingRule => ({ free_from: fenToYuan(s.freeFromFen), base: fenToYuan(s.baseFen), remote: fenToYuan(s.remoteFen) });
export const shippingInFen = (s: ShippingRule): ShippingFen => ({ freeFromFen: toFen(s.free_from), baseFen: toFen(s.base), remoteFen: toFen(s.remote) });

/** GET /api/settings/trade: what the mall shows. */
export async function tradeRules(db: Db): Promise<TradeRules> {
  const { values } = await readValues(db, ['shipping', 'trade']);
  return { shipping: shippingInYuan(values.shipping), quote_valid_days: values.trade.quote_valid_days };
}

const section = <T>(value: T, row: SettingRow | undefined): SettingsSection<T> => ({
  value,
  version: row?.version ?? 0,
  updated_time: row ? formatChinaTime(row.updatedAt) : '',
  updated_by: row?.updatedBy ?? '',
});

/** 系统设置 as the console reads it: every section with its version and last change. */
export async function adminSettings(db: Db): Promise<AdminSettings> {
  const { rows, values } = await readValues(db, SETTING_KEYS);
  return {
    transfer: section(values.transfer, rows.get('transfer')),
    shipping: section(shippingInYuan(values.shipping), rows.get('shipping')),
    trade: section(values.trade, rows.get('trade')),
  };
}

type Stored = { transfer: TransferInfo; shipping: ShippingFen; trade: TradeTimes };

/**
 * Save one section inside the caller's transaction `tx` (which also writes its audit row), if it is still at
 * `version`. Answers the value before and after and the new version; 该设置已被他人修改… when another save
 * came first. The section's row is locked for the read of "before", so the audit shows what was replaced.
 * `value` may be a function of "before" (read under that lock), for a save that keeps a field the caller left out.
 */
export async function saveSetting<K extends SettingKey>(
  tx: Db,
  key: K,
  value: Stored[K] | ((before: Stored[K]) => Stored[K]),
  version: number,
  staffId: number | null,
  now: Date,
): Promise<{ before: Stored[K]; after: Stored[K]; version: number }> {
  const current = await lockedSetting(tx, key);
  if ((current?.version ?? 0) !== version) throw new DomainError(MSG_SETTINGS_STALE);
  const before = merged(current?.value, defaults()[key]) as Stored[K];
  const after = typeof value === 'function' ? value(before) : value;
  const saved = await writeSetting(tx, key, after, version, staffId, now);
  if (saved === null) throw new DomainError(MSG_SETTINGS_STALE);
  return { before, after, version: saved };
}

/** The section as the console reads it after a save. */
export async function adminSection<K extends SettingKey>(db: Db, key: K): Promise<AdminSettings[K]> {
  return (await adminSettings(db))[key];
}
