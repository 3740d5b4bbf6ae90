// The expert form's values, rules and payload. The rules are the server's (contract admin-experts.ts), so
// the editor hears them before saving; the server checks them again.
import { hasUnsafeLink } from '@ws/validators/checkers';
import {
  EXPERT_LIMITS,
  isExpertPhone,
  isExpertPrice,
  MSG_EXPERT_DESCRIPTION_TOO_LONG,
  MSG_EXPERT_INTRO_TOO_LONG,
  MSG_EXPERT_NAME_REQUIRED,
  MSG_EXPERT_NAME_TOO_LONG,
  MSG_EXPERT_PHONE_BAD,
  MSG_EXPERT_PRICE_BAD,
  MSG_EXPERT_TEXT_TOO_LONG,
  MSG_EXPERT_TITLE_TOO_LONG,
  MSG_EXPERT_UNSAFE_LINK,
  type AdminExpertDetail,
  type AdminExpertSaveReq,
  type UploadedFile,
} from '@ws/api-sdk';

export interface ExpertFormValues {
  name: string;
  sex: 'male' | 'female';
  phone: string;
  title: string;
  description: string;
  intro: string;
  price: string;
  avatar: UploadedFile[];
  cert_file: UploadedFile[];
  industrys: string[];
  fields: string[];
  specials: string[];
  supplys: string[];
  recommendIds: string[];
  expert: string;
  technology: string;
  position: string;
}

export const emptyExpert = (): ExpertFormValues => ({
  name: '',
  sex: 'male',
  phone: '',
  title: '',
  description: '',
  intro: '',
  price: '0',
  avatar: [],
  cert_file: [],
  industrys: [],
  fields: [],
  specials: [],
  supplys: [],
  recommendIds: [],
  expert: '',
  technology: '',
  position: '',
});

const ids = (list: number[]) => list.map(String);
const files = (list: { FileName?: string; FileUrl: string }[]): UploadedFile[] => list.map((f) => ({ FileName: f.FileName ?? '图片', FileUrl: f.FileUrl }));

export const fromDetail = (e: AdminExpertDetail): ExpertFormValues => ({
  name: e.name,
  sex: e.sex,
  phone: e.phone,
  title: e.title,
  description: e.description,
  intro: e.intro,
  price: e.price,
  avatar: e.avatar ? files([e.avatar]) : [],
  cert_file: files(e.cert_file),
  industrys: ids(e.industrys),
  fields: ids(e.fields),
  specials: ids(e.specials),
  supplys: ids(e.supplys),
  recommendIds: ids(e.recommendIds),
  expert: e.expert,
  technology: e.technology,
  position: e.position,
});

const chars = (s: string) => [...s.trim()].length;
const plainText = (max: number, tooLong: string) => (v: string) => (chars(v) > max ? tooLong : hasUnsafeLink(v) ? MSG_EXPERT_UNSAFE_LINK : null);
const upTo = (max: number, tooLong: string) => (v: string) => (chars(v) > max ? tooLong : null);

export const expertRules = {
  name: (v: string) => (v.trim() === '' ? MSG_EXPERT_NAME_REQUIRED : chars(v) > EXPERT_LIMITS.name ? MSG_EXPERT_NAME_TOO_LONG : null),
  phone: (v: string) => (isExpertPhone(v.trim()) ? null : MSG_EXPERT_PHONE_BAD),
  title: upTo(EXPERT_LIMITS.title, MSG_EXPERT_TITLE_TOO_LONG),
  price: (v: string) => (isExpertPrice(v.trim()) ? null : MSG_EXPERT_PRICE_BAD),
  description: plainText(EXPERT_LIMITS.description, MSG_EXPERT_DESCRIPTION_TOO_LONG),
  intro: plainText(EXPERT_LIMITS.intro, MSG_EXPERT_INTRO_TOO_LONG),
  expert: upTo(EXPERT_LIMITS.text, MSG_EXPERT_TEXT_TOO_LONG),
  technology: upTo(EXPERT_LIMITS.text, MSG_EXPERT_TEXT_TOO_LONG),
  position: upTo(EXPERT_LIMITS.text, MSG_EXPERT_TEXT_TOO_LONG),
};

const nums = (list: string[]) => list.map(Number);

export const toPayload = (v: ExpertFormValues, id: number | null): AdminExpertSaveReq => ({
  ...(id !== null ? { id } : {}),
  name: v.name.trim(),
  sex: v.sex,
  phone: v.phone.trim(),
  title: v.title.trim(),
  description: v.description.trim(),
  intro: v.intro.trim(),
  price: v.price.trim(),
  avatar: v.avatar,
  cert_file: v.cert_file,
  industrys: nums(v.industrys),
  fields: nums(v.fields),
  specials: nums(v.specials),
  supplys: nums(v.supplys),
  recommendIds: nums(v.recommendIds),
  expert: v.expert.trim(),
  technology: v.technology.trim(),
  position: v.position.trim(),
});
