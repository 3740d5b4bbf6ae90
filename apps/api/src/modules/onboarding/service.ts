// Onboarding rules (spec 01 §5 "Enterprise registration", "Company join", "Expert join", §7 Onboarding;
// spec 02 §5 "Enterprise join", §7 "Enterprise join and uploads"): enterprise registration (a new account
// and its enterprise record), supplier onboarding, the personal centre's enterprise upgrade, expert join,
// the caller's own companies, and the review of a record. Every record starts under review; the console's
// 入驻审核 (reviewRecordIn, in the transaction of its audit row), the review CLI and the demo-only devReview
// route (reviewRecord) approve or reject it. Approving a company makes its
// user a company member (roles gets 'company', so the merchant menu appears); approving an expert makes
// the user an expert (IsExpert 1).
//
// The request schemas have checked every field with the spec's rules (packages/validators) before a
// handler runs. What only the database knows is checked here: categories of the right group, a district
// under its city under Guangdong, the SMS code (real, single use), the account still free, and that a
// caller reads and changes only their own rows (another user's company answers 企业不存在).
import type { CompanyKind, MyCompany, MyCompanyDetail, Page, PayloadOf, ResOf, UploadedFile } from '@ws/api-sdk/contract';
import { messages } from '@ws/validators';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { DomainError } from '../../kernel';
import { formatChinaTime, type Clock } from '../../kernel/time';
import { hashPassword } from '../account';
import { spendCode } from '../sms';
import {
  MSG_ALREADY_APPROVED,
  MSG_ALREADY_REGISTERED,
  MSG_EXPERT_APPROVED,
  MSG_EXPERT_UNDER_REVIEW,
  MSG_NO_COMPANY,
  MSG_NO_ENTERPRISE,
  MSG_NO_EXPERT,
  MSG_NO_EXPERT_APPLICATION,
  MSG_NO_REFERRER,
  MSG_PASSWORD_TOO_LONG,
  MSG_UNDER_REVIEW,
} from './messages';
import {
  areaRows,
  AUDIT_APPROVED,
  AUDIT_NEW,
  AUDIT_NEW_UPGRADE,
  AUDIT_REJECTED,
  AUDIT_WAITING,
  categoriesOf,
  companyPage,
  companyValues,
  enterpriseOf,
  existingUserId,
  expertApplicationOf,
  insertCompany,
  insertEnterprise,
  insertExpert,
  insertMemberWithEnterprise,
  lockExpertJoin,
  lockForReview,
  mobileTaken,
  ownCompany,
  resubmitRejected,
  setCompanyAudit,
  setExpertAudit,
  syncCompanyRole,
  syncExpertRole,
  toMyCompanyDetail,
  updateExpert,
  type AreaChain,
  type CompanyFields,
  type CompanyRow,
  type ExpertValues,
} from './queries';

export { AUDIT_APPROVED, AUDIT_NEW, AUDIT_NEW_UPGRADE, AUDIT_REJECTED, AUDIT_WAITING };
export const PROVINCE_CODE = 440000;

const PHONE_DIGITS = /^\d{11}$/;

/** The district must lie under the city, the city under Guangdong; the names come from the database. */
async function areaChain(db: Db, province: string, city: string, county: string): Promise<AreaChain> {
  const code = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : null);
  const provinceCode = province === '' ? PROVINCE_CODE : code(province);
  const cityCode = code(city);
  const countyCode = code(county);
  if (provinceCode !== PROVINCE_CODE || cityCode === null || countyCode === null) throw new DomainError(messages.companyRegionRequired);
  const rows = await areaRows(db, [PROVINCE_CODE, cityCode, countyCode]);
  const p = rows.find((a) => a.id === PROVINCE_CODE);
  const c = rows.find((a) => a.id === cityCode && a.parentId === PROVINCE_CODE && a.level === 2);
  const d = rows.find((a) => a.id === countyCode && a.parentId === cityCode && a.level === 3);
  if (!p || !c || !d) throw new DomainError(messages.companyRegionRequired);
  return {
    provinceCode: String(p.id),
    provinceName: p.name,
    cityCode: String(c.id),
    cityName: c.name,
    countyCode: String(d.id),
    countyName: d.name,
  };
}

