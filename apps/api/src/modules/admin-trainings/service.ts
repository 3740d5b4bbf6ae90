// 培训管理 of the operations console: the list, one training whole, its save (new or changed) and its
// sign-ups. The intro is the portal's rich text (/trainInfo renders it with RichText), so it is stored only as
// the listings' sanitizer rebuilds it, after a link with a script scheme has been refused outright (as 文章管理
// does). The category must be one of the training menu's. Each change writes its audit row (before and
// after) in the same transaction.
import {
  MSG_TRAINING_CATE_REQUIRED,
  MSG_TRAINING_MISSING_ADMIN,
  MSG_TRAINING_UNSAFE_LINK,
  type AdminTrainingDetail,
  type AdminTrainingItem,
  type AdminTrainingSignups,
  type Page,
  type PayloadOf,
} from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { DomainError, fileRef, formatChinaTime, type Clock } from '../../kernel';
import { displayTime } from '../../kernel/time';
import { hasUnsafeLink } from '@ws/validators';
import { recordAudit, type AuditActor } from '../audit';
import { sanitizeRichText } from '../listings';
import { summaryCreate, summaryUpdate } from './messages';
import {
  adminTrainingPage,
  insertTraining,
  isTrainCategory,
  signupPage,
  trainingRowForUpdate,
  trainingWithCategory,
  updateTraining,
  type TrainingRow,
  type TrainingWrite,
} from './queries';

interface By {
  staff: AuditActor;
  ip: string;
}

type SaveInput = PayloadOf<'adminTrainingSave'>;

/** What the audit log keeps of a training, before and after a change. */
const state = (t: TrainingRow) => ({
  name: t.name,
  cate_id: t.cateId,
  price: t.price,
  start_time: displayTime(t.startTime),
  end_time: displayTime(t.endTime),
  cover: t.cover,
  intro: t.intro,
});

/** adminTrainingList: one page of the console's list. */
export function listTrainings(db: Db, q: { cateId: number | null; keyword: string }, page: Paging): Promise<Page<AdminTrainingItem>> {
  return adminTrainingPage(db, { ...q, keyword: q.keyword.trim() }, page);
}

/** adminTrainingInfo: every field of one training. */
export async function trainingInfo(db: Db, id: number): Promise<AdminTrainingDetail> {
  const row = await trainingWithCategory(db, id);
  if (!row) throw new DomainError(MSG_TRAINING_MISSING_ADMIN);
  const { t, cateName } = row;
  return {
    id: t.id,
    name: t.name,
    cate_id: t.cateId,
    cate_name: cateName ?? '',
    price: t.price,
    start_time: displayTime(t.startTime),
    end_time: displayTime(t.endTime),
    intro: t.intro,
    cover: fileRef(t.cover),
    create_time: displayTime(t.createTime),
  };
}

/** adminTrainingSave: a new training or a change of one; the intro sanitized, audited. Answers it as stored. */
export async function saveTraining(db: Db, clock: Clock, by: By, input: SaveInput, imageAllowed: (src: string) => boolean): Promise<AdminTrainingDetail> {
  if (hasUnsafeLink(input.intro)) throw new DomainError(MSG_TRAINING_UNSAFE_LINK);
  if (input.cate_id === null || !(await isTrainCategory(db, input.cate_id))) throw new DomainError(MSG_TRAINING_CATE_REQUIRED);
  const values: Omit<TrainingWrite, 'createTime'> = {
    name: input.name,
    cateId: input.cate_id,
    price: input.price,
    startTime: input.start_time,
    endTime: input.end_time,
    intro: sanitizeRichText(input.intro, { imageAllowed }),
    cover: input.cover[0]?.FileUrl ?? null,
  };
  const id = await db.transaction(async (tx) => {
    const before = input.id === null ? null : await trainingRowForUpdate(tx, input.id);
    if (input.id !== null && !before) throw new DomainError(MSG_TRAINING_MISSING_ADMIN);
    const after = before ? await updateTraining(tx, before.id, values) : await insertTraining(tx, { ...values, createTime: formatChinaTime(clock.now()) });
    if (!after) throw new DomainError(MSG_TRAINING_MISSING_ADMIN);
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: clock.now(),
      action: before ? 'training.update' : 'training.create',
      targetKind: 'training',
      targetId: after.id,
      summary: before ? summaryUpdate(after) : summaryCreate(after),
      before: before ? state(before) : undefined,
      after: state(after),
    });
    return after.id;
  });
  return trainingInfo(db, id);
}

/** adminTrainingSignups: one page of a training's sign-ups, the training named. */
export async function trainingSignups(db: Db, id: number, ispay: -1 | 0 | 1 | 2, page: Paging): Promise<AdminTrainingSignups> {
  const row = await trainingWithCategory(db, id);
  if (!row) throw new DomainError(MSG_TRAINING_MISSING_ADMIN);
  const list = await signupPage(db, id, ispay, page);
  return { ...list, training: { id: row.t.id, name: row.t.name, price: row.t.price } };
}
