// 分类管理's SQL: a group's rows in their order, one row (locked for a change), the next id (never a used one,
// a deleted one included), the insert under it (a taken id answers null and the caller tries again), the
// update, the delete, a set of siblings' new order, and whether anything uses a category.
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAudit, categories } from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryWrite = Omit<typeof categories.$inferInsert, 'cateId'>;

const order = [asc(categories.sort), asc(categories.cateId)];

/** A group's categories, every level, in their order (locked for the change under way when `forUpdate`). */
export async function groupRows(db: Db, group: string, forUpdate = false): Promise<CategoryRow[]> {
  const q = db.select().from(categories).where(eq(categories.pCateValue, group)).orderBy(...order);
  return forUpdate ? q.for('update') : q;
}

/** One category's row (locked when `forUpdate`), or null. */
export async function categoryRow(db: Db, cateId: number, forUpdate = false): Promise<CategoryRow | null> {
  const q = db.select().from(categories).where(eq(categories.cateId, cateId)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** How many categories have `cateId` as their parent. */
export async function childCount(db: Db, cateId: number): Promise<number> {
  const [n] = await db.select({ n: count() }).from(categories).where(eq(categories.parentId, cateId));
  return n?.n ?? 0;
}

/**
 * The next id of a table without a sequence: one above both its highest id and the highest id the audit
 * log has seen deleted of `kind`, so a deleted id (even the highest) is never handed out again.
 */
export async function nextId(db: Db, tableMax: SQL, kind: string): Promise<number> {
  const result = (await db.execute(
    sql`select (greatest(coalesce(${tableMax}, 0), coalesce((select max(target_id::int) from ${adminAudit} where target_kind = ${kind} and action like '%.delete'), 0)) + 1)::int as id`,
  )) as unknown as { rows: { id: number }[] };
  return Number(result.rows[0]!.id);
}

/**
 * A new category under the next id (nextId: never a used one, and the seed's ids stay). Null when another
 * insert took that id meanwhile (the statement waits for it and does nothing): the caller tries again.
 */
export async function insertCategory(db: Db, values: CategoryWrite & { cateValue?: string }): Promise<CategoryRow | null> {
  const id = await nextId(db, sql`(select max(${categories.cateId}) from ${categories})`, 'category');
  const [row] = await db
    .insert(categories)
    .values({ ...values, cateId: id, cateValue: values.cateValue || `${values.pCateValue}_${id}` })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateCategory(db: Db, cateId: number, values: Partial<CategoryWrite>): Promise<CategoryRow | null> {
  const [row] = await db.update(categories).set(values).where(eq(categories.cateId, cateId)).returning();
  return row ?? null;
}

export async function deleteCategory(db: Db, cateId: number): Promise<void> {
  await db.delete(categories).where(eq(categories.cateId, cateId));
}

/** Places `ids` at 1, 2, 3 … in that order, in one statement. */
export async function setOrder(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id}::int then ${i + 1}::int`),
    sql` `,
  );
  await db
    .update(categories)
    .set({ sort: sql`case ${categories.cateId} ${cases} end` })
    .where(
      and(
        sql`${categories.cateId} in (${sql.join(
          ids.map((id) => sql`${id}::int`),
          sql`, `,
        )})`,
      ),
    );
}

/**
 * Whether anything names the category: an article (its category or recommend ids), an expert (industry,
 * field, special, supply, recommend), a company (its categories, sub-category, recommend ids), a product
 * (its category path, recommend ids, or a change waiting for review), a media item, a training, a help item.
 * One statement.
 */
export async function isInUse(db: Db, cateId: number): Promise<boolean> {
  const id = sql`${cateId}::int`;
  const result = (await db.execute(sql`select (
       exists (select 1 from articles where cate_id = ${id} or ${id} = any(recommend_ids))
    or exists (select 1 from experts where ${id} = any(industrys) or ${id} = any(fields) or ${id} = any(specials) or ${id} = any(supplys) or ${id} = any(recommend_ids))
    or exists (select 1 from companies where ${id} = any(cates) or sub_cate_id = ${id} or ${id} = any(recommend_ids))
    or exists (select 1 from products where cate_id = ${id} or sub_cate_id = ${id} or s_sub_cate_id = ${id} or ${id} = any(recommend_ids)
               or (change_fields is not null and (change_fields->>'cateId' = ${String(cateId)} or change_fields->>'subCateId' = ${String(cateId)} or change_fields->>'sSubCateId' = ${String(cateId)})))
    or exists (select 1 from media where cate_id = ${id})
    or exists (select 1 from trainings where cate_id = ${id})
    or exists (select 1 from help_infos where cate_id = ${id})
  ) as used`)) as unknown as { rows: { used: boolean }[] };
  return Boolean(result.rows[0]?.used);
}
