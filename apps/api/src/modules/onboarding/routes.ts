// Onboarding (spec 01 §5 "Enterprise registration", "Company join", "Expert join", §7 Onboarding; spec 02 §5
// "Enterprise join", §7 "Enterprise join and uploads"): enterprise registration (a new account and its
// enterprise record), supplier onboarding, the personal centre's enterprise upgrade, expert join, and the
// caller's own companies. Every record starts under review; reviewRecord (the review CLI, and the demo-only
// devReview route) approves or rejects it. Approving a company makes its user a company member (roles gets
// 'company', so the merchant menu appears); approving an expert makes the user an expert (IsExpert 1).
//
// The request schemas have checked every field with the spec's rules (packages/validators) before a
// handler runs. What only the database knows is checked here: categories of the right group, a district
// under its city under Guangdong, the SMS code (real, single use), the account still free, and that a
// caller reads and changes only their own rows (another user's company answers 企业不存在).
import type {
  CompanyKind,
  MyCompany,
  MyCompanyDetail,
  onboarding as onboardingContract,
  SmsUsecate,
  UploadedFile,
} from '@ws/api-sdk/contract';
import { messages } from '@ws/validators';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas, categories, companies, experts, users } from '../../db/schema';
import { ok, type DomainHandlers } from '../../http/handler';
import { DomainError } from '../../kernel';
import { formatChinaTime, type Clock } from '../../kernel/time';
import { hashPassword } from '../account';
import { consumeCode, MSG_BAD_CODE } from '../sms';
import { keywordFilter } from '../../db/keyword-search';
import { listPage, newestFirst, paging } from '../../db/paging';

export const MSG_NO_COMPANY = '企业不存在';
export const MSG_NO_ENTERPRISE = '暂无企业信息';
export const MSG_NO_EXPERT_APPLICATION = '暂无专家入驻申请';
export const MSG_REGISTERED = '注册成功';
export const MSG_SUBMITTED = '提交成功，请等待审核';
export const MSG_EXPERT_SUBMITTED = '提交成功！';
export const MSG_ALREADY_REGISTERED = '该手机号已注册';
export const MSG_UNDER_REVIEW = '企业信息正在审核中，请勿重复提交';
export const MSG_ALREADY_APPROVED = '企业已通过审核，无需重复提交';
export const MSG_EXPERT_UNDER_REVIEW = '您已提交专家入驻申请，请等待审核';
export const MSG_EXPERT_APPROVED = '您已是认证专家，无需重复提交';
export const MSG_NO_REFERRER = '推荐人不存在';
export const MSG_PASSWORD_TOO_LONG = '密码长度不能超过64位';

export const PROVINCE_CODE = 440000;
export const AUDIT_APPROVED = 1;
export const AUDIT_REJECTED = 2;
/** A new supplier or registration record. */
export const AUDIT_NEW = 0;
/** A new enterprise upgrade (/uconfigJoin reads 100 as under review). */
export const AUDIT_NEW_UPGRADE = 100;

const PHONE_DIGITS = /^\d{11}$/;
const SMS_CODE_SHAPE = /^\d{6}$/;

type CompanyRow = typeof companies.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A code that is not even 6 digits cannot match; anything else is checked (and counted) in the database. */
async function spendCode(db: Db, clock: Clock, phone: string, usecate: SmsUsecate, code: string): Promise<void> {
  if (!SMS_CODE_SHAPE.test(code) || !(await consumeCode(db, clock, phone, usecate, code))) throw new DomainError(MSG_BAD_CODE);
}

interface AreaChain {
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  countyCode: string;
  countyName: string;
}

/** The district must lie under the city, the city under Guangdong; the names come from the database. */
async function areaChain(db: Db, province: string, city: string, county: string): Promise<AreaChain> {
  const code = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : null);
  const provinceCode = province === '' ? PROVINCE_CODE : code(province);
  const cityCode = code(city);
  const countyCode = code(county);
  if (provinceCode !== PROVINCE_CODE || cityCode === null || countyCode === null) throw new DomainError(messages.companyRegionRequired);
  const rows = await db
    .select({ id: areas.id, name: areas.name, parentId: areas.parentId, level: areas.level })
    .from(areas)
    .where(inArray(areas.id, [PROVINCE_CODE, cityCode, countyCode]));
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
  const rows = await db
    .select({ id: categories.cateId })
    .from(categories)
    .where(and(inArray(categories.cateId, unique), eq(categories.pCateValue, group)));
  if (rows.length !== unique.length) throw new DomainError(message);
  return unique;
}

