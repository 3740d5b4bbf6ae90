// 操作日志 of the operations console (contract admin-audit.ts: adminAuditList; 超级管理员 only, checked by the
// wiring before a handler runs). Read-only: there is no handler that edits or deletes a row.
import { ADMIN_PAGE_SIZE, type adminAudit } from '@ws/api-sdk/contract';
import { paging } from '../../db/paging';
import type { DomainHandlers } from '../../http/handler';
import { listAudit } from './service';

export const adminAuditHandlers: DomainHandlers<typeof adminAudit> = {
  /** GET /api/admin/audit/list: the rows matching the filter, newest first, 20 a page. */
  adminAuditList({ db, payload }) {
    const { staff, action, target_kind, target_id, keyword, from, to } = payload;
    return listAudit(db, { staff, action, targetKind: target_kind, targetId: target_id, keyword, from, to }, paging(payload, ADMIN_PAGE_SIZE));
  },
};
