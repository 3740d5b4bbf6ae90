// 文章管理 of the operations console: the list (any status), one article whole, its save (new or changed) and
// its status (发布 / 下线 / 转为草稿). The body is stored only as the listings' sanitizer rebuilds it (the
// allowlist the mall's product intro is stored with; the portal renders it through DOMPurify on top), after a
// link with a script scheme has been refused outright: an editor should learn that a pasted link went, not find
// it silently gone. Each change writes its audit row (before and after) in the same transaction.
import {
  ARTICLE_STATUS_LABELS,
  MSG_ARTICLE_MISSING_ADMIN,
  MSG_ARTICLE_STATUS_SAME,
  MSG_ARTICLE_UNSAFE_LINK,
  type AdminArticleDetail,
  type AdminArticleItem,
  type ArticleStatus,
  type Page,
  type PayloadOf,
} from '@ws/api-sdk/contract';
import { hasUnsafeLink } from '@ws/validators';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { DomainError, type Clock } from '../../kernel';
import { displayTime, formatChinaTime } from '../../kernel/time';
import { findArticle } from '../articles';
import { recordAudit, type AuditActor } from '../audit';
import { sanitizeRichText } from '../listings';
import { summaryCreate, summaryStatus, summaryUpdate } from './messages';
import { adminArticlePage, articleRow, insertArticle, updateArticle, type ArticleRow, type ArticleWrite } from './queries';

interface By {
  staff: AuditActor;
  ip: string;
}

type SaveInput = PayloadOf<'adminArticleSave'>;
/** The channels whose articles name a category (law 122–127, content centre 1829–1831). */
const CATEGORY_CHANNELS = new Set(['law', 'content']);

const now = (clock: Clock) => formatChinaTime(clock.now());

/** What the audit log keeps of an article, before and after a change. */
const state = (a: ArticleRow) => ({
  title: a.title,
  channel: a.channel,
  cate_id: a.cateId,
  add_from: a.addFrom,
  author: a.author,
  cover: a.cover,
  recommendIds: a.recommendIds,
  resource_items: a.resourceItems,
  status: a.status,
  publish_time: displayTime(a.createTime),
  intro: a.intro,
});

/** adminArticleList: one page of the console's list. */
export function listArticles(db: Db, clock: Clock, q: { channel: string; status: number; keyword: string }, page: Paging): Promise<Page<AdminArticleItem>> {
  return adminArticlePage(db, { ...q, keyword: q.keyword.trim(), now: now(clock) }, page);
}

/** adminArticleInfo: every field of one article, whatever its status. */
export async function articleInfo(db: Db, clock: Clock, id: number): Promise<AdminArticleDetail> {
  const found = await findArticle(db, id);
  if (!found) throw new DomainError(MSG_ARTICLE_MISSING_ADMIN);
  const { status, publishAt, ...article } = found;
  return { ...article, status: status as ArticleStatus, scheduled: status === 1 && publishAt !== null && displayTime(publishAt) > now(clock) ? 1 : 0 };
}

/** adminArticleSave: a new article or a change of one; the body sanitized, audited. Answers it as stored. */
export async function saveArticle(db: Db, clock: Clock, by: By, input: SaveInput, imageAllowed: (src: string) => boolean): Promise<AdminArticleDetail> {
  if (hasUnsafeLink(input.intro)) throw new DomainError(MSG_ARTICLE_UNSAFE_LINK);
  const publishTime = input.publish_time || now(clock);
  const values: ArticleWrite = {
    title: input.title,
    channel: input.channel,
    cateId: CATEGORY_CHANNELS.has(input.channel) ? input.cate_id : null,
    addFrom: input.add_from,
    author: input.author,
    cover: input.cover[0]?.FileUrl ?? null,
    recommendIds: input.recommendIds,
    resourceItems: input.resource_items,
    intro: sanitizeRichText(input.intro, { imageAllowed }),
    status: input.status,
    createTime: publishTime,
    publishAt: publishTime,
  };
  const id = await db.transaction(async (tx) => {
    const before = input.id === null ? null : await articleRow(tx, input.id, true);
    if (input.id !== null && !before) throw new DomainError(MSG_ARTICLE_MISSING_ADMIN);
    const after = before ? await updateArticle(tx, before.id, values) : await insertArticle(tx, values);
    if (!after) throw new DomainError(MSG_ARTICLE_MISSING_ADMIN);
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: clock.now(),
      action: before ? 'article.update' : 'article.create',
      targetKind: 'article',
      targetId: after.id,
      summary: before ? summaryUpdate(after) : summaryCreate(after),
      before: before ? state(before) : undefined,
      after: state(after),
    });
    return after.id;
  });
  return articleInfo(db, clock, id);
}

const STATUS_ACTIONS: Record<ArticleStatus, { action: string; label: string }> = {
  0: { action: 'article.draft', label: '文章转为草稿' },
  1: { action: 'article.publish', label: '发布文章' },
  2: { action: 'article.offline', label: '下线文章' },
};

/** adminArticleStatus: 发布, 下线 or 转为草稿; one already in that status changes nothing and says so. */
export async function setArticleStatus(db: Db, clock: Clock, by: By, id: number, status: ArticleStatus): Promise<AdminArticleDetail> {
  await db.transaction(async (tx) => {
    const before = await articleRow(tx, id, true);
    if (!before) throw new DomainError(MSG_ARTICLE_MISSING_ADMIN);
    if (before.status === status) throw new DomainError(`${MSG_ARTICLE_STATUS_SAME}（${ARTICLE_STATUS_LABELS[status]}）`);
    const after = await updateArticle(tx, id, { status });
    if (!after) throw new DomainError(MSG_ARTICLE_MISSING_ADMIN);
    const { action, label } = STATUS_ACTIONS[status];
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: clock.now(),
      action,
      targetKind: 'article',
      targetId: id,
      summary: summaryStatus(after, label),
      before: state(before),
      after: state(after),
    });
  });
  return articleInfo(db, clock, id);
}
