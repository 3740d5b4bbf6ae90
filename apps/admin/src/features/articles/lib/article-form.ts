// The article form's values, rules and payload. The rules are the server's (contract admin-articles.ts), so
// the editor hears them before saving; the server checks them again.
import { hasUnsafeLink } from '@ws/validators/checkers';
import {
  ARTICLE_CHANNEL_CATEGORIES,
  ARTICLE_LIMITS,
  isPublishTime,
  MSG_ARTICLE_ADD_FROM_TOO_LONG,
  MSG_ARTICLE_AUTHOR_TOO_LONG,
  MSG_ARTICLE_CONTENT_CATE_REQUIRED,
  MSG_ARTICLE_INTRO_TOO_LONG,
  MSG_ARTICLE_LAW_CATE_REQUIRED,
  MSG_ARTICLE_PUBLISH_TIME_BAD,
  MSG_ARTICLE_TITLE_REQUIRED,
  MSG_ARTICLE_TITLE_TOO_LONG,
  MSG_ARTICLE_UNSAFE_LINK,
  type AdminArticleChannel,
  type AdminArticleDetail,
  type AdminArticleSaveReq,
  type UploadedFile,
} from '@ws/api-sdk';

export interface ArticleFormValues {
  channel: AdminArticleChannel;
  cate_id: string;
  title: string;
  add_from: string;
  author: string;
  cover: UploadedFile[];
  recommendIds: string;
  publish_time: string;
  intro: string;
  resource_items: UploadedFile[];
}

export const emptyArticle = (channel: AdminArticleChannel = 'news'): ArticleFormValues => ({
  channel,
  cate_id: '',
  title: '',
  add_from: '',
  author: '',
  cover: [],
  recommendIds: '',
  publish_time: '',
  intro: '',
  resource_items: [],
});

export const fromDetail = (a: AdminArticleDetail): ArticleFormValues => ({
  channel: a.channel as AdminArticleChannel,
  cate_id: a.cate_id === null ? '' : String(a.cate_id),
  title: a.title,
  add_from: a.add_from,
  author: a.author,
  cover: a.firstFile ? [{ FileName: a.firstFile.FileName ?? '封面', FileUrl: a.firstFile.FileUrl }] : [],
  recommendIds: a.recommendIds.join(','),
  publish_time: a.create_time,
  intro: a.intro,
  resource_items: a.resource_items.map((f) => ({ FileName: f.FileName ?? '附件', FileUrl: f.FileUrl })),
});

const tooLong = (s: string, max: number) => [...s.trim()].length > max;

export const articleRules = {
  title: (v: string) => (v.trim() === '' ? MSG_ARTICLE_TITLE_REQUIRED : tooLong(v, ARTICLE_LIMITS.title) ? MSG_ARTICLE_TITLE_TOO_LONG : null),
  add_from: (v: string) => (tooLong(v, ARTICLE_LIMITS.addFrom) ? MSG_ARTICLE_ADD_FROM_TOO_LONG : null),
  author: (v: string) => (tooLong(v, ARTICLE_LIMITS.author) ? MSG_ARTICLE_AUTHOR_TOO_LONG : null),
  publish_time: (v: string) => (isPublishTime(v.trim()) ? null : MSG_ARTICLE_PUBLISH_TIME_BAD),
  intro: (v: string) => (v.length > ARTICLE_LIMITS.intro ? MSG_ARTICLE_INTRO_TOO_LONG : hasUnsafeLink(v) ? MSG_ARTICLE_UNSAFE_LINK : null),
  cate_id: (v: string, values: ArticleFormValues) => {
    const cats = ARTICLE_CHANNEL_CATEGORIES[values.channel];
    if (!cats || cats.some((c) => String(c.id) === v)) return null;
    return values.channel === 'law' ? MSG_ARTICLE_LAW_CATE_REQUIRED : MSG_ARTICLE_CONTENT_CATE_REQUIRED;
  },
};

export const toPayload = (v: ArticleFormValues, id: number | null, status: 0 | 1): AdminArticleSaveReq => ({
  ...(id !== null ? { id } : {}),
  channel: v.channel,
  cate_id: ARTICLE_CHANNEL_CATEGORIES[v.channel] ? Number(v.cate_id) : undefined,
  title: v.title.trim(),
  add_from: v.add_from.trim(),
  author: v.author.trim(),
  cover: v.cover,
  recommendIds: v.recommendIds
    .split(/[,，\s]+/)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0),
  publish_time: v.publish_time.trim(),
  status,
  intro: v.intro,
  resource_items: v.channel === 'law' ? v.resource_items : [],
});
