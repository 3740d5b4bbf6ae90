// Dictionaries (spec 02 §3 Dictionary entry): one page of a type's entries, DICT_PAGE_SIZE at most, for
// every type (GET /system/dict/data/type/{type} has one contract entry per type, answering the first page
// without its total; /system/dict/data/list and personal/dictList take dict_type and page).
import { DICT_PAGE_SIZE, type DictEntry, type DictType, type Items } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { paging } from '../../db/paging';
import { dictPage } from './queries';

type PagePayload = { pageNum?: number | undefined; pageSize?: number | undefined };

/** One page of a type's entries in their sort order, with the total. */
export function dictionaryPage(db: Db, type: DictType, payload: PagePayload): Promise<Items<DictEntry> & { total: number }> {
  const { pageSize, offset } = paging(payload, DICT_PAGE_SIZE, DICT_PAGE_SIZE);
  return dictPage(db, type, { pageSize, offset });
}

/** A type's entries by its path: the first page (of the asked size), without the total. */
export async function dictionaryOfType(db: Db, type: DictType, payload: { pageSize?: number | undefined }): Promise<Items<DictEntry>> {
  return { items: (await dictionaryPage(db, type, { pageSize: payload.pageSize })).items };
}
