// 专家管理's SQL: the console's paged list (newest first, the bound member joined), one expert with its
// member, its insert and update (locked for the change under way), the category ids of the expert groups, a
// member by mobile and the expert already bound to a member, and the member's expert standing (is_expert and
// the 'isexpert' role) after a bind.
import type { AdminExpertItem, Page } from '@ws/api-sdk/contract';
import { and, eq, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keywordFilter } from '../../db/keyword-search';
import { listPage, newestFirst, type Paging } from '../../db/paging';
import { categories, experts, users } from '../../db/schema';
import { fileRef, maskMobileMiddle } from '../../kernel';
import { displayTime } from '../../kernel/time';

export type ExpertRow = typeof experts.$inferSelect;
export type ExpertWrite = Omit<typeof experts.$inferInsert, 'id'>;

export interface ExpertListFilter {
  keyword: string;
  listed: -1 | 0 | 1;
  auditStatus: number;
}

/** One page of the console's list, newest first (experts_list_idx when filtered), the bound member joined. */
export async function adminExpertPage(db: Db, q: ExpertListFilter, page: Paging): Promise<Page<AdminExpertItem>> {
  const keyword = q.keyword
    ? or(await keywordFilter(db, experts.name, q.keyword), /^\d{3,11}$/.test(q.keyword) ? like(experts.phone, `%${q.keyword}%`) : undefined)
    : undefined;
  const where: SQL | undefined = and(
    q.auditStatus !== -1 ? eq(experts.auditStatus, q.auditStatus) : undefined,
    q.listed !== -1 ? eq(experts.listed, q.listed) : undefined,
    keyword,
  );
  const select = db
    .select({ e: experts, userName: users.name, userMobile: users.userMobile })
    .from(experts)
    .leftJoin(users, and(eq(users.id, experts.userId), ne(experts.userId, 0)))
    .$dynamic();
  return listPage(db, { table: experts, where, order: newestFirst(experts.createTime, experts.id), page }, select, (rows) =>
    rows.map(
      ({ e, userName, userMobile }): AdminExpertItem => ({
        id: e.id,
        name: e.name,
        title: e.title,
        phone: e.phone ? maskMobileMiddle(e.phone) : '',
        user_id: userMobile ? e.userId : 0,
        user_name: userName ?? '',
        user_mobile: userMobile ? maskMobileMiddle(userMobile) : '',
        price: e.price,
        listed: e.listed === 0 ? 0 : 1,
        audit_status: e.auditStatus,
        create_time: displayTime(e.createTime),
        avatar: fileRef(e.avatar) ?? e.fileItems[0] ?? null,
      }),
    ),
  );
}

/** One expert's row with its bound member's name and mobile, or null. */
export async function expertWithMember(db: Db, id: number): Promise<{ e: ExpertRow; userName: string | null; userMobile: string | null } | null> {
  const [row] = await db
    .select({ e: experts, userName: users.name, userMobile: users.userMobile })
    .from(experts)
    .leftJoin(users, and(eq(users.id, experts.userId), ne(experts.userId, 0)))
    .where(eq(experts.id, id))
    .limit(1);
  return row ?? null;
}

/** One expert's row, locked for the change under way, or null. */
export async function expertRowForUpdate(db: Db, id: number): Promise<ExpertRow | null> {
  const [row] = await db.select().from(experts).where(eq(experts.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function insertExpert(db: Db, values: ExpertWrite): Promise<ExpertRow> {
  const [row] = await db.insert(experts).values(values).returning();
  return row!;
}

export async function updateExpert(db: Db, id: number, values: Partial<ExpertWrite>): Promise<ExpertRow | null> {
  const [row] = await db.update(experts).set(values).where(eq(experts.id, id)).returning();
  return row ?? null;
}

/** The group (p_cate_value) of each of the ids that is a category. */
export async function categoryGroups(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: categories.cateId, group: categories.pCateValue }).from(categories).where(inArray(categories.cateId, ids));
  return new Map(rows.map((r) => [r.id, r.group]));
}

/** The member of a mobile, or null. */
export async function memberByMobile(db: Db, mobile: string): Promise<{ id: number; name: string; mobile: string } | null> {
  const [row] = await db.select({ id: users.id, name: users.name, mobile: users.userMobile }).from(users).where(eq(users.userMobile, mobile)).limit(1);
  return row ?? null;
}

/** Another expert already bound to the member, or null. */
export async function otherExpertOf(db: Db, userId: number, expertId: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: experts.id, name: experts.name })
    .from(experts)
    .where(and(eq(experts.userId, userId), ne(experts.id, expertId)))
    .limit(1);
  return row ?? null;
}

/** The member's expert standing after a bind or an unbind: an expert while an approved expert is bound to them. */
export async function syncExpertStanding(tx: Db, userId: number): Promise<void> {
  if (userId <= 0) return;
  const stillExpert = sql`exists (select 1 from ${experts} where ${experts.userId} = ${userId} and ${experts.auditStatus} = 1)`;
  await tx
    .update(users)
    .set({
      isExpert: sql`case when ${stillExpert} then 1 else 0 end`,
      roles: sql`case when ${stillExpert} then (case when 'isexpert' = any(${users.roles}) then ${users.roles} else array_append(${users.roles}, 'isexpert') end) else array_remove(${users.roles}, 'isexpert') end`,
    })
    .where(eq(users.id, userId));
}
