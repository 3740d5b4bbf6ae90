// Media (spec 01 §2-§4, §7): videos, lives, courseware and management systems, listed and one by one.
// Every read is one query (the category name joined, or a subquery): no N+1. Lists are one page query
// plus one count. Unknown ids answer 内容不存在.
import type { Media, media as mediaContract, Page } from '@ws/api-sdk/contract';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, media } from '../../db/schema';
import { type DomainHandlers } from '../../http/handler';
import { DomainError } from '../../kernel';
import { displayTime } from '../../kernel/time';
import { keywordFilter } from '../../db/keyword-search';
import { listPage, newestFirst, paging } from '../../db/paging';
import { fileRef } from '../categories/index';

export const MSG_NOT_FOUND = '内容不存在';

type MediaKind = Media['kind'];
type MediaRow = typeof media.$inferSelect;

const toMedia = (m: MediaRow, cateName: string | null): Media => ({
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
  description: m.description,
  intro: m.intro,
  resource_items: m.resourceItems,
});

/**
 * The category name of a media row, as a correlated subquery for UPDATE … RETURNING (spelled out:
 * drizzle drops the table names of columns in RETURNING, which would make the comparison ambiguous).
 */
const mediaCateName = sql<string | null>`(select "c"."cate_name" from ${categories} "c" where "c"."cate_id" = "media"."cate_id")`;

/** One media item of a kind by id; `countClick` adds one to click_amount in the same statement. */
async function mediaInfo(db: Db, kind: MediaKind, id: number, countClick = false): Promise<Media> {
  const where = and(eq(media.id, id), eq(media.kind, kind));
  if (countClick) {
    const [row] = await db
      .update(media)
      .set({ clickAmount: sql`${media.clickAmount} + 1` })
      .where(where)
      .returning({ ...getTableColumns(media), cateName: mediaCateName });
    if (!row) throw new DomainError(MSG_NOT_FOUND);
    const { cateName, ...m } = row;
    return toMedia(m, cateName);
  }
  const [row] = await db
    .select({ m: media, cateName: categories.cateName })
    .from(media)
    .leftJoin(categories, eq(categories.cateId, media.cateId))
    .where(where)
    .limit(1);
  if (!row) throw new DomainError(MSG_NOT_FOUND);
  return toMedia(row.m, row.cateName);
}

/**
 * A page of media items of one kind (listvideo, listlive, listcourse, listManagementSystem): optional
 * category and keyword on the name, newest first (media_kind_time_idx / media_kind_cate_time_idx), 9 per page.
 */
type ListMediaPayload = { pageNum?: number | undefined; pageSize?: number | undefined; cate: number | null; keywords: string };

export async function listMediaOf(db: Db, kind: MediaKind, payload: ListMediaPayload): Promise<Page<Media>> {
  const { cate } = payload;
  const keyword = await keywordFilter(db, media.name, payload.keywords);
  const where = and(eq(media.kind, kind), cate !== null ? eq(media.cateId, cate) : undefined, keyword);
  const list = { table: media, where, order: newestFirst(media.createTime, media.id), page: paging(payload, 9) };
  const select = db.select({ m: media, cateName: categories.cateName }).from(media).leftJoin(categories, eq(categories.cateId, media.cateId)).$dynamic();
  return listPage(db, list, select, (rows) => rows.map(({ m, cateName }) => toMedia(m, cateName)));
}

export const mediaHandlers: DomainHandlers<typeof mediaContract> = {
  listvideo: ({ db, payload }) => listMediaOf(db, 'video', payload),
  listlive: ({ db, payload }) => listMediaOf(db, 'live', payload),
  listcourse: ({ db, payload }) => listMediaOf(db, 'course', payload),
  listManagementSystem: ({ db, payload }) => listMediaOf(db, 'management', payload),

  /** video/videoinfo {id}: counts the view (click_amount + 1). */
  videoinfo: ({ db, payload }) => mediaInfo(db, 'video', payload.id, true),
  managementSystemInfo: ({ db, payload }) => mediaInfo(db, 'management', payload.id),
  /** courseware detail: auth endpoint (the route needs login) */
  courseinfo: ({ db, payload }) => mediaInfo(db, 'course', payload.id),
  /** live detail (video/detail): auth endpoint */
  liveinfo: ({ db, payload }) => mediaInfo(db, 'live', payload.id),
};
