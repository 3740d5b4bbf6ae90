// The 用户管理 SQL: the member list (newest first on users_created_at_idx), one member's row, and the
// atomic changes: disabled_at set or cleared only when it changes, a role added or removed only when it
// is missing or present (so a repeated or concurrent call changes nothing twice).
import type { AdminSettableRole, AdminUserItem, AdminUserRole, Page } from '@ws/api-sdk/contract';
import { and, eq, ilike, isNotNull, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/keyword-search';
import { listPage, type Paging } from '../../db/paging';
import { users } from '../../db/schema';
import { formatChinaTime, maskMobileMiddle } from '../../kernel';

export interface UserFilter {
  mobile: string;
  name: string;
  role: AdminUserRole | 'all';
  status: 'all' | 'enabled' | 'disabled';
}

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

/** Members matching the filter, newest first (the order of users_created_at_idx). */
export function userList(db: Db, f: UserFilter, page: Paging): Promise<Page<AdminUserItem>> {
  const conds: (SQL | undefined)[] = [];
  // a phone is searched from its start (the unique btree on user_mobile serves the prefix)
  if (f.mobile) conds.push(like(users.userMobile, `${f.mobile.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (f.name) conds.push(ilike(users.name, containsPattern(f.name)));
  if (f.role !== 'all') conds.push(sql`${f.role} = any(${users.roles})`);
  if (f.status === 'enabled') conds.push(isNull(users.disabledAt));
  if (f.status === 'disabled') conds.push(isNotNull(users.disabledAt));
  const where = and(...conds);
  const select = db.select(userColumns).from(users).$dynamic();
  return listPage(db, { table: users, where, order: [sql`${users.createdAt} desc`, sql`${users.id} desc`], page }, select, (rows) =>
    rows.map((r) => toUserItem(r)),
  );
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
