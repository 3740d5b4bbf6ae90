// 分类管理 of the operations console: a group's tree (flat, in order), the save of one category (new: last
// among its siblings, under the next id; a change keeps its id, group and parent), its delete (never an id
// the site links to, one with children or one that anything uses) and a set of siblings' whole new order.
// The contract has checked the fields; here what only the table knows. Each change writes its audit row
// (before and after) in the same transaction; the portal reads the table directly (no cache), and the
// gateway renders its pages afresh after each of these calls, so the change shows at once.
import {
  categoryGroupOf,
  isSpecLinkId,
  MSG_CATEGORY_HAS_CHILDREN,
  MSG_CATEGORY_HAS_CONTENT,
  MSG_CATEGORY_ID_BUSY,
  MSG_CATEGORY_LINKED,
  MSG_CATEGORY_MISSING,
  MSG_CATEGORY_ORDER_STALE,
  MSG_CATEGORY_PARENT_MISSING,
  MSG_CATEGORY_TOO_DEEP,
  type AdminCategory,
  type Items,
  type PayloadOf,
} from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { DomainError, fileRef, type Clock } from '../../kernel';
import { recordAudit, type AuditActor } from '../audit';
import { summaryCreate, summaryDelete, summarySort, summaryUpdate } from './messages';
import { categoryRow, childCount, deleteCategory, groupRows, insertCategory, isInUse, setOrder, updateCategory, type CategoryRow } from './queries';

export interface By {
  staff: AuditActor;
  ip: string;
}

type SaveInput = PayloadOf<'adminCategorySave'>;

/** What the audit log keeps of a category, before and after a change. */
const categoryState = (c: CategoryRow) => ({
  cate_name: c.cateName,
  cate_value: c.cateValue,
  p_cate_value: c.pCateValue,
  parent_id: c.parentId,
  sort: c.sort,
  remark: c.remark,
  is_recommend: c.isRecommend,
  image: c.image,
});

const toAdminCategory = (c: CategoryRow, children: number): AdminCategory => ({
  cate_id: c.cateId,
  cate_name: c.cateName,
  cate_value: c.cateValue,
  p_cate_value: c.pCateValue,
  parent_id: c.parentId,
  sort: c.sort,
  remark: c.remark,
  is_recommend: c.isRecommend === 1 ? 1 : 0,
  firstFile: fileRef(c.image),
  linked: isSpecLinkId(c.cateId) ? 1 : 0,
  children,
});

/** adminCategoryTree: a group's categories, every level, in their order. */
export async function listGroup(db: Db, group: string): Promise<Items<AdminCategory>> {
  const rows = await groupRows(db, group);
  const children = new Map<number, number>();
  for (const r of rows) children.set(r.parentId, (children.get(r.parentId) ?? 0) + 1);
  return { items: rows.map((r) => toAdminCategory(r, children.get(r.cateId) ?? 0)) };
}

/** How deep a category sits in its group (1: top level). */
const levelOf = (rows: readonly CategoryRow[], c: CategoryRow): number => {
  const byId = new Map(rows.map((r) => [r.cateId, r]));
  let level = 1;
  for (let p = byId.get(c.parentId); p && level < 10; p = byId.get(p.parentId)) level++;
  return level;
};

export interface CategoryFields {
  cate_id: number | null;
  p_cate_value: string;
  parent_id: number | null;
  cate_name: string;
  remark?: string;
  image?: string | null;
  is_recommend?: 0 | 1;
}

/**
 * A new category or a change of one inside the caller's transaction `tx`, audited; the row as stored. A
 * change keeps the id, the group and the parent; the fields left undefined stay as they are.
 */
export async function saveCategoryIn(tx: Db, clock: Clock, by: By, input: CategoryFields): Promise<CategoryRow> {
  const rows = await groupRows(tx, input.p_cate_value, true);
  let before: CategoryRow | null = null;
  let after: CategoryRow | null;
  if (input.cate_id !== null) {
    before = rows.find((r) => r.cateId === input.cate_id) ?? null;
    if (!before) throw new DomainError(MSG_CATEGORY_MISSING);
    after = await updateCategory(tx, before.cateId, {
      cateName: input.cate_name,
      ...(input.remark !== undefined ? { remark: input.remark } : {}),
      ...(input.image !== undefined ? { image: input.image } : {}),
      ...(input.is_recommend !== undefined ? { isRecommend: input.is_recommend } : {}),
    });
    if (!after) throw new DomainError(MSG_CATEGORY_MISSING);
  } else {
    const parentId = input.parent_id ?? 0;
    const parent = parentId === 0 ? null : (rows.find((r) => r.cateId === parentId) ?? null);
    if (parentId !== 0 && !parent) throw new DomainError(MSG_CATEGORY_PARENT_MISSING);
    const depth = categoryGroupOf(input.p_cate_value)?.depth ?? 1;
    if (parent && levelOf(rows, parent) + 1 > depth) throw new DomainError(MSG_CATEGORY_TOO_DEEP);
    const siblings = rows.filter((r) => r.parentId === parentId);
    const values = {
      cateName: input.cate_name,
      pCateValue: input.p_cate_value,
      parentId,
      channel: parent?.channel ?? rows[0]?.channel ?? '',
      remark: input.remark ?? '',
      isRecommend: input.is_recommend ?? 0,
      sort: Math.max(0, ...siblings.map((r) => r.sort)) + 1,
      image: input.image ?? null,
    };
    after = null;
    // the next id is max + 1: an insert elsewhere at the same moment may take it, so try again
    for (let attempt = 0; attempt < 5 && !after; attempt++) after = await insertCategory(tx, values);
    if (!after) throw new DomainError(MSG_CATEGORY_ID_BUSY);
  }
  await recordAudit(tx, {
    staff: by.staff,
    ip: by.ip,
    at: clock.now(),
    action: before ? 'category.update' : 'category.create',
    targetKind: 'category',
    targetId: after.cateId,
    summary: before ? summaryUpdate(after) : summaryCreate(after),
    before: before ? categoryState(before) : undefined,
    after: categoryState(after),
  });
  return after;
}

