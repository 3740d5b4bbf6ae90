// Shared open reads for the header, footer and home page (spec 01 §7 Content): ads, the site statistics,
// category trees and menus, areas. Every list is one query: no N+1.
import { HOME_CHANNELS, PAGE_SIZES, type Ad, type Area, type Category, type content, type HomeChannel, type Items } from '@ws/api-sdk/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ads, areas, categories, companies, counters } from '../../db/schema';
import type { DomainHandlers } from '../../http/handler';
import { channelArticlePage, LAW_CHANNEL } from '../articles';
import { countRows, MAX_MENU, MAX_PAGE, paging } from '../../db/paging';
import { fileRef, toCategory } from '../categories/index';

const categoryOrder = [asc(categories.sort), asc(categories.cateId)];

/**
 * A group's top-level categories with their children and grandchildren (listCateNew, listcate): the product
 * group has three levels (cate, sub_cate, s_sub_cate). Tops always carry `children`; a lower level only when it
 * has some. Rows deeper than three levels, or whose parent is missing, are left out.
 */
async function categoryTree(db: Db, group: string): Promise<{ items: Category[] }> {
  if (!group) return { items: [] };
  const rows = await db.select().from(categories).where(eq(categories.pCateValue, group)).orderBy(...categoryOrder);
  const byParent = new Map<number, Category[]>();
  for (const c of rows) {
    const siblings = byParent.get(c.parentId);
    if (siblings) siblings.push(toCategory(c));
    else byParent.set(c.parentId, [toCategory(c)]);
  }
  const attach = (node: Category, depth: number): Category => {
    const kids = depth < 3 ? (byParent.get(node.cate_id) ?? []).map((k) => attach(k, depth + 1)) : [];
    return kids.length > 0 || depth === 1 ? { ...node, children: kids } : node;
  };
  return { items: (byParent.get(0) ?? []).map((t) => attach(t, 1)) };
}

/** One ad slot, in its order (listads). */
async function adsOf(db: Db, cateValue: string): Promise<Items<Ad>> {
  const rows = await db.select().from(ads).where(eq(ads.cateValue, cateValue)).orderBy(asc(ads.sort), asc(ads.id)).limit(MAX_PAGE);
  return { items: rows.map((a) => ({ id: a.id, cate_value: a.cateValue, title: a.title, link: a.link, firstFile: fileRef(a.image) })) };
}

/** The newest articles of a home block, as listarticle {channel, cate_id, pageNum 1, pageSize 5} answers them. */
const homeBlockArticles = (db: Db, channel: string, cateId: number | null) =>
  channelArticlePage(db, { channel, cate_id: cateId, keywords: '', pageNum: 1, pageSize: PAGE_SIZES.homeBlock });

export const contentHandlers: DomainHandlers<typeof content> = {
  listads: ({ db, payload }) => adsOf(db, payload.cate_value),

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

  /**
   * The home page's first screen in one read (docs/performance.md): what listads, listCateNew and
   * listarticle answer for it, from the same functions. statInfo is not in it: it counts a visit.
   */
  async homeFirstScreen({ db }) {
    const [homebanner, homepcvertical, cats, ...pages] = await Promise.all([
      adsOf(db, 'homebanner'),
      adsOf(db, 'homepcvertical'),
      categoryTree(db, 'product'),
      ...HOME_CHANNELS.map((c) => homeBlockArticles(db, c.channel, null)),
    ]);
    const channels = Object.fromEntries(HOME_CHANNELS.map((c, i) => [c.channel, pages[i]])) as Record<HomeChannel, (typeof pages)[number]>;
    return { homebanner, homepcvertical, categories: cats, channels };
  },

  /** The home page's law lists in one read: per asked category (in that order), listarticle {channel law, cate_id}. */
  async homeLawLists({ db, payload }) {
    const ids = [...new Set(payload.cate_ids)];
    const pages = await Promise.all(ids.map((id) => homeBlockArticles(db, LAW_CHANNEL, id)));
    return { lists: ids.map((cate_id, i) => ({ cate_id, total: pages[i]?.total ?? 0, items: pages[i]?.items ?? [] })) };
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
