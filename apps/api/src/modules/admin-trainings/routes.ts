// 培训管理 of the operations console (contract admin-trainings.ts: adminTrainingList, adminTrainingInfo,
// adminTrainingSave, adminTrainingSignups; 内容编辑 and 超级管理员, checked by the wiring before a handler runs).
import { ADMIN_PAGE_SIZE, MSG_TRAINING_SAVED, TRAINING_SIGNUPS_PAGE_MAX, type adminTrainings } from '@ws/api-sdk/contract';
import { paging } from '../../db/paging';
import { ok, type DomainHandlers } from '../../http/handler';
import { isStorableFileUrl, staffFileCaller } from '../uploads';
import { listTrainings, saveTraining, trainingInfo, trainingSignups } from './service';

export const adminTrainingsHandlers: DomainHandlers<typeof adminTrainings> = {
  /** GET /api/admin/trainings/list: 20 a page, newest first. */
  adminTrainingList({ db, payload }) {
    return listTrainings(db, { cateId: payload.cate_id, keyword: payload.keyword }, paging(payload, ADMIN_PAGE_SIZE));
  },

  /** GET /api/admin/trainings/info: one training whole. */
  adminTrainingInfo({ db, payload }) {
    return trainingInfo(db, payload.id);
  },

  /** POST /api/admin/trainings/save: the intro's images pass as the form's files do (this site's storage). */
  async adminTrainingSave({ db, clock, staff, ip, payload, request }) {
    const settings = request.server.objectStorage;
    const saved = await saveTraining(db, clock, { staff, ip }, payload, (src) => isStorableFileUrl(settings, staffFileCaller(staff.id), src));
    return ok(saved, MSG_TRAINING_SAVED);
  },

  /** GET /api/admin/trainings/signups: 20 a page (the export asks 100 a call), newest first. */
  adminTrainingSignups({ db, payload }) {
    return trainingSignups(db, payload.id, payload.ispay, paging(payload, ADMIN_PAGE_SIZE, TRAINING_SIGNUPS_PAGE_MAX));
  },
};
