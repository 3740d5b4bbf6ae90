import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { articlesQuery } from '@ws/api-sdk';

/** The content centre lists 10 per page (spec 02 §2). */
export const CONTENT_PAGE_SIZE = 10;
export const CONTENT_CHANNEL = 'content';

/** listarticle {channel content, cate_id 1829|1830|1831, pageNum, pageSize 10}. */
export const contentArticlesQuery = (cate_id: number, pageNum: number) =>
  articlesQuery({ channel: CONTENT_CHANNEL, cate_id, pageNum, pageSize: CONTENT_PAGE_SIZE });

/** The previous page stays on screen while the next one loads. */
export const useContentArticles = (cate_id: number, pageNum: number) => useQuery({ ...contentArticlesQuery(cate_id, pageNum), placeholderData: keepPreviousData });
