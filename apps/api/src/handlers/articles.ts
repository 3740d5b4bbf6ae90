// Article detail and article favourites (spec 01 §2 Article detail, §3 Article/Favourite, §4, §6, §7).
// - articleinfo {id}: open, except law articles: those need a logged-in caller (code -1 otherwise, like
//   the law list on the client).
// - InfoFavActive / addByUserFav / deleteByUserFav: the caller's own favourites only. b_type must be
//   'article' and xid an existing article; adding is idempotent (unique index on user, b_type, xid);
//   deleting touches only the caller's row.
// - articleSummaryPage: the paged article lists (listarticle, ChannelPolicyList).
import type { Article, ArticleSummary, FavouriteState, Page } from '@ws/api-sdk/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articles, categories, favourites } from '../db/schema';
import { ApiFail, NotLoggedIn, type AuthUser, type Handlers } from '../http/handler';
import { optId, str } from '../http/parse';
import { displayTime, formatChinaTime } from '../services/clock';
import { resolveToken } from '../services/tokens';
import { listPage, newestFirst, type Paging } from './paging';
import { fileRef } from './shapes';

export const MSG_ARTICLE_MISSING = '文章不存在';
export const MSG_BAD_FAV_TYPE = '收藏类型错误';
export const LAW_CHANNEL = 'law';
/** The only favourite type of the spec (spec 01 §3 Favourite: b_type article). */
export const FAV_ARTICLE = 'article';

/**
 * One page of article summaries matching `where` (category name joined), newest first (the channel/category
 * btree indexes), with the total. `addFrom`: whether the items carry add_from (listarticle does).
 */
export function articleSummaryPage(db: Db, where: SQL | undefined, page: Paging, addFrom: boolean): Promise<Page<ArticleSummary>> {
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

async function findArticle(db: Db, id: number | null) {
  if (id === null) return null;
  const [row] = await db
    .select({ a: articles, cateName: categories.cateName })
    .from(articles)
    .leftJoin(categories, eq(categories.cateId, articles.cateId))
    .where(eq(articles.id, id))
    .limit(1);
  return row ?? null;
}

/** The favourite payload: b_type 'article' and the id of an article that exists. */
async function favTarget(db: Db, payload: Record<string, unknown>): Promise<number> {
  if (str(payload.b_type, 20) !== FAV_ARTICLE) throw new ApiFail(MSG_BAD_FAV_TYPE);
  const xid = optId(payload.xid);
  if (xid === null) throw new ApiFail(MSG_ARTICLE_MISSING);
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, xid)).limit(1);
  if (!row) throw new ApiFail(MSG_ARTICLE_MISSING);
  return xid;
}

async function favState(db: Db, user: AuthUser, xid: number): Promise<FavouriteState> {
  const [row] = await db
    .select({ id: favourites.id })
    .from(favourites)
    .where(and(eq(favourites.userId, user.id), eq(favourites.bType, FAV_ARTICLE), eq(favourites.xid, xid)))
    .limit(1);
  return row ? { status: 1, id: row.id } : { status: -1, id: null };
}

export const articlesHandlers: Pick<Handlers, 'articleinfo' | 'InfoFavActive' | 'addByUserFav' | 'deleteByUserFav'> = {
  async articleinfo({ db, clock, payload, token }) {
    const row = await findArticle(db, optId(payload.id));
    if (!row) throw new ApiFail(MSG_ARTICLE_MISSING);
    const { a, cateName } = row;
    if (a.channel === LAW_CHANNEL && !(await resolveToken(db, clock, token))) throw new NotLoggedIn();
    const article: Article = {
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
    };
    return article;
  },

  async InfoFavActive({ db, user, payload }) {
    return favState(db, user, await favTarget(db, payload));
  },

  async addByUserFav({ db, clock, user, payload }) {
    const xid = await favTarget(db, payload);
    await db
      .insert(favourites)
      .values({ userId: user.id, bType: FAV_ARTICLE, xid, createTime: formatChinaTime(clock.now()) })
      .onConflictDoNothing({ target: [favourites.userId, favourites.bType, favourites.xid] });
    return favState(db, user, xid);
  },

  async deleteByUserFav({ db, user, payload }) {
    if (str(payload.b_type, 20) !== FAV_ARTICLE) throw new ApiFail(MSG_BAD_FAV_TYPE);
    const xid = optId(payload.xid);
    const id = optId(payload.id);
    if (xid === null && id === null) throw new ApiFail(MSG_ARTICLE_MISSING);
    // the caller's own row only: another user's favourite id matches nothing
    await db
      .delete(favourites)
      .where(and(eq(favourites.userId, user.id), eq(favourites.bType, FAV_ARTICLE), xid !== null ? eq(favourites.xid, xid) : eq(favourites.id, id!)));
    return { status: -1, id: null };
  },
};
