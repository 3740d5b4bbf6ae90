// Shared open reads: ads, the site statistics, category trees and menus, areas (spec 01 §7 Content).
import { ep } from './endpoint-def';
import type { Items, Page } from './envelope';
import type { ArticleSummary } from './articles';
import type { Area, Category, FileRef } from './entities';
import { fields, idList, none, optText, pageFields, text, textList, type InputOf } from './schema';

export interface Ad {
  id: number;
  cate_value: 'quicknav' | 'homebanner' | 'homepcvertical' | 'homepcmidbanner' | string;
  title: string;
  link: string;
  firstFile: FileRef | null;
}

export interface Stat {
  company_amount: number;
  visit_amount: number;
}

/** The home page's four channel blocks (HOME_CHANNELS), in the order of homeFirstScreen's answer. */
export type HomeChannel = 'policy' | 'news' | 'prevention' | 'case';

/**
 * homeFirstScreen: the home page's first screen in one read, each part exactly what its own call answers:
 * listads {homebanner} and {homepcvertical}, listCateNew {parent_cate_value: product} and listarticle
 * {channel, pageNum 1, pageSize 5} per channel. statInfo (it counts a visit) and the header's quicknav
 * stay separate calls.
 */
export interface HomeFirstScreen {
  homebanner: Items<Ad>;
  homepcvertical: Items<Ad>;
  categories: Items<Category>;
  channels: Record<HomeChannel, Page<ArticleSummary> & { channel_name: string }>;
}

/** homeLawLists: per asked law category (in the order asked), its 5 newest articles and their total. */
export interface HomeLawLists {
  lists: { cate_id: number; total: number; items: ArticleSummary[] }[];
}

/** At most this many categories in one homeLawLists read. */
export const MAX_HOME_LAW_LISTS = 10;

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const contentInput = /* @__PURE__ */ (() => ({
  listads: fields({ cate_value: text(50) }),
  /** count: 1 on a real page view (the home page's first render), absent for a plain read */
  statInfo: fields({ count: optText(1) }),
  listCateNew: fields({ parent_cate_value: text(50) }),
  listcate: fields({ parent_cate_value: text(50) }),
  /** category groups, e.g. industry, field, special, supply, recommend, law, video, train */
  menuList: fields({ ...pageFields, cate_values: textList(20) }),
  /** parent_name: a code ('440000'), a name ('广东省'), or '' for the top level */
  listarea: fields({ parent_name: optText(50), pageSize: pageFields.pageSize }),
  homeFirstScreen: none(),
  /** law category ids (122–127 on the home page); more than MAX_HOME_LAW_LISTS are cut */
  homeLawLists: fields({ cate_ids: idList(MAX_HOME_LAW_LISTS) }),
}))();

type In = typeof contentInput;
export type MenuListReq = InputOf<In['menuList']>;

export const content = {
  listads: ep<In['listads'], Items<Ad>>()({ method: 'GET', path: '/open/uni/listads', auth: false, cache: true }),
  statInfo: ep<In['statInfo'], Stat>()({ method: 'GET', path: '/open/uni/statInfo', auth: false }),
  listCateNew: ep<In['listCateNew'], Items<Category>>()({ method: 'GET', path: '/open/uni/listCateNew', auth: false, cache: true }),
  listcate: ep<In['listcate'], Items<Category>>()({ method: 'GET', path: '/open/uni/listcate', auth: false, cache: true }),
  menuList: ep<In['menuList'], Items<Category>>()({ method: 'GET', path: '/open/uni/menuList', auth: false, cache: true }),
  listarea: ep<In['listarea'], Items<Area>>()({ method: 'GET', path: '/open/uni/listarea', auth: false, cache: true }),
  /** not in the spec: the home page's first-screen reads in one round trip (docs/performance.md) */
  homeFirstScreen: ep<In['homeFirstScreen'], HomeFirstScreen>()({ method: 'GET', path: '/open/uni/homeFirstScreen', auth: false, cache: true }),
  /** not in the spec: the home page's six law lists in one round trip (docs/performance.md) */
  homeLawLists: ep<In['homeLawLists'], HomeLawLists>()({ method: 'GET', path: '/open/uni/homeLawLists', auth: false, cache: true }),
} as const;

