// The 入驻审核 SQL: the applications of one kind and status (with their applicant), one application's
// record, and the names of the categories and members it names. The decision itself is the onboarding
// module's (reviewRecordIn).
import type { AdminReviewItem, AdminReviewStatus, Page } from '@ws/api-sdk/contract';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/keyword-search';
import { listPage, newestFirst, type Paging } from '../../db/paging';
import { categories, companies, experts, users } from '../../db/schema';
import { displayTime } from '../../kernel';
import { AUDIT_WAITING } from '../onboarding';

export type CompanyRow = typeof companies.$inferSelect;
export type ExpertRow = typeof experts.$inferSelect;

/** The list's status as the contract reads it: every "under review" reading is 0 待审核. */
export const reviewStatusOf = (auditStatus: number): AdminReviewStatus => (auditStatus === 1 || auditStatus === 2 ? auditStatus : 0);

interface Columns {
  id: AnyPgColumn;
  name: AnyPgColumn;
  phone: AnyPgColumn;
  userId: AnyPgColumn;
  createTime: AnyPgColumn;
  auditStatus: AnyPgColumn;
}

/** Status, keyword (the name, the record's phone or the applicant's mobile) and order of a list. */
function listShape(c: Columns, status: AdminReviewStatus, keyword: string): { where: SQL | undefined; order: SQL[] } {
  const byStatus = status === 0 ? inArray(c.auditStatus, AUDIT_WAITING) : eq(c.auditStatus, status);
  let byKeyword: SQL | undefined;
  if (keyword) {
    const pattern = containsPattern(keyword);
    byKeyword = or(
      ilike(c.name, pattern),
      ilike(c.phone, pattern),
      sql`${c.userId} in (select ${users.id} from ${users} where ${users.userMobile} like ${pattern})`,
    );
  }
  // what waits is worked through oldest first; what was decided is looked up newest first
  const order = status === 0 ? [asc(c.createTime), asc(c.id)] : newestFirst(c.createTime, c.id);
  return { where: and(byStatus, byKeyword), order };
}

type ListRow = {
  id: number;
  name: string;
  createTime: string;
  auditStatus: number;
  auditRemark: string;
  userId: number;
  userName: string | null;
  userMobile: string | null;
};

const toItem =
  (kind: AdminReviewItem['kind']) =>
  (r: ListRow): AdminReviewItem => ({
    kind,
    id: r.id,
    name: r.name,
    applicant: { user_id: r.userName === null ? 0 : r.userId, name: r.userName ?? '', mobile: r.userMobile ?? '' },
    submitted_at: displayTime(r.createTime),
    audit_status: reviewStatusOf(r.auditStatus),
    audit_reason: r.auditRemark,
  });

/** Enterprise records (registrations, supplier joins, upgrades) of one status. */
export function companyApplications(db: Db, status: AdminReviewStatus, keyword: string, page: Paging): Promise<Page<AdminReviewItem>> {
  const { where, order } = listShape(companies, status, keyword);
  const select = db
    .select({
      id: companies.id,
      name: companies.name,
      createTime: companies.createTime,
      auditStatus: companies.auditStatus,
      auditRemark: companies.auditRemark,
      userId: companies.userId,
      userName: users.name,
      userMobile: users.userMobile,
    })
    .from(companies)
    .leftJoin(users, eq(users.id, companies.userId))
    .$dynamic();
  return listPage(db, { table: companies, where, order, page }, select, (rows) => rows.map(toItem('company')));
}

/** Expert applications of one status. */
export function expertApplications(db: Db, status: AdminReviewStatus, keyword: string, page: Paging): Promise<Page<AdminReviewItem>> {
  const { where, order } = listShape(experts, status, keyword);
  const select = db
    .select({
      id: experts.id,
      name: experts.name,
      createTime: experts.createTime,
      auditStatus: experts.auditStatus,
      auditRemark: experts.auditRemark,
      userId: experts.userId,
      userName: users.name,
      userMobile: users.userMobile,
    })
    .from(experts)
    .leftJoin(users, eq(users.id, experts.userId))
    .$dynamic();
  return listPage(db, { table: experts, where, order, page }, select, (rows) => rows.map(toItem('expert')));
}

export async function companyRecord(db: Db, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ?? null;
}

export async function expertRecord(db: Db, id: number): Promise<ExpertRow | null> {
  const [row] = await db.select().from(experts).where(eq(experts.id, id)).limit(1);
  return row ?? null;
}

/** Category names by id. */
export async function categoryNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: categories.cateId, name: categories.cateName }).from(categories).where(inArray(categories.cateId, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Members by id: name and mobile. */
export async function membersByIds(db: Db, ids: number[]): Promise<Map<number, { name: string; mobile: string }>> {
  const wanted = ids.filter((id) => id > 0);
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name, mobile: users.userMobile }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, { name: r.name, mobile: r.mobile }]));
}
