import { useQuery } from '@tanstack/react-query';
import { mediaQuery, PAGE_SIZES } from '@ws/api-sdk';

export type MediaKind = 'listvideo' | 'listlive' | 'listcourse';

/** video/listvideo | listlive | listcourse {pageNum 1, pageSize 3}. */
export const homeMediaQuery = (kind: MediaKind) => mediaQuery(kind, { pageNum: 1, pageSize: PAGE_SIZES.homeMedia });

export const useHomeMedia = (kind: MediaKind) => useQuery(homeMediaQuery(kind));
