// The dictionaries' SQL: a page of one type's entries in their sort order, and one entry by type and value.
import type { DictEntry, DictType, Items } from '@ws/api-sdk/contract';
import { and, asc, count, eq } from 'drizzle-orm';
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
