// The experts' SQL: paged expert lists with their group names (one batched query for the page's rows: no
// N+1), the keyword filter of 问专家, one approved expert, and what a consult request reads (the expert's
// member and the caller's open consult with that expert).
import type { Expert, Page } from '@ws/api-sdk/contract';
import { and, arrayContains, arrayOverlaps, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keywordMatchAny } from '../../db/keyword-search';
import { listPage, newestFirst, type Paging } from '../../db/paging';
import { categories, chats, experts, users } from '../../db/schema';
import { fileRef } from '../../kernel';
import { categoryNames } from '../categories';

type ExpertRow = typeof experts.$inferSelect;

/** Experts as the API sends them, with their group names resolved in ONE query for all rows. */
async function toExperts(db: Db, rows: ExpertRow[]): Promise<Expert[]> {
  const names = await categoryNames(
    db,
    rows.flatMap((e) => [...e.industrys, ...e.fields, ...e.specials, ...e.supplys]),
  );
  const joinNames = (list: number[]) =>
    list
      .map((id) => names.get(id))
      .filter((n): n is string => n !== undefined)
      .join('、');
  return rows.map((e) => ({
    id: e.id,
    user_id: e.userId,
    name: e.name,
    title: e.title,
    description: e.description,
    intro: e.intro,
    price: e.price,
    cert_file: e.certFile,
    industrys_name: joinNames(e.industrys),
    fields_name: joinNames(e.fields),
    specials_name: joinNames(e.specials),
    supplys_name: joinNames(e.supplys),
    expert: e.expert,
    technology: e.technology,
    position: e.position,
    firstFile: fileRef(e.avatar),
  }));
}

/** One page of the experts matching `where`, newest first (experts_list_idx), with their group names. */
function expertPage(db: Db, where: SQL | undefined, page: Paging): Promise<Page<Expert>> {
  const list = { table: experts, where, order: newestFirst(experts.createTime, experts.id), page };
  return listPage(db, list, db.select().from(experts).$dynamic(), (rows) => toExperts(db, rows));
}

/**
 * The keyword of 问专家 (/search): an expert matches by name, title, expertise or technology, or by the
 * name of one of their fields (消防 finds the experts of 消防安全). The field ids come first, in one small
 * query on the categories; then plain ILIKEs on the (small) experts table.
 */
async function expertKeywordFilter(db: Db, term: string): Promise<SQL | undefined> {
  const text = keywordMatchAny(term, experts.name, experts.title, experts.expert, experts.technology);
  if (!text) return undefined;
  const fieldIds = (
    await db
      .select({ id: categories.cateId })
      .from(categories)
      .where(and(eq(categories.pCateValue, 'field'), keywordMatchAny(term, categories.cateName)))
  ).map((r) => r.id);
  return fieldIds.length > 0 ? or(text, arrayOverlaps(experts.fields, fieldIds)) : text;
}

/** What listexpert filters by: a group id of each kind, recommend ids and the 问专家 keyword. */
export interface ExpertFilter {
  industry: number | null;
  field: number | null;
  special: number | null;
  supply: number | null;
  recommendIds: number[];
  name: string;
}

/** A page of the approved experts of the filter (listed: not taken off by the console). */
export async function filteredExperts(db: Db, q: ExpertFilter, page: Paging): Promise<Page<Expert>> {
  const filters: (SQL | undefined)[] = [eq(experts.auditStatus, 1), eq(experts.listed, 1)];
  const groupFilter = [
    [q.industry, experts.industrys],
    [q.field, experts.fields],
    [q.special, experts.specials],
    [q.supply, experts.supplys],
  ] as const;
  for (const [id, column] of groupFilter) if (id !== null) filters.push(arrayContains(column, [id]));
  if (q.recommendIds.length > 0) filters.push(arrayOverlaps(experts.recommendIds, q.recommendIds));
  filters.push(await expertKeywordFilter(db, q.name));
  return expertPage(db, and(...filters), page);
}

/** A page of the approved experts of the recommend ids, keywords on name, expertise and title. */
export function recommendedExperts(db: Db, q: { recommendIds: number[]; keywords: string }, page: Paging): Promise<Page<Expert>> {
  const where = and(
    eq(experts.auditStatus, 1),
    eq(experts.listed, 1),
    q.recommendIds.length > 0 ? arrayOverlaps(experts.recommendIds, q.recommendIds) : undefined,
    keywordMatchAny(q.keywords, experts.name, experts.expert, experts.title),
  );
  return expertPage(db, where, page);
}

/** One approved expert's stored row, or null. */
export async function approvedExpertRow(db: Db, id: number): Promise<ExpertRow | null> {
  const [row] = await db.select().from(experts).where(and(eq(experts.id, id), eq(experts.auditStatus, 1))).limit(1);
  return row ?? null;
}

/** One approved expert as the API sends it, 'offline' when the console took it off (下架), or null. */
export async function approvedExpert(db: Db, id: number): Promise<Expert | 'offline' | null> {
  const row = await approvedExpertRow(db, id);
  if (!row) return null;
  if (row.listed !== 1) return 'offline';
  const [expert] = await toExperts(db, [row]);
  return expert!;
}

/** The name and mobile of a member (the expert's own account), or null. */
export async function memberContact(db: Db, userId: number): Promise<{ name: string; mobile: string } | null> {
  const [counterpart] = await db.select({ name: users.name, mobile: users.userMobile }).from(users).where(eq(users.id, userId)).limit(1);
  return counterpart ?? null;
}

/** The caller's newest consult chat with the expert still open (not yet confirmed ended, or free), or null. */
export async function openConsultOf(db: Db, userId: number, expertId: number): Promise<{ orderNo: string; pass: number } | null> {
  const [open] = await db
    .select({ orderNo: chats.orderNo, pass: chats.pass })
    .from(chats)
    .where(and(eq(chats.kind, 'expert'), eq(chats.userId, userId), eq(chats.expertId, expertId), or(eq(chats.isConfirm, 0), eq(chats.pass, 1))))
    .orderBy(desc(chats.id))
    .limit(1);
  return open ?? null;
}
