// 帮助管理 of the operations console (内容编辑 and 超级管理员): the help categories (categories of the help group)
// and their items (help infos: a title and a rich-text body the server sanitizes with the portal's rules
// before storing), the user agreement (help info 48) among them. Ids are never changed nor reused; an item
// the site links to (SPEC_LINK_IDS: 33, 35–42, 48) can be edited and reordered, never deleted. Every change
// is written to the audit log with before and after, and the portal's help menu and pages show it at once.
import * as v from 'valibot';
import { CATEGORY_LIMITS, MSG_CATEGORY_MISSING, MSG_CATEGORY_NAME_REQUIRED, MSG_CATEGORY_NAME_TOO_LONG } from './admin-categories';
import { ep } from './endpoint-def';
import type { Items } from './envelope';
import { fields, id, idList, isStorableText, none, optId, type InputOf } from './schema';

/** The help group's p_cate_value. */
export const HELP_GROUP = 'help';
export const HELP_LIMITS = { name: 50, intro: 100_000 } as const;
/** The most items one help category orders at once. */
export const HELP_ITEMS_MAX = 200;

export const MSG_HELP_SAVED = '保存成功';
export const MSG_HELP_SORTED = '排序已保存';
export const MSG_HELP_DELETED = '已删除';
export const MSG_HELP_NAME_REQUIRED = '请填写标题';
export const MSG_HELP_NAME_TOO_LONG = `标题不能超过${HELP_LIMITS.name}个字`;
export const MSG_HELP_INTRO_TOO_LONG = `内容不能超过${HELP_LIMITS.intro}个字符`;
export const MSG_HELP_UNSAFE_LINK = '内容中的链接只能是 http(s)、mailto、tel 或本站地址';
export const MSG_HELP_CATE_REQUIRED = '请选择帮助分类';
export const MSG_HELP_ITEM_MISSING = '帮助内容不存在';
export const MSG_HELP_LINKED = '该帮助内容被站内链接引用，不能删除';
export const MSG_HELP_ORDER_STALE = '帮助分类的内容已变化，请刷新后重新排序';

/** One help item in the console's list. */
export interface AdminHelpItem {
  id: number;
  cate_id: number;
  name: string;
  /** its place in its category, from 1 */
  sort: number;
  /** 1: an id the site links to (edited and reordered, never deleted) */
  linked: 0 | 1;
}

/** One help category with its items in their order. */
export interface AdminHelpCate {
  cate_id: number;
  cate_name: string;
  sort: number;
  linked: 0 | 1;
  items: AdminHelpItem[];
}

/** One help item whole, as the editor loads it. */
export interface AdminHelpDetail extends AdminHelpItem {
  cate_name: string;
  /** the body as stored (sanitized) */
  intro: string;
}

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const adminHelpInput = /* @__PURE__ */ (() => {
  const limited = (max: number, tooLong: string) =>
    v.pipe(
      v.unknown(),
      v.check((raw) => raw === undefined || raw === null || (typeof raw === 'string' && isStorableText(raw)), tooLong),
      v.transform((raw) => (typeof raw === 'string' ? raw.trim() : '')),
      v.check((s) => [...s].length <= max, tooLong),
    ) as unknown as v.GenericSchema<string | undefined, string>;
  return {
    adminHelpCates: none(),
    /** cate_id absent: every item */
    adminHelpList: fields({ cate_id: optId() }),
    adminHelpInfo: fields({ id: id(MSG_HELP_ITEM_MISSING) }),
    adminHelpSave: fields({
      /** absent: a new item, last in its category */
      id: optId(),
      cate_id: id(MSG_HELP_CATE_REQUIRED),
      name: v.pipe(limited(HELP_LIMITS.name, MSG_HELP_NAME_TOO_LONG), v.check((s) => s !== '', MSG_HELP_NAME_REQUIRED)),
      intro: v.pipe(
        v.unknown(),
        v.check((raw) => raw === undefined || raw === null || (typeof raw === 'string' && isStorableText(raw)), MSG_HELP_INTRO_TOO_LONG),
        v.transform((raw) => (typeof raw === 'string' ? raw.trim() : '')),
        v.check((s) => s.length <= HELP_LIMITS.intro, MSG_HELP_INTRO_TOO_LONG),
      ) as unknown as v.GenericSchema<string | undefined, string>,
    }),
    /** the category's item ids, every one, in their new order */
    adminHelpSort: fields({ cate_id: id(MSG_HELP_CATE_REQUIRED), ids: idList(HELP_ITEMS_MAX) }),
    adminHelpDelete: fields({ id: id(MSG_HELP_ITEM_MISSING) }),
    adminHelpCateSave: fields({
      /** absent: a new help category, last */
      cate_id: optId(),
      cate_name: v.pipe(limited(CATEGORY_LIMITS.name, MSG_CATEGORY_NAME_TOO_LONG), v.check((s) => s !== '', MSG_CATEGORY_NAME_REQUIRED)),
    }),
    adminHelpCateDelete: fields({ cate_id: id(MSG_CATEGORY_MISSING) }),
  };
})();

