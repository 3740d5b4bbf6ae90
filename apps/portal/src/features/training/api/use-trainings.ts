import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, trainingsQuery } from '@ws/api-sdk';

export interface TrainingListFilters {
  page: number;
  /** category id ('' for all) */
  cate: string;
  keywords: string;
}

/** train/listTrain {pageNum, pageSize 9, cate_ids, keywords, parent_cate_value train}. */
export const trainingListQuery = ({ page, cate, keywords }: TrainingListFilters) =>
  trainingsQuery({
    pageNum: page,
    pageSize: PAGE_SIZES.media,
    ...(cate ? { cate_ids: [Number(cate)] } : {}),
    ...(keywords ? { keywords } : {}),
  });

/** One page of trainings; the previous page stays on screen (dimmed) while the next one loads. */
export const useTrainings = (filters: TrainingListFilters) => useQuery({ ...trainingListQuery(filters), placeholderData: keepPreviousData });
