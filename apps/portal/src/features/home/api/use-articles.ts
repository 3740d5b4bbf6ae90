import { useQuery } from '@tanstack/react-query';
import { articlesQuery, PAGE_SIZES } from '@ws/api-sdk';

/** listarticle {channel, cate_id, pageNum 1, pageSize 5}: the newest 5 articles of a home block. */
export const homeArticlesQuery = (p: { channel: string; cate_id?: number }) =>
  articlesQuery({ ...p, pageNum: 1, pageSize: PAGE_SIZES.homeBlock });

export const useHomeArticles = (p: { channel: string; cate_id?: number }) => useQuery(homeArticlesQuery(p));
