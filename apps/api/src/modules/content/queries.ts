// The content reads' SQL: categories of a group or of several groups, an ad slot, the visit counter and
// the approved companies' count, and the areas. Every list is one query: no N+1.
import type { Ad, Area, Category } from '@ws/api-sdk/contract';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countRows, MAX_PAGE } from '../../db/paging';
import { ads, areas, categories, companies, counters } from '../../db/schema';
import { fileRef } from '../../kernel';
import { toCategory } from '../categories';

const categoryOrder = [asc(categories.sort), asc(categories.cateId)];

/** A group's categories, every level, in their order. */
export async function groupCategories(db: Db, group: string): Promise<Category[]> {
  const rows = await db.select().from(categories).where(eq(categories.pCateValue, group)).orderBy(...categoryOrder);
  return rows.map(toCategory);
}

/** One ad slot, in its order: the ads within their period at `now` (China time; no bound: always). */
export async function slotAds(db: Db, cateValue: string, now: string): Promise<Ad[]> {
  const live = and(eq(ads.cateValue, cateValue), or(isNull(ads.startAt), lte(ads.startAt, now)), or(isNull(ads.endAt), gt(ads.endAt, now)));
  const rows = await db.select().from(ads).where(live).orderBy(asc(ads.sort), asc(ads.id)).limit(MAX_PAGE);
  return rows.map((a) => ({ id: a.id, cate_value: a.cateValue, title: a.title, link: a.link, firstFile: fileRef(a.image) }));
}

/** The site's visits, counting one more when `count` (one statement either way). */
export async function visitAmount(db: Db, count: boolean): Promise<number> {
  const rows = count
    ? await db
        .insert(counters)
        .values({ key: 'visit_amount', value: 1 })
        .onConflictDoUpdate({ target: counters.key, set: { value: sql`${counters.value} + 1` } })
        .returning({ value: counters.value })
    : await db.select({ value: counters.value }).from(counters).where(eq(counters.key, 'visit_amount'));
  return rows[0]?.value ?? 0;
}

/** How many companies are approved. */
export const approvedCompanyCount = (db: Db): Promise<number> => countRows(db, companies, and(eq(companies.auditStatus, 1), eq(companies.listed, 1)));

/** The categories of several groups, group by group, each in its order. */
export async function groupsCategories(db: Db, groups: string[], pageSize: number, offset: number): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(inArray(categories.pCateValue, groups))
    .orderBy(asc(categories.pCateValue), ...categoryOrder)
    .limit(pageSize)
    .offset(offset);
  return rows.map(toCategory);
}

/** The id of the highest-level area of that name, or null. */
export async function areaIdByName(db: Db, name: string): Promise<number | null> {
  const [byName] = await db.select({ id: areas.id }).from(areas).where(eq(areas.name, name)).orderBy(asc(areas.level)).limit(1);
  return byName?.id ?? null;
}

/** The areas under a parent (0: the top level), in their order. */
export async function childAreas(db: Db, parentId: number, pageSize: number): Promise<Area[]> {
  const rows = await db.select().from(areas).where(eq(areas.parentId, parentId)).orderBy(asc(areas.idx), asc(areas.id)).limit(pageSize);
  return rows.map((a) => ({ id: a.id, name: a.name, parent_id: a.parentId, wid: a.id, idx: a.idx }));
}
