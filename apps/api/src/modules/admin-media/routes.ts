// 媒体管理 of the operations console (contract admin-media.ts: adminMediaList, adminMediaInfo, adminMediaSave,
// adminMediaStatus; 内容编辑 and 超级管理员, checked by the wiring before a handler runs).
import { ADMIN_PAGE_SIZE, MSG_MEDIA_OFFLINE, MSG_MEDIA_ONLINE, MSG_MEDIA_SAVED, type adminMedia } from '@ws/api-sdk/contract';
import { paging } from '../../db/paging';
import { ok, type DomainHandlers } from '../../http/handler';
import { isStorableFileUrl, staffFileCaller } from '../uploads';
import { listMedia, mediaDetail, saveMedia, setMediaStatus } from './service';

export const adminMediaHandlers: DomainHandlers<typeof adminMedia> = {
  /** GET /api/admin/media/list: 20 a page, newest first. */
  adminMediaList({ db, payload }) {
    return listMedia(db, { kind: payload.kind, status: payload.status, keyword: payload.keyword }, paging(payload, ADMIN_PAGE_SIZE));
  },

  /** GET /api/admin/media/info: one item whole. */
  adminMediaInfo({ db, payload }) {
    return mediaDetail(db, payload.id);
  },

  /** POST /api/admin/media/save: the intro's images pass as the form's files do (this site's storage). */
  async adminMediaSave({ db, clock, staff, ip, payload, request }) {
    const settings = request.server.objectStorage;
    const saved = await saveMedia(db, clock, { staff, ip }, payload, (src) => isStorableFileUrl(settings, staffFileCaller(staff.id), src));
    return ok(saved, MSG_MEDIA_SAVED);
  },

  /** POST /api/admin/media/status: 上线 / 下线. */
  async adminMediaStatus({ db, clock, staff, ip, payload }) {
    const saved = await setMediaStatus(db, clock, { staff, ip }, payload.id, payload.status);
    return ok(saved, payload.status === 2 ? MSG_MEDIA_OFFLINE : MSG_MEDIA_ONLINE);
  },
};
