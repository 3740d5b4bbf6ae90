// The category form's values, rules and payload, and the tree built from a group's flat answer. The rules
// are the server's (contract admin-categories.ts), so the editor hears them before saving; the server
// checks them again.
import {
  CATEGORY_LIMITS,
  isCategoryImage,
  MSG_CATEGORY_IMAGE_BAD,
  MSG_CATEGORY_NAME_REQUIRED,
  MSG_CATEGORY_NAME_TOO_LONG,
  MSG_CATEGORY_REMARK_TOO_LONG,
  type AdminCategory,
  type AdminCategorySaveReq,
  type UploadedFile,
} from '@ws/api-sdk';

export interface CategoryFormValues {
  cate_name: string;
  remark: string;
  image: UploadedFile[];
  is_recommend: boolean;
}

export const emptyCategory = (): CategoryFormValues => ({ cate_name: '', remark: '', image: [], is_recommend: false });

export const fromCategory = (c: AdminCategory): CategoryFormValues => ({
  cate_name: c.cate_name,
  remark: c.remark,
  image: c.firstFile ? [{ FileName: c.firstFile.FileName ?? '图片', FileUrl: c.firstFile.FileUrl }] : [],
  is_recommend: c.is_recommend === 1,
});

const length = (s: string) => [...s.trim()].length;

export const categoryRules = {
  cate_name: (v: string) => (v.trim() === '' ? MSG_CATEGORY_NAME_REQUIRED : length(v) > CATEGORY_LIMITS.name ? MSG_CATEGORY_NAME_TOO_LONG : null),
  remark: (v: string) => (length(v) > CATEGORY_LIMITS.remark ? MSG_CATEGORY_REMARK_TOO_LONG : null),
  image: (v: UploadedFile[]) => (v.every((f) => isCategoryImage(f.FileUrl)) ? null : MSG_CATEGORY_IMAGE_BAD),
};

export const toPayload = (v: CategoryFormValues, at: { group: string; id: number | null; parentId: number }): AdminCategorySaveReq & { p_cate_value: string } => ({
  ...(at.id !== null ? { cate_id: at.id } : { parent_id: at.parentId }),
  p_cate_value: at.group,
  cate_name: v.cate_name.trim(),
  remark: v.remark.trim(),
  image: v.image,
  is_recommend: v.is_recommend ? 1 : 0,
});

export interface CategoryNode extends AdminCategory {
  level: number;
  nodes: CategoryNode[];
}

/** The group's tree from its flat, ordered answer (a row whose parent is not in the group is top level). */
export const buildTree = (items: readonly AdminCategory[]): CategoryNode[] => {
  const ids = new Set(items.map((c) => c.cate_id));
  const byParent = new Map<number, AdminCategory[]>();
  for (const c of items) {
    const parent = ids.has(c.parent_id) ? c.parent_id : 0;
    byParent.set(parent, [...(byParent.get(parent) ?? []), c]);
  }
  const build = (parent: number, level: number, seen: Set<number>): CategoryNode[] =>
    (byParent.get(parent) ?? [])
      .filter((c) => !seen.has(c.cate_id))
      .map((c) => ({ ...c, level, nodes: build(c.cate_id, level + 1, new Set([...seen, c.cate_id])) }));
  return build(0, 1, new Set());
};

/** The list with the item at `from` moved to `to` (both in range; otherwise the list as it is). */
export const moveItem = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};
