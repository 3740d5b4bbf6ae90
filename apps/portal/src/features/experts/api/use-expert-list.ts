// menu/listexpert {pageNum, pageSize 20, industry, field, special, supply, recommendIds}: the /expert list.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@ws/api-sdk';
import { expertListQuery, type ExpertFilterValues } from '@/shared/use-expert-filters';

export interface ExpertListFilter {
  page: number;
  filters: ExpertFilterValues;
  /** the recommend ids of a law article (channel=company), used while the 推荐 group is 全部 */
  recommendIds: readonly number[];
}

/** The previous page stays on screen (dimmed) while the next one loads. */
export const useExpertList = ({ page, filters, recommendIds }: ExpertListFilter) =>
  useQuery({ ...expertListQuery(filters, { page, pageSize: PAGE_SIZES.expert, recommendIds }), placeholderData: keepPreviousData });
