// Articles (spec 01 §2-§4, §7): the channel lists, /channelPolicy's policy list and the article detail.
// - articleinfo {id}: open, except law articles: those need a logged-in caller (code -1 otherwise, like
//   the law list on the client).
// - articleSummaryPage: the paged article lists (listarticle, ChannelPolicyList); channelArticlePage: listarticle
//   itself, also answered per list by the home page's combined reads (content.ts).
import { CHANNEL_NAMES, type Article, type ArticleSummary, type articles as articlesContract, type Page, type PayloadOf, type ResOf } from '@ws/api-sdk/contract';
import { and, arrayOverlaps, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, categories } from '../../db/schema';
import { type DomainHandlers } from '../../http/handler';
import { DomainError, NotLoggedIn } from '../../kernel';
import { displayTime } from '../../kernel/time';
import { resolveToken } from '../account';
import { keywordFilter } from '../../db/keyword-search';
import { listPage, newestFirst, paging, type Paging } from '../../db/paging';
import { categoryNames, fileRef } from '../categories/index';

export const MSG_ARTICLE_MISSING = '文章不存在';
export const LAW_CHANNEL = 'law';


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

/**
 * listarticle: a page of a channel's (and/or a category's) articles, with the channel's name. The home
 * page's combined reads (homeFirstScreen, homeLawLists in content.ts) answer exactly this per list.
 */
export async function channelArticlePage(db: Db, payload: PayloadOf<'listarticle'>): Promise<ResOf<'listarticle'>> {
  const { channel, cate_id: cateId } = payload;
  const where = and(
    channel ? eq(articles.channel, channel) : undefined,
    cateId !== null ? eq(articles.cateId, cateId) : undefined,
    await keywordFilter(db, articles.title, payload.keywords),
  );
  const page = await articleSummaryPage(db, where, paging(payload, 20), true);
  // a channel's name; for a bare category (content centre 1829–1831) the category's name
  let channelName: string = CHANNEL_NAMES[channel as keyof typeof CHANNEL_NAMES] ?? '';
  if (!channelName && cateId !== null) channelName = (await categoryNames(db, [cateId])).get(cateId) ?? '';
  return { ...page, channel_name: channelName };
}

async function findArticle(db: Db, id: number) {
  const [row] = await db
    .select({ a: articles, cateName: categories.cateName })
    .from(articles)
    .leftJoin(categories, eq(categories.cateId, articles.cateId))
    .where(eq(articles.id, id))
    .limit(1);
  return row ?? null;
}

export const articlesHandlers: DomainHandlers<typeof articlesContract> = {
  listarticle: ({ db, payload }) => channelArticlePage(db, payload),

  /** menu/ChannelPolicyList: articles of a channel whose recommend ids overlap the asked ones; 10 per page. */
  async ChannelPolicyList({ db, payload }) {
    const where = and(
      payload.channel ? eq(articles.channel, payload.channel) : undefined,
      payload.recommendIds.length > 0 ? arrayOverlaps(articles.recommendIds, payload.recommendIds) : undefined,
      await keywordFilter(db, articles.title, payload.keywords),
    );
    return articleSummaryPage(db, where, paging(payload, 10), false);
  },

  async articleinfo({ db, clock, payload, token }) {
    const row = await findArticle(db, payload.id);
    if (!row) throw new DomainError(MSG_ARTICLE_MISSING);
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
};
