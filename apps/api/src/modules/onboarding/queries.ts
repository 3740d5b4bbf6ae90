// The onboarding module's SQL: the areas and categories an application names, a user's companies and
// expert application (with their row -> API shaping), a new member with its enterprise record, and the
// review's updates of a record and of its user's roles.
import type { CompanyKind, MyCompany, MyCompanyDetail, Page, UploadedFile } from '@ws/api-sdk/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keywordFilter } from '../../db/keyword-search';
import { listPage, newestFirst, type Paging } from '../../db/paging';
import { areas, categories, companies, experts, users } from '../../db/schema';

/** audit_status of companies and experts: approved, rejected; a new supplier, registration or expert
 *  application; a new enterprise upgrade (/uconfigJoin reads 100 as under review). */
export const AUDIT_APPROVED = 1;
export const AUDIT_REJECTED = 2;
export const AUDIT_NEW = 0;
export const AUDIT_NEW_UPGRADE = 100;
/** Every reading of "under review" (3 is the original system's other one). */
export const AUDIT_WAITING = [AUDIT_NEW, 3, AUDIT_NEW_UPGRADE];

export type CompanyRow = typeof companies.$inferSelect;
type NewCompany = typeof companies.$inferInsert;
type NewUser = typeof users.$inferInsert;
export type ExpertRow = typeof experts.$inferSelect;
/** What an expert application sets (the user and the creation time are the row's own). */
export type ExpertValues = Omit<typeof experts.$inferInsert, 'id' | 'userId' | 'createTime'>;

/** A province, a city and a district, each with its code and name (names from the database). */
export interface AreaChain {
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  countyCode: string;
  countyName: string;
}

