// The ad form's values, rules and payload, and the moves of a slot's order. The rules are the server's
// (contract admin-ads.ts), so the editor hears them before saving; the server checks them again.
import {
  AD_LIMITS,
  adLinkError,
  isAdImage,
  isAdPeriod,
  isPublishTime,
  MSG_AD_IMAGE_BAD,
  MSG_AD_IMAGE_REQUIRED,
  MSG_AD_PERIOD_BAD,
  MSG_AD_PERIOD_ORDER,
  MSG_AD_TITLE_REQUIRED,
  MSG_AD_TITLE_TOO_LONG,
  type AdminAd,
  type AdminAdSaveReq,
  type AdSlot,
  type UploadedFile,
} from '@ws/api-sdk';

export interface AdFormValues {
  cate_value: AdSlot;
  title: string;
  image: UploadedFile[];
  link: string;
  start_time: string;
  end_time: string;
}

export const emptyAd = (slot: AdSlot): AdFormValues => ({ cate_value: slot, title: '', image: [], link: '', start_time: '', end_time: '' });

export const fromAd = (a: AdminAd): AdFormValues => ({
  cate_value: a.cate_value as AdSlot,
  title: a.title,
  image: a.firstFile ? [a.firstFile] : [],
  link: a.link,
  start_time: a.start_time,
  end_time: a.end_time,
});

const time = (v: string) => (isPublishTime(v.trim()) ? null : MSG_AD_PERIOD_BAD);

export const adRules = {
  title: (v: string) => (v.trim() === '' ? MSG_AD_TITLE_REQUIRED : [...v.trim()].length > AD_LIMITS.title ? MSG_AD_TITLE_TOO_LONG : null),
  image: (v: UploadedFile[]) => (v.length === 0 ? MSG_AD_IMAGE_REQUIRED : v.every((f) => isAdImage(f.FileUrl)) ? null : MSG_AD_IMAGE_BAD),
  link: (v: string) => adLinkError(v.trim()),
  start_time: time,
  end_time: (v: string, values: AdFormValues) => time(v) ?? (isAdPeriod(values.start_time.trim(), v.trim()) ? null : MSG_AD_PERIOD_ORDER),
};

export const toPayload = (v: AdFormValues, id: number | null): AdminAdSaveReq & { cate_value: string } => ({
  ...(id !== null ? { id } : {}),
  cate_value: v.cate_value,
  title: v.title.trim(),
  image: v.image,
  link: v.link.trim(),
  start_time: v.start_time.trim(),
  end_time: v.end_time.trim(),
});

