// 广告与导航's SQL: one slot's rows in their order (locked for a change under way), one row, the insert (the
// next id: the table's ids are the seed's, with no sequence), the update, the delete and a slot's new order.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ads } from '../../db/schema';

export type AdRow = typeof ads.$inferSelect;
export type AdWrite = Omit<typeof ads.$inferInsert, 'id'>;

/** A slot's ads in their order (locked for the change under way when `forUpdate`). */
export async function slotRows(db: Db, cateValue: string, forUpdate = false): Promise<AdRow[]> {
  const q = db.select().from(ads).where(eq(ads.cateValue, cateValue)).orderBy(asc(ads.sort), asc(ads.id));
  return forUpdate ? q.for('update') : q;
}

/** One ad's row (locked when `forUpdate`), or null. */
export async function adRow(db: Db, id: number, forUpdate = false): Promise<AdRow | null> {
  const q = db.select().from(ads).where(eq(ads.id, id)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * A new ad under the next id. The table is locked against other inserts first (reads go on), so two
 * editors adding at once wait for each other rather than meet on the same id.
 */
export async function insertAd(db: Db, values: AdWrite): Promise<AdRow> {
  await db.execute(sql`lock table ${ads} in share row exclusive mode`);
  const [next] = await db.select({ id: sql<number>`coalesce(max(${ads.id}), 0) + 1`.mapWith(Number) }).from(ads);
  const [row] = await db
    .insert(ads)
    .values({ ...values, id: next!.id })
    .returning();
  return row!;
}

export async function updateAd(db: Db, id: number, values: Partial<AdWrite>): Promise<AdRow | null> {
  const [row] = await db.update(ads).set(values).where(eq(ads.id, id)).returning();
  return row ?? null;
}

export async function deleteAd(db: Db, id: number): Promise<void> {
  await db.delete(ads).where(eq(ads.id, id));
}

/** Places `ids` at 1, 2, 3 … in that order, in one statement. */
export async function setOrder(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id}::int then ${i + 1}::int`),
    sql` `,
  );
  await db
    .update(ads)
    .set({ sort: sql`case ${ads.id} ${cases} end` })
    .where(sql`${ads.id} in (${sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    )})`);
}
