// 系统设置 of the operations console (contract admin-settings.ts; 超级管理员 only, checked by the wiring before a
// handler runs): the sections read and saved at the version they were read, and the express companies.
import { MSG_EXPRESS_MISSING, MSG_EXPRESS_REMOVED, MSG_EXPRESS_SAVED, MSG_SETTINGS_SAVED, type adminSettings } from '@ws/api-sdk/contract';
import { DomainError } from '../../kernel';
import { ok, type DomainHandlers } from '../../http/handler';
import { expressCompanies, readSettings, removeExpress, saveExpress, saveShipping, saveTrade, saveTransfer } from './service';

export const adminSettingsHandlers: DomainHandlers<typeof adminSettings> = {
  /** GET /api/admin/settings */
  adminSettings: ({ db }) => readSettings(db),

  /** POST /api/admin/settings/transfer: the account on /offline */
  async adminSettingsTransfer({ db, clock, staff, ip, payload }) {
    const { version = 0, ...value } = payload;
    return ok(await saveTransfer(db, clock, { staff, ip }, version, value), MSG_SETTINGS_SAVED);
  },

  /** POST /api/admin/settings/shipping: the shipping rule (yuan) */
  async adminSettingsShipping({ db, clock, staff, ip, payload }) {
    const { version = 0, free_from, base, remote } = payload;
    const yuan = (s: string) => (Number(s) || 0).toFixed(2);
    return ok(await saveShipping(db, clock, { staff, ip }, version, { free_from: yuan(free_from), base: yuan(base), remote: yuan(remote) }), MSG_SETTINGS_SAVED);
  },

  /** POST /api/admin/settings/trade: quote validity, unpaid-order limits and the automatic confirmation of receipt */
  async adminSettingsTrade({ db, clock, staff, ip, payload }) {
    const { version = 0, quote_valid_days = 0, unpaid_online_hours = 0, unpaid_offline_hours = 0, auto_confirm_days } = payload;
    const value = { quote_valid_days, unpaid_online_hours, unpaid_offline_hours, ...(auto_confirm_days === undefined ? {} : { auto_confirm_days }) };
    return ok(await saveTrade(db, clock, { staff, ip }, version, value), MSG_SETTINGS_SAVED);
  },

  /** GET /api/admin/settings/express */
  adminExpressList: async ({ db }) => ({ items: await expressCompanies(db) }),

  /** POST /api/admin/settings/express/save: a new company (no dict_code) or a change */
  async adminExpressSave({ db, clock, staff, ip, payload }) {
    const entry = { dict_value: payload.dict_value, dict_label: payload.dict_label, dict_sort: payload.dict_sort ?? 0 };
    return ok(await saveExpress(db, clock, { staff, ip }, payload.dict_code, entry), MSG_EXPRESS_SAVED);
  },

  /** POST /api/admin/settings/express/remove */
  async adminExpressRemove({ db, clock, staff, ip, payload }) {
    if (payload.dict_code === null) throw new DomainError(MSG_EXPRESS_MISSING);
    const removed = await removeExpress(db, clock, { staff, ip }, payload.dict_code);
    return ok({ dict_code: removed.dict_code }, MSG_EXPRESS_REMOVED);
  },
};
