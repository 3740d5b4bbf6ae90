// 帮助管理's SQL: the help categories with their items in their order, one item (locked for a change), the
// insert under the next id (max + 1; a taken id answers null and the caller tries again), the update, the
// delete and a category's new order.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, helpInfos } from '../../db/schema';
import { nextId } from '../admin-categories';

export type HelpRow = typeof helpInfos.$inferSelect;
export type HelpWrite = Omit<typeof helpInfos.$inferInsert, 'id'>;
export type HelpCateRow = typeof categories.$inferSelect;

/** The help categories (group `group`) in their order. */
export async function helpCateRows(db: Db, group: string): Promise<HelpCateRow[]> {
  return db.select().from(categories).where(eq(categories.pCateValue, group)).orderBy(asc(categories.sort), asc(categories.cateId));
}

/** Every help item (or one category's, locked for the change under way when `forUpdate`) in their order. */
export async function helpRows(db: Db, cateId: number | null, forUpdate = false): Promise<HelpRow[]> {
  const base = db.select().from(helpInfos);
  const q = (cateId === null ? base : base.where(eq(helpInfos.cateId, cateId))).orderBy(asc(helpInfos.sort), asc(helpInfos.id));
  return forUpdate ? q.for('update') : q;
}

/** One item's row (locked when `forUpdate`), or null. */
export async function helpRow(db: Db, id: number, forUpdate = false): Promise<HelpRow | null> {
  const q = db.select().from(helpInfos).where(eq(helpInfos.id, id)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** A new item under the next id (never a used one, a deleted one included); null when another insert took that id meanwhile. */
export async function insertHelp(db: Db, values: HelpWrite): Promise<HelpRow | null> {
  const id = await nextId(db, sql`(select max(${helpInfos.id}) from ${helpInfos})`, 'help');
  const [row] = await db
    .insert(helpInfos)
    .values({ ...values, id })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateHelp(db: Db, id: number, values: Partial<HelpWrite>): Promise<HelpRow | null> {
  const [row] = await db.update(helpInfos).set(values).where(eq(helpInfos.id, id)).returning();
  return row ?? null;
}

export async function deleteHelp(db: Db, id: number): Promise<void> {
  await db.delete(helpInfos).where(eq(helpInfos.id, id));
}

/** Places `ids` at 1, 2, 3 … in that order, in one statement. */
export async function setHelpOrder(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id}::int then ${i + 1}::int`),
    sql` `,
  );
  await db
    .update(helpInfos)
    .set({ sort: sql`case ${helpInfos.id} ${cases} end` })
    .where(sql`${helpInfos.id} in (${sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    )})`);
}
