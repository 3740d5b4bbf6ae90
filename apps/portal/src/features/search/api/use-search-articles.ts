// 看政策: login/listarticle {keywords, pageNum, pageSize} over every article channel.
// Identical searches share one cache entry (staleTime 30 s): searching the same term again calls nothing.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery, type ListArticleReq } from '@ws/api-sdk';
import { SEARCH_PAGE_SIZE, type SearchFilter } from '../lib/search-tabs';

export const searchArticlesPayload = ({ page, val }: SearchFilter): ListArticleReq => {
  const p: ListArticleReq = { pageNum: page, pageSize: SEARCH_PAGE_SIZE };
  if (val) p.keywords = val;
  return p;
};

export const useSearchArticles = (f: SearchFilter) => useQuery({ ...apiQuery('listarticle', searchArticlesPayload(f)), placeholderData: keepPreviousData });
