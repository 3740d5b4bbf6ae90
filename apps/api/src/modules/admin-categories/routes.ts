// 分类管理 of the operations console (contract admin-categories.ts: adminCategoryTree, adminCategorySave,
// adminCategorySort, adminCategoryDelete; 内容编辑 and 超级管理员, checked by the wiring before a handler runs).
// The gateway renders the portal's pages afresh after each change (apps/gateway app.ts), so the portal
// shows it at once.
import { MSG_CATEGORY_DELETED, MSG_CATEGORY_SAVED, MSG_CATEGORY_SORTED, type adminCategories } from '@ws/api-sdk/contract';
import { ok, type DomainHandlers } from '../../http/handler';
import { listGroup, removeCategory, saveCategory, sortSiblings } from './service';

export const adminCategoriesHandlers: DomainHandlers<typeof adminCategories> = {
  /** GET /api/admin/categories/tree: the group's categories in their order. */
  adminCategoryTree({ db, payload }) {
    return listGroup(db, payload.p_cate_value);
  },

  /** POST /api/admin/categories/save: one category, new or changed, audited. */
  async adminCategorySave({ db, clock, staff, ip, payload }) {
    return ok(await saveCategory(db, clock, { staff, ip }, payload), MSG_CATEGORY_SAVED);
  },

  /** POST /api/admin/categories/sort: one parent's children's whole order, audited. */
  async adminCategorySort({ db, clock, staff, ip, payload }) {
    return ok(await sortSiblings(db, clock, { staff, ip }, payload.p_cate_value, payload.parent_id ?? 0, payload.ids), MSG_CATEGORY_SORTED);
  },

  /** POST /api/admin/categories/delete: audited. */
  async adminCategoryDelete({ db, clock, staff, ip, payload }) {
    return ok(await removeCategory(db, clock, { staff, ip }, payload.cate_id), MSG_CATEGORY_DELETED);
  },
};
