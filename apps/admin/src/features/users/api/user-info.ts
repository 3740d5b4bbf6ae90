import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';

/** GET /api/admin/users/info: one member whole (read afresh on each visit). */
export const useUserInfo = (id: number | null) => useQuery({ ...apiQuery('adminUserInfo', { id: id ?? 0 }), enabled: id !== null, staleTime: 0 });
