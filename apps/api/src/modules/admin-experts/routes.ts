// 专家管理 of the operations console (contract admin-experts.ts: adminExpertList, adminExpertInfo,
// adminExpertSave, adminExpertListed, adminExpertBind; 内容编辑 and 超级管理员, checked by the wiring before a
// handler runs).
import {
  ADMIN_PAGE_SIZE,
  MSG_EXPERT_BOUND,
  MSG_EXPERT_LISTED_OFF,
  MSG_EXPERT_LISTED_ON,
  MSG_EXPERT_SAVED,
  MSG_EXPERT_UNBOUND_DONE,
  type adminExperts,
} from '@ws/api-sdk/contract';
import { paging } from '../../db/paging';
import { ok, type DomainHandlers } from '../../http/handler';
import { isStorableFileUrl, staffFileCaller } from '../uploads';
import { bindExpert, expertInfo, listExperts, saveExpert, setExpertListed } from './service';

export const adminExpertsHandlers: DomainHandlers<typeof adminExperts> = {
  /** GET /api/admin/experts/list: 20 a page, newest first. */
  adminExpertList({ db, payload }) {
    return listExperts(db, { keyword: payload.keyword, listed: payload.listed, auditStatus: payload.audit_status }, paging(payload, ADMIN_PAGE_SIZE));
  },

  /** GET /api/admin/experts/info: one expert whole. */
  adminExpertInfo({ db, payload }) {
    return expertInfo(db, payload.id);
  },

  /** POST /api/admin/experts/save: a new image must be the staff member's to store (this site's storage). */
  async adminExpertSave({ db, clock, staff, ip, payload, request }) {
    const settings = request.server.objectStorage;
    const saved = await saveExpert(db, clock, { staff, ip }, payload, (url) => isStorableFileUrl(settings, staffFileCaller(staff.id), url));
    return ok(saved, MSG_EXPERT_SAVED);
  },

  /** POST /api/admin/experts/listed: 上架 / 下架. */
  async adminExpertListed({ db, clock, staff, ip, payload }) {
    return ok(await setExpertListed(db, clock, { staff, ip }, payload.id, payload.listed), payload.listed === 1 ? MSG_EXPERT_LISTED_ON : MSG_EXPERT_LISTED_OFF);
  },

  /** POST /api/admin/experts/bind: bind to the member of the mobile ('' unbinds). */
  async adminExpertBind({ db, clock, staff, ip, payload }) {
    return ok(await bindExpert(db, clock, { staff, ip }, payload.id, payload.phone), payload.phone === '' ? MSG_EXPERT_UNBOUND_DONE : MSG_EXPERT_BOUND);
  },
};