/** Every id must be a category of `group` (company types, or one of the expert filter groups). */
async function checkCategories(db: Db, ids: number[], group: string, message: string): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new DomainError(message);
  const rows = await categoriesOf(db, unique, group);
  if (rows.length !== unique.length) throw new DomainError(message);
  return unique;
}

type JoinPayload = {
  cates: number[];
  name: string;
  code: string;
  province: string;
  city: string;
  county: string;
  address: string;
  contact: string;
  phone: string;
  description: string;
  file_items: UploadedFile[];
  license_file: UploadedFile[];
  license_name: string;
  cert_file: UploadedFile[];
};

async function joinFields(db: Db, p: JoinPayload): Promise<CompanyFields> {
  const cates = await checkCategories(db, p.cates, 'company', messages.companyTypeRequired);
  const area = await areaChain(db, p.province, p.city, p.county);
  return {
    cates,
    name: p.name,
    code: p.code,
    area,
    address: p.address,
    contact: p.contact,
    phone: p.phone,
    description: p.description,
    fileItems: p.file_items,
    license: p.license_file[0],
    licenseName: p.license_name,
    certFile: p.cert_file,
  };
}

const ownCompanyOrRefuse = async (db: Db, userId: number, id: number): Promise<CompanyRow> => {
  const row = await ownCompany(db, userId, id);
  if (!row) throw new DomainError(MSG_NO_COMPANY);
  return row;
};

const refuseResubmit = (status: number): never => {
  throw new DomainError(status === AUDIT_APPROVED ? MSG_ALREADY_APPROVED : MSG_UNDER_REVIEW);
};

/** join/join2Usre: a new account (its SMS code, usecate register) and its enterprise record, under review.
 *  Answers the record's id. */
export async function registerEnterprise(db: Db, clock: Clock, payload: PayloadOf<'joinRegister'>): Promise<number> {
  const mobile = payload.user_mobile;
  if (!PHONE_DIGITS.test(mobile)) throw new DomainError(messages.phoneLength);
  if (payload.user_password.length > 64) throw new DomainError(MSG_PASSWORD_TOO_LONG);
  const fields = await joinFields(db, {
    ...payload,
    city: payload.city_code,
    county: payload.county_code,
    province: payload.province,
    address: '',
  });
  if (await mobileTaken(db, mobile)) throw new DomainError(MSG_ALREADY_REGISTERED);
  await spendCode(db, clock, mobile, 'register', payload.smscode);
  const passwordHash = await hashPassword(payload.user_password);
  const now = clock.now();
  const id = await insertMemberWithEnterprise(
    db,
    {
      userAccount: mobile,
      userMobile: mobile,
      name: payload.contact,
      passwordHash,
      roles: ['member'],
      province: fields.area.provinceName,
      provinceCode: fields.area.provinceCode,
      city: fields.area.cityName,
      cityCode: fields.area.cityCode,
      county: fields.area.countyName,
      countyCode: fields.area.countyCode,
      createdAt: now,
    },
    { ...companyValues(fields), auditStatus: AUDIT_NEW, createTime: formatChinaTime(now) },
  );
  if (id === null) throw new DomainError(MSG_ALREADY_REGISTERED);
  return id;
}

/** join/join: a supplier onboarding (SMS code of the contact phone, usecate companyjoin); with `id`, a
 *  re-submit of the caller's own rejected company. Answers the company's id. */
export async function joinAsSupplier(db: Db, clock: Clock, userId: number, payload: PayloadOf<'companyJoin'>): Promise<number> {
  const existing = payload.id === null ? null : await ownCompanyOrRefuse(db, userId, payload.id);
  if (existing && existing.auditStatus !== AUDIT_REJECTED) refuseResubmit(existing.auditStatus);
  const fields = await joinFields(db, payload);
  let parentUserId: number | null = null;
  if (payload.parent_user_id !== null) {
    const parent = await existingUserId(db, payload.parent_user_id);
    if (parent === null || parent === userId) throw new DomainError(MSG_NO_REFERRER);
    parentUserId = parent;
  }
  await spendCode(db, clock, payload.phone, 'companyjoin', payload.smscode);
  const values = {
    ...companyValues(fields),
    parentUserId,
    taxIdNumber: payload.tax_id_number,
    tel: payload.tel,
    bankName: payload.bank_name,
    bankNumber: payload.bank_number,
    email: payload.email,
    auditStatus: AUDIT_NEW,
  };
  if (existing) {
    // only while still rejected: a concurrent re-submit or a review in between changes nothing
    if (!(await resubmitRejected(db, userId, existing.id, values))) throw new DomainError(MSG_UNDER_REVIEW);
    return existing.id;
  }
  return insertCompany(db, { ...values, kind: 'supplier', userId, createTime: formatChinaTime(clock.now()) });
}

