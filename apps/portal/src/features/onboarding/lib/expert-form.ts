// The expert join form's values (spec 01 §3 "Expert join payload") and its payload: category ids as
// numbers, both image lists as JSON strings.
import type { ExpertJoinReq, UploadedFile } from '@ws/api-sdk';
import { validate } from '@ws/validators/core';
import { expertJoinRules } from '@ws/validators/onboarding';

export interface ExpertFormValues {
  industrys: string[];
  fields: string[];
  specials: string[];
  supplys: string[];
  recommendIds: string[];
  name: string;
  sex: string;
  phone: string;
  smscode: string;
  title: string;
  expert: string;
  technology: string;
  position: string;
  intro: string;
  file_items: UploadedFile[];
  cert_file: UploadedFile[];
}

export const emptyExpert: ExpertFormValues = {
  industrys: [],
  fields: [],
  specials: [],
  supplys: [],
  recommendIds: [],
  name: '',
  sex: '',
  phone: '',
  smscode: '',
  title: '',
  expert: '',
  technology: '',
  position: '',
  intro: '',
  file_items: [],
  cert_file: [],
};

const ids = (values: string[]) => values.map(Number).filter((n) => Number.isInteger(n) && n > 0);

export const toExpertPayload = (v: ExpertFormValues): ExpertJoinReq => ({
  industrys: ids(v.industrys),
  fields: ids(v.fields),
  specials: ids(v.specials),
  supplys: ids(v.supplys),
  recommendIds: ids(v.recommendIds),
  name: v.name.trim(),
  sex: v.sex,
  phone: v.phone.trim(),
  smscode: v.smscode.trim(),
  title: v.title.trim(),
  expert: v.expert.trim(),
  technology: v.technology.trim(),
  position: v.position.trim(),
  intro: v.intro,
  file_items: JSON.stringify(v.file_items),
  cert_file: JSON.stringify(v.cert_file),
});

export const validateExpert = (v: ExpertFormValues): Record<string, string> => validate(expertJoinRules, v);
