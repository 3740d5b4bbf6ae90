// Shared open reads for the header, footer and home page (spec 01 §7 Content): ads, the site statistics,
// category trees and menus, areas. Every list is one query: no N+1.
import type { Area, Category, content } from '@ws/api-sdk/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ads, areas, categories, companies, counters } from '../db/schema';
import type { DomainHandlers } from '../http/handler';
import { countRows, MAX_MENU, MAX_PAGE, paging } from './paging';
import { fileRef, toCategory } from './shapes';

const categoryOrder = [asc(categories.sort), asc(categories.cateId)];

/** A group's top-level categories, each with its children (listCateNew, listcate). */
async function categoryTree(db: Db, group: string): Promise<{ items: Category[] }> {
  if (!group) return { items: [] };
  const rows = await db.select().from(categories).where(eq(categories.pCateValue, group)).orderBy(...categoryOrder);
  const tops = rows.filter((c) => c.parentId === 0).map((c) => ({ ...toCategory(c), children: [] as Category[] }));
  const byId = new Map(tops.map((t) => [t.cate_id, t]));
  for (const c of rows) if (c.parentId !== 0) byId.get(c.parentId)?.children.push(toCategory(c));
  return { items: tops };
}

export const contentHandlers: DomainHandlers<typeof content> = {
  async listads({ db, payload }) {
    const rows = await db.select().from(ads).where(eq(ads.cateValue, payload.cate_value)).orderBy(asc(ads.sort), asc(ads.id)).limit(MAX_PAGE);
    return { items: rows.map((a) => ({ id: a.id, cate_value: a.cateValue, title: a.title, link: a.link, firstFile: fileRef(a.image) })) };
  },

  /**
   * The approved companies and the visits. A visit is counted only when the client says a page is being
   * viewed (count=1, sent once per view of the home page); every other read, a refetch included, only
   * reads the counter.
   */
  async statInfo({ db, payload }) {
    const visits =
      payload.count === '1'
        ? db
            .insert(counters)
            .values({ key: 'visit_amount', value: 1 })
            .onConflictDoUpdate({ target: counters.key, set: { value: sql`${counters.value} + 1` } })
            .returning({ value: counters.value })
        : db.select({ value: counters.value }).from(counters).where(eq(counters.key, 'visit_amount'));
    const [companyCount, visitRows] = await Promise.all([countRows(db, companies, eq(companies.auditStatus, 1)), visits]);
    return { company_amount: companyCount, visit_amount: visitRows[0]?.value ?? 0 };
  },

  listCateNew: ({ db, payload }) => categoryTree(db, payload.parent_cate_value),

  /** video/listcate {parent_cate_value}: the same tree, for the video hub and the lecture hall */
  listcate: ({ db, payload }) => categoryTree(db, payload.parent_cate_value),

  async menuList({ db, payload }) {
    if (payload.cate_values.length === 0) return { items: [] };
    const { pageSize, offset } = paging(payload, MAX_MENU, MAX_MENU);
    const rows = await db
      .select()
      .from(categories)
      .where(inArray(categories.pCateValue, payload.cate_values))
      .orderBy(asc(categories.pCateValue), ...categoryOrder)
      .limit(pageSize)
      .offset(offset);
    return { items: rows.map(toCategory) };
  },

  async listarea({ db, payload }) {
    const parent = payload.parent_name;
    const pageSize = Math.min(Math.max(payload.pageSize ?? 99, 1), 1000);
    // a code ('440000'), a name ('广东省'), or nothing for the top level
    let parentId: number | null = parent === '' ? 0 : /^\d{1,9}$/.test(parent) ? Number(parent) : null;
    if (parentId === null && parent) {
      const [byName] = await db.select({ id: areas.id }).from(areas).where(eq(areas.name, parent)).orderBy(asc(areas.level)).limit(1);
      parentId = byName?.id ?? null;
    }
    if (parentId === null) return { items: [] };
    const rows = await db.select().from(areas).where(eq(areas.parentId, parentId)).orderBy(asc(areas.idx), asc(areas.id)).limit(pageSize);
    const items: Area[] = rows.map((a) => ({ id: a.id, name: a.name, parent_id: a.parentId, wid: a.id, idx: a.idx }));
    return { items };
  },
};
