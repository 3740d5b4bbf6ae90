// The training form's values, rules and payload. The rules are the server's (contract admin-trainings.ts), so
// the editor hears them before saving; the server checks them again.
import { hasUnsafeLink } from '@ws/validators/checkers';
import {
  isTrainingTime,
  MSG_TRAINING_CATE_REQUIRED,
  MSG_TRAINING_END_BAD,
  MSG_TRAINING_END_BEFORE_START,
  MSG_TRAINING_INTRO_TOO_LONG,
  MSG_TRAINING_NAME_REQUIRED,
  MSG_TRAINING_NAME_TOO_LONG,
  MSG_TRAINING_START_BAD,
  MSG_TRAINING_UNSAFE_LINK,
  TRAINING_LIMITS,
  trainingPriceProblem,
  type AdminTrainingDetail,
  type AdminTrainingSaveReq,
  type UploadedFile,
} from '@ws/api-sdk';

export interface TrainingFormValues {
  name: string;
  cate_id: string;
  price: string;
  start_time: string;
  end_time: string;
  intro: string;
  cover: UploadedFile[];
}

export const emptyTraining = (): TrainingFormValues => ({ name: '', cate_id: '', price: '', start_time: '', end_time: '', intro: '', cover: [] });

export const fromDetail = (t: AdminTrainingDetail): TrainingFormValues => ({
  name: t.name,
  cate_id: t.cate_id === null ? '' : String(t.cate_id),
  price: t.price,
  start_time: t.start_time,
  end_time: t.end_time,
  intro: t.intro,
  cover: t.cover ? [{ FileName: t.cover.FileName ?? '封面', FileUrl: t.cover.FileUrl }] : [],
});

export const trainingRules = {
  name: (v: string) => (v.trim() === '' ? MSG_TRAINING_NAME_REQUIRED : [...v.trim()].length > TRAINING_LIMITS.name ? MSG_TRAINING_NAME_TOO_LONG : null),
  cate_id: (v: string) => (v === '' ? MSG_TRAINING_CATE_REQUIRED : null),
  price: (v: string) => trainingPriceProblem(v),
  start_time: (v: string) => (isTrainingTime(v.trim()) ? null : MSG_TRAINING_START_BAD),
  end_time: (v: string, values: TrainingFormValues) => {
    if (!isTrainingTime(v.trim())) return MSG_TRAINING_END_BAD;
    return isTrainingTime(values.start_time.trim()) && v.trim() < values.start_time.trim() ? MSG_TRAINING_END_BEFORE_START : null;
  },
  intro: (v: string) => (v.length > TRAINING_LIMITS.intro ? MSG_TRAINING_INTRO_TOO_LONG : hasUnsafeLink(v) ? MSG_TRAINING_UNSAFE_LINK : null),
};

export const toPayload = (v: TrainingFormValues, id: number | null): AdminTrainingSaveReq => ({
  ...(id !== null ? { id } : {}),
  name: v.name.trim(),
  cate_id: Number(v.cate_id),
  price: v.price.trim(),
  start_time: v.start_time.trim(),
  end_time: v.end_time.trim(),
  intro: v.intro,
  cover: v.cover,
});
