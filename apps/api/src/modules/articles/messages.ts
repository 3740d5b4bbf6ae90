// The articles module's texts, as the reader sees them.

export const MSG_ARTICLE_MISSING = '文章不存在';
