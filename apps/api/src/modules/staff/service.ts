// Staff accounts and sessions of the operations console (contract admin.ts). Staff are not members: their
// own table, their own sessions (a member's token is unknown here, a staff token unknown to the members'
// table), the members' password hashing and failure limits (counted under staff:<account>, so no member
// login touches them). A session dies after STAFF_IDLE_MINUTES without a call; a call marks it used at most
// once a minute. In production a second factor (TOTP) is required at login. Login and logout are audited
// in the transaction that opens or closes the session; neither the password nor the token is ever written.
import { randomBytes } from 'node:crypto';
import { MSG_STAFF_LOGIN_FAILED, STAFF_IDLE_MINUTES, STAFF_ROLES, type StaffProfile, type StaffRole, type StaffSession } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { DomainError } from '../../kernel';
import { MINUTE, type Clock } from '../../kernel/time';
import { hashToken, staffAccountKey, startPasswordAttempt, verifyPassword } from '../account';
import { recordAudit } from '../audit';
import {
  MSG_SECOND_FACTOR_MISSING,
  MSG_SECOND_FACTOR_REQUIRED,
  MSG_SECOND_FACTOR_WRONG,
  MSG_STAFF_DISABLED,
  staffLockTexts,
  summaryLogin,
  summaryLogout,
} from './messages';
import { hashRecoveryCode, normalRecoveryCode } from './factor';
import { closeSession, consumeRecoveryCode, dropIdleSession, openSession, sessionOf, staffByAccount, touchSession } from './queries';
import { verifyTotp } from './totp';

/** The staff member of a console call (handlers' `staff`). */
export type StaffCaller = StaffProfile;

const IDLE_MS = STAFF_IDLE_MINUTES * MINUTE;
/** How stale a session's mark may get before a call writes it again. */
const TOUCH_EVERY_MS = MINUTE;
const TOKEN_SHAPE = /^[0-9a-f]{64}$/;

const knownRoles = (roles: string[]): StaffRole[] => roles.filter((r): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r));

const callerOf = (row: { id: number; account: string; name: string; roles: string[] }): StaffCaller => ({
  id: row.id,
  account: row.account,
  name: row.name,
  roles: knownRoles(row.roles),
});

/** Whether the staff member may make a call open to `allowed` ([]: any staff; 超级管理员 may call all). */
export const staffMayCall = (staff: Pick<StaffCaller, 'roles'>, allowed: readonly StaffRole[]): boolean =>
  allowed.length === 0 || staff.roles.includes('super') || allowed.some((role) => staff.roles.includes(role));

export interface LoginInput {
  account: string;
  password: string;
  /** the second factor's code ('' when not given) */
  code: string;
  ip: string;
}

/**
 * adminLogin: the account's password (and, with `secondFactor`, its TOTP code) against the failure
 * limits; a new random token, only its hash stored. A wrong account, password or code counts as a failure
 * and answers 账号或密码错误 (or the lock's message); a disabled account 账号已被停用.
 */
export async function staffLogin(db: Db, clock: Clock, input: LoginInput, secondFactor: boolean): Promise<StaffSession> {
  const account = input.account.trim().toLowerCase();
  const row = await staffByAccount(db, account);
  // counted before the check, as the members' login (account/login-limits.ts)
  const attempt = await startPasswordAttempt(db, clock, { account, ip: input.ip, accountKey: staffAccountKey(account), locked: staffLockTexts });
  if (!attempt.allowed) throw new DomainError(attempt.message);
  const valid = await verifyPassword(input.password.slice(0, 200), row?.passwordHash ?? null);
  if (!row || !valid) throw new DomainError(attempt.failed() ?? MSG_STAFF_LOGIN_FAILED);
  if (row.disabled !== 0) throw new DomainError(MSG_STAFF_DISABLED);
  let usedRecovery = false;
  if (secondFactor) {
    // without a configured second factor nobody gets in: a password alone never opens the console there
    if (!row.totpSecret) throw new DomainError(MSG_SECOND_FACTOR_MISSING);
    if (input.code.trim() === '') throw new DomainError(MSG_SECOND_FACTOR_REQUIRED);
    // a wrong code stays a counted failure, so codes cannot be guessed faster than passwords; a recovery code
    // (for a lost phone) works once: the one statement that removes it lets one login through
    const recovery = /^\s*\d{3}\s*\d{3}\s*$/.test(input.code) ? null : normalRecoveryCode(input.code);
    const passed = recovery ? await consumeRecoveryCode(db, row.id, hashRecoveryCode(recovery)) : verifyTotp(row.totpSecret, input.code, clock.now());
    if (!passed) throw new DomainError(attempt.failed() ?? MSG_SECOND_FACTOR_WRONG);
    usedRecovery = recovery !== null;
  }
  await attempt.succeeded();
  const token = randomBytes(32).toString('hex');
  const now = clock.now();
  const caller = callerOf(row);
  await db.transaction(async (tx) => {
    await openSession(tx, { tokenHash: hashToken(token), staffId: row.id, now, ip: input.ip, idleBefore: new Date(now.getTime() - IDLE_MS) });
    await recordAudit(tx, { staff: caller, ip: input.ip, at: now, action: 'staff.login', targetKind: 'staff', targetId: row.id, summary: summaryLogin(row.name, usedRecovery) });
  });
  return { token, staff: caller };
}

/**
 * The staff member of a console token, or null: unknown, of a disabled account, or idle for
 * STAFF_IDLE_MINUTES (such a session is deleted). A live session is marked used (one write a minute).
 */
export async function resolveStaffToken(db: Db, clock: Clock, token: string): Promise<StaffCaller | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const tokenHash = hashToken(token);
  const row = await sessionOf(db, tokenHash);
  if (!row || row.disabled !== 0) return null;
  const now = clock.now();
  const idleBefore = new Date(now.getTime() - IDLE_MS);
  if (row.lastSeenAt.getTime() <= idleBefore.getTime()) {
    await dropIdleSession(db, tokenHash, idleBefore);
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await touchSession(db, tokenHash, now);
  return callerOf(row);
}

/** adminLogout: the token stops working (audited when it ended a session). */
export async function staffLogout(db: Db, clock: Clock, staff: StaffCaller, token: string, ip: string): Promise<void> {
  if (!TOKEN_SHAPE.test(token)) return;
  await db.transaction(async (tx) => {
    if (!(await closeSession(tx, hashToken(token)))) return;
    await recordAudit(tx, { staff, ip, at: clock.now(), action: 'staff.logout', targetKind: 'staff', targetId: staff.id, summary: summaryLogout(staff.name) });
  });
}
