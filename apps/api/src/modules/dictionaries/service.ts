// Dictionaries (spec 02 §3 Dictionary entry): one page of a type's entries, DICT_PAGE_SIZE at most, for
// every type (GET /system/dict/data/type/{type} has one contract entry per type, answering the first page
// without its total; /system/dict/data/list and personal/dictList take dict_type and page). Staff edit a
// type's entries in the console (系统设置's express companies): each edit locks the type's rows first, so
// two edits of one type take turns and every check sees the other's result.
import { DICT_PAGE_SIZE, type DictEntry, type DictType, type Items } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { paging } from '../../db/paging';
import { DomainError } from '../../kernel';
import { deleteEntry, dictEntry, dictPage, insertEntry, lockedEntries, updateEntry } from './queries';

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

/** Every entry of a type in its sort order (the console's list: no page limit, a type has a few dozen). */
export async function entriesOf(db: Db, type: DictType): Promise<DictEntry[]> {
  return (await dictPage(db, type, { pageSize: DICT_PAGE_SIZE, offset: 0 })).items;
}

/**
 * Add an entry inside the caller's transaction `tx`. The type's rows are locked first, so two staff adding
 * the same value one after the other see each other; `taken` is the message for a value already there.
 */
export async function addEntryIn(tx: Db, e: Omit<DictEntry, 'dict_code'>, taken: string): Promise<DictEntry> {
  const entries = await lockedEntries(tx, e.dict_type);
  if (entries.some((x) => x.dict_value === e.dict_value)) throw new DomainError(taken);
  // a new code is max + 1: an add of another type at the same moment may take it, so try again
  for (let attempt = 0; attempt < 3; attempt++) {
    const added = await insertEntry(tx, e);
    if (added) return added;
    if (await dictEntry(tx, e.dict_type, e.dict_value)) throw new DomainError(taken);
  }
  throw new DomainError(taken);
}

/** Change an entry inside `tx`: its value, label and sort; the entry before and after. */
export async function changeEntryIn(tx: Db, e: DictEntry, messages: { taken: string; missing: string }): Promise<{ before: DictEntry; after: DictEntry }> {
  const entries = await lockedEntries(tx, e.dict_type);
  const before = entries.find((x) => x.dict_code === e.dict_code);
  if (!before) throw new DomainError(messages.missing);
  if (entries.some((x) => x.dict_code !== e.dict_code && x.dict_value === e.dict_value)) throw new DomainError(messages.taken);
  const after = await updateEntry(tx, e);
  if (!after) throw new DomainError(messages.missing);
  return { before, after };
}

/** Remove an entry inside `tx`, never the type's last one; the entry removed. */
export async function removeEntryIn(tx: Db, type: DictType, code: number, messages: { missing: string; last: string }): Promise<DictEntry> {
  const entries = await lockedEntries(tx, type);
  const entry = entries.find((x) => x.dict_code === code);
  if (!entry) throw new DomainError(messages.missing);
  if (entries.length === 1) throw new DomainError(messages.last);
  await deleteEntry(tx, type, code);
  return entry;
}
