// Limits on password guessing (a service file of the account module, with its SQL; DESIGN.md security
// rules): per account and per client address. After LOGIN_MAX_FAILURES failures an account's password login
// is locked for LOGIN_LOCK_MINUTES (SMS login still works); after LOGIN_IP_MAX_FAILURES failures from one
// address, password login from there is locked as long.
//
// An attempt is counted BEFORE its password is checked, in one atomic INSERT … ON CONFLICT DO UPDATE …
// RETURNING, and refused when the count is over the limit: parallel guesses each take a numbered slot, so
// no more than the limit are ever checked, whatever the number of API processes. A correct password then
// clears the account's count and gives the address its slot back.
import { eq, lte, sql, and, or, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { MINUTE, type Clock } from '../../kernel/time';
import { msgAccountLocked, msgAddressLocked } from './messages';

export interface LoginLimits {
  /** failed password logins of one account before its password login is locked */
  accountMax: number;
  /** failed password logins from one client address before password login from there is locked */
  ipMax: number;
  /** how long a lock lasts; failures are also forgotten this long after the last one */
  lockMs: number;
}

const positiveInt = (value: string | undefined, fallback: number): number => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** LOGIN_MAX_FAILURES (5), LOGIN_IP_MAX_FAILURES (30), LOGIN_LOCK_MINUTES (15); read at each login. */
export const loginLimitsFromEnv = (env: NodeJS.ProcessEnv = process.env): LoginLimits => ({
  accountMax: positiveInt(env.LOGIN_MAX_FAILURES, 5),
  ipMax: positiveInt(env.LOGIN_IP_MAX_FAILURES, 30),
  lockMs: positiveInt(env.LOGIN_LOCK_MINUTES, 15) * MINUTE,
});

const pad = (n: number) => String(n).padStart(2, '0');
/** HH:mm in China time (UTC+8). */
export const chinaHourMinute = (d: Date): string => {
  const c = new Date(d.getTime() + 8 * 60 * MINUTE);
  return `${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}`;
};

const memberAccountLocked = (until: Date) => msgAccountLocked(chinaHourMinute(until));
const memberAddressLocked = (until: Date) => msgAddressLocked(chinaHourMinute(until));

/** The lock messages for an account kind without SMS login (staff): each given the lock's end. */
export interface LockTexts {
  account: (until: Date) => string;
  address: (until: Date) => string;
}

export const accountKey = (account: number | string) =>
  typeof account === 'number' ? `account:${account}` : `account:name:${account.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;
/** A staff account's count: its own prefix, so no member login (whose keys all start with account:) shares it. */
export const staffAccountKey = (account: string) => `staff:${account.trim().toLowerCase()}`;

interface Claim {
  failures: number;
  lockedUntil: Date | null;
}

/** Count one attempt for `key`; a stale count (lock over, or no failure for lockMs) starts again at 1. */
async function claim(db: Db, key: string, now: Date, max: number, lockMs: number): Promise<Claim> {
  const f = loginFailures;
  const lockEnd = new Date(now.getTime() + lockMs);
  const forgetBefore = new Date(now.getTime() - lockMs);
  const stale = sql`((${f.lockedUntil} is not null and ${f.lockedUntil} <= ${now}) or (${f.lockedUntil} is null and ${f.lastFailedAt} <= ${forgetBefore}))`;
  const [row] = await db
    .insert(f)
    .values({ key, failures: 1, lastFailedAt: now, lockedUntil: max <= 1 ? lockEnd : null })
    .onConflictDoUpdate({
      target: f.key,
      set: {
        failures: sql`case when ${stale} then 1 else ${f.failures} + 1 end`,
        lockedUntil: sql`case
          when ${stale} then (case when 1 >= ${max} then ${lockEnd}::timestamptz else null end)
          when ${f.lockedUntil} > ${now} then ${f.lockedUntil}
          when ${f.failures} + 1 >= ${max} then ${lockEnd}::timestamptz
          else null end`,
        lastFailedAt: now,
      },
    })
    .returning({ failures: f.failures, lockedUntil: f.lockedUntil });
  if (!row) throw new Error(`login_failures: no row for ${key}`);
  return row;
}

export type PasswordAttempt =
  | { allowed: false; message: string }
  | {
      allowed: true;
      /** The password was wrong: the lock message when this failure reached a limit, else null. */
      failed(): string | null;
      /** The password was right: the account starts afresh and the address gets its slot back. */
      succeeded(): Promise<void>;
    };

/**
 * Count a password login attempt for the account (user id, or the typed name when no user has it) from
 * `ip`, before the password is checked. Refused attempts carry the message to answer. `accountKey` counts
 * another kind of account (staff) under its own key, out of reach of any name a member could type, and
 * `locked` gives that kind its own lock messages.
 */
export async function startPasswordAttempt(
  db: Db,
  clock: Clock,
  subject: { account: number | string; ip: string; accountKey?: string; locked?: LockTexts },
  limits: LoginLimits = loginLimitsFromEnv(),
): Promise<PasswordAttempt> {
  const now = clock.now();
  const accountLocked = subject.locked?.account ?? memberAccountLocked;
  const addressLocked = subject.locked?.address ?? memberAddressLocked;
  const ipKey = addressKey(subject.ip);
  const byAddress = await claim(db, ipKey, now, limits.ipMax, limits.lockMs);
  if (byAddress.failures > limits.ipMax) return { allowed: false, message: addressLocked(byAddress.lockedUntil ?? now) };
  const acctKey = subject.accountKey ?? accountKey(subject.account);
  const byAccount = await claim(db, acctKey, now, limits.accountMax, limits.lockMs);
  if (byAccount.failures > limits.accountMax) return { allowed: false, message: accountLocked(byAccount.lockedUntil ?? now) };
  if (Math.random() < 0.01) await forgetStale(db, now, limits.lockMs);
  return {
    allowed: true,
    failed: () => {
      if (byAccount.lockedUntil) return accountLocked(byAccount.lockedUntil);
      if (byAddress.lockedUntil) return addressLocked(byAddress.lockedUntil);
      return null;
    },
    succeeded: async () => {
      await db.delete(loginFailures).where(eq(loginFailures.key, acctKey));
      await db
        .update(loginFailures)
        .set({
          failures: sql`greatest(${loginFailures.failures} - 1, 0)`,
          lockedUntil: sql`case when ${loginFailures.failures} - 1 >= ${limits.ipMax} then ${loginFailures.lockedUntil} else null end`,
        })
        .where(eq(loginFailures.key, ipKey));
    },
  };
}

/** A login that proved the account another way (SMS code, password reset) clears its count and lock. */
export async function clearAccountFailures(db: Db, userId: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, accountKey(userId)));
}

/** Drop counts nobody needs any more (names guessed once, long-expired locks). */
async function forgetStale(db: Db, now: Date, lockMs: number): Promise<void> {
  const f = loginFailures;
  const before = new Date(now.getTime() - lockMs);
  await db.delete(f).where(and(lte(f.lastFailedAt, before), or(isNull(f.lockedUntil), lte(f.lockedUntil, now))));
}
