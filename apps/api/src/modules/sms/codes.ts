// SMS verification codes, issued and spent: the sms module's service, with its SQL (DESIGN.md security
// rules): 6 digits from crypto.randomInt, bound to phone and usecate, valid 5 minutes, single use, at most
// one per phone per 60 s, 10 per IP per 10 minutes and SMS_DAILY_LIMIT (10) per phone per day (China time).
import { randomInt } from 'node:crypto';
import type { SmsUsecate } from '@ws/api-sdk/contract';
import { and, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsCodes } from '../../db/schema';
import { DomainError } from '../../kernel';
import { addMs, DAY, MINUTE, SECOND, type Clock } from '../../kernel/time';
import { MSG_BAD_CODE, MSG_DAILY_LIMIT, MSG_TOO_OFTEN } from './messages';
import { SmsSendError, type SmsSender } from './sender';

export const CODE_TTL_MS = 5 * MINUTE;
export const PHONE_INTERVAL_MS = 60 * SECOND;
export const IP_WINDOW_MS = 10 * MINUTE;
/** SMS codes per IP per window; SMS_IP_LIMIT raises it where every client is 127.0.0.1 (e2e). */
export const IP_MAX = Number.parseInt(process.env.SMS_IP_LIMIT ?? '', 10) > 0 ? Number.parseInt(process.env.SMS_IP_LIMIT ?? '', 10) : 10;
/** Codes per phone per China-time day: SMS_DAILY_LIMIT (default 10), read at each request. */
export const dailyLimit = (env: NodeJS.ProcessEnv = process.env): number => {
  const n = Number.parseInt(env.SMS_DAILY_LIMIT ?? '', 10);
  return Number.isInteger(n) && n > 0 ? n : 10;
};
/** Wrong guesses after which a code is burnt. */
export const MAX_ATTEMPTS = 5;

const CHINA_OFFSET_MS = 8 * 60 * MINUTE;
/** Midnight (China time, UTC+8) that starts the day of `d`. */
export const chinaDayStart = (d: Date): Date => new Date(Math.floor((d.getTime() + CHINA_OFFSET_MS) / DAY) * DAY - CHINA_OFFSET_MS);

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Rate-limit, store and send a code (the caller has checked phone and usecate). A code the provider refused
 * (nothing was sent) is deleted again: it must neither count against the member's limits nor stand as the
 * newest code in front of one they did receive. A code whose send timed out stays: the SMS may still arrive,
 * and the 60 s rule must keep holding against a provider that answers slowly.
 */
export async function issueCode(
  deps: { db: Db; clock: Clock; sms: SmsSender },
  input: { phone: string; usecate: SmsUsecate; ip: string },
): Promise<void> {
  const { phone, usecate, ip } = input;
  const code = newCode();
  const id = await deps.db.transaction(async (tx) => {
    // serialise concurrent requests for the same phone so the 60 s rule holds
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
    const now = deps.clock.now();
    const [recent] = await tx
      .select({ id: smsCodes.id })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, addMs(now, -PHONE_INTERVAL_MS))))
      .limit(1);
    if (recent) throw new DomainError(MSG_TOO_OFTEN);
    const [byIp] = await tx
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, addMs(now, -IP_WINDOW_MS))));
    if ((byIp?.n ?? 0) >= IP_MAX) throw new DomainError(MSG_TOO_OFTEN);
    const [today] = await tx
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), gte(smsCodes.createdAt, chinaDayStart(now))));
    if ((today?.n ?? 0) >= dailyLimit()) throw new DomainError(MSG_DAILY_LIMIT);
    const [row] = await tx.insert(smsCodes).values({ phone, usecate, code, ip, createdAt: now, expiresAt: addMs(now, CODE_TTL_MS) }).returning({ id: smsCodes.id });
    return row!.id;
  });
  try {
    await deps.sms.send(phone, code, usecate);
  } catch (err) {
    if (err instanceof SmsSendError && err.delivered === 'no') await deps.db.delete(smsCodes).where(eq(smsCodes.id, id));
    throw err;
  }
}

/**
 * Use up the newest code of this phone and usecate if `code` matches it, is unused and unexpired.
 * A wrong guess counts against the code; after MAX_ATTEMPTS it is burnt. Returns whether it matched.
 */
export async function consumeCode(db: Db, clock: Clock, phone: string, usecate: string, code: string): Promise<boolean> {
  const now = clock.now();
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.usecate, usecate)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!latest || latest.usedAt !== null || latest.expiresAt.getTime() <= now.getTime()) return false;
  if (latest.code !== code) {
    await db
      .update(smsCodes)
      .set({
        attempts: sql`${smsCodes.attempts} + 1`,
        usedAt: sql`case when ${smsCodes.attempts} + 1 >= ${MAX_ATTEMPTS} then ${now.toISOString()}::timestamptz else null end`,
      })
      .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt)));
    return false;
  }
  const used = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, now)))
    .returning({ id: smsCodes.id });
  return used.length === 1;
}

const SMS_CODE_SHAPE = /^\d{6}$/;

/**
 * Spend the code a member typed, or refuse with MSG_BAD_CODE (registration, password reset, SMS login,
 * onboarding, account deletion). A code that is not even 6 digits cannot match; anything else is checked
 * (and counted) in the database.
 */
export async function spendCode(db: Db, clock: Clock, phone: string, usecate: string, code: string): Promise<void> {
  if (!SMS_CODE_SHAPE.test(code) || !(await consumeCode(db, clock, phone, usecate, code))) throw new DomainError(MSG_BAD_CODE);
}
