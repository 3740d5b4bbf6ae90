// The 用户管理 SQL: the member list (newest first; every filter has its index, db/schema/account.ts), one
// member's row and everything 会员详情 shows of them, and the atomic changes: disabled_at set or cleared
// only when it changes, a role added or removed only when it is missing or present (so a repeated or
// concurrent call changes nothing twice).
import {
  userRegionLevel,
  type AdminReviewStatus,
  type AdminSettableRole,
  type AdminUserCompany,
  type AdminUserExpert,
  type AdminUserItem,
  type AdminUserRole,
  type Page,
} from '@ws/api-sdk/contract';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, like, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keywordMatch } from '../../db/keyword-search';
import { countRows, newestFirst, type Paging } from '../../db/paging';
import { adminAudit, companies, experts, orders, users } from '../../db/schema';
import { formatChinaTime, maskMobileMiddle } from '../../kernel';

export interface UserFilter {
  mobile: string;
  name: string;
  role: AdminUserRole | 'all';
  status: 'all' | 'enabled' | 'disabled';
  /** a city or district / town code ('' : anywhere) */
  region: string;
  /** registered from / to, 'YYYY-MM-DD' China time, both included ('' : no limit) */
  from: string;
  to: string;
}

/** The instant a China-time calendar day starts. */
const chinaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const DAY_MS = 86_400_000;

const userColumns = {
  id: users.id,
  userAccount: users.userAccount,
  userMobile: users.userMobile,
  name: users.name,
  roles: users.roles,
  city: users.city,
  county: users.county,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
};
export type UserRow = { id: number; userAccount: string; userMobile: string; name: string; roles: string[]; city: string; county: string; createdAt: Date; disabledAt: Date | null };

/** A member as the console shows it; the phone masked unless `wholeMobile`. */
export const toUserItem = (r: UserRow, wholeMobile = false): AdminUserItem => ({
  id: r.id,
  user_account: r.userAccount,
  user_mobile: wholeMobile ? r.userMobile : maskMobileMiddle(r.userMobile),
  name: r.name,
  roles: r.roles as AdminUserRole[],
  city: [r.city, r.county].filter(Boolean).join(' '),
  created_at: formatChinaTime(r.createdAt),
  disabled: r.disabledAt ? 1 : 0,
  disabled_at: r.disabledAt ? formatChinaTime(r.disabledAt) : '',
});

