// Onboarding: enterprise registration (/register 企业会员), supplier onboarding (/join, /joinList), the
// personal centre's enterprise upgrade (/uconfigJoin, /companyInformation) and expert join (/expertJoin)
// (spec 01 §3 "Enterprise registration", "Expert join payload", §5, §7 Onboarding; spec 02 §5, §7
// "Enterprise join and uploads"). Every record starts under review; the review CLI (or, in demo mode, the
// dev route devReview) approves or rejects it.
//
// audit_status has two readings in the spec and both are understood: 1 审核通过, 2 审核不通过 (re-submit),
// 0 / 3 / 100 审核中. New supplier and registration records start at 0, the personal-centre upgrade at 100.
import {
  companyJoinRules,
  enterpriseJoinRules,
  enterpriseRegisterPayloadRules,
  expertJoinRules,
} from '@ws/validators';
import * as v from 'valibot';
import { ep } from './endpoint-def';
import type { Page } from './envelope';
import type { FileRef } from './entities';
import { MAX_KEYWORD } from './articles';
import { fields, id, idList, none, oneOf, optId, optText, pageFields, rules, secret, text, uploadedFiles, type InputOf, type Schema } from './schema';
import type { UploadedFile } from './uploads';

/** 'supplier': a supplier onboarding (several per user); 'enterprise': the account's own enterprise record. */
export type CompanyKind = 'supplier' | 'enterprise';

/** One of the caller's companies (join/listByUser, /joinList, /companyInformation). */
export interface MyCompany {
  id: number;
  kind: CompanyKind;
  name: string;
  contact: string;
  phone: string;
  /** 1 审核通过, 2 审核不通过, 0 / 3 / 100 审核中 */
  audit_status: number;
  /** the reviewer's reason for a rejection ('' otherwise) */
  audit_remark: string;
  firstFile: FileRef | null;
  create_time: string;
}

/** One of the caller's companies with every join field (re-submit after a rejection, the audit view). */
export interface MyCompanyDetail extends MyCompany {
  cates: number[];
  code: string;
  province: string;
  city: string;
  county: string;
  province_name: string;
  city_name: string;
  county_name: string;
  address: string;
  description: string;
  file_items: UploadedFile[];
  /** the business licence as a one-item list ([] when none) */
  license_file: UploadedFile[];
  cert_file: UploadedFile[];
  tax_id_number: string;
  tel: string;
  bank_name: string;
  bank_number: string;
  email: string;
  parent_user_id: number | null;
}

/** The caller's expert application (expert/infoByUser). */
export interface MyExpertApplication {
  id: number;
  name: string;
  audit_status: number;
  audit_remark: string;
  create_time: string;
}

/** Files a form may send: up to 9. */
export const MAX_JOIN_FILES = 9;

/**
 * Uploaded file items as the forms send them: an array, or a JSON string of one (the spec sends image
 * lists as JSON strings), or one bare URL (license_file); each item {FileName, FileUrl} (also read: the
 * spec's filename / picurl). The field kit's uploadedFiles checks every URL (its form here, the caller's own
 * upload on the server); a missing name becomes ''.
 */
/* @__NO_SIDE_EFFECTS__ */
export const joinFileItems = (max = MAX_JOIN_FILES) =>
  v.pipe(
    uploadedFiles(max),
    v.transform((list) => list.map((f): UploadedFile => ({ FileName: f.FileName ?? '', FileUrl: f.FileUrl }))),
  ) as unknown as Schema<UploadedFile[] | string | undefined, UploadedFile[]>;

/** Text a rule checks for length: cut well above the rule's limit, so the rule, not the cut, answers. */
const longText = () => text(2000);

/** The fields of both company join forms (/join and /uconfigJoin). */
const companyJoinFields = () => ({
  cates: idList(50),
  name: text(100),
  code: text(50),
  province: optText(12),
  city: text(12),
  county: text(12),
  province_name: optText(20),
  city_name: optText(20),
  county_name: optText(20),
  address: optText(200),
  contact: text(50),
  phone: text(20),
  smscode: secret(20),
  file_items: joinFileItems(),
  license_file: joinFileItems(1),
  license_name: optText(200),
  cert_file: joinFileItems(),
  description: longText(),
});

