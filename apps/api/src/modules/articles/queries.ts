// The articles' SQL: paged summaries (category name joined, newest first) and one article by id.
import type { Article, ArticleSummary, Page } from '@ws/api-sdk/contract';
import { and, arrayOverlaps, eq, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keywordFilter } from '../../db/keyword-search';
import { listPage, newestFirst, type Paging } from '../../db/paging';
import { articles, categories } from '../../db/schema';
import { fileRef } from '../../kernel';
import { displayTime } from '../../kernel/time';

/**
 * What readers see at `now` ('YYYY-MM-DD HH:mm:ss', China time): published articles whose publish time has
 * come. A filter on the newest-first indexes' rows, so a future publish time needs no timer.
 */
export const visibleToReaders = (now: string): SQL =>
  and(eq(articles.status, 1), or(isNull(articles.publishAt), lte(articles.publishAt, now)))!;

/**
 * One page of article summaries matching `where` (category name joined), newest first (the channel/category
 * btree indexes), with the total. `addFrom`: whether the items carry add_from (listarticle does).
 */
function articleSummaryPage(db: Db, where: SQL | undefined, page: Paging, addFrom: boolean): Promise<Page<ArticleSummary>> {
  const list = { table: articles, where, order: newestFirst(articles.createTime, articles.id), page };
  const select = db
    .select({
      id: articles.id,
      title: articles.title,
      createTime: articles.createTime,
      channel: articles.channel,
      cateId: articles.cateId,
      cateName: categories.cateName,
      author: articles.author,
      addFrom: articles.addFrom,
      cover: articles.cover,
    })
    .from(articles)
    .leftJoin(categories, eq(categories.cateId, articles.cateId))
    .$dynamic();
  return listPage(db, list, select, (rows) =>
    rows.map(
      (a): ArticleSummary => ({
        id: a.id,
        title: a.title,
        create_time: displayTime(a.createTime),
        channel: a.channel,
        cate_id: a.cateId,
        cate_name: a.cateName ?? '',
        author: a.author,
        ...(addFrom ? { add_from: a.addFrom } : {}),
        firstFile: fileRef(a.cover),
      }),
    ),
  );
}

/** A page of a channel's (and/or a category's) articles, keywords on the title; with add_from. */
export async function channelArticles(db: Db, q: { channel: string; cateId: number | null; keywords: string; now: string }, page: Paging): Promise<Page<ArticleSummary>> {
  const where = and(
    visibleToReaders(q.now),
    q.channel ? eq(articles.channel, q.channel) : undefined,
    q.cateId !== null ? eq(articles.cateId, q.cateId) : undefined,
    await keywordFilter(db, articles.title, q.keywords),
  );
  return articleSummaryPage(db, where, page, true);
}

/** A page of a channel's articles whose recommend ids overlap the asked ones, keywords on the title. */
export async function policyArticles(db: Db, q: { channel: string; recommendIds: number[]; keywords: string; now: string }, page: Paging): Promise<Page<ArticleSummary>> {
  const where = and(
    visibleToReaders(q.now),
    q.channel ? eq(articles.channel, q.channel) : undefined,
    q.recommendIds.length > 0 ? arrayOverlaps(articles.recommendIds, q.recommendIds) : undefined,
    await keywordFilter(db, articles.title, q.keywords),
  );
  return articleSummaryPage(db, where, page, false);
}

/** Whether an article is a reader's at `now`: 'missing' (none, a draft, or its publish time still to come), 'offline' or 'live'. */
export type ReaderState = 'missing' | 'offline' | 'live';
export const readerState = (a: { status: number; publishAt: string | null } | null, now: string): ReaderState => {
  if (!a || a.status === 0) return 'missing';
  if (a.status === 2) return 'offline';
  return a.publishAt === null || displayTime(a.publishAt) <= now ? 'live' : 'missing';
};

/** One article by id as the API sends it (category name joined) with its status and publish time, or null. */
export async function findArticle(db: Db, id: number): Promise<(Article & { status: number; publishAt: string | null }) | null> {
  const [row] = await db
    .select({ a: articles, cateName: categories.cateName })
    .from(articles)
    .leftJoin(categories, eq(categories.cateId, articles.cateId))
    .where(eq(articles.id, id))
    .limit(1);
  if (!row) return null;
  const { a, cateName } = row;
  return {
    id: a.id,
    title: a.title,
    create_time: displayTime(a.createTime),
    channel: a.channel,
    cate_id: a.cateId,
    cate_name: cateName ?? '',
    author: a.author,
    add_from: a.addFrom,
    firstFile: fileRef(a.cover),
    intro: a.intro,
    resource_items: a.resourceItems,
    recommendIds: a.recommendIds,
    status: a.status,
    publishAt: a.publishAt,
  };
}
