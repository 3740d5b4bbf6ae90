// 分类管理 of the operations console (内容编辑 and 超级管理员): every category group of the site (the experts'
// industry / field / special / supply, recommend, law, the content centre, company, product, the media's
// video / live / course / management, train, help) as a tree: add a top-level item or a child, rename, set
// its image, remark and recommend flag, reorder siblings, delete when nothing uses it. Ids are never changed
// nor reused (a new one is the table's max + 1); the ids the site links to (SPEC_LINK_IDS) can be renamed and
// reordered but never deleted. Every change is written to the audit log with before and after.
import * as v from 'valibot';
import { ep } from './endpoint-def';
import type { Items } from './envelope';
import type { FileRef } from './entities';
import { fields, id, idList, isStorableText, optId, optNumOneOf, optText, uploadedFiles, type InputOf } from './schema';

/**
 * The ids the site links to by number (spec 01 §9): law 122–127, recommend 39 / 1902 / 36 / 37 / 38, the
 * help menu's 33 and 35–42, the agreement (help info 48) and the content centre 1829–1831. A category or a
 * help item of one of these ids can be renamed, edited and reordered, never deleted.
 */
export const SPEC_LINK_IDS: readonly number[] = [122, 123, 124, 125, 126, 127, 1902, 36, 37, 38, 39, 33, 35, 40, 41, 42, 1829, 1830, 1831, 48];
export const isSpecLinkId = (id: number): boolean => SPEC_LINK_IDS.includes(id);

/** The category groups (p_cate_value), their names and how many levels each has on the portal. */
export const CATEGORY_GROUPS = [
  { value: 'industry', label: '专家行业', depth: 1 },
  { value: 'field', label: '专家领域', depth: 1 },
  { value: 'special', label: '专家专项', depth: 1 },
  { value: 'supply', label: '专家供需', depth: 1 },
  { value: 'recommend', label: '推荐服务', depth: 1 },
  { value: 'law', label: '法律法规', depth: 1 },
  { value: 'content', label: '内容中心', depth: 1 },
  { value: 'company', label: '企业分类', depth: 2 },
  { value: 'product', label: '商品分类', depth: 3 },
  { value: 'video', label: '视频', depth: 1 },
  { value: 'live', label: '直播', depth: 1 },
  { value: 'course', label: '课程', depth: 1 },
  { value: 'management', label: '管理制度', depth: 1 },
  { value: 'train', label: '培训', depth: 1 },
  { value: 'help', label: '帮助分类', depth: 1 },
] as const;
export type CategoryGroup = (typeof CATEGORY_GROUPS)[number]['value'];
export const CATEGORY_GROUP_VALUES: readonly string[] = CATEGORY_GROUPS.map((g) => g.value);
export const categoryGroupOf = (value: string) => CATEGORY_GROUPS.find((g) => g.value === value) ?? null;

export const CATEGORY_LIMITS = { name: 30, remark: 500 } as const;
export const CATEGORY_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'] as const;
/** The most siblings one order names. */
export const CATEGORY_SIBLINGS_MAX = 200;

export const MSG_CATEGORY_SAVED = '保存成功';
export const MSG_CATEGORY_SORTED = '排序已保存';
export const MSG_CATEGORY_DELETED = '已删除';
export const MSG_CATEGORY_GROUP_REQUIRED = '请选择分类组';
export const MSG_CATEGORY_NAME_REQUIRED = '请填写分类名称';
export const MSG_CATEGORY_NAME_TOO_LONG = `分类名称不能超过${CATEGORY_LIMITS.name}个字`;
export const MSG_CATEGORY_REMARK_TOO_LONG = `简介不能超过${CATEGORY_LIMITS.remark}个字`;
export const MSG_CATEGORY_IMAGE_BAD = '分类图片仅支持 JPG、PNG、GIF、WEBP、SVG 图片';
export const MSG_CATEGORY_MISSING = '分类不存在';
export const MSG_CATEGORY_PARENT_MISSING = '上级分类不存在';
export const MSG_CATEGORY_TOO_DEEP = '该分类组不能再添加下级分类';
export const MSG_CATEGORY_LINKED = '该分类被站内链接引用，不能删除';
export const MSG_CATEGORY_HAS_CHILDREN = '请先删除子分类';
export const MSG_CATEGORY_HAS_CONTENT = '该分类下还有内容，不能删除';
export const MSG_CATEGORY_ORDER_STALE = '分类已变化，请刷新后重新排序';
export const MSG_CATEGORY_ID_BUSY = '保存失败，请重试';

