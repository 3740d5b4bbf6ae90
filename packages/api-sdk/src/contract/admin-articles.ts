// 文章管理 of the operations console (内容编辑 and 超级管理员): the portal's articles by channel (policy, news,
// prevention, case, law by category 122–127 with its PDF or Word file, the content centre's 1829–1831), with
// a rich-text body the server sanitizes with the portal's rules before storing. An article is 草稿 (never on
// the portal), 已发布 (on the portal from its publish time on, so a future time publishes it by itself) or
// 已下线 (its detail page says 内容已下线). Every change is written to the audit log with before and after.
import * as v from 'valibot';
import type { Article } from './articles';
import { ep } from './endpoint-def';
import type { Page } from './envelope';
import { CONTENT_CENTRE, LAW_CATEGORIES } from './ids';
import { fields, id, idList, isStorableText, optId, optNumOneOf, optText, pageFields, uploadedFiles, type InputOf } from './schema';

export const ARTICLE_STATUS = { draft: 0, published: 1, offline: 2 } as const;
export type ArticleStatus = (typeof ARTICLE_STATUS)[keyof typeof ARTICLE_STATUS];
export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = { 0: '草稿', 1: '已发布', 2: '已下线' };

export const ADMIN_ARTICLE_CHANNELS = ['policy', 'news', 'prevention', 'case', 'law', 'content'] as const;
export type AdminArticleChannel = (typeof ADMIN_ARTICLE_CHANNELS)[number];

/** The longest title, source, author and body the console stores, in characters. */
export const ARTICLE_LIMITS = { title: 100, addFrom: 50, author: 30, intro: 100_000 } as const;
/** The cover's and the law file's kinds, by the file name's extension. */
export const COVER_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const LAW_FILE_EXTENSIONS = ['pdf', 'docx'] as const;

export const MSG_ARTICLE_SAVED = '保存成功';
export const MSG_ARTICLE_PUBLISHED = '已发布';
export const MSG_ARTICLE_OFFLINE = '已下线';
export const MSG_ARTICLE_TO_DRAFT = '已转为草稿';
export const MSG_ARTICLE_TITLE_REQUIRED = '请填写标题';
export const MSG_ARTICLE_TITLE_TOO_LONG = `标题不能超过${ARTICLE_LIMITS.title}个字`;
export const MSG_ARTICLE_ADD_FROM_TOO_LONG = `来源不能超过${ARTICLE_LIMITS.addFrom}个字`;
export const MSG_ARTICLE_AUTHOR_TOO_LONG = `作者不能超过${ARTICLE_LIMITS.author}个字`;
export const MSG_ARTICLE_INTRO_TOO_LONG = `正文不能超过${ARTICLE_LIMITS.intro}个字符`;
export const MSG_ARTICLE_CHANNEL_REQUIRED = '请选择栏目';
export const MSG_ARTICLE_LAW_CATE_REQUIRED = '请选择法规分类';
export const MSG_ARTICLE_CONTENT_CATE_REQUIRED = '请选择内容中心分类';
export const MSG_ARTICLE_PUBLISH_TIME_BAD = '发布时间格式应为 YYYY-MM-DD HH:mm:ss';
export const MSG_ARTICLE_COVER_BAD = '封面仅支持 JPG、PNG、GIF、WEBP 图片';
export const MSG_ARTICLE_FILE_BAD = '附件仅支持 PDF 或 Word（.docx）文件';
export const MSG_ARTICLE_FILE_TOO_MANY = '附件最多 5 个';
export const MSG_ARTICLE_UNSAFE_LINK = '正文中的链接只能是 http(s)、mailto、tel 或本站地址';
export const MSG_ARTICLE_MISSING_ADMIN = '文章不存在';
export const MSG_ARTICLE_STATUS_SAME = '文章已是该状态';

/** The categories a channel's article must name (law and content centre), or none. */
export const ARTICLE_CHANNEL_CATEGORIES: Partial<Record<AdminArticleChannel, readonly { id: number; name: string }[]>> = {
  law: LAW_CATEGORIES,
  content: CONTENT_CENTRE,
};

const extensionOf = (url: string) => /\.([a-z0-9]{1,8})$/i.exec(url)?.[1]?.toLowerCase() ?? '';
export const isCoverFile = (url: string) => (COVER_EXTENSIONS as readonly string[]).includes(extensionOf(url));
export const isLawFile = (url: string) => (LAW_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(url));

/** A 'YYYY-MM-DD HH:mm:ss' that names a real time ('' for "now"). */
export const isPublishTime = (s: string): boolean => {
  if (s === '') return true;
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d, h, mi, se] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi, se));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d && h < 24 && mi < 60 && se < 60 && y >= 2000 && y <= 2100;
};

/** One article in 文章管理's list. */
export interface AdminArticleItem {
  id: number;
  title: string;
  channel: string;
  channel_name: string;
  cate_id: number | null;
  cate_name: string;
  author: string;
  status: ArticleStatus;
  /** the publish time readers see, 'YYYY-MM-DD HH:mm:ss' */
  create_time: string;
  /** 1: published with a publish time still to come (on the portal from then on) */
  scheduled: 0 | 1;
}

