// 培训管理 of the operations console (内容编辑 and 超级管理员): the portal's trainings (/train, /trainInfo) —
// name, category (the train group's), price in yuan ('0' for a free one), start and end, a rich-text intro
// the server sanitizes with the portal's rules before storing, and a cover — and each training's sign-ups
// (paid / unpaid / cancelled) for the console's list and its .xlsx export. Every change is written to the
// audit log with before and after.
import * as v from 'valibot';
import { isCoverFile, isPublishTime } from './admin-articles';
import { ep } from './endpoint-def';
import type { FileRef } from './entities';
import type { Page } from './envelope';
import { fields, id, isStorableText, optId, optNumOneOf, optText, pageFields, uploadedFiles, type InputOf } from './schema';

/** The longest name and intro the console stores, in characters; the highest price, in yuan. */
export const TRAINING_LIMITS = { name: 100, intro: 100_000, price: 9_999_999.99 } as const;
/** How many sign-ups one call of the list (and so one step of the export) reads at most. */
export const TRAINING_SIGNUPS_PAGE_MAX = 100;

export const MSG_TRAINING_SAVED = '保存成功';
export const MSG_TRAINING_NAME_REQUIRED = '请填写培训名称';
export const MSG_TRAINING_NAME_TOO_LONG = `培训名称不能超过${TRAINING_LIMITS.name}个字`;
export const MSG_TRAINING_CATE_REQUIRED = '请选择培训分类';
export const MSG_TRAINING_PRICE_REQUIRED = '请填写价格（免费填 0）';
export const MSG_TRAINING_PRICE_NEGATIVE = '价格不能为负数';
export const MSG_TRAINING_PRICE_BAD = '价格应为数字，最多两位小数，且不超过 9999999.99 元';
export const MSG_TRAINING_START_BAD = '开始时间格式应为 YYYY-MM-DD HH:mm:ss';
export const MSG_TRAINING_END_BAD = '结束时间格式应为 YYYY-MM-DD HH:mm:ss';
export const MSG_TRAINING_END_BEFORE_START = '结束时间不能早于开始时间';
export const MSG_TRAINING_INTRO_TOO_LONG = `培训介绍不能超过${TRAINING_LIMITS.intro}个字符`;
export const MSG_TRAINING_COVER_BAD = '封面仅支持 JPG、PNG、GIF、WEBP 图片';
export const MSG_TRAINING_UNSAFE_LINK = '培训介绍中的链接只能是 http(s)、mailto、tel 或本站地址';
export const MSG_TRAINING_MISSING_ADMIN = '培训不存在';

/** A sign-up's state as the console shows it. */
export type TrainingSignupStatus = 'unpaid' | 'paid' | 'cancelled';
export const TRAINING_SIGNUP_STATUS_LABELS: Record<TrainingSignupStatus, string> = { unpaid: '未支付', paid: '已支付', cancelled: '已取消' };

/** The price as typed: '' / negative / malformed answer their own message, null when it is a price. */
export const trainingPriceProblem = (s: string): string | null => {
  const t = s.trim();
  if (t === '') return MSG_TRAINING_PRICE_REQUIRED;
  if (/^-\s*\d/.test(t)) return MSG_TRAINING_PRICE_NEGATIVE;
  if (!/^\d{1,7}(?:\.\d{1,2})?$/.test(t)) return MSG_TRAINING_PRICE_BAD;
  return null;
};

/** A required 'YYYY-MM-DD HH:mm:ss' that names a real time. */
export const isTrainingTime = (s: string): boolean => s !== '' && isPublishTime(s);

/** One training in 培训管理's list. */
export interface AdminTrainingItem {
  id: number;
  name: string;
  cate_id: number | null;
  cate_name: string;
  /** yuan, '0.00' for a free one */
  price: string;
  start_time: string;
  end_time: string;
  create_time: string;
  /** sign-ups not cancelled, and of them the paid ones */
  signups: number;
  paid: number;
}

/** One training whole, as the editor loads it. */
export interface AdminTrainingDetail {
  id: number;
  name: string;
  cate_id: number | null;
  cate_name: string;
  price: string;
  start_time: string;
  end_time: string;
  intro: string;
  cover: FileRef | null;
  create_time: string;
}

/** One sign-up of a training, as the console lists and exports it (the member's mobile and the phone masked). */
export interface AdminTrainingSignup {
  id: number;
  /** the member's account mobile, masked in the middle */
  member: string;
  real_name: string;
  /** the sign-up's contact phone, masked in the middle */
  phone: string;
  company: string;
  /** yuan, what the sign-up is paid (or to be paid) with */
  amount: string;
  status: TrainingSignupStatus;
  create_time: string;
  /** when it was paid, '' when it is not */
  paid_time: string;
}

