import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, apiQuery } from '@ws/api-sdk';
import type { UserFilters } from '../lib/params';

/** GET /api/admin/users/list: one page (20) of the filtered members; the last page stays while the next loads. */
export const useUserList = (f: UserFilters, pageNum: number, enabled = true) =>
  useQuery({
    ...apiQuery('adminUserList', {
      mobile: f.mobile || undefined,
      name: f.name || undefined,
      role: f.role,
      status: f.status,
      region: f.region || undefined,
      from: f.from || undefined,
      to: f.to || undefined,
      pageNum,
      pageSize: ADMIN_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
    enabled,
  });
