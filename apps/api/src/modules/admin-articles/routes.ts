// 文章管理 of the operations console (contract admin-articles.ts: adminArticleList, adminArticleInfo,
// adminArticleSave, adminArticleStatus; 内容编辑 and 超级管理员, checked by the wiring before a handler runs).
import {
  ADMIN_PAGE_SIZE,
  MSG_ARTICLE_OFFLINE,
  MSG_ARTICLE_PUBLISHED,
  MSG_ARTICLE_SAVED,
  MSG_ARTICLE_TO_DRAFT,
  type adminArticles,
} from '@ws/api-sdk/contract';
import { paging } from '../../db/paging';
import { ok, type DomainHandlers } from '../../http/handler';
import { isStorableFileUrl, staffFileCaller } from '../uploads';
import { articleInfo, listArticles, saveArticle, setArticleStatus } from './service';

const STATUS_MESSAGES = { 0: MSG_ARTICLE_TO_DRAFT, 1: MSG_ARTICLE_PUBLISHED, 2: MSG_ARTICLE_OFFLINE } as const;

export const adminArticlesHandlers: DomainHandlers<typeof adminArticles> = {
  /** GET /api/admin/articles/list: 20 a page, newest publish time first. */
  adminArticleList({ db, clock, payload }) {
    return listArticles(db, clock, { channel: payload.channel, status: payload.status, keyword: payload.keyword }, paging(payload, ADMIN_PAGE_SIZE));
  },

  /** GET /api/admin/articles/info: one article whole. */
  adminArticleInfo({ db, clock, payload }) {
    return articleInfo(db, clock, payload.id);
  },

  /** POST /api/admin/articles/save: the body's images pass as the form's files do (this site's storage: the seed's and the console's uploads). */
  async adminArticleSave({ db, clock, staff, ip, payload, request }) {
    const settings = request.server.objectStorage;
    const saved = await saveArticle(db, clock, { staff, ip }, payload, (src) => isStorableFileUrl(settings, staffFileCaller(staff.id), src));
    return ok(saved, MSG_ARTICLE_SAVED);
  },

  /** POST /api/admin/articles/status: 发布 / 下线 / 转为草稿, audited. */
  async adminArticleStatus({ db, clock, staff, ip, payload }) {
    return ok(await setArticleStatus(db, clock, { staff, ip }, payload.id, payload.status), STATUS_MESSAGES[payload.status]);
  },
};
