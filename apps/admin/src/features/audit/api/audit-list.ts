import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, apiQuery } from '@ws/api-sdk';
import type { AuditFilters } from '../lib/params';

/** GET /api/admin/audit/list: one page (20) of the filtered log, newest first; the last page stays while the next loads. */
export const useAuditList = (f: AuditFilters, pageNum: number) =>
  useQuery({
    ...apiQuery('adminAuditList', {
      staff: f.staff || undefined,
      action: f.action || undefined,
      keyword: f.keyword || undefined,
      from: f.from || undefined,
      to: f.to || undefined,
      pageNum,
      pageSize: ADMIN_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
