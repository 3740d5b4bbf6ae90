// 员工管理 (a service file of the staff module; 超级管理员 only, checked by the wiring): the accounts, a new
// account with its roles, initial password and second factor, a change of name, roles or state, and a new
// second factor. Each change is one statement with its audit row in one transaction; 停用 and a new factor
// end every session of the account at once. A 超级管理员 cannot lock themself out (停用 themself, or drop
// their own 超级管理员 role), so the console always keeps one who can manage it. The secret and the
// recovery codes are answered once and never written to the audit log.
import {
  MSG_STAFF_ACCOUNT_TAKEN,
  MSG_STAFF_MISSING,
  MSG_STAFF_NOT_SELF,
  STAFF_ROLES,
  type AdminStaffItem,
  type StaffRole,
  type StaffWithFactor,
} from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { DomainError, formatChinaTime, type Clock } from '../../kernel';
import { hashPassword } from '../account';
import { recordAudit, type AuditActor } from '../audit';
import { issueFactor } from './factor';
import { summaryFactorReset, summaryStaffCreate, summaryStaffUpdate } from './messages';
import { allStaff, dropSessionsOf, insertStaff, setFactor, staffByAccount, staffById, updateStaff, type StaffRow } from './queries';

interface By {
  staff: AuditActor;
  ip: string;
}

const knownRoles = (roles: readonly string[]): StaffRole[] => [...new Set(roles)].filter((r): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r));

export const toStaffItem = (r: StaffRow): AdminStaffItem => ({
  id: r.id,
  account: r.account,
  name: r.name,
  roles: knownRoles(r.roles),
  disabled: r.disabled === 1 ? 1 : 0,
  has_factor: Boolean(r.totpSecret),
  recovery_left: r.totpRecovery.length,
  created_at: formatChinaTime(r.createdAt),
  last_login_at: r.lastLoginAt ? formatChinaTime(r.lastLoginAt) : '',
});

const shown = (r: StaffRow) => ({ name: r.name, roles: knownRoles(r.roles), disabled: r.disabled });

export async function listStaff(db: Db): Promise<AdminStaffItem[]> {
  return (await allStaff(db)).map(toStaffItem);
}

export async function createStaff(
  db: Db,
  clock: Clock,
  by: By,
  input: { account: string; name: string; roles: readonly string[]; password: string },
): Promise<StaffWithFactor> {
  const account = input.account.trim().toLowerCase();
  const factor = issueFactor(account);
  const passwordHash = await hashPassword(input.password);
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    const created = await insertStaff(tx, {
      account,
      name: input.name.trim(),
      roles: knownRoles(input.roles),
      passwordHash,
      totpSecret: factor.secret,
      totpRecovery: factor.recoveryHashes,
      createdAt: now,
    });
    if (!created) throw new DomainError(MSG_STAFF_ACCOUNT_TAKEN);
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: now,
      action: 'staff.create',
      targetKind: 'staff',
      targetId: created.id,
      summary: summaryStaffCreate(created.account, created.name),
      after: { account: created.account, ...shown(created) },
    });
    return created;
  });
  return { staff: toStaffItem(row), factor: { secret: factor.secret, otpauth_uri: factor.otpauth_uri, recovery_codes: factor.recovery_codes } };
}

export async function changeStaff(
  db: Db,
  clock: Clock,
  by: By,
  input: { id: number; name: string; roles: readonly string[]; disabled: 0 | 1 },
): Promise<AdminStaffItem> {
  const roles = knownRoles(input.roles);
  if (input.id === by.staff.id && (input.disabled === 1 || !roles.includes('super'))) throw new DomainError(MSG_STAFF_NOT_SELF);
  return db.transaction(async (tx) => {
    const before = await staffById(tx, input.id);
    if (!before) throw new DomainError(MSG_STAFF_MISSING);
    const after = await updateStaff(tx, input.id, { name: input.name.trim() || before.name, roles, disabled: input.disabled });
    if (!after) return toStaffItem(before);
    if (after.disabled === 1) await dropSessionsOf(tx, after.id);
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: clock.now(),
      action: 'staff.update',
      targetKind: 'staff',
      targetId: after.id,
      summary: summaryStaffUpdate(after.account, after.name),
      before: shown(before),
      after: shown(after),
    });
    return toStaffItem(after);
  });
}

/** A new second factor for the account named `account` (the command line's way in). */
export async function resetFactorOf(db: Db, clock: Clock, by: By, account: string): Promise<StaffWithFactor> {
  const row = await staffByAccount(db, account.trim().toLowerCase());
  if (!row) throw new DomainError(MSG_STAFF_MISSING);
  return resetFactor(db, clock, by, row.id);
}

export async function resetFactor(db: Db, clock: Clock, by: By, id: number): Promise<StaffWithFactor> {
  return db.transaction(async (tx) => {
    const before = await staffById(tx, id);
    if (!before) throw new DomainError(MSG_STAFF_MISSING);
    const factor = issueFactor(before.account);
    const after = await setFactor(tx, id, factor.secret, factor.recoveryHashes);
    await dropSessionsOf(tx, id);
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: clock.now(),
      action: 'staff.factor.reset',
      targetKind: 'staff',
      targetId: id,
      summary: summaryFactorReset(before.account, before.name),
      before: { has_factor: before.totpSecret ? 1 : 0 },
      after: { has_factor: 1 },
    });
    return { staff: toStaffItem(after ?? before), factor: { secret: factor.secret, otpauth_uri: factor.otpauth_uri, recovery_codes: factor.recovery_codes } };
  });
}