/** The WHERE of a filter; each condition is one an index of users answers (db/schema/account.ts). */
export function userWhere(f: UserFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  // a phone from its start (users_mobile_prefix_idx, text_pattern_ops: whatever the database's collation)
  if (f.mobile) conds.push(like(users.userMobile, `${f.mobile.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  // a name anywhere: trigrams for 3+ letters, the n-gram index for one or two Chinese characters
  if (f.name) conds.push(keywordMatch(users.name, f.name, true));
  // a role: array containment (users_roles_idx)
  if (f.role !== 'all') conds.push(sql`${users.roles} @> array[${f.role}::text]`);
  if (f.status === 'enabled') conds.push(isNull(users.disabledAt));
  if (f.status === 'disabled') conds.push(isNotNull(users.disabledAt));
  const level = f.region ? userRegionLevel(f.region) : null;
  if (level === 'city') conds.push(eq(users.cityCode, f.region));
  if (level === 'county') conds.push(eq(users.countyCode, f.region));
  if (f.from) conds.push(gte(users.createdAt, chinaDayStart(f.from)));
  if (f.to) conds.push(lt(users.createdAt, new Date(chinaDayStart(f.to).getTime() + DAY_MS)));
  return and(...conds);
}

/**
 * Members matching the filter, newest first. The page's ids are found first from the indexes alone (an
 * index-only walk skips OFFSET rows without reading the table), then only those 20 rows are read: a deep
 * page costs what its offset costs in the index, not in the table.
 */
export async function userList(db: Db, f: UserFilter, page: Paging): Promise<Page<AdminUserItem>> {
  const where = userWhere(f);
  const order = newestFirst(users.createdAt, users.id);
  const pageIds = f.name
    ? // A name's matches are found first by its n-gram or trigram index and then sorted (the OFFSET 0 keeps
      // the planner from walking the newest-first index instead, testing every name on the way: it guesses
      // the matches of a common pair of characters far too few, 60 ms for 3,000 of 100,000 members)
      sql`(select m.id from (select ${users.id} as id, ${users.createdAt} as created_at from ${users} where ${where} offset 0) m
           order by m.created_at desc nulls last, m.id desc nulls last limit ${page.pageSize} offset ${page.offset})`
    : db.select({ id: users.id }).from(users).where(where).orderBy(...order).limit(page.pageSize).offset(page.offset);
  const [rows, total] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(inArray(users.id, pageIds))
      .orderBy(...order),
    countRows(db, users, where),
  ]);
  return { items: rows.map((r) => toUserItem(r)), total };
}

export async function userRow(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Sets or clears disabled_at only when it changes: the changed row, or null when nothing changed. */
export async function setDisabledAt(db: Db, id: number, at: Date | null): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ disabledAt: at })
    .where(and(eq(users.id, id), at ? isNull(users.disabledAt) : isNotNull(users.disabledAt)))
    .returning(userColumns);
  return row ?? null;
}

/** Adds or removes one role in one statement (is_cust_user kept in step): the changed row, or null. */
export async function setRole(db: Db, id: number, role: AdminSettableRole, on: boolean): Promise<UserRow | null> {
  const roles = on ? sql`array_append(${users.roles}, ${role}::text)` : sql`array_remove(${users.roles}, ${role}::text)`;
  const has = sql`${role}::text = any(${users.roles})`;
  const [row] = await db
    .update(users)
    .set(role === 'custuser' ? { roles, isCustUser: on ? 1 : 0 } : { roles })
    .where(and(eq(users.id, id), on ? sql`not (${has})` : has))
    .returning(userColumns);
  return row ?? null;
}

/** The member's registration area by name. */
export async function userArea(db: Db, id: number): Promise<{ province: string; city: string; county: string } | null> {
  const [row] = await db.select({ province: users.province, city: users.city, county: users.county }).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Why the member was last disabled: the reason of the latest user.disable audit row ('' when none). */
export async function lastDisableReason(db: Db, id: number): Promise<string> {
  const [row] = await db
    .select({ after: adminAudit.after })
    .from(adminAudit)
    .where(and(eq(adminAudit.targetKind, 'user'), eq(adminAudit.targetId, String(id)), eq(adminAudit.action, 'user.disable')))
    .orderBy(desc(adminAudit.id))
    .limit(1);
  const reason = (row?.after as { reason?: unknown } | null | undefined)?.reason;
  return typeof reason === 'string' ? reason : '';
}

export type OrderRow = typeof orders.$inferSelect;

/** The member's latest `n` orders (orders_user_list_idx) and how many they have in all. */
export async function latestOrders(db: Db, userId: number, n: number): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(...newestFirst(orders.createTime, orders.id)).limit(n),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The console's reading of an audit status: 1 已通过, 2 已驳回, anything else (0, 3, 100) 待审核. */
const reviewStatus = (s: number): AdminReviewStatus => (s === 1 || s === 2 ? s : 0);

/** The member's enterprise records, newest first (companies_user_time_idx). */
export async function userCompanies(db: Db, userId: number): Promise<AdminUserCompany[]> {
  const rows = await db
    .select({ id: companies.id, name: companies.name, kind: companies.kind, auditStatus: companies.auditStatus, auditRemark: companies.auditRemark, createTime: companies.createTime })
    .from(companies)
    .where(eq(companies.userId, userId))
    .orderBy(...newestFirst(companies.createTime, companies.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind,
    audit_status: reviewStatus(r.auditStatus),
    audit_reason: reviewStatus(r.auditStatus) === 2 ? r.auditRemark : '',
    create_time: r.createTime,
  }));
}

/** The member's expert record (the latest, should there be several), or null. */
export async function userExpert(db: Db, userId: number): Promise<AdminUserExpert | null> {
  const [r] = await db
    .select({ id: experts.id, name: experts.name, auditStatus: experts.auditStatus, auditRemark: experts.auditRemark })
    .from(experts)
    .where(eq(experts.userId, userId))
    .orderBy(desc(experts.id))
    .limit(1);
  if (!r) return null;
  const status = reviewStatus(r.auditStatus);
  return { id: r.id, name: r.name, audit_status: status, audit_reason: status === 2 ? r.auditRemark : '' };
}
