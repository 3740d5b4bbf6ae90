// The log's filters in the URL (staff, action, keyword, from, to, page), read back safely: anything the
// contract would refuse (a malformed action, a day that does not exist) reads as no filter, so a
// hand-edited address never breaks the screen. A period backwards is kept: the server's message says so.
import { isAuditActionFilter } from '@ws/api-sdk';

export const AUDIT_FILTER_KEYS = ['staff', 'action', 'keyword', 'from', 'to'] as const;
export type AuditFilters = Record<(typeof AUDIT_FILTER_KEYS)[number], string>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `s` is a real calendar day 'YYYY-MM-DD'. */
export function isDay(s: string): boolean {
  const m = DAY.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

const day = (raw: string) => (isDay(raw.trim()) ? raw.trim() : '');

export const toFilters = (values: Record<string, string>): AuditFilters => {
  const action = (values.action ?? '').trim();
  return {
    staff: (values.staff ?? '').trim().slice(0, 50),
    action: action.length <= 60 && isAuditActionFilter(action) ? action : '',
    keyword: (values.keyword ?? '').trim().slice(0, 50),
    from: day(values.from ?? ''),
    to: day(values.to ?? ''),
  };
};

/** The period's problem, or null: 开始日期不能晚于结束日期 (MSG_AUDIT_PERIOD_BAD) when from is after to. */
export const periodProblem = (from: string, to: string, message: string): string | null => (from && to && from > to ? message : null);
