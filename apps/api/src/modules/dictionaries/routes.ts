// Dictionaries (spec 02 §3 Dictionary entry): one handler for every type. GET /system/dict/data/type/{type}
// has one contract entry per type; /system/dict/data/list and personal/dictList take dict_type.
import { DICT_PAGE_SIZE, type DictEntry, type DictType, type dictionaries as dictionariesContract } from '@ws/api-sdk/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dictData } from '../../db/schema';
import type { DomainHandlers } from '../../http/handler';
import { paging } from '../../db/paging';

type DictRow = typeof dictData.$inferSelect;

const toEntry = (r: DictRow): DictEntry => ({
  dict_code: r.dictCode,
  dict_type: r.dictType as DictType,
  dict_value: r.dictValue,
  dict_label: r.dictLabel,
  dict_sort: r.dictSort,
});

/** One page of a type's entries in their sort order. */
async function dictPage(db: Db, type: DictType, payload: { pageNum?: number | undefined; pageSize?: number | undefined }) {
  const page = paging(payload, DICT_PAGE_SIZE, DICT_PAGE_SIZE);
  const where = eq(dictData.dictType, type);
  const [rows, [n]] = await Promise.all([
    db.select().from(dictData).where(where).orderBy(asc(dictData.dictSort), asc(dictData.dictCode)).limit(page.pageSize).offset(page.offset),
    db.select({ n: count() }).from(dictData).where(where),
  ]);
  return { items: rows.map(toEntry), total: n?.n ?? 0 };
}

const byType =
  (type: DictType) =>
  async ({ db, payload }: { db: Db; payload: { pageSize?: number | undefined } }) => ({ items: (await dictPage(db, type, { pageSize: payload.pageSize })).items });

/** One dictionary entry by type and value (the checkout and shipping calls check their choices with it). */
export async function dictEntry(db: Db, type: DictType, value: string): Promise<DictEntry | null> {
  const [row] = await db
    .select()
    .from(dictData)
    .where(and(eq(dictData.dictType, type), eq(dictData.dictValue, value)))
    .limit(1);
  return row ? toEntry(row) : null;
}

export const dictionariesHandlers: DomainHandlers<typeof dictionariesContract> = {
  dictTypeInvoice: byType('ordre_invoice_type'),
  dictTypePayCate: byType('pay_cate'),
  dictTypeDelivery: byType('order_delivery'),
  dictTypeExpectedDelivery: byType('order_expected_delivery'),
  dictTypeExpress: byType('express'),
  dictDataList: ({ db, payload }) => dictPage(db, payload.dict_type, payload),
  dictList: ({ db, payload }) => dictPage(db, payload.dict_type, payload),
};
