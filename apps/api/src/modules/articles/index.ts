// The articles module: what other modules and the server's wiring may use of it.
export { MSG_ARTICLE_MISSING } from './messages';
export { LAW_CHANNEL, channelArticlePage } from './service';
export { findArticle } from './queries';