/** join/listByUser: the caller's companies, newest first (kind narrows to suppliers or the enterprise record). */
export function companiesOf(db: Db, userId: number, kind: string, keywords: string, page: Paging): Promise<Page<MyCompany>> {
  const only: CompanyKind | null = kind === 'supplier' || kind === 'enterprise' ? kind : null;
  return companyPage(db, userId, only, keywords, page);
}

/** {id}: one of the caller's companies with every join field (another user's answers 企业不存在). */
export async function companyOf(db: Db, userId: number, id: number): Promise<MyCompanyDetail> {
  return toMyCompanyDetail(await ownCompanyOrRefuse(db, userId, id));
}

/** join/infoByUserId: the caller's enterprise record; not ok (暂无企业信息) when there is none. */
export async function enterpriseRecordOf(db: Db, userId: number): Promise<MyCompanyDetail> {
  const row = await enterpriseOf(db, userId);
  if (!row) throw new DomainError(MSG_NO_ENTERPRISE);
  return toMyCompanyDetail(row);
}

/** join/joinUser: the caller's enterprise upgrade (address required); a new one, or a re-submit after a
 *  rejection. At most one per user (a partial unique index), so two submits at once make one record. */
export async function upgradeToEnterprise(db: Db, clock: Clock, userId: number, payload: PayloadOf<'company2Join'>): Promise<number> {
  const existing = await enterpriseOf(db, userId);
  if (existing && existing.auditStatus !== AUDIT_REJECTED) refuseResubmit(existing.auditStatus);
  const fields = await joinFields(db, payload);
  await spendCode(db, clock, payload.phone, 'companyjoin', payload.smscode);
  const values = { ...companyValues(fields), auditStatus: AUDIT_NEW_UPGRADE };
  if (existing) {
    if (!(await resubmitRejected(db, userId, existing.id, values))) throw new DomainError(MSG_UNDER_REVIEW);
    return existing.id;
  }
  const id = await insertEnterprise(db, { ...values, userId, createTime: formatChinaTime(clock.now()) });
  if (id === null) throw new DomainError(MSG_UNDER_REVIEW);
  return id;
}

const EXPERT_GROUPS = [
  ['industrys', 'industry', messages.industryRequired],
  ['fields', 'field', messages.fieldRequired],
  ['specials', 'special', messages.specialRequired],
  ['supplys', 'supply', messages.supplyRequired],
  ['recommendIds', 'recommend', messages.recommendRequired],
] as const;

/** expert/join: the caller's expert application, bound to the caller, under review (one per user; a
 *  rejected one may be re-submitted). Answers the application's id. */
export async function applyAsExpert(db: Db, clock: Clock, userId: number, payload: PayloadOf<'expertJoin'>): Promise<number> {
  const sex = payload.sex === 'male' || payload.sex === 'female' ? payload.sex : null;
  if (!sex) throw new DomainError(messages.sexRequired);
  const picked: Record<(typeof EXPERT_GROUPS)[number][0], number[]> = { industrys: [], fields: [], specials: [], supplys: [], recommendIds: [] };
  for (const [key, group, message] of EXPERT_GROUPS) picked[key] = await checkCategories(db, payload[key], group, message);
  await spendCode(db, clock, payload.phone, 'companyjoin', payload.smscode);
  const values: ExpertValues = {
    name: payload.name,
    sex,
    phone: payload.phone,
    title: payload.title,
    expert: payload.expert,
    technology: payload.technology,
    position: payload.position,
    intro: payload.intro,
    description: [...payload.intro].slice(0, 100).join(''),
    avatar: payload.file_items[0]?.FileUrl ?? null,
    fileItems: payload.file_items,
    certFile: payload.cert_file,
    industrys: picked.industrys,
    fields: picked.fields,
    specials: picked.specials,
    supplys: picked.supplys,
    recommendIds: picked.recommendIds,
    auditStatus: AUDIT_NEW,
    auditRemark: '',
  };
  return db.transaction(async (tx) => {
    // one application per user: concurrent submits of one user are serialised here
    await lockExpertJoin(tx, userId);
    const existing = await expertApplicationOf(tx, userId);
    if (existing) {
      if (existing.auditStatus === AUDIT_APPROVED) throw new DomainError(MSG_EXPERT_APPROVED);
      if (existing.auditStatus !== AUDIT_REJECTED) throw new DomainError(MSG_EXPERT_UNDER_REVIEW);
      await updateExpert(tx, existing.id, values);
      return existing.id;
    }
    return insertExpert(tx, userId, values, formatChinaTime(clock.now()));
  });
}

