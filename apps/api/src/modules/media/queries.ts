// The media's SQL: one item by id (category name joined, or a subquery when the read also counts a view)
// and a page of one kind. Every read is one query: no N+1. Lists are one page query plus one count.
import type { Media, Page } from '@ws/api-sdk/contract';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keywordFilter } from '../../db/keyword-search';
import { listPage, newestFirst, type Paging } from '../../db/paging';
import { categories, media } from '../../db/schema';
import { fileRef } from '../../kernel';
import { displayTime } from '../../kernel/time';

export type MediaKind = Media['kind'];
type MediaRow = typeof media.$inferSelect;

export const toMedia = (m: MediaRow, cateName: string | null): Media => ({
  id: m.id,
  kind: m.kind as MediaKind,
  name: m.name,
  file_url: m.fileUrl,
  firstFile: fileRef(m.cover),
  cate_id: m.cateId,
  cate_name: cateName ?? '',
  click_amount: m.clickAmount,
  author: m.author,
  create_time: displayTime(m.createTime),
  end_time: m.endTime ? displayTime(m.endTime) : '',
  description: m.description,
  intro: m.intro,
  resource_items: m.resourceItems,
});

/**
 * The category name of a media row, as a correlated subquery for UPDATE … RETURNING (spelled out:
 * drizzle drops the table names of columns in RETURNING, which would make the comparison ambiguous).
 */
const mediaCateName = sql<string | null>`(select "c"."cate_name" from ${categories} "c" where "c"."cate_id" = "media"."cate_id")`;

/**
 * One media item of a kind by id with its status, or null; `countClick` adds one to click_amount in the same
 * statement (an item on the portal only: a taken-off one is read without counting).
 */
export async function findMedia(db: Db, kind: MediaKind, id: number, countClick: boolean): Promise<{ item: Media; status: number } | null> {
  const where = and(eq(media.id, id), eq(media.kind, kind));
  if (countClick) {
    const [row] = await db
      .update(media)
      .set({ clickAmount: sql`${media.clickAmount} + 1` })
      .where(and(where, eq(media.status, ONLINE)))
      .returning({ ...getTableColumns(media), cateName: mediaCateName });
    if (row) {
      const { cateName, ...m } = row;
      return { item: toMedia(m, cateName), status: m.status };
    }
  }
  const [row] = await db
    .select({ m: media, cateName: categories.cateName })
    .from(media)
    .leftJoin(categories, eq(categories.cateId, media.cateId))
    .where(where)
    .limit(1);
  if (!row) return null;
  return { item: toMedia(row.m, row.cateName), status: row.m.status };
}

/** media.status of an item on the portal (2: taken off by the console). */
export const ONLINE = 1;

/** A page of media items of one kind on the portal: optional category and keyword on the name, newest first. */
export async function mediaPage(db: Db, kind: MediaKind, q: { cate: number | null; keywords: string }, page: Paging): Promise<Page<Media>> {
  const { cate } = q;
  const keyword = await keywordFilter(db, media.name, q.keywords);
  const where = and(eq(media.kind, kind), eq(media.status, ONLINE), cate !== null ? eq(media.cateId, cate) : undefined, keyword);
  const list = { table: media, where, order: newestFirst(media.createTime, media.id), page };
  const select = db.select({ m: media, cateName: categories.cateName }).from(media).leftJoin(categories, eq(categories.cateId, media.cateId)).$dynamic();
  return listPage(db, list, select, (rows) => rows.map(({ m, cateName }) => toMedia(m, cateName)));
}