/**
 * Delete a category inside `tx`, audited: never an id the site links to, one with children, or one that
 * anything uses. `group`, when given, is the group it must be of (else: 分类不存在). The row deleted.
 */
export async function removeCategoryIn(tx: Db, clock: Clock, by: By, cateId: number, group?: string): Promise<CategoryRow> {
  const before = await categoryRow(tx, cateId, true);
  if (!before || (group !== undefined && before.pCateValue !== group)) throw new DomainError(MSG_CATEGORY_MISSING);
  if (isSpecLinkId(cateId)) throw new DomainError(MSG_CATEGORY_LINKED);
  if ((await childCount(tx, cateId)) > 0) throw new DomainError(MSG_CATEGORY_HAS_CHILDREN);
  if (await isInUse(tx, cateId)) throw new DomainError(MSG_CATEGORY_HAS_CONTENT);
  await deleteCategory(tx, cateId);
  await recordAudit(tx, {
    staff: by.staff,
    ip: by.ip,
    at: clock.now(),
    action: 'category.delete',
    targetKind: 'category',
    targetId: cateId,
    summary: summaryDelete(before),
    before: categoryState(before),
  });
  return before;
}

/**
 * The whole new order of one parent's children in a group, inside `tx`, audited. An order that does not
 * name exactly those siblings (one added or deleted meanwhile) changes nothing and says so.
 */
async function sortSiblingsIn(tx: Db, clock: Clock, by: By, group: string, parentId: number, ids: readonly number[]): Promise<void> {
  const siblings = (await groupRows(tx, group, true)).filter((r) => r.parentId === parentId);
  const current = siblings.map((r) => r.cateId);
  const same = new Set(ids).size === ids.length && ids.length === current.length && ids.every((id) => current.includes(id));
  if (!same) throw new DomainError(MSG_CATEGORY_ORDER_STALE);
  await setOrder(tx, ids);
  const byId = new Map(siblings.map((r) => [r.cateId, r]));
  await recordAudit(tx, {
    staff: by.staff,
    ip: by.ip,
    at: clock.now(),
    action: 'category.sort',
    targetKind: 'category_group',
    targetId: `${group}:${parentId}`,
    summary: summarySort(group),
    before: { p_cate_value: group, parent_id: parentId, order: siblings.map((r) => ({ cate_id: r.cateId, cate_name: r.cateName })) },
    after: { p_cate_value: group, parent_id: parentId, order: ids.map((id) => ({ cate_id: id, cate_name: byId.get(id)!.cateName })) },
  });
}

/** adminCategorySave: answers the group. */
export async function saveCategory(db: Db, clock: Clock, by: By, input: SaveInput): Promise<Items<AdminCategory>> {
  await db.transaction((tx) =>
    saveCategoryIn(tx, clock, by, {
      cate_id: input.cate_id,
      p_cate_value: input.p_cate_value,
      parent_id: input.parent_id,
      cate_name: input.cate_name,
      remark: input.remark,
      image: input.image[0]?.FileUrl ?? null,
      is_recommend: input.is_recommend,
    }),
  );
  return listGroup(db, input.p_cate_value);
}

/** adminCategoryDelete: answers the group the category was of. */
export async function removeCategory(db: Db, clock: Clock, by: By, cateId: number): Promise<Items<AdminCategory>> {
  const removed = await db.transaction((tx) => removeCategoryIn(tx, clock, by, cateId));
  return listGroup(db, removed.pCateValue);
}

/** adminCategorySort: answers the group. */
export async function sortSiblings(db: Db, clock: Clock, by: By, group: string, parentId: number, ids: readonly number[]): Promise<Items<AdminCategory>> {
  await db.transaction((tx) => sortSiblingsIn(tx, clock, by, group, parentId, ids));
  return listGroup(db, group);
}