/** What the review CLI and the demo review route decide on: a company, an expert application or a merchant's product. */
export const DEV_REVIEW_KINDS = ['company', 'expert', 'product'] as const;

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const onboardingInput = /* @__PURE__ */ (() => ({
  /** join/join2Usre: a new account (login account = a phone, with its SMS code) and its enterprise record */
  joinRegister: v.pipe(
    fields({
      cates: idList(50),
      name: text(100),
      code: text(50),
      user_mobile: text(20),
      user_password: secret(),
      province: optText(12),
      city_code: text(12),
      county_code: text(12),
      contact: text(50),
      phone: text(20),
      smscode: secret(20),
      description: longText(),
      file_items: joinFileItems(),
      license_file: joinFileItems(1),
      license_name: optText(200),
      cert_file: joinFileItems(),
    }),
    rules(enterpriseRegisterPayloadRules),
  ),
  /** join/join: supplier onboarding; `id` re-submits one of the caller's rejected companies */
  companyJoin: v.pipe(
    fields({
      ...companyJoinFields(),
      id: optId(),
      parent_user_id: optId(),
      tax_id_number: optText(50),
      tel: optText(30),
      bank_name: optText(100),
      bank_number: optText(50),
      email: optText(254),
    }),
    rules(companyJoinRules),
  ),
  companyListByUser: fields({ ...pageFields, keywords: optText(MAX_KEYWORD), kind: optText(12) }),
  companyInfoByUser: fields({ id: id('企业不存在') }),
  company2InfoByUserId: none(),
  /** join/joinUser: the personal centre's enterprise upgrade (address required) */
  company2Join: v.pipe(fields(companyJoinFields()), rules(enterpriseJoinRules)),
  expertJoin: v.pipe(
    fields({
      industrys: idList(50),
      fields: idList(50),
      specials: idList(50),
      supplys: idList(50),
      recommendIds: idList(50),
      name: text(50),
      sex: optText(10),
      phone: text(20),
      smscode: secret(20),
      title: text(100),
      expert: text(200),
      technology: text(200),
      position: text(200),
      intro: longText(),
      file_items: joinFileItems(),
      cert_file: joinFileItems(),
    }),
    rules(expertJoinRules),
  ),
  expertInfoByUser: none(),
  devReview: fields({
    kind: oneOf(DEV_REVIEW_KINDS),
    id: id(),
    action: text(10),
    remark: optText(200),
  }),
}))();

type In = typeof onboardingInput;
export type JoinRegisterReq = InputOf<In['joinRegister']>;
export type CompanyJoinReq = InputOf<In['companyJoin']>;
export type Company2JoinReq = InputOf<In['company2Join']>;
export type ExpertJoinReq = InputOf<In['expertJoin']>;
export type CompanyListByUserReq = InputOf<In['companyListByUser']>;
export type DevReviewReq = InputOf<In['devReview']>;

export const onboarding = {
  joinRegister: ep<In['joinRegister'], { id: number }>()({ method: 'POST', path: '/open/uni/company/join2', auth: false }),
  companyJoin: ep<In['companyJoin'], { id: number }>()({ method: 'POST', path: '/company/join', auth: true }),
  companyListByUser: ep<In['companyListByUser'], Page<MyCompany>>()({ method: 'GET', path: '/company/listByUser', auth: true }),
  companyInfoByUser: ep<In['companyInfoByUser'], MyCompanyDetail>()({ method: 'GET', path: '/company/infoByUser', auth: true }),
  /** not ok (暂无企业信息) when the caller has no enterprise record */
  company2InfoByUserId: ep<In['company2InfoByUserId'], MyCompanyDetail>()({ method: 'GET', path: '/company2/infoByUserId', auth: true }),
  company2Join: ep<In['company2Join'], { id: number }>()({ method: 'POST', path: '/company2/join', auth: true }),
  expertJoin: ep<In['expertJoin'], { id: number }>()({ method: 'POST', path: '/expert/join', auth: true }),
  /** not ok (暂无专家入驻申请) when the caller has not applied */
  expertInfoByUser: ep<In['expertInfoByUser'], MyExpertApplication>()({ method: 'GET', path: '/expert/infoByUser', auth: true }),
  /** demo only: approve or reject a company, an expert application or a product (the review CLI does the same) */
  devReview: ep<In['devReview'], null>()({ method: 'POST', path: '/dev/review', auth: false, devOnly: true }),
} as const;
