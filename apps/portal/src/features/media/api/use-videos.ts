import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mediaQuery, PAGE_SIZES } from '@ws/api-sdk';

export interface VideoListFilters {
  page: number;
  /** category id ('' for all) */
  cate: string;
  keywords: string;
}

/** video/listvideo {pageNum, pageSize 9, cate, keywords}. */
export const videosQuery = ({ page, cate, keywords }: VideoListFilters) =>
  mediaQuery('listvideo', {
    pageNum: page,
    pageSize: PAGE_SIZES.media,
    ...(cate ? { cate: Number(cate) } : {}),
    ...(keywords ? { keywords } : {}),
  });

/** The page of videos; the previous page stays on screen (dimmed) while the next one loads. */
export const useVideos = (filters: VideoListFilters) => useQuery({ ...videosQuery(filters), placeholderData: keepPreviousData });
