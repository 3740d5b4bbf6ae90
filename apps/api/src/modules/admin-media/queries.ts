// 媒体管理's SQL: the console's paged list (every status, newest first on the kind's time index, the category
// joined), one row with its category, the row locked for a change, its insert and update, and whether a
// category belongs to a kind's group.
import type { AdminMediaItem, MediaKind, MediaStatus, Page } from '@ws/api-sdk/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keywordFilter } from '../../db/keyword-search';
import { listPage, newestFirst, type Paging } from '../../db/paging';
import { categories, media } from '../../db/schema';
import { displayTime } from '../../kernel/time';

export type MediaRow = typeof media.$inferSelect;
export type MediaWrite = Omit<typeof media.$inferInsert, 'id' | 'clickAmount'>;

/** One page of the console's list: optional kind, status and keyword on the name, newest first. */
export async function adminMediaPage(db: Db, q: { kind: MediaKind | null; status: MediaStatus | null; keyword: string }, page: Paging): Promise<Page<AdminMediaItem>> {
  const where: SQL | undefined = and(
    q.kind !== null ? eq(media.kind, q.kind) : undefined,
    q.status !== null ? eq(media.status, q.status) : undefined,
    await keywordFilter(db, media.name, q.keyword),
  );
  const select = db.select({ m: media, cateName: categories.cateName }).from(media).leftJoin(categories, eq(categories.cateId, media.cateId)).$dynamic();
  return listPage(db, { table: media, where, order: newestFirst(media.createTime, media.id), page }, select, (rows) =>
    rows.map(
      ({ m, cateName }): AdminMediaItem => ({
        id: m.id,
        kind: m.kind as MediaKind,
        name: m.name,
        cate_id: m.cateId,
        cate_name: cateName ?? '',
        author: m.author,
        status: m.status as MediaStatus,
        create_time: displayTime(m.createTime),
        end_time: m.endTime ? displayTime(m.endTime) : '',
        click_amount: m.clickAmount,
        file_url: m.fileUrl,
        files: m.resourceItems.length,
      }),
    ),
  );
}

/** One item's row with its category's name, or null. */
export async function mediaWithCategory(db: Db, id: number): Promise<{ m: MediaRow; cateName: string | null } | null> {
  const [row] = await db.select({ m: media, cateName: categories.cateName }).from(media).leftJoin(categories, eq(categories.cateId, media.cateId)).where(eq(media.id, id)).limit(1);
  return row ?? null;
}

/** One item's row, locked for the change under way, or null. */
export async function mediaRowForUpdate(db: Db, id: number): Promise<MediaRow | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1).for('update');
  return row ?? null;
}

/** Whether `cateId` is a category of the kind's group (the lecture hall's menus: video, live, course, management). */
export async function isKindCategory(db: Db, kind: MediaKind, cateId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.cateId })
    .from(categories)
    .where(and(eq(categories.cateId, cateId), eq(categories.pCateValue, kind)))
    .limit(1);
  return row !== undefined;
}

export async function insertMedia(db: Db, values: MediaWrite): Promise<MediaRow> {
  const [row] = await db.insert(media).values(values).returning();
  return row!;
}

export async function updateMedia(db: Db, id: number, values: Partial<MediaWrite>): Promise<MediaRow | null> {
  const [row] = await db.update(media).set(values).where(eq(media.id, id)).returning();
  return row ?? null;
}
