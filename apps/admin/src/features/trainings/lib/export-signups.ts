// The rows of a training's exported sign-ups (the header, one row per sign-up) and the file's name.
import { TRAINING_SIGNUP_STATUS_LABELS, type AdminTrainingSignup } from '@ws/api-sdk';

export const SIGNUPS_HEADER = ['报名编号', '会员', '姓名', '联系电话', '单位名称', '金额（元）', '支付状态', '报名时间', '支付时间'] as const;
export const SIGNUPS_SHEET = '报名名单';
export const MSG_SIGNUPS_NONE = '暂无可导出的报名';

export function signupRows(items: readonly AdminTrainingSignup[]): (string | number)[][] {
  return [
    [...SIGNUPS_HEADER],
    ...items.map((s) => [s.id, s.member, s.real_name, s.phone, s.company, Number(s.amount), TRAINING_SIGNUP_STATUS_LABELS[s.status], s.create_time, s.paid_time]),
  ];
}

/** 培训报名_<name>_<yyyymmdd>.xlsx, the name without characters a file name cannot hold. */
export function signupsFileName(trainingName: string, today = new Date()): string {
  const day = `${today.getFullYear()}${String(today.getMonth() + 1).padStart(2, '0')}${String(today.getDate()).padStart(2, '0')}`;
  return `培训报名_${trainingName.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60)}_${day}.xlsx`;
}
