// 广告与导航 of the operations console (contract admin-ads.ts: adminAdList, adminAdSave, adminAdSort,
// adminAdDelete; 内容编辑 and 超级管理员, checked by the wiring before a handler runs). The gateway renders the
// portal's pages afresh after each change (apps/gateway app.ts), so the portal shows it at once.
import { MSG_AD_DELETED, MSG_AD_SAVED, MSG_AD_SORTED, type adminAds } from '@ws/api-sdk/contract';
import { ok, type DomainHandlers } from '../../http/handler';
import { listSlot, removeAd, saveAd, sortSlot } from './service';

export const adminAdsHandlers: DomainHandlers<typeof adminAds> = {
  /** GET /api/admin/ads/list: the slot's ads in their order. */
  adminAdList({ db, clock, payload }) {
    return listSlot(db, clock, payload.cate_value);
  },

  /** POST /api/admin/ads/save: one ad, new or changed, audited. */
  async adminAdSave({ db, clock, staff, ip, payload }) {
    return ok(await saveAd(db, clock, { staff, ip }, payload), MSG_AD_SAVED);
  },

  /** POST /api/admin/ads/sort: the slot's whole order, audited. */
  async adminAdSort({ db, clock, staff, ip, payload }) {
    return ok(await sortSlot(db, clock, { staff, ip }, payload.cate_value, payload.ids), MSG_AD_SORTED);
  },

  /** POST /api/admin/ads/delete: audited. */
  async adminAdDelete({ db, clock, staff, ip, payload }) {
    return ok(await removeAd(db, clock, { staff, ip }, payload.id), MSG_AD_DELETED);
  },
};
