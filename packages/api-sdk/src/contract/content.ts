// Shared open reads: ads, the site statistics, category trees and menus, areas (spec 01 §7 Content).
import { ep } from './endpoint-def';
import type { Items } from './envelope';
import type { Area, Category, FileRef } from './entities';
import { fields, optText, pageFields, text, textList, type InputOf } from './schema';

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
}))();

type In = typeof contentInput;
export type MenuListReq = InputOf<In['menuList']>;

export const content = {
  listads: ep<In['listads'], Items<Ad>>()({ method: 'GET', path: '/open/uni/listads', auth: false }),
  statInfo: ep<In['statInfo'], Stat>()({ method: 'GET', path: '/open/uni/statInfo', auth: false }),
  listCateNew: ep<In['listCateNew'], Items<Category>>()({ method: 'GET', path: '/open/uni/listCateNew', auth: false }),
  listcate: ep<In['listcate'], Items<Category>>()({ method: 'GET', path: '/open/uni/listcate', auth: false }),
  menuList: ep<In['menuList'], Items<Category>>()({ method: 'GET', path: '/open/uni/menuList', auth: false }),
  listarea: ep<In['listarea'], Items<Area>>()({ method: 'GET', path: '/open/uni/listarea', auth: false }),
} as const;

