// The content's contract handlers: ads, the site statistics, category trees and menus, the home page's
// combined reads and areas (the rules in service.ts).
import type { content } from '@ws/api-sdk/contract';
import type { DomainHandlers } from '../../http/handler';
import { adsOf, areasUnder, categoryTree, homeFirstScreen, homeLawLists, menuOf, siteStats } from './service';

export const contentHandlers: DomainHandlers<typeof content> = {
  listads: ({ db, clock, payload }) => adsOf(db, clock, payload.cate_value),
  statInfo: ({ db, payload }) => siteStats(db, payload),
  listCateNew: ({ db, payload }) => categoryTree(db, payload.parent_cate_value),

  /** video/listcate {parent_cate_value}: the same tree, for the video hub and the lecture hall */
  listcate: ({ db, payload }) => categoryTree(db, payload.parent_cate_value),

  menuList: ({ db, payload }) => menuOf(db, payload),
  homeFirstScreen: ({ db, clock }) => homeFirstScreen(db, clock),
  homeLawLists: ({ db, clock, payload }) => homeLawLists(db, clock, payload),
  listarea: ({ db, payload }) => areasUnder(db, payload),
};
