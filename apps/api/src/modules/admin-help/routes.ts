// 帮助管理 of the operations console (contract admin-help.ts: adminHelpCates, adminHelpList, adminHelpInfo,
// adminHelpSave, adminHelpSort, adminHelpDelete, adminHelpCateSave, adminHelpCateDelete; 内容编辑 and
// 超级管理员, checked by the wiring before a handler runs). The gateway renders the portal's pages afresh
// after each change (apps/gateway app.ts), so the portal shows it at once.
import { MSG_HELP_DELETED, MSG_HELP_SAVED, MSG_HELP_SORTED, type adminHelp } from '@ws/api-sdk/contract';
import { ok, type DomainHandlers } from '../../http/handler';
import { isStorableFileUrl } from '../uploads';
import { helpCates, helpInfo, helpList, removeHelp, removeHelpCate, saveHelp, saveHelpCate, sortHelp } from './service';

export const adminHelpHandlers: DomainHandlers<typeof adminHelp> = {
  /** GET /api/admin/help/cates: the help categories with their items. */
  adminHelpCates({ db }) {
    return helpCates(db);
  },

  /** GET /api/admin/help/list: a category's items (or every item). */
  adminHelpList({ db, payload }) {
    return helpList(db, payload.cate_id);
  },

  /** GET /api/admin/help/info: one item whole. */
  adminHelpInfo({ db, payload }) {
    return helpInfo(db, payload.id);
  },

  /** POST /api/admin/help/save: the body's images pass as the form's files do (this site's storage). */
  async adminHelpSave({ db, clock, staff, ip, payload, request }) {
    const settings = request.server.objectStorage;
    const visitor = { userId: null, storedGuestUrls: new Set<string>() };
    return ok(await saveHelp(db, clock, { staff, ip }, payload, (src) => isStorableFileUrl(settings, visitor, src)), MSG_HELP_SAVED);
  },

  /** POST /api/admin/help/sort: a category's whole order, audited. */
  async adminHelpSort({ db, clock, staff, ip, payload }) {
    return ok(await sortHelp(db, clock, { staff, ip }, payload.cate_id, payload.ids), MSG_HELP_SORTED);
  },

  /** POST /api/admin/help/delete: audited. */
  async adminHelpDelete({ db, clock, staff, ip, payload }) {
    return ok(await removeHelp(db, clock, { staff, ip }, payload.id), MSG_HELP_DELETED);
  },

  /** POST /api/admin/help/cateSave: a help category, audited. */
  async adminHelpCateSave({ db, clock, staff, ip, payload }) {
    return ok(await saveHelpCate(db, clock, { staff, ip }, payload.cate_id, payload.cate_name), MSG_HELP_SAVED);
  },

  /** POST /api/admin/help/cateDelete: an empty help category, audited. */
  async adminHelpCateDelete({ db, clock, staff, ip, payload }) {
    return ok(await removeHelpCate(db, clock, { staff, ip }, payload.cate_id), MSG_HELP_DELETED);
  },
};
