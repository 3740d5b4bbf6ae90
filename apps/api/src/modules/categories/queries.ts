// Categories: a stored category row -> the API's Category, and the names of a set of category ids (the
// lists of articles, experts, trainings and the menus resolve their category names through these).
import type { Category } from '@ws/api-sdk/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import { fileRef } from '../../kernel';

type CategoryRow = typeof categories.$inferSelect;
export const toCategory = (c: CategoryRow): Category => ({
  cate_id: c.cateId,
  cate_name: c.cateName,
  cate_value: c.cateValue,
  p_cate_value: c.pCateValue,
  parent_id: c.parentId,
  channel: c.channel,
  remark: c.remark,
  is_recommend: c.isRecommend === 1 ? 1 : 0,
  firstFile: fileRef(c.image),
});

/** Category names of a set of ids, in one query. */
export async function categoryNames(db: Db, ids: Iterable<number>): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: categories.cateId, name: categories.cateName }).from(categories).where(inArray(categories.cateId, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}