const extensionOf = (url: string) => /\.([a-z0-9]{1,8})$/i.exec(url)?.[1]?.toLowerCase() ?? '';
export const isCategoryImage = (url: string) => (CATEGORY_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(url));

/** One category in the console (a group's answer is flat, in order: the console builds the tree). */
export interface AdminCategory {
  cate_id: number;
  cate_name: string;
  cate_value: string;
  p_cate_value: string;
  /** 0: top level */
  parent_id: number;
  /** its place among its siblings, from 1 */
  sort: number;
  remark: string;
  is_recommend: 0 | 1;
  firstFile: FileRef | null;
  /** 1: an id the site links to (renamed and reordered, never deleted) */
  linked: 0 | 1;
  /** how many direct children */
  children: number;
}

/** Text up to `max` characters; one more is refused with `tooLong` rather than cut unseen. */
const limited = (max: number, tooLong: string) =>
  v.pipe(
    v.unknown(),
    v.check((raw) => raw === undefined || raw === null || (typeof raw === 'string' && isStorableText(raw)), tooLong),
    v.transform((raw) => (typeof raw === 'string' ? raw.trim() : '')),
    v.check((s) => [...s].length <= max, tooLong),
  ) as unknown as v.GenericSchema<string | undefined, string>;

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const adminCategoriesInput = /* @__PURE__ */ (() => {
  const group = v.pipe(optText(30), v.check((s) => CATEGORY_GROUP_VALUES.includes(s), MSG_CATEGORY_GROUP_REQUIRED));
  const name = v.pipe(limited(CATEGORY_LIMITS.name, MSG_CATEGORY_NAME_TOO_LONG), v.check((s) => s !== '', MSG_CATEGORY_NAME_REQUIRED));
  return {
    adminCategoryTree: fields({ p_cate_value: group }),
    adminCategorySave: fields({
      /** absent: a new category, last among its siblings */
      cate_id: optId(),
      p_cate_value: group,
      /** absent / 0: top level (a change's parent stays what it is) */
      parent_id: optId(),
      cate_name: name,
      remark: limited(CATEGORY_LIMITS.remark, MSG_CATEGORY_REMARK_TOO_LONG),
      image: v.pipe(
        uploadedFiles(1, { message: MSG_CATEGORY_IMAGE_BAD }),
        v.check((files) => files.every((f) => isCategoryImage(f.FileUrl)), MSG_CATEGORY_IMAGE_BAD),
      ),
      is_recommend: optNumOneOf([0, 1] as const, 0),
    }),
    /** the siblings' ids (of one parent in one group), every one, in their new order */
    adminCategorySort: fields({ p_cate_value: group, parent_id: optId(), ids: idList(CATEGORY_SIBLINGS_MAX) }),
    adminCategoryDelete: fields({ cate_id: id(MSG_CATEGORY_MISSING) }),
  };
})();

type In = typeof adminCategoriesInput;
export type AdminCategorySaveReq = InputOf<In['adminCategorySave']>;
export type AdminCategorySortReq = InputOf<In['adminCategorySort']>;

// Built inside a pure call: an app that never calls the console (the site apps) drops the table.
export const adminCategories = /* @__PURE__ */ (() =>
  ({
  /** GET /api/admin/categories/tree {p_cate_value}: the group's categories, every level, in their order */
  adminCategoryTree: ep<In['adminCategoryTree'], Items<AdminCategory>>()({ method: 'GET', path: '/admin/categories/tree', auth: false, staff: ['editor'] }),
  /** POST /api/admin/categories/save {cate_id?, p_cate_value, parent_id?, cate_name, remark, image, is_recommend}: audited; answers the group */
  adminCategorySave: ep<In['adminCategorySave'], Items<AdminCategory>>()({ method: 'POST', path: '/admin/categories/save', auth: false, staff: ['editor'] }),
  /** POST /api/admin/categories/sort {p_cate_value, parent_id, ids}: the siblings' whole new order, audited; answers the group */
  adminCategorySort: ep<In['adminCategorySort'], Items<AdminCategory>>()({ method: 'POST', path: '/admin/categories/sort', auth: false, staff: ['editor'] }),
  /** POST /api/admin/categories/delete {cate_id}: refused for a linked id, one with children or with content; audited; answers the group */
  adminCategoryDelete: ep<In['adminCategoryDelete'], Items<AdminCategory>>()({ method: 'POST', path: '/admin/categories/delete', auth: false, staff: ['editor'] }),
  }) as const)();
