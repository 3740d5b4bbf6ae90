import { useQuery } from '@tanstack/react-query';
import { articlesQuery, PAGE_SIZES } from '@ws/api-sdk';
import { useCombinedReadDone } from './combined-gate';

/**
 * How long a home list stays fresh (the app's default, said here so it holds wherever the query runs):
 * a list written from a combined read must still be fresh when its block's query is let go, or the
 * block would read it again.
 */
export const HOME_LIST_STALE_MS = 30_000;

/** listarticle {channel, cate_id, pageNum 1, pageSize 5}: the newest 5 articles of a home block. */
export const homeArticlesQuery = (p: { channel: string; cate_id?: number }) => ({
  ...articlesQuery({ ...p, pageNum: 1, pageSize: PAGE_SIZES.homeBlock }),
  staleTime: HOME_LIST_STALE_MS,
});

export const useHomeArticles = (p: { channel: string; cate_id?: number }) => useQuery({ ...homeArticlesQuery(p), enabled: useCombinedReadDone() });
