// 操作日志: the audit rows the console's modules write (modules/audit), read back for 超级管理员 with their
// filters. The days of the filter are China days (UTC+8, no daylight saving), both ends included: from
// 00:00 of the first day to before 00:00 of the day after the last.
import type { AdminAuditItem, Page } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { DAY } from '../../kernel';
import { auditList, type AuditFilter } from './queries';

export interface AuditListInput {
  staff: string;
  action: string;
  targetKind: string;
  targetId: string;
  keyword: string;
  /** 'YYYY-MM-DD' or '' (checked by the contract) */
  from: string;
  to: string;
}

/** The instant a China day ('YYYY-MM-DD') begins. */
export const chinaDayStart = (day: string): Date => new Date(`${day}T00:00:00+08:00`);

/** The filter as the query takes it: the period as instants [since, before). */
export function toFilter(input: AuditListInput): AuditFilter {
  return {
    staff: input.staff,
    action: input.action,
    targetKind: input.targetKind,
    targetId: input.targetId,
    keyword: input.keyword,
    since: input.from ? chinaDayStart(input.from) : null,
    before: input.to ? new Date(chinaDayStart(input.to).getTime() + DAY) : null,
  };
}

/** adminAuditList: one page of the matching rows, newest first (id breaks a tie). */
export function listAudit(db: Db, input: AuditListInput, page: Paging): Promise<Page<AdminAuditItem>> {
  return auditList(db, toFilter(input), page);
}