/** A training's sign-ups: the training named, one page of them. */
export interface AdminTrainingSignups extends Page<AdminTrainingSignup> {
  training: { id: number; name: string; price: string };
}

/** Text up to `max` characters; one more is refused with `tooLong` rather than cut unseen. */
const limited = (max: number, tooLong: string) =>
  v.pipe(
    optText(max + 1),
    v.check((s) => [...s].length <= max, tooLong),
  );

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const adminTrainingsInput = /* @__PURE__ */ (() => ({
  adminTrainingList: fields({
    ...pageFields,
    cate_id: optId(),
    /** in the name */
    keyword: optText(50),
  }),
  adminTrainingInfo: fields({ id: id(MSG_TRAINING_MISSING_ADMIN) }),
  adminTrainingSave: v.pipe(
    fields({
      /** absent: a new training */
      id: optId(),
      name: v.pipe(limited(TRAINING_LIMITS.name, MSG_TRAINING_NAME_TOO_LONG), v.check((s) => s !== '', MSG_TRAINING_NAME_REQUIRED)),
      cate_id: v.pipe(optId(), v.check((n) => n !== null, MSG_TRAINING_CATE_REQUIRED)),
      /** yuan as typed: '0' for a free training */
      price: v.pipe(
        v.unknown(),
        v.transform((raw) => (typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : '')),
        v.check((s) => trainingPriceProblem(s) === null, (issue) => trainingPriceProblem(String(issue.input)) ?? MSG_TRAINING_PRICE_BAD),
      ) as unknown as v.GenericSchema<string | number | undefined, string>,
      start_time: v.pipe(optText(30), v.check(isTrainingTime, MSG_TRAINING_START_BAD)),
      end_time: v.pipe(optText(30), v.check(isTrainingTime, MSG_TRAINING_END_BAD)),
      intro: v.pipe(
        v.unknown(),
        v.check((raw) => raw === undefined || raw === null || (typeof raw === 'string' && isStorableText(raw)), MSG_TRAINING_INTRO_TOO_LONG),
        v.transform((raw) => (typeof raw === 'string' ? raw.trim() : '')),
        v.check((s) => s.length <= TRAINING_LIMITS.intro, MSG_TRAINING_INTRO_TOO_LONG),
      ) as unknown as v.GenericSchema<string | undefined, string>,
      cover: v.pipe(uploadedFiles(1, { message: MSG_TRAINING_COVER_BAD }), v.check((files) => files.every((f) => isCoverFile(f.FileUrl)), MSG_TRAINING_COVER_BAD)),
    }),
    v.check((t) => t.end_time >= t.start_time, MSG_TRAINING_END_BEFORE_START),
  ),
  adminTrainingSignups: fields({
    ...pageFields,
    id: id(MSG_TRAINING_MISSING_ADMIN),
    /** -1 (or absent): every sign-up; 1 paid; 0 unpaid; 2 cancelled */
    ispay: optNumOneOf([-1, 0, 1, 2] as const, -1),
  }),
}))();

type In = typeof adminTrainingsInput;
export type AdminTrainingListReq = InputOf<In['adminTrainingList']>;
export type AdminTrainingSaveReq = InputOf<In['adminTrainingSave']>;
export type AdminTrainingSignupsReq = InputOf<In['adminTrainingSignups']>;

// Built inside a pure call: an app that never calls the console (the site apps) drops the table.
export const adminTrainings = /* @__PURE__ */ (() =>
  ({
  /** GET /api/admin/trainings/list {cate_id, keyword (name), pageNum, pageSize}: newest first, with sign-up counts */
  adminTrainingList: ep<In['adminTrainingList'], Page<AdminTrainingItem>>()({ method: 'GET', path: '/admin/trainings/list', auth: false, staff: ['editor'] }),
  /** GET /api/admin/trainings/info {id}: every field */
  adminTrainingInfo: ep<In['adminTrainingInfo'], AdminTrainingDetail>()({ method: 'GET', path: '/admin/trainings/info', auth: false, staff: ['editor'] }),
  /** POST /api/admin/trainings/save {id?, name, cate_id, price, start_time, end_time, intro, cover}: the intro sanitized, audited */
  adminTrainingSave: ep<In['adminTrainingSave'], AdminTrainingDetail>()({ method: 'POST', path: '/admin/trainings/save', auth: false, staff: ['editor'] }),
  /** GET /api/admin/trainings/signups {id, ispay -1 all | 0 | 1 | 2, pageNum, pageSize ≤ 100}: newest first, phones masked */
  adminTrainingSignups: ep<In['adminTrainingSignups'], AdminTrainingSignups>()({ method: 'GET', path: '/admin/trainings/signups', auth: false, staff: ['editor'] }),
  }) as const)();