/** The fields both company join forms store (after the area and categories are checked). */
export interface CompanyFields {
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

/** The columns of a company row a join form sets. */
export const companyValues = (f: CompanyFields) => ({
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

type CompanyUpdate = Partial<Omit<NewCompany, 'id' | 'userId' | 'kind' | 'createTime'>>;

export const toMyCompany = (c: CompanyRow): MyCompany => ({
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

export const toMyCompanyDetail = (c: CompanyRow): MyCompanyDetail => ({
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

/** The areas of these ids (a province, a city and a district to be checked as one chain). */
export const areaRows = (db: Db, ids: number[]) =>
  db
    .select({ id: areas.id, name: areas.name, parentId: areas.parentId, level: areas.level })
    .from(areas)
    .where(inArray(areas.id, ids));

/** Which of these ids are categories of `group`. */
export const categoriesOf = (db: Db, ids: number[], group: string) =>
  db
    .select({ id: categories.cateId })
    .from(categories)
    .where(and(inArray(categories.cateId, ids), eq(categories.pCateValue, group)));

/** One of the user's companies; null when it is another user's or none. */
export async function ownCompany(db: Db, userId: number, id: number): Promise<CompanyRow | null> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The user's enterprise record (at most one per user). */
export async function enterpriseOf(db: Db, userId: number): Promise<CompanyRow | null> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.userId, userId), eq(companies.kind, 'enterprise')))
    .limit(1);
  return row ?? null;
}

/** Whether a user has this phone as phone or as account name. */
export async function mobileTaken(db: Db, mobile: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.userMobile} = ${mobile} or ${users.userAccount} = ${mobile}`)
    .limit(1);
  return taken !== undefined;
}

/** The id of the user with this id, or null. */
export async function existingUserId(db: Db, id: number): Promise<number | null> {
  const [parent] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return parent?.id ?? null;
}

/**
 * A new member and its enterprise record in one transaction; null (nothing written) when the phone was
 * taken meanwhile. Answers the company's id.
 */
export function insertMemberWithEnterprise(db: Db, user: NewUser, company: Omit<NewCompany, 'userId' | 'kind'>): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(user).onConflictDoNothing().returning({ id: users.id });
    if (!row) return null;
    const [inserted] = await tx
      .insert(companies)
      .values({ ...company, kind: 'enterprise', userId: row.id })
      .returning({ id: companies.id });
    return inserted?.id ?? 0;
  });
}

/** A re-submit of the user's company, only while it is still rejected; false when it no longer is. */
export async function resubmitRejected(db: Db, userId: number, id: number, values: CompanyUpdate): Promise<boolean> {
  const updated = await db
    .update(companies)
    .set(values)
    .where(and(eq(companies.id, id), eq(companies.userId, userId), eq(companies.auditStatus, AUDIT_REJECTED)))
    .returning({ id: companies.id });
  return updated.length > 0;
}

export async function insertCompany(db: Db, values: NewCompany): Promise<number> {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  return row?.id ?? 0;
}

/** A new enterprise record; null when the user has one already (companies_enterprise_user_uq). */
export async function insertEnterprise(db: Db, values: Omit<NewCompany, 'kind'>): Promise<number | null> {
  const inserted = await db
    .insert(companies)
    .values({ ...values, kind: 'enterprise' })
    .onConflictDoNothing()
    .returning({ id: companies.id });
  return inserted[0]?.id ?? null;
}

/** The user's companies, newest first, optionally of one kind and matching keywords. */
export async function companyPage(
  db: Db,
  userId: number,
  kind: CompanyKind | null,
  keywords: string,
  page: Paging,
): Promise<Page<MyCompany>> {
  const where = and(eq(companies.userId, userId), kind ? eq(companies.kind, kind) : undefined, await keywordFilter(db, companies.name, keywords));
  const select = db.select().from(companies).$dynamic();
  return listPage(db, { table: companies, where, order: newestFirst(companies.createTime, companies.id), page }, select, (rows) =>
    rows.map(toMyCompany),
  );
}

/** Serialises the expert applications of one user until the transaction ends. */
export async function lockExpertJoin(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`expert-join:${userId}`}))`);
}

export async function expertApplicationOf(db: Db, userId: number): Promise<ExpertRow | null> {
  const [row] = await db.select().from(experts).where(eq(experts.userId, userId)).limit(1);
  return row ?? null;
}

export async function updateExpert(db: Db, id: number, values: ExpertValues): Promise<void> {
  await db.update(experts).set(values).where(eq(experts.id, id));
}

export async function insertExpert(db: Db, userId: number, values: ExpertValues, createTime: string): Promise<number> {
  const [row] = await db
    .insert(experts)
    .values({ ...values, userId, createTime })
    .returning({ id: experts.id });
  return row?.id ?? 0;
}

/** A company's or an expert application's review state, its row locked until the transaction ends (a
 *  second reviewer waits here and then reads the first one's decision); null when there is none. */
export async function lockForReview(
  tx: Db,
  kind: 'company' | 'expert',
  id: number,
): Promise<{ userId: number; name: string; auditStatus: number; auditRemark: string } | null> {
  const table = kind === 'company' ? companies : experts;
  const [row] = await tx
    .select({ userId: table.userId, name: table.name, auditStatus: table.auditStatus, auditRemark: table.auditRemark })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  return row ?? null;
}

/** Set a company's review (with `onlyWaiting`, only while it is under review); its user's id, or null
 *  when no row changed. */
export async function setCompanyAudit(tx: Db, id: number, status: number, remark: string, onlyWaiting = false): Promise<number | null> {
  const [row] = await tx
    .update(companies)
    .set({ auditStatus: status, auditRemark: remark })
    .where(and(eq(companies.id, id), onlyWaiting ? inArray(companies.auditStatus, AUDIT_WAITING) : undefined))
    .returning({ userId: companies.userId });
  return row ? row.userId : null;
}

/**
 * The user's 'company' role after a review: added on approval; on rejection removed unless the user still
 * has another approved company.
 */
export async function syncCompanyRole(tx: Db, userId: number, approve: boolean): Promise<void> {
  await tx
    .update(users)
    .set({
      roles: approve
        ? sql`case when 'company' = any(${users.roles}) then ${users.roles} else array_append(${users.roles}, 'company') end`
        : sql`case when exists (select 1 from ${companies} where ${companies.userId} = ${userId} and ${companies.auditStatus} = ${AUDIT_APPROVED})
                        then ${users.roles} else array_remove(${users.roles}, 'company') end`,
    })
    .where(eq(users.id, userId));
}

/** Set an expert application's review (with `onlyWaiting`, only while it is under review); its user's
 *  id, or null when no row changed. */
export async function setExpertAudit(tx: Db, id: number, status: number, remark: string, onlyWaiting = false): Promise<number | null> {
  const [row] = await tx
    .update(experts)
    .set({ auditStatus: status, auditRemark: remark })
    .where(and(eq(experts.id, id), onlyWaiting ? inArray(experts.auditStatus, AUDIT_WAITING) : undefined))
    .returning({ userId: experts.userId });
  return row ? row.userId : null;
}

/** The user's expert standing after a review (is_expert and the 'isexpert' role), as syncCompanyRole. */
export async function syncExpertRole(tx: Db, userId: number, approve: boolean): Promise<void> {
  const stillExpert = sql`exists (select 1 from ${experts} where ${experts.userId} = ${userId} and ${experts.auditStatus} = ${AUDIT_APPROVED})`;
  await tx
    .update(users)
    .set(
      approve
        ? {
            isExpert: 1,
            roles: sql`case when 'isexpert' = any(${users.roles}) then ${users.roles} else array_append(${users.roles}, 'isexpert') end`,
          }
        : {
            isExpert: sql`case when ${stillExpert} then 1 else 0 end`,
            roles: sql`case when ${stillExpert} then ${users.roles} else array_remove(${users.roles}, 'isexpert') end`,
          },
    )
    .where(eq(users.id, userId));
}
