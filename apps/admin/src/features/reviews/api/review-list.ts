import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, apiQuery, type AdminReviewKind, type AdminReviewStatus } from '@ws/api-sdk';

/** GET /api/admin/reviews/list: one page (20) of a kind and state, keyword; the last page stays while the next loads. */
export const useReviewList = (kind: AdminReviewKind, status: AdminReviewStatus, keyword: string, pageNum: number) =>
  useQuery({
    ...apiQuery('adminReviewList', { kind, status, keyword: keyword || undefined, pageNum, pageSize: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
