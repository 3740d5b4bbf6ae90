// Handlers of the portal content endpoints: video hub, lecture hall and training (issue 4).
// Every read is one query (the category name joined, or a subquery): no N+1. Lists are one page query
// plus one count. Unknown ids answer 内容不存在.
import type { Category, Media, Page, Training } from '@ws/api-sdk/contract';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, media, trainings } from '../db/schema';
import { ApiFail, type Handlers } from '../http/handler';
import { optId, str } from '../http/parse';
import { displayTime } from '../services/clock';
import { keywordFilter, keywordOf } from './keyword-search';
import { listPage, newestFirst, paging } from './paging';
import { fileRef, toCategory } from './shapes';

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

/** A training as the API sends it (update_time: its start). */
export const toTraining = (t: typeof trainings.$inferSelect, cateName: string | null): Training => ({
  id: t.id,
  name: t.name,
  price: t.price,
  cate_id: t.cateId,
  cate_name: cateName ?? '',
  update_time: displayTime(t.startTime),
  end_time: displayTime(t.endTime),
  intro: t.intro,
  firstFile: fileRef(t.cover),
});

/**
 * The category name of a media row, as a correlated subquery for UPDATE … RETURNING (spelled out:
 * drizzle drops the table names of columns in RETURNING, which would make the comparison ambiguous).
 */
const mediaCateName = sql<string | null>`(select "c"."cate_name" from ${categories} "c" where "c"."cate_id" = "media"."cate_id")`;

/** One media item of a kind by id; `countClick` adds one to click_amount in the same statement. */
async function mediaInfo(db: Db, kind: MediaKind, payload: Record<string, unknown>, countClick = false): Promise<Media> {
  const id = optId(payload.id);
  if (id === null) throw new ApiFail(MSG_NOT_FOUND);
  const where = and(eq(media.id, id), eq(media.kind, kind));
  if (countClick) {
    const [row] = await db
      .update(media)
      .set({ clickAmount: sql`${media.clickAmount} + 1` })
      .where(where)
      .returning({ ...getTableColumns(media), cateName: mediaCateName });
    if (!row) throw new ApiFail(MSG_NOT_FOUND);
    const { cateName, ...m } = row;
    return toMedia(m, cateName);
  }
  const [row] = await db
    .select({ m: media, cateName: categories.cateName })
    .from(media)
    .leftJoin(categories, eq(categories.cateId, media.cateId))
    .where(where)
    .limit(1);
  if (!row) throw new ApiFail(MSG_NOT_FOUND);
  return toMedia(row.m, row.cateName);
}

/**
 * A page of media items of one kind (listvideo, listlive, listcourse, listManagementSystem): optional
 * category and keyword on the name, newest first (media_kind_time_idx / media_kind_cate_time_idx), 9 per page.
 */
export async function listMediaOf(db: Db, kind: MediaKind, payload: Record<string, unknown>): Promise<Page<Media>> {
  const cate = optId(payload.cate);
  const keyword = await keywordFilter(db, media.name, keywordOf(payload));
  const where = and(eq(media.kind, kind), cate !== null ? eq(media.cateId, cate) : undefined, keyword);
  const list = { table: media, where, order: newestFirst(media.createTime, media.id), page: paging(payload, 9) };
  const select = db.select({ m: media, cateName: categories.cateName }).from(media).leftJoin(categories, eq(categories.cateId, media.cateId)).$dynamic();
  return listPage(db, list, select, (rows) => rows.map(({ m, cateName }) => toMedia(m, cateName)));
}

export const mediaHandlers: Pick<Handlers, 'listcate' | 'listManagementSystem' | 'videoinfo' | 'managementSystemInfo' | 'courseinfo' | 'liveinfo' | 'trainInfo'> = {
  /** video/listcate {parent_cate_value}: the group's top-level categories, each with its children. */
  async listcate({ db, payload }) {
    const group = str(payload.parent_cate_value, 50);
    if (!group) return { items: [] };
    const rows = await db
      .select()
      .from(categories)
      .where(eq(categories.pCateValue, group))
      .orderBy(asc(categories.sort), asc(categories.cateId));
    const tops = rows.filter((c) => c.parentId === 0).map((c) => ({ ...toCategory(c), children: [] as Category[] }));
    const byId = new Map(tops.map((t) => [t.cate_id, t]));
    for (const c of rows) if (c.parentId !== 0) byId.get(c.parentId)?.children.push(toCategory(c));
    return { items: tops };
  },

  listManagementSystem: ({ db, payload }) => listMediaOf(db, 'management', payload),

  /** video/videoinfo {id}: counts the view (click_amount + 1). */
  videoinfo: ({ db, payload }) => mediaInfo(db, 'video', payload, true),
  managementSystemInfo: ({ db, payload }) => mediaInfo(db, 'management', payload),
  /** courseware detail: auth endpoint (the route needs login) */
  courseinfo: ({ db, payload }) => mediaInfo(db, 'course', payload),
  /** live detail (video/detail): auth endpoint */
  liveinfo: ({ db, payload }) => mediaInfo(db, 'live', payload),

  async trainInfo({ db, payload }): Promise<Training> {
    const id = optId(payload.id);
    if (id === null) throw new ApiFail(MSG_NOT_FOUND);
    const [row] = await db
      .select({ t: trainings, cateName: categories.cateName })
      .from(trainings)
      .leftJoin(categories, eq(categories.cateId, trainings.cateId))
      .where(eq(trainings.id, id))
      .limit(1);
    if (!row) throw new ApiFail(MSG_NOT_FOUND);
    return toTraining(row.t, row.cateName);
  },
};