type In = typeof adminHelpInput;
export type AdminHelpSaveReq = InputOf<In['adminHelpSave']>;
export type AdminHelpSortReq = InputOf<In['adminHelpSort']>;
export type AdminHelpCateSaveReq = InputOf<In['adminHelpCateSave']>;

// Built inside a pure call: an app that never calls the console (the site apps) drops the table.
export const adminHelp = /* @__PURE__ */ (() =>
  ({
  /** GET /api/admin/help/cates: the help categories in their order, each with its items in theirs */
  adminHelpCates: ep<In['adminHelpCates'], Items<AdminHelpCate>>()({ method: 'GET', path: '/admin/help/cates', auth: false, staff: ['editor'] }),
  /** GET /api/admin/help/list {cate_id?}: a category's items (absent: every item) in their order */
  adminHelpList: ep<In['adminHelpList'], Items<AdminHelpItem>>()({ method: 'GET', path: '/admin/help/list', auth: false, staff: ['editor'] }),
  /** GET /api/admin/help/info {id}: one item whole */
  adminHelpInfo: ep<In['adminHelpInfo'], AdminHelpDetail>()({ method: 'GET', path: '/admin/help/info', auth: false, staff: ['editor'] }),
  /** POST /api/admin/help/save {id?, cate_id, name, intro}: the body sanitized, audited; answers the item as stored */
  adminHelpSave: ep<In['adminHelpSave'], AdminHelpDetail>()({ method: 'POST', path: '/admin/help/save', auth: false, staff: ['editor'] }),
  /** POST /api/admin/help/sort {cate_id, ids}: the category's whole new order, audited; answers the categories */
  adminHelpSort: ep<In['adminHelpSort'], Items<AdminHelpCate>>()({ method: 'POST', path: '/admin/help/sort', auth: false, staff: ['editor'] }),
  /** POST /api/admin/help/delete {id}: never an item the site links to; audited; answers the categories */
  adminHelpDelete: ep<In['adminHelpDelete'], Items<AdminHelpCate>>()({ method: 'POST', path: '/admin/help/delete', auth: false, staff: ['editor'] }),
  /** POST /api/admin/help/cateSave {cate_id?, cate_name}: a help category, new (last) or renamed; audited; answers the categories */
  adminHelpCateSave: ep<In['adminHelpCateSave'], Items<AdminHelpCate>>()({ method: 'POST', path: '/admin/help/cateSave', auth: false, staff: ['editor'] }),
  /** POST /api/admin/help/cateDelete {cate_id}: only an empty one; audited; answers the categories */
  adminHelpCateDelete: ep<In['adminHelpCateDelete'], Items<AdminHelpCate>>()({ method: 'POST', path: '/admin/help/cateDelete', auth: false, staff: ['editor'] }),
  }) as const)();
