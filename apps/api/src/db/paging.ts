// Paged lists, one way for every handler: pageNum/pageSize from the payload (with limits), the page's
// LIMIT/OFFSET, the newest-first order the btree indexes are built in, and the `{ items, total }` answer
// with its count query.
import type { Page } from '@ws/api-sdk/contract';
import { count, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Item lists answer at most this many rows per page; menus (pageSize 99999) get every category. */
export const MAX_PAGE = 100;
export const MAX_MENU = 100_000;
/** Highest page number accepted (a larger one is clamped). */
export const MAX_PAGE_NUM = 100_000;

export interface Paging {
  pageNum: number;
  pageSize: number;
  offset: number;
}

/** pageNum (from 1, default 1) and pageSize (1…max, default `defaultSize`) with their offset. */
export function paging(payload: { pageNum?: number | undefined; pageSize?: number | undefined }, defaultSize: number, max = MAX_PAGE): Paging {
  const pageNum = Math.min(Math.max(payload.pageNum ?? 1, 1), MAX_PAGE_NUM);
  const pageSize = Math.min(Math.max(payload.pageSize ?? defaultSize, 1), max);
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

/**
 * Newest first: create_time DESC NULLS LAST, id DESC NULLS LAST, exactly as the *_time_idx / *_list_idx
 * btree indexes store it, so that the planner can walk an index and stop at the page's LIMIT (a plain
 * DESC means NULLS FIRST, which those indexes cannot give in order).
 */
export const newestFirst = (createTime: AnyPgColumn, id: AnyPgColumn): SQL[] => [
  sql`${createTime} desc nulls last`,
  sql`${id} desc nulls last`,
];

/**
 * How many rows of `table` match `where`. With `cap`, counting stops there (the answer is at most `cap`):
 * an exact count of a large result reads every matching row, a capped one stays flat.
 */
export async function countRows(db: Db, table: PgTable, where: SQL | undefined, cap?: number): Promise<number> {
  const rows =
    cap === undefined
      ? await db.select({ n: count() }).from(table).where(where)
      : await db.select({ n: count() }).from(db.select({ one: sql`1`.as('one') }).from(table).where(where).limit(cap).as('matches'));
  return rows[0]?.n ?? 0;
}

/** What a paged list reads: the rows of `table` matching `where`, in `order`, one `page` of them. */
export interface ListQuery {
  table: PgTable;
  where: SQL | undefined;
  order: SQL[];
  page: Paging;
}

/**
 * One page of a list and its total, queried side by side from the same filter: `select` is the list's
 * select…from…join (made with `.$dynamic()`); the page query adds `list`'s where, order, LIMIT and OFFSET,
 * the count (countRows) the same where. `toItems` turns the page's rows into the API's items.
 */
export async function listPage<Q extends PgSelect, Item>(
  db: Db,
  list: ListQuery,
  select: Q,
  toItems: (rows: Awaited<Q>) => Item[] | Promise<Item[]>,
): Promise<Page<Item>> {
  const [rows, total] = await Promise.all([
    select
      .where(list.where)
      .orderBy(...list.order)
      .limit(list.page.pageSize)
      .offset(list.page.offset),
    countRows(db, list.table, list.where),
  ]);
  return { items: await toItems(rows), total };
}
