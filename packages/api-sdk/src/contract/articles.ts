// Articles: channel lists, law and policy lists, article detail (spec 01 §2-§4, §7 Content).
import { ep } from './endpoint-def';
import type { Page } from './envelope';
import type { FileRef } from './entities';
import { fields, id, idList, optId, optText, pageFields, type InputOf } from './schema';

export type ArticleChannel = 'policy' | 'news' | 'prevention' | 'case' | 'law' | 'content' | string;

export interface ArticleSummary {
  id: number;
  title: string;
  create_time: string;
  channel: ArticleChannel;
  cate_id: number | null;
  cate_name?: string;
  author: string;
  /** source (listarticle sends it; spec 01 §3 Article add_from) */
  add_from?: string;
  firstFile: FileRef | null;
}

export interface Article extends ArticleSummary {
  intro: string;
  add_from: string;
  resource_items: FileRef[];
  recommendIds: number[];
}

/** Keywords are cut at 50 characters (README "Search"). */
export const MAX_KEYWORD = 50;

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const articlesInput = /* @__PURE__ */ (() => ({
  listarticle: fields({ ...pageFields, channel: optText(30), cate_id: optId(), keywords: optText(MAX_KEYWORD) }),
  articleinfo: fields({ id: id('文章不存在') }),
  /** /channelPolicy's 看政策 tab: a channel's articles with the recommend ids */
  ChannelPolicyList: fields({ ...pageFields, channel: optText(30), recommendIds: idList(20), keywords: optText(MAX_KEYWORD) }),
}))();

type In = typeof articlesInput;
export type ListArticleReq = InputOf<In['listarticle']>;
export type ChannelPolicyListReq = InputOf<In['ChannelPolicyList']>;

export const articles = {
  listarticle: ep<In['listarticle'], Page<ArticleSummary> & { channel_name: string }>()({ method: 'GET', path: '/open/uni/listarticle', auth: false, cache: true }),
  articleinfo: ep<In['articleinfo'], Article>()({ method: 'GET', path: '/open/uni/articleinfo', auth: false, cache: true }),
  ChannelPolicyList: ep<In['ChannelPolicyList'], Page<ArticleSummary>>()({ method: 'GET', path: '/open/uni/ChannelPolicyList', auth: false, cache: true }),
} as const;
