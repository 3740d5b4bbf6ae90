// The operations console's audit log (操作日志): every change a staff member makes is recorded by the code
// that makes it, with the same transaction handle, so the change and its row commit or roll back together.
// A row says who (id and account name, kept when the account is removed), when, from which address, what
// (an action name, the target and a Chinese summary) and the changed fields before and after. Secrets never
// go in: whatever key looks like a password, token, code or second-factor secret is dropped at any depth,
// so a careless caller cannot write one.
import type { Db } from '../../db/client';
import { insertAuditRow } from './queries';

/** The staff member who acts (StaffCaller of modules/staff has these); the server's own command line has no id. */
export interface AuditActor {
  id: number | null;
  account: string;
}

export interface AuditEntry {
  staff: AuditActor;
  ip: string;
  /** e.g. 'review.approve', 'staff.login' */
  action: string;
  targetKind?: string;
  targetId?: string | number;
  /** one line in Chinese, e.g. 通过企业入驻：东莞市… */
  summary: string;
  /** the changed fields only, as they were and as they are now (null: nothing to show) */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** the app's clock (clock.now()); default the database's time */
  at?: Date;
}

/** Keys whose values are never written to the log. */
const SECRET_KEY = /password|passwd|token|secret|totp|recovery|smscode|hash$/i;

/** A copy of `value` without any secret-looking key, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k]) => !SECRET_KEY.test(k))
        .map(([k, v]) => [k, withoutSecrets(v)]),
    );
  }
  return value;
}

/** Append the audit row of a change, inside the transaction `tx` of that change. */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await insertAuditRow(tx, {
    staffId: entry.staff.id,
    staffAccount: entry.staff.account,
    at: entry.at,
    ip: entry.ip,
    action: entry.action,
    targetKind: entry.targetKind ?? '',
    targetId: entry.targetId === undefined ? '' : String(entry.targetId),
    summary: entry.summary,
    before: entry.before ? withoutSecrets(entry.before) : null,
    after: entry.after ? withoutSecrets(entry.after) : null,
  });
}
