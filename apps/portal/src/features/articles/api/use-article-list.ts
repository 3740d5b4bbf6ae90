import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { articlesQuery, PAGE_SIZES } from '@ws/api-sdk';

export interface ArticleListParams {
  channel: string;
  cate_id?: number;
  keywords?: string;
  pageNum: number;
}

/** listarticle {channel, cate_id, keywords, pageNum, pageSize 20}: one page of the article list. */
export const articleListQuery = ({ channel, cate_id, keywords, pageNum }: ArticleListParams) =>
  articlesQuery({ channel, cate_id, keywords: keywords || undefined, pageNum, pageSize: PAGE_SIZES.article });

/** The previous page stays on screen while the next one loads. */
export const useArticleList = (p: ArticleListParams, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...articleListQuery(p), enabled, placeholderData: keepPreviousData });
