// The articles module's texts, as the reader sees them.

export const MSG_ARTICLE_MISSING = '文章不存在';
/** A taken-down article's detail (the console's 下线): a clear word rather than an error. */
export const MSG_ARTICLE_OFFLINE = '内容已下线';
