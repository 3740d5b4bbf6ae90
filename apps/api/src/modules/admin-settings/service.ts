// 系统设置 of the operations console: each section saved in one transaction with its audit row (the fields that
// changed, before and after), through the settings module's versioned save, so a section saved by someone
// else since it was read changes nothing and is told; the express companies through the dictionaries
// module's edits. A save that changes nothing is answered as it is, without a row in the log.
import {
  MSG_EXPRESS_CODE_TAKEN,
  MSG_EXPRESS_LAST,
  MSG_EXPRESS_MISSING,
  SETTINGS_AUDIT_ACTIONS as ACTIONS,
  type AdminSettings,
  type DictEntry,
  type ShippingRule,
  type TradeTimes,
  type TransferInfo,
} from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../kernel';
import { recordAudit, type AuditActor } from '../audit';
import { addEntryIn, changeEntryIn, entriesOf, removeEntryIn } from '../dictionaries';
import { adminSection, adminSettings, saveSetting, shippingInFen, shippingInYuan, type SettingKey } from '../settings';
import { SUMMARY_SHIPPING, SUMMARY_TRADE, SUMMARY_TRANSFER, summaryExpressAdd, summaryExpressRemove, summaryExpressUpdate } from './messages';

interface By {
  staff: AuditActor;
  ip: string;
}

/** The fields whose values differ, as they were and as they are now. */
function changedFields<T extends object>(before: T, after: T): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of Object.keys(after) as (keyof T & string)[]) {
    if (before[k] !== after[k]) {
      b[k] = before[k];
      a[k] = after[k];
    }
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}

export const readSettings = (db: Db): Promise<AdminSettings> => adminSettings(db);

/** A section as the settings module stores it. */
type StoredOf<K extends SettingKey> = Awaited<ReturnType<typeof saveSetting<K>>>['before'];

/**
 * Save one section at `version` with its audit row. The log shows the section as the console shows it
 * (the shipping rule in yuan). Nothing changed: no save, no row, the section answered as it is (a double
 * click or a save of the form as it was read).
 */
async function saveSection<K extends SettingKey, V extends object>(
  db: Db,
  clock: Clock,
  by: By,
  key: K,
  section: { version: number; value: V; stored: Parameters<typeof saveSetting<K>>[2]; shown: (stored: StoredOf<K>) => V; summary: string },
): Promise<AdminSettings[K]> {
  await db.transaction(async (tx) => {
    const now = clock.now();
    const saved = await saveSetting(tx, key, section.stored, section.version, by.staff.id, now);
    const diff = changedFields(section.shown(saved.before), section.value);
    if (!diff) throw new Unchanged();
    await recordAudit(tx, { staff: by.staff, ip: by.ip, at: now, action: ACTIONS[key], targetKind: 'settings', targetId: key, summary: section.summary, ...diff });
  }).catch((e: unknown) => {
    if (!(e instanceof Unchanged)) throw e;
  });
  return adminSection(db, key);
}

/** Thrown inside the transaction to roll back a save that changes nothing. */
class Unchanged extends Error {}

const same = <T>(v: T) => v;

export const saveTransfer = (db: Db, clock: Clock, by: By, version: number, value: TransferInfo) =>
  saveSection(db, clock, by, 'transfer', { version, value, stored: value, shown: same, summary: SUMMARY_TRANSFER });

export const saveShipping = (db: Db, clock: Clock, by: By, version: number, value: ShippingRule) =>
  saveSection(db, clock, by, 'shipping', { version, value, stored: shippingInFen(value), shown: shippingInYuan, summary: SUMMARY_SHIPPING });

/** A trade save as sent: auto_confirm_days left out keeps the stored one (a console opened before that field existed). */
export type TradeSave = Omit<TradeTimes, 'auto_confirm_days'> & Partial<Pick<TradeTimes, 'auto_confirm_days'>>;

// A field left out is absent from `value` too, so the audit row names only the fields that were sent and changed.
export const saveTrade = (db: Db, clock: Clock, by: By, version: number, value: TradeSave) =>
  saveSection(db, clock, by, 'trade', {
    version,
    value,
    stored: (before: TradeTimes): TradeTimes => ({ ...value, auto_confirm_days: value.auto_confirm_days ?? before.auto_confirm_days }),
    shown: same,
    summary: SUMMARY_TRADE,
  });

const EXPRESS = 'express' as const;

/** Every express company merchants may choose, in their order. */
export const expressCompanies = (db: Db): Promise<DictEntry[]> => entriesOf(db, EXPRESS);

/** Add (dict_code null) or change an express company, with its audit row. */
export function saveExpress(db: Db, clock: Clock, by: By, code: number | null, e: { dict_value: string; dict_label: string; dict_sort: number }): Promise<DictEntry> {
  return db.transaction(async (tx) => {
    const at = clock.now();
    if (code === null) {
      const added = await addEntryIn(tx, { dict_type: EXPRESS, ...e }, MSG_EXPRESS_CODE_TAKEN);
      await recordAudit(tx, { staff: by.staff, ip: by.ip, at, action: ACTIONS.expressAdd, targetKind: 'express', targetId: added.dict_code, summary: summaryExpressAdd(added), after: { ...e } });
      return added;
    }
    const { before, after } = await changeEntryIn(tx, { dict_code: code, dict_type: EXPRESS, ...e }, { taken: MSG_EXPRESS_CODE_TAKEN, missing: MSG_EXPRESS_MISSING });
    const diff = changedFields(before, after);
    if (diff) await recordAudit(tx, { staff: by.staff, ip: by.ip, at, action: ACTIONS.expressUpdate, targetKind: 'express', targetId: code, summary: summaryExpressUpdate(after), ...diff });
    return after;
  });
}

/** Remove an express company (never the last), with its audit row. Shipments already made keep its name. */
export function removeExpress(db: Db, clock: Clock, by: By, code: number): Promise<DictEntry> {
  return db.transaction(async (tx) => {
    const removed = await removeEntryIn(tx, EXPRESS, code, { missing: MSG_EXPRESS_MISSING, last: MSG_EXPRESS_LAST });
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: clock.now(),
      action: ACTIONS.expressRemove,
      targetKind: 'express',
      targetId: code,
      summary: summaryExpressRemove(removed),
      before: { dict_value: removed.dict_value, dict_label: removed.dict_label, dict_sort: removed.dict_sort },
    });
    return removed;
  });
}
