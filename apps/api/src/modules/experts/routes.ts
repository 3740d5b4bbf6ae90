// Experts (spec 01 §2-§4, §7): the expert lists of /expert, the home page and /channelPolicy, and the
// expert detail. Every list is one query for the page plus one count, and one batched query for the
// category names of the page's rows: no N+1.
import type { Expert, experts as expertsContract, Page } from '@ws/api-sdk/contract';
import { and, arrayContains, arrayOverlaps, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, experts } from '../../db/schema';
import { type DomainHandlers } from '../../http/handler';
import { DomainError } from '../../kernel';
import { keywordMatchAny } from '../../db/keyword-search';
import { listPage, newestFirst, paging, type Paging } from '../../db/paging';
import { categoryNames, fileRef } from '../categories/index';
import { consultHandlers } from './consult-routes';

export const MSG_EXPERT_MISSING = '专家不存在';

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
export function expertPage(db: Db, where: SQL | undefined, page: Paging): Promise<Page<Expert>> {
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

export const expertsHandlers: DomainHandlers<typeof expertsContract> = {
  async listexpert({ db, payload }) {
    const filters: (SQL | undefined)[] = [eq(experts.auditStatus, 1)];
    const groupFilter = [
      [payload.industry, experts.industrys],
      [payload.field, experts.fields],
      [payload.special, experts.specials],
      [payload.supply, experts.supplys],
    ] as const;
    for (const [id, column] of groupFilter) if (id !== null) filters.push(arrayContains(column, [id]));
    if (payload.recommendIds.length > 0) filters.push(arrayOverlaps(experts.recommendIds, payload.recommendIds));
    filters.push(await expertKeywordFilter(db, payload.name));
    return expertPage(db, and(...filters), paging(payload, 20));
  },

  /** menu/listexpertMenu: approved experts of the recommend ids, keywords on name, expertise and title; 10 per page. */
  async listexpertMenu({ db, payload }) {
    const where = and(
      eq(experts.auditStatus, 1),
      payload.recommendIds.length > 0 ? arrayOverlaps(experts.recommendIds, payload.recommendIds) : undefined,
      keywordMatchAny(payload.keywords, experts.name, experts.expert, experts.title),
    );
    return expertPage(db, where, paging(payload, 10));
  },

  /** menu/expertinfo {id}: one approved expert; unknown → 专家不存在. */
  async expertinfo({ db, payload }) {
    const [row] = await db.select().from(experts).where(and(eq(experts.id, payload.id), eq(experts.auditStatus, 1))).limit(1);
    if (!row) throw new DomainError(MSG_EXPERT_MISSING);
    const [expert] = await toExperts(db, [row]);
    return expert!;
  },

  expertPay: consultHandlers.expertPay,
  expertOrdersListSelf: consultHandlers.expertOrdersListSelf,
};
