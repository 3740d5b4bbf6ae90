// Help: the help menu and help pages (spec 01 §2 /help/orders, /help/content; footer links).
import { ep } from './endpoint-def';
import type { Items } from './envelope';
import { fields, id, none } from './schema';

export interface HelpItem {
  id: number;
  name: string;
}

export interface HelpCategory {
  cate_id: number;
  cate_name: string;
  items: HelpItem[];
}

export interface HelpInfo {
  id: number;
  name: string;
  intro: string;
}

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const helpInput = /* @__PURE__ */ (() => ({
  listHelpByCate: none(),
  helpInfo: fields({ id: id('内容不存在') }),
}))();

type In = typeof helpInput;

export const help = {
  listHelpByCate: ep<In['listHelpByCate'], Items<HelpCategory>>()({ method: 'GET', path: '/open/uni/listHelpByCate', auth: false, cache: true }),
  helpInfo: ep<In['helpInfo'], HelpInfo>()({ method: 'GET', path: '/open/uni/helpInfo', auth: false, cache: true }),
} as const;
