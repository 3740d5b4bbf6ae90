import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, call, type AdminReviewDecideReq } from '@ws/api-sdk';

/**
 * POST /api/admin/reviews/decide (通过 / 驳回 with a reason): the decided application replaces the one on
 * screen, and the lists (and the 工作台 counts) are read again.
 */
export const useReviewDecide = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (req: AdminReviewDecideReq) => call('adminReviewDecide', req),
    onSuccess: (detail) => {
      client.setQueryData(apiKey('adminReviewInfo', { kind: detail.kind, id: detail.id }), detail);
      return client.invalidateQueries({ queryKey: apiKey('adminReviewList') });
    },
  });
};
