// 操作日志's SQL: one filtered page of admin_audit, newest first (the order of admin_audit_at_idx, id as the
// tie-break), and its count. Only SELECTs: the table refuses UPDATE and DELETE, and nothing here tries.
import type { AdminAuditItem, Page } from '@ws/api-sdk/contract';
import { and, eq, gte, ilike, like, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/keyword-search';
import { listPage, type Paging } from '../../db/paging';
import { adminAudit } from '../../db/schema';
import { formatChinaTime } from '../../kernel';

export interface AuditFilter {
  /** the staff account, exactly ('' : everyone) */
  staff: string;
  /** an action, or a prefix ending with '.' ('' : every action) */
  action: string;
  targetKind: string;
  targetId: string;
  /** in the summary ('' : any) */
  keyword: string;
  /** at >= since, at < before (null: open) */
  since: Date | null;
  before: Date | null;
}

const columns = {
  id: adminAudit.id,
  at: adminAudit.at,
  staffId: adminAudit.staffId,
  staffAccount: adminAudit.staffAccount,
  ip: adminAudit.ip,
  action: adminAudit.action,
  targetKind: adminAudit.targetKind,
  targetId: adminAudit.targetId,
  summary: adminAudit.summary,
  before: adminAudit.before,
  after: adminAudit.after,
};

type Row = { id: number; at: Date; staffId: number | null; staffAccount: string; ip: string; action: string; targetKind: string; targetId: string; summary: string; before: unknown; after: unknown };

const asFields = (v: unknown): Record<string, unknown> | null => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

const toItem = (r: Row): AdminAuditItem => ({
  id: r.id,
  at: formatChinaTime(r.at),
  staff_id: r.staffId,
  staff_account: r.staffAccount,
  ip: r.ip,
  action: r.action,
  target_kind: r.targetKind,
  target_id: r.targetId,
  summary: r.summary,
  before: asFields(r.before),
  after: asFields(r.after),
});

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The rows matching the filter, newest first. */
export function auditList(db: Db, f: AuditFilter, page: Paging): Promise<Page<AdminAuditItem>> {
  const conds: (SQL | undefined)[] = [];
  if (f.staff) conds.push(eq(adminAudit.staffAccount, f.staff));
  if (f.action) conds.push(f.action.endsWith('.') ? like(adminAudit.action, `${escapeLike(f.action)}%`) : eq(adminAudit.action, f.action));
  if (f.targetKind) conds.push(eq(adminAudit.targetKind, f.targetKind));
  if (f.targetId) conds.push(eq(adminAudit.targetId, f.targetId));
  if (f.keyword) conds.push(ilike(adminAudit.summary, containsPattern(f.keyword)));
  if (f.since) conds.push(gte(adminAudit.at, f.since));
  if (f.before) conds.push(lt(adminAudit.at, f.before));
  const select = db.select(columns).from(adminAudit).$dynamic();
  return listPage(db, { table: adminAudit, where: and(...conds), order: [sql`${adminAudit.at} desc nulls last`, sql`${adminAudit.id} desc`], page }, select, (rows) =>
    rows.map(toItem),
  );
}
