// The dictionaries' SQL: a page of one type's entries in their sort order, and one entry by type and value.
import type { DictEntry, DictType, Items } from '@ws/api-sdk/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dictData } from '../../db/schema';

type DictRow = typeof dictData.$inferSelect;

const toEntry = (r: DictRow): DictEntry => ({
  dict_code: r.dictCode,
  dict_type: r.dictType as DictType,
  dict_value: r.dictValue,
  dict_label: r.dictLabel,
  dict_sort: r.dictSort,
});

/** One page of a type's entries in their sort order, with the type's total. */
export async function dictPage(db: Db, type: DictType, page: { pageSize: number; offset: number }): Promise<Items<DictEntry> & { total: number }> {
  const where = eq(dictData.dictType, type);
  const [rows, [n]] = await Promise.all([
    db.select().from(dictData).where(where).orderBy(asc(dictData.dictSort), asc(dictData.dictCode)).limit(page.pageSize).offset(page.offset),
    db.select({ n: count() }).from(dictData).where(where),
  ]);
  return { items: rows.map(toEntry), total: n?.n ?? 0 };
}

/** One dictionary entry by type and value (the checkout and shipping calls check their choices with it). */
export async function dictEntry(db: Db, type: DictType, value: string): Promise<DictEntry | null> {
  const [row] = await db
    .select()
    .from(dictData)
    .where(and(eq(dictData.dictType, type), eq(dictData.dictValue, value)))
    .limit(1);
  return row ? toEntry(row) : null;
}

/** Every entry of a type in its sort order, its rows locked: a staff edit of the type holds them until it commits. */
export async function lockedEntries(tx: Db, type: DictType): Promise<DictEntry[]> {
  const rows = await tx.select().from(dictData).where(eq(dictData.dictType, type)).orderBy(asc(dictData.dictSort), asc(dictData.dictCode)).for('update');
  return rows.map(toEntry);
}

/** Add an entry under the next free dict_code (unique over every type); null when its value or that code was just taken. */
export async function insertEntry(tx: Db, e: Omit<DictEntry, 'dict_code'>): Promise<DictEntry | null> {
  const [row] = await tx
    .insert(dictData)
    .values({
      dictCode: sql`(select coalesce(max(${dictData.dictCode}), 0) + 1 from ${dictData})`,
      dictType: e.dict_type,
      dictValue: e.dict_value,
      dictLabel: e.dict_label,
      dictSort: e.dict_sort,
    })
    .onConflictDoNothing()
    .returning();
  return row ? toEntry(row) : null;
}

/** Change an entry's value, label and sort; null when it is not (or no longer) of `type`. */
export async function updateEntry(tx: Db, e: DictEntry): Promise<DictEntry | null> {
  const [row] = await tx
    .update(dictData)
    .set({ dictValue: e.dict_value, dictLabel: e.dict_label, dictSort: e.dict_sort })
    .where(and(eq(dictData.dictType, e.dict_type), eq(dictData.dictCode, e.dict_code)))
    .returning();
  return row ? toEntry(row) : null;
}

/** Remove an entry of `type`; whether there was one. */
export async function deleteEntry(tx: Db, type: DictType, code: number): Promise<boolean> {
  const rows = await tx
    .delete(dictData)
    .where(and(eq(dictData.dictType, type), eq(dictData.dictCode, code)))
    .returning({ code: dictData.dictCode });
  return rows.length > 0;
}
