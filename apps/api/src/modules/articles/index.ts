// The articles module: what other modules and the server's wiring may use of it.
export { LAW_CHANNEL, MSG_ARTICLE_MISSING, channelArticlePage } from './routes';
