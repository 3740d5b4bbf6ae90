// Articles (spec 01 §2-§4, §7): the channel lists, /channelPolicy's policy list and the article detail.
// - articleinfo {id}: open, except law articles: those need a logged-in caller (code -1 otherwise, like
//   the law list on the client).
// - the paged article lists (listarticle, ChannelPolicyList); channelArticlePage: listarticle itself, also
//   answered per list by the home page's combined reads (the content module).
import { CHANNEL_NAMES, type Article, type ArticleSummary, type Page, type PayloadOf, type ResOf } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { paging } from '../../db/paging';
import { DomainError, NotLoggedIn, type Clock } from '../../kernel';
import { formatChinaTime } from '../../kernel/time';
import { resolveToken } from '../account';
import { categoryNames } from '../categories';
import { MSG_ARTICLE_MISSING, MSG_ARTICLE_OFFLINE } from './messages';
import { channelArticles, findArticle, policyArticles, readerState } from './queries';

/** The channel whose articles only a logged-in caller reads. */
export const LAW_CHANNEL = 'law';

/**
 * listarticle: a page of a channel's (and/or a category's) articles, with the channel's name. The home
 * page's combined reads (homeFirstScreen, homeLawLists in the content module) answer exactly this per list.
 */
export async function channelArticlePage(db: Db, clock: Clock, payload: PayloadOf<'listarticle'>): Promise<ResOf<'listarticle'>> {
  const { channel, cate_id: cateId } = payload;
  const now = formatChinaTime(clock.now());
  const page = await channelArticles(db, { channel, cateId, keywords: payload.keywords, now }, paging(payload, 20));
  // a channel's name; for a bare category (content centre 1829–1831) the category's name
  let channelName: string = CHANNEL_NAMES[channel as keyof typeof CHANNEL_NAMES] ?? '';
  if (!channelName && cateId !== null) channelName = (await categoryNames(db, [cateId])).get(cateId) ?? '';
  return { ...page, channel_name: channelName };
}

/** menu/ChannelPolicyList: articles of a channel whose recommend ids overlap the asked ones; 10 per page. */
export function policyArticlePage(db: Db, clock: Clock, payload: PayloadOf<'ChannelPolicyList'>): Promise<Page<ArticleSummary>> {
  const { channel, recommendIds, keywords } = payload;
  return policyArticles(db, { channel, recommendIds, keywords, now: formatChinaTime(clock.now()) }, paging(payload, 10));
}

/**
 * articleinfo: one article; a law article only for a caller whose token is valid. A draft or an article whose
 * publish time is still to come is no reader's (文章不存在); one taken down says so (内容已下线).
 */
export async function articleDetail(db: Db, clock: Clock, token: string, id: number): Promise<Article> {
  const found = await findArticle(db, id);
  const state = readerState(found, formatChinaTime(clock.now()));
  if (!found || state === 'missing') throw new DomainError(MSG_ARTICLE_MISSING);
  if (state === 'offline') throw new DomainError(MSG_ARTICLE_OFFLINE);
  const { status: _status, publishAt: _publishAt, ...article } = found;
  if (article.channel === LAW_CHANNEL && !(await resolveToken(db, clock, token))) throw new NotLoggedIn();
  return article;
}