/** The caller's expert application; not ok (暂无专家入驻申请) when there is none. */
export async function expertApplication(db: Db, userId: number): Promise<ResOf<'expertInfoByUser'>> {
  const row = await expertApplicationOf(db, userId);
  if (!row) throw new DomainError(MSG_NO_EXPERT_APPLICATION);
  return {
    id: row.id,
    name: row.name,
    audit_status: row.auditStatus,
    audit_remark: row.auditRemark,
    create_time: row.createTime.replace('T', ' ').slice(0, 19),
  };
}

export type ReviewKind = 'company' | 'expert';
export type ReviewAction = 'approve' | 'reject';

/** What a review found and did: the record's state before and after, its user and name; or why nothing
 *  changed (no such record, or it was no longer under review). */
export type ReviewOutcome =
  | {
      done: true;
      /** the record's user (0 when unbound) */
      userId: number;
      name: string;
      before: { auditStatus: number; auditRemark: string };
      after: { auditStatus: number; auditRemark: string };
    }
  | { done: false; why: 'missing' | 'decided' };

/**
 * Approve or reject a company or an expert application, and the user's roles with it, inside the caller's
 * transaction (the console writes its audit row in the same one). Approving a company adds 'company' to its
 * user's roles (the merchant menu); rejecting removes it unless the user still has another approved company.
 * Experts likewise with 'isexpert' and is_expert (the application is bound to the member who made it).
 * With `onlyWaiting` a record that is no longer under review is left as it is ('decided'): its row is
 * locked first and the update is conditional, so of two reviewers at once one decides and the other is told.
 */
export async function reviewRecordIn(
  tx: Db,
  kind: ReviewKind,
  id: number,
  action: ReviewAction,
  remark = '',
  options: { onlyWaiting?: boolean } = {},
): Promise<ReviewOutcome> {
  const onlyWaiting = options.onlyWaiting === true;
  const status = action === 'approve' ? AUDIT_APPROVED : AUDIT_REJECTED;
  const reason = action === 'reject' ? remark : '';
  const current = await lockForReview(tx, kind, id);
  if (!current) return { done: false, why: 'missing' };
  if (onlyWaiting && !AUDIT_WAITING.includes(current.auditStatus)) return { done: false, why: 'decided' };
  const userId = kind === 'company' ? await setCompanyAudit(tx, id, status, reason, onlyWaiting) : await setExpertAudit(tx, id, status, reason, onlyWaiting);
  if (userId === null) return { done: false, why: onlyWaiting ? 'decided' : 'missing' };
  if (userId > 0) {
    if (kind === 'company') await syncCompanyRole(tx, userId, action === 'approve');
    else await syncExpertRole(tx, userId, action === 'approve');
  }
  return {
    done: true,
    userId,
    name: current.name,
    before: { auditStatus: current.auditStatus, auditRemark: current.auditRemark },
    after: { auditStatus: status, auditRemark: reason },
  };
}

/**
 * The review CLI's and the demo-only devReview route's review: reviewRecordIn in a transaction of its own,
 * whatever the record's state (a reviewer may reverse a decision). Answers the record's user id (0 when
 * unbound); an unknown id answers 企业不存在 / 专家不存在.
 */
export async function reviewRecord(db: Db, kind: ReviewKind, id: number, action: ReviewAction, remark = ''): Promise<{ userId: number }> {
  const outcome = await db.transaction((tx) => reviewRecordIn(tx, kind, id, action, remark));
  if (!outcome.done) throw new DomainError(kind === 'company' ? MSG_NO_COMPANY : MSG_NO_EXPERT);
  return { userId: outcome.userId };
}
