// Shared open reads for the header, footer and home page (spec 01 §7 Content): ads, the site statistics,
// category trees and menus, areas. Every list is one query: no N+1.
import { HOME_CHANNELS, PAGE_SIZES, type Ad, type Area, type Category, type HomeChannel, type Items, type PayloadOf, type ResOf, type Stat } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../kernel';
import { formatChinaTime } from '../../kernel/time';
import { MAX_MENU, paging } from '../../db/paging';
import { channelArticlePage, LAW_CHANNEL } from '../articles';
import { approvedCompanyCount, areaIdByName, childAreas, groupCategories, groupsCategories, slotAds, visitAmount } from './queries';

/**
 * A group's top-level categories with their children and grandchildren (listCateNew, listcate): the product
 * group has three levels (cate, sub_cate, s_sub_cate). Tops always carry `children`; a lower level only when it
 * has some. Rows deeper than three levels, or whose parent is missing, are left out.
 */
export async function categoryTree(db: Db, group: string): Promise<{ items: Category[] }> {
  if (!group) return { items: [] };
  const rows = await groupCategories(db, group);
  const byParent = new Map<number, Category[]>();
  for (const c of rows) {
    const siblings = byParent.get(c.parent_id);
    if (siblings) siblings.push(c);
    else byParent.set(c.parent_id, [c]);
  }
  const attach = (node: Category, depth: number): Category => {
    const kids = depth < 3 ? (byParent.get(node.cate_id) ?? []).map((k) => attach(k, depth + 1)) : [];
    return kids.length > 0 || depth === 1 ? { ...node, children: kids } : node;
  };
  return { items: (byParent.get(0) ?? []).map((t) => attach(t, 1)) };
}

/** One ad slot, in its order (listads). */
export async function adsOf(db: Db, clock: Clock, cateValue: string): Promise<Items<Ad>> {
  return { items: await slotAds(db, cateValue, formatChinaTime(clock.now())) };
}

/**
 * The approved companies and the visits. A visit is counted only when the client says a page is being
 * viewed (count=1, sent once per view of the home page); every other read, a refetch included, only
 * reads the counter.
 */
export async function siteStats(db: Db, payload: PayloadOf<'statInfo'>): Promise<Stat> {
  const [companyCount, visits] = await Promise.all([approvedCompanyCount(db), visitAmount(db, payload.count === '1')]);
  return { company_amount: companyCount, visit_amount: visits };
}

/** menuList: the categories of the asked groups, group by group. */
export async function menuOf(db: Db, payload: PayloadOf<'menuList'>): Promise<Items<Category>> {
  if (payload.cate_values.length === 0) return { items: [] };
  const { pageSize, offset } = paging(payload, MAX_MENU, MAX_MENU);
  return { items: await groupsCategories(db, payload.cate_values, pageSize, offset) };
}

/** The newest articles of a home block, as listarticle {channel, cate_id, pageNum 1, pageSize 5} answers them. */
const homeBlockArticles = (db: Db, clock: Clock, channel: string, cateId: number | null) =>
  channelArticlePage(db, clock, { channel, cate_id: cateId, keywords: '', pageNum: 1, pageSize: PAGE_SIZES.homeBlock });

/**
 * The home page's first screen in one read (docs/performance.md): what listads, listCateNew and
 * listarticle answer for it, from the same functions. statInfo is not in it: it counts a visit.
 */
export async function homeFirstScreen(db: Db, clock: Clock): Promise<ResOf<'homeFirstScreen'>> {
  const [homebanner, homepcvertical, cats, ...pages] = await Promise.all([
    adsOf(db, clock, 'homebanner'),
    adsOf(db, clock, 'homepcvertical'),
    categoryTree(db, 'product'),
    ...HOME_CHANNELS.map((c) => homeBlockArticles(db, clock, c.channel, null)),
  ]);
  const channels = Object.fromEntries(HOME_CHANNELS.map((c, i) => [c.channel, pages[i]])) as Record<HomeChannel, (typeof pages)[number]>;
  return { homebanner, homepcvertical, categories: cats, channels };
}

/** The home page's law lists in one read: per asked category (in that order), listarticle {channel law, cate_id}. */
export async function homeLawLists(db: Db, clock: Clock, payload: PayloadOf<'homeLawLists'>): Promise<ResOf<'homeLawLists'>> {
  const ids = [...new Set(payload.cate_ids)];
  const pages = await Promise.all(ids.map((id) => homeBlockArticles(db, clock, LAW_CHANNEL, id)));
  return { lists: ids.map((cate_id, i) => ({ cate_id, total: pages[i]?.total ?? 0, items: pages[i]?.items ?? [] })) };
}

/** listarea: the areas under a parent given by code ('440000'), by name ('广东省'), or nothing for the top level. */
export async function areasUnder(db: Db, payload: PayloadOf<'listarea'>): Promise<Items<Area>> {
  const parent = payload.parent_name;
  const pageSize = Math.min(Math.max(payload.pageSize ?? 99, 1), 1000);
  // a code ('440000'), a name ('广东省'), or nothing for the top level
  let parentId: number | null = parent === '' ? 0 : /^\d{1,9}$/.test(parent) ? Number(parent) : null;
  if (parentId === null && parent) parentId = await areaIdByName(db, parent);
  if (parentId === null) return { items: [] };
  return { items: await childAreas(db, parentId, pageSize) };
}