/** The fields both company join forms store (after the area and categories are checked). */
interface CompanyFields {
  cates: number[];
  name: string;
  code: string;
  area: AreaChain;
  address: string;
  contact: string;
  phone: string;
  description: string;
  fileItems: UploadedFile[];
  license: UploadedFile | undefined;
  licenseName: string;
  certFile: UploadedFile[];
}

const companyValues = (f: CompanyFields) => ({
  cates: f.cates,
  subCateId: f.cates[0] ?? null,
  name: f.name,
  code: f.code,
  provinceCode: f.area.provinceCode,
  cityCode: f.area.cityCode,
  countyCode: f.area.countyCode,
  provinceName: f.area.provinceName,
  cityName: f.area.cityName,
  countyName: f.area.countyName,
  address: f.address,
  contact: f.contact,
  phone: f.phone,
  description: f.description,
  fileItems: f.fileItems,
  licenseFile: f.license?.FileUrl ?? '',
  licenseName: f.licenseName || f.license?.FileName || '',
  certFile: f.certFile,
  auditRemark: '',
});

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

const toMyCompany = (c: CompanyRow): MyCompany => ({
  id: c.id,
  kind: c.kind as CompanyKind,
  name: c.name,
  contact: c.contact,
  phone: c.phone,
  audit_status: c.auditStatus,
  audit_remark: c.auditRemark,
  firstFile: c.fileItems[0] ?? null,
  create_time: c.createTime.replace('T', ' ').slice(0, 19),
});

const toMyCompanyDetail = (c: CompanyRow): MyCompanyDetail => ({
  ...toMyCompany(c),
  cates: c.cates,
  code: c.code,
  province: c.provinceCode,
  city: c.cityCode,
  county: c.countyCode,
  province_name: c.provinceName,
  city_name: c.cityName,
  county_name: c.countyName,
  address: c.address,
  description: c.description,
  file_items: c.fileItems.map((f) => ({ FileName: f.FileName ?? '', FileUrl: f.FileUrl })),
  license_file: c.licenseFile ? [{ FileName: c.licenseName, FileUrl: c.licenseFile }] : [],
  cert_file: c.certFile.map((f) => ({ FileName: f.FileName ?? '', FileUrl: f.FileUrl })),
  tax_id_number: c.taxIdNumber,
  tel: c.tel,
  bank_name: c.bankName,
  bank_number: c.bankNumber,
  email: c.email,
  parent_user_id: c.parentUserId,
});

const ownCompany = async (db: Db, userId: number, id: number): Promise<CompanyRow> => {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.userId, userId)))
    .limit(1);
  if (!row) throw new DomainError(MSG_NO_COMPANY);
  return row;
};

const refuseResubmit = (status: number): never => {
  throw new DomainError(status === AUDIT_APPROVED ? MSG_ALREADY_APPROVED : MSG_UNDER_REVIEW);
};

export type ReviewKind = 'company' | 'expert';
export type ReviewAction = 'approve' | 'reject';
export const MSG_REVIEW_DONE = '审核完成';
export const MSG_NO_EXPERT = '专家不存在';

/**
 * Approve or reject a company or an expert application, and the user's roles with it, in one
 * transaction. Approving a company adds 'company' to its user's roles; rejecting removes it unless the
 * user still has another approved company. Experts likewise with 'isexpert' and is_expert.
 * Answers the record's user id (0 when unbound).
 */
export async function reviewRecord(db: Db, kind: ReviewKind, id: number, action: ReviewAction, remark = ''): Promise<{ userId: number }> {
  const status = action === 'approve' ? AUDIT_APPROVED : AUDIT_REJECTED;
  const reason = action === 'reject' ? remark : '';
  return db.transaction(async (tx: Tx) => {
    if (kind === 'company') {
      const [row] = await tx
        .update(companies)
        .set({ auditStatus: status, auditRemark: reason })
        .where(eq(companies.id, id))
        .returning({ userId: companies.userId });
      if (!row) throw new DomainError(MSG_NO_COMPANY);
      if (row.userId > 0) {
        await tx
          .update(users)
          .set({
            roles:
              action === 'approve'
                ? sql`case when 'company' = any(${users.roles}) then ${users.roles} else array_append(${users.roles}, 'company') end`
                : sql`case when exists (select 1 from ${companies} where ${companies.userId} = ${row.userId} and ${companies.auditStatus} = ${AUDIT_APPROVED})
                        then ${users.roles} else array_remove(${users.roles}, 'company') end`,
          })
          .where(eq(users.id, row.userId));
      }
      return { userId: row.userId };
    }
    const [row] = await tx
      .update(experts)
      .set({ auditStatus: status, auditRemark: reason })
      .where(eq(experts.id, id))
      .returning({ userId: experts.userId });
    if (!row) throw new DomainError(MSG_NO_EXPERT);
    if (row.userId > 0) {
      const stillExpert = sql`exists (select 1 from ${experts} where ${experts.userId} = ${row.userId} and ${experts.auditStatus} = ${AUDIT_APPROVED})`;
      await tx
        .update(users)
        .set(
          action === 'approve'
            ? {
                isExpert: 1,
                roles: sql`case when 'isexpert' = any(${users.roles}) then ${users.roles} else array_append(${users.roles}, 'isexpert') end`,
              }
            : {
                isExpert: sql`case when ${stillExpert} then 1 else 0 end`,
                roles: sql`case when ${stillExpert} then ${users.roles} else array_remove(${users.roles}, 'isexpert') end`,
              },
        )
        .where(eq(users.id, row.userId));
    }
    return { userId: row.userId };
  });
}