/** One article whole, as the editor loads it. */
export interface AdminArticleDetail extends Article {
  status: ArticleStatus;
  scheduled: 0 | 1;
}

/** Text up to `max` characters; one more is refused with `tooLong` rather than cut unseen. */
const limited = (max: number, tooLong: string) =>
  v.pipe(
    optText(max + 1),
    v.check((s) => [...s].length <= max, tooLong),
  );

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const adminArticlesInput = /* @__PURE__ */ (() => ({
  adminArticleList: fields({
    ...pageFields,
    channel: optText(20),
    /** -1 (or absent): every status */
    status: optNumOneOf([-1, 0, 1, 2] as const, -1),
    /** in the title */
    keyword: optText(50),
  }),
  adminArticleInfo: fields({ id: id(MSG_ARTICLE_MISSING_ADMIN) }),
  adminArticleSave: v.pipe(
    fields({
      /** absent: a new article */
      id: optId(),
      channel: v.pipe(optText(20), v.check((c) => (ADMIN_ARTICLE_CHANNELS as readonly string[]).includes(c), MSG_ARTICLE_CHANNEL_REQUIRED)),
      cate_id: optId(),
      title: v.pipe(limited(ARTICLE_LIMITS.title, MSG_ARTICLE_TITLE_TOO_LONG), v.check((s) => s !== '', MSG_ARTICLE_TITLE_REQUIRED)),
      add_from: limited(ARTICLE_LIMITS.addFrom, MSG_ARTICLE_ADD_FROM_TOO_LONG),
      author: limited(ARTICLE_LIMITS.author, MSG_ARTICLE_AUTHOR_TOO_LONG),
      cover: v.pipe(uploadedFiles(1, { message: MSG_ARTICLE_COVER_BAD }), v.check((files) => files.every((f) => isCoverFile(f.FileUrl)), MSG_ARTICLE_COVER_BAD)),
      recommendIds: idList(20),
      /** '' : now */
      publish_time: v.pipe(optText(30), v.check(isPublishTime, MSG_ARTICLE_PUBLISH_TIME_BAD)),
      /** 0 草稿 (default) or 1 发布 */
      status: optNumOneOf([0, 1] as const, 0),
      intro: v.pipe(
        v.unknown(),
        v.check((raw) => raw === undefined || raw === null || (typeof raw === 'string' && isStorableText(raw)), MSG_ARTICLE_INTRO_TOO_LONG),
        v.transform((raw) => (typeof raw === 'string' ? raw.trim() : '')),
        v.check((s) => s.length <= ARTICLE_LIMITS.intro, MSG_ARTICLE_INTRO_TOO_LONG),
      ) as unknown as v.GenericSchema<string | undefined, string>,
      resource_items: v.pipe(
        uploadedFiles(5, { message: MSG_ARTICLE_FILE_BAD, tooMany: MSG_ARTICLE_FILE_TOO_MANY }),
        v.check((files) => files.every((f) => isLawFile(f.FileUrl)), MSG_ARTICLE_FILE_BAD),
      ),
    }),
    v.check((a) => a.channel !== 'law' || LAW_CATEGORIES.some((c) => c.id === a.cate_id), MSG_ARTICLE_LAW_CATE_REQUIRED),
    v.check((a) => a.channel !== 'content' || CONTENT_CENTRE.some((c) => c.id === a.cate_id), MSG_ARTICLE_CONTENT_CATE_REQUIRED),
  ),
  adminArticleStatus: fields({ id: id(MSG_ARTICLE_MISSING_ADMIN), status: optNumOneOf([0, 1, 2] as const, 1) }),
}))();

type In = typeof adminArticlesInput;
export type AdminArticleListReq = InputOf<In['adminArticleList']>;
export type AdminArticleSaveReq = InputOf<In['adminArticleSave']>;
export type AdminArticleStatusReq = InputOf<In['adminArticleStatus']>;

// Built inside a pure call: an app that never calls the console (the site apps) drops the table.
export const adminArticles = /* @__PURE__ */ (() =>
  ({
  /** GET /api/admin/articles/list {channel, status -1 all | 0 | 1 | 2, keyword (title), pageNum, pageSize}: newest publish time first */
  adminArticleList: ep<In['adminArticleList'], Page<AdminArticleItem>>()({ method: 'GET', path: '/admin/articles/list', auth: false, staff: ['editor'] }),
  /** GET /api/admin/articles/info {id}: every field, whatever its status */
  adminArticleInfo: ep<In['adminArticleInfo'], AdminArticleDetail>()({ method: 'GET', path: '/admin/articles/info', auth: false, staff: ['editor'] }),
  /** POST /api/admin/articles/save {id?, channel, cate_id, title, add_from, author, cover, recommendIds, publish_time, status 0|1, intro, resource_items}: the body sanitized, audited */
  adminArticleSave: ep<In['adminArticleSave'], AdminArticleDetail>()({ method: 'POST', path: '/admin/articles/save', auth: false, staff: ['editor'] }),
  /** POST /api/admin/articles/status {id, status 0 草稿 | 1 发布 | 2 下线}: audited */
  adminArticleStatus: ep<In['adminArticleStatus'], AdminArticleDetail>()({ method: 'POST', path: '/admin/articles/status', auth: false, staff: ['editor'] }),
  }) as const)();
