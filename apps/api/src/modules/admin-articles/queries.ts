// 文章管理's SQL: the console's paged list (any status, on the channel / status / newest-first indexes), one
// article row, and the insert and update of one.
import { CHANNEL_NAMES, type AdminArticleItem, type ArticleStatus, type Page } from '@ws/api-sdk/contract';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keywordFilter } from '../../db/keyword-search';
import { countRows, newestFirst, type Paging } from '../../db/paging';
import { articles, categories } from '../../db/schema';
import { displayTime } from '../../kernel/time';

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleWrite = Omit<typeof articles.$inferInsert, 'id'>;

/**
 * One page of the console's list: every status unless one is asked, newest publish time first. The page's 20
 * ids come first from a walk of the filter's newest-first index (only the index over the OFFSET rows: the
 * deepest page of 100,000 skips 99,980 of them), then only those rows are read and joined to their category.
 */
export async function adminArticlePage(db: Db, q: { channel: string; status: number; keyword: string; now: string }, page: Paging): Promise<Page<AdminArticleItem>> {
  const where: SQL | undefined = and(
    q.channel ? eq(articles.channel, q.channel) : undefined,
    q.status >= 0 ? eq(articles.status, q.status) : undefined,
    await keywordFilter(db, articles.title, q.keyword),
  );
  const order = newestFirst(articles.createTime, articles.id);
  const pageIds = db.select({ id: articles.id }).from(articles).where(where).orderBy(...order).limit(page.pageSize).offset(page.offset);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: articles.id,
        title: articles.title,
        channel: articles.channel,
        cateId: articles.cateId,
        cateName: categories.cateName,
        author: articles.author,
        status: articles.status,
        createTime: articles.createTime,
        publishAt: articles.publishAt,
      })
      .from(articles)
      .leftJoin(categories, eq(categories.cateId, articles.cateId))
      .where(inArray(articles.id, pageIds))
      .orderBy(...order),
    countRows(db, articles, where),
  ]);
  return {
    total,
    items: rows.map(
      (a): AdminArticleItem => ({
        id: a.id,
        title: a.title,
        channel: a.channel,
        channel_name: CHANNEL_NAMES[a.channel as keyof typeof CHANNEL_NAMES] ?? a.channel,
        cate_id: a.cateId,
        cate_name: a.cateName ?? '',
        author: a.author,
        status: a.status as ArticleStatus,
        create_time: displayTime(a.createTime),
        scheduled: a.status === 1 && a.publishAt !== null && displayTime(a.publishAt) > q.now ? 1 : 0,
      }),
    ),
  };
}

/** One article's row (locked for the change under way when `forUpdate`), or null. */
export async function articleRow(db: Db, id: number, forUpdate = false): Promise<ArticleRow | null> {
  const q = db.select().from(articles).where(eq(articles.id, id)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function insertArticle(db: Db, values: ArticleWrite): Promise<ArticleRow> {
  const [row] = await db.insert(articles).values(values).returning();
  return row!;
}

export async function updateArticle(db: Db, id: number, values: Partial<ArticleWrite>): Promise<ArticleRow | null> {
  const [row] = await db.update(articles).set(values).where(eq(articles.id, id)).returning();
  return row ?? null;
}