const EXPERT_GROUPS = [
  ['industrys', 'industry', messages.industryRequired],
  ['fields', 'field', messages.fieldRequired],
  ['specials', 'special', messages.specialRequired],
  ['supplys', 'supply', messages.supplyRequired],
  ['recommendIds', 'recommend', messages.recommendRequired],
] as const;

export const onboardingHandlers: DomainHandlers<typeof onboardingContract> = {
  /** join/join2Usre: a new account (its SMS code, usecate register) and its enterprise record, under review. */
  async joinRegister({ db, clock, payload }) {
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
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.userMobile} = ${mobile} or ${users.userAccount} = ${mobile}`)
      .limit(1);
    if (taken) throw new DomainError(MSG_ALREADY_REGISTERED);
    await spendCode(db, clock, mobile, 'register', payload.smscode);
    const passwordHash = await hashPassword(payload.user_password);
    const now = clock.now();
    const id = await db.transaction(async (tx: Tx) => {
      const [user] = await tx
        .insert(users)
        .values({
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
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!user) throw new DomainError(MSG_ALREADY_REGISTERED);
      const [company] = await tx
        .insert(companies)
        .values({ ...companyValues(fields), kind: 'enterprise', userId: user.id, auditStatus: AUDIT_NEW, createTime: formatChinaTime(now) })
        .returning({ id: companies.id });
      return company?.id ?? 0;
    });
    return ok({ id }, MSG_REGISTERED);
  },

  /** join/join: a supplier onboarding (SMS code of the contact phone, usecate companyjoin); with `id`, a
   *  re-submit of the caller's own rejected company. */
  async companyJoin({ db, clock, user, payload }) {
    const existing = payload.id === null ? null : await ownCompany(db, user.id, payload.id);
    if (existing && existing.auditStatus !== AUDIT_REJECTED) refuseResubmit(existing.auditStatus);
    const fields = await joinFields(db, payload);
    let parentUserId: number | null = null;
    if (payload.parent_user_id !== null) {
      const [parent] = await db.select({ id: users.id }).from(users).where(eq(users.id, payload.parent_user_id)).limit(1);
      if (!parent || parent.id === user.id) throw new DomainError(MSG_NO_REFERRER);
      parentUserId = parent.id;
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
      const updated = await db
        .update(companies)
        .set(values)
        .where(and(eq(companies.id, existing.id), eq(companies.userId, user.id), eq(companies.auditStatus, AUDIT_REJECTED)))
        .returning({ id: companies.id });
      if (updated.length === 0) throw new DomainError(MSG_UNDER_REVIEW);
      return ok({ id: existing.id }, MSG_SUBMITTED);
    }
    const [row] = await db
      .insert(companies)
      .values({ ...values, kind: 'supplier', userId: user.id, createTime: formatChinaTime(clock.now()) })
      .returning({ id: companies.id });
    return ok({ id: row?.id ?? 0 }, MSG_SUBMITTED);
  },

  /** join/listByUser: the caller's companies, newest first (kind narrows to suppliers or the enterprise record). */
  async companyListByUser({ db, user, payload }) {
    const kind = payload.kind === 'supplier' || payload.kind === 'enterprise' ? payload.kind : null;
    const where = and(
      eq(companies.userId, user.id),
      kind ? eq(companies.kind, kind) : undefined,
      await keywordFilter(db, companies.name, payload.keywords),
    );
    const select = db.select().from(companies).$dynamic();
    return listPage(db, { table: companies, where, order: newestFirst(companies.createTime, companies.id), page: paging(payload, 20) }, select, (rows) =>
      rows.map(toMyCompany),
    );
  },

  /** {id}: one of the caller's companies with every join field (another user's answers 企业不存在). */
  async companyInfoByUser({ db, user, payload }) {
    return toMyCompanyDetail(await ownCompany(db, user.id, payload.id));
  },

  /** join/infoByUserId: the caller's enterprise record; not ok (暂无企业信息) when there is none. */
  async company2InfoByUserId({ db, user }) {
    const [row] = await db
      .select()
      .from(companies)
      .where(and(eq(companies.userId, user.id), eq(companies.kind, 'enterprise')))
      .limit(1);
    if (!row) throw new DomainError(MSG_NO_ENTERPRISE);
    return toMyCompanyDetail(row);
  },

  /** join/joinUser: the caller's enterprise upgrade (address required); a new one, or a re-submit after a
   *  rejection. At most one per user (a partial unique index), so two submits at once make one record. */
  async company2Join({ db, clock, user, payload }) {
    const [existing] = await db
      .select({ id: companies.id, auditStatus: companies.auditStatus })
      .from(companies)
      .where(and(eq(companies.userId, user.id), eq(companies.kind, 'enterprise')))
      .limit(1);
    if (existing && existing.auditStatus !== AUDIT_REJECTED) refuseResubmit(existing.auditStatus);
    const fields = await joinFields(db, payload);
    await spendCode(db, clock, payload.phone, 'companyjoin', payload.smscode);
    const values = { ...companyValues(fields), auditStatus: AUDIT_NEW_UPGRADE };
    if (existing) {
      const updated = await db
        .update(companies)
        .set(values)
        .where(and(eq(companies.id, existing.id), eq(companies.userId, user.id), eq(companies.auditStatus, AUDIT_REJECTED)))
        .returning({ id: companies.id });
      if (updated.length === 0) throw new DomainError(MSG_UNDER_REVIEW);
      return ok({ id: existing.id }, MSG_SUBMITTED);
    }
    const inserted = await db
      .insert(companies)
      .values({ ...values, kind: 'enterprise', userId: user.id, createTime: formatChinaTime(clock.now()) })
      .onConflictDoNothing()
      .returning({ id: companies.id });
    if (!inserted[0]) throw new DomainError(MSG_UNDER_REVIEW);
    return ok({ id: inserted[0].id }, MSG_SUBMITTED);
  },

  /** expert/join: the caller's expert application, bound to the caller, under review (one per user; a
   *  rejected one may be re-submitted). */
  async expertJoin({ db, clock, user, payload }) {
    const sex = payload.sex === 'male' || payload.sex === 'female' ? payload.sex : null;
    if (!sex) throw new DomainError(messages.sexRequired);
    const picked: Record<(typeof EXPERT_GROUPS)[number][0], number[]> = { industrys: [], fields: [], specials: [], supplys: [], recommendIds: [] };
    for (const [key, group, message] of EXPERT_GROUPS) picked[key] = await checkCategories(db, payload[key], group, message);
    await spendCode(db, clock, payload.phone, 'companyjoin', payload.smscode);
    const values = {
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
    const id = await db.transaction(async (tx: Tx) => {
      // one application per user: concurrent submits of one user are serialised here
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`expert-join:${user.id}`}))`);
      const [existing] = await tx
        .select({ id: experts.id, auditStatus: experts.auditStatus })
        .from(experts)
        .where(eq(experts.userId, user.id))
        .limit(1);
      if (existing) {
        if (existing.auditStatus === AUDIT_APPROVED) throw new DomainError(MSG_EXPERT_APPROVED);
        if (existing.auditStatus !== AUDIT_REJECTED) throw new DomainError(MSG_EXPERT_UNDER_REVIEW);
        await tx.update(experts).set(values).where(eq(experts.id, existing.id));
        return existing.id;
      }
      const [row] = await tx
        .insert(experts)
        .values({ ...values, userId: user.id, createTime: formatChinaTime(clock.now()) })
        .returning({ id: experts.id });
      return row?.id ?? 0;
    });
    return ok({ id }, MSG_EXPERT_SUBMITTED);
  },

  /** The caller's expert application; not ok (暂无专家入驻申请) when there is none. */
  async expertInfoByUser({ db, user }) {
    const [row] = await db.select().from(experts).where(eq(experts.userId, user.id)).limit(1);
    if (!row) throw new DomainError(MSG_NO_EXPERT_APPLICATION);
    return {
      id: row.id,
      name: row.name,
      audit_status: row.auditStatus,
      audit_remark: row.auditRemark,
      create_time: row.createTime.replace('T', ' ').slice(0, 19),
    };
  },

  /** Demo only (devOnly: off in production, this machine only): what the review CLI does. */
  async devReview({ db, payload }) {
    const kind = payload.kind === 'company' || payload.kind === 'expert' ? payload.kind : null;
    const action = payload.action === 'approve' || payload.action === 'reject' ? payload.action : null;
    if (!kind || !action) throw new DomainError('请求参数错误');
    await reviewRecord(db, kind, payload.id, action, payload.remark);
    return ok(null, MSG_REVIEW_DONE);
  },
};
