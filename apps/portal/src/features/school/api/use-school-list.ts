import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery, PAGE_SIZES, type ListMediaReq } from '@ws/api-sdk';
import type { SchoolListCall } from '../lib/tabs';

export interface SchoolListFilters {
  page: number;
  /** category id ('' for all) */
  cate: string;
  keywords: string;
}

/** video/listvideo | listlive | listcourse | listManagementSystem {pageNum, pageSize 9, cate, keywords}. */
export const schoolListQuery = (call: SchoolListCall, { page, cate, keywords }: SchoolListFilters) => {
  const payload: ListMediaReq = {
    pageNum: page,
    pageSize: PAGE_SIZES.media,
    ...(cate ? { cate: Number(cate) } : {}),
    ...(keywords ? { keywords } : {}),
  };
  return apiQuery(call, payload);
};

/** One page of the tab's list; the previous page stays on screen (dimmed) while the next one loads. */
export const useSchoolList = (call: SchoolListCall, filters: SchoolListFilters) =>
  useQuery({ ...schoolListQuery(call, filters), placeholderData: keepPreviousData });
