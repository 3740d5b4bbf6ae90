import { useQuery } from '@tanstack/react-query';
import { apiQuery, type AdminReviewKind } from '@ws/api-sdk';

/** GET /api/admin/reviews/info: one application with everything submitted (read afresh on each visit). */
export const useReviewInfo = (kind: AdminReviewKind | null, id: number | null) =>
  useQuery({ ...apiQuery('adminReviewInfo', { kind: kind ?? 'company', id: id ?? 0 }), enabled: kind !== null && id !== null, staleTime: 0 });
