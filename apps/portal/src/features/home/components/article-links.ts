import { SESSION_KEYS } from '@ws/api-sdk';

/** /detailPages?key={articleId}&currentName={list name} (spec 01 §2). */
export const detailHref = (id: number, currentName: string) =>
  `/detailPages?${new URLSearchParams({ key: String(id), currentName }).toString()}`;

/** The article list of a channel (optionally one category): /article?channel=…[&cate=…]. */
export const articleListHref = (channel: string, cate?: number) => {
  const sp = new URLSearchParams({ channel });
  if (cate !== undefined) sp.set('cate', String(cate));
  return `/article?${sp.toString()}`;
};

/** 更多 stores the channel in session storage (the article list's menu reads it) before going to /article. */
export const rememberChannel = (channel: string) => {
  try {
    window.sessionStorage.setItem(SESSION_KEYS.channel, channel);
  } catch {
    // storage unavailable: /article reads the channel from its query too
  }
};
