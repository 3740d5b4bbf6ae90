// The staff module's SQL: staff accounts, their sessions (only the token's SHA-256 is stored) and the
// session's idle clock.
import { and, eq, lte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff, staffSessions } from '../../db/schema';

export type StaffRow = typeof staff.$inferSelect;

/** The staff member of this (lower-case) account name, disabled or not. */
export async function staffByAccount(db: Db, account: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.account, account)).limit(1);
  return row ?? null;
}

/** A new session of `staffId` (and its last login), the idle sessions of that staff member dropped. */
export async function openSession(tx: Db, s: { tokenHash: string; staffId: number; now: Date; ip: string; idleBefore: Date }): Promise<void> {
  await tx.delete(staffSessions).where(and(eq(staffSessions.staffId, s.staffId), lte(staffSessions.lastSeenAt, s.idleBefore)));
  await tx.insert(staffSessions).values({ tokenHash: s.tokenHash, staffId: s.staffId, createdAt: s.now, lastSeenAt: s.now, ip: s.ip });
  await tx.update(staff).set({ lastLoginAt: s.now }).where(eq(staff.id, s.staffId));
}

/** The session of a token's hash with its staff member; null when there is none. */
export async function sessionOf(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      lastSeenAt: staffSessions.lastSeenAt,
      id: staff.id,
      account: staff.account,
      name: staff.name,
      roles: staff.roles,
      disabled: staff.disabled,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Drop a session that has been idle since `idleBefore` (a call that touched it meanwhile keeps it). */
export async function dropIdleSession(db: Db, tokenHash: string, idleBefore: Date): Promise<void> {
  await db.delete(staffSessions).where(and(eq(staffSessions.tokenHash, tokenHash), lte(staffSessions.lastSeenAt, idleBefore)));
}

/** The session was used at `now` (never moved back by a slower concurrent call). */
export async function touchSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ lastSeenAt: now })
    .where(and(eq(staffSessions.tokenHash, tokenHash), lt(staffSessions.lastSeenAt, now)));
}

/** End a session; whether there was one. */
export async function closeSession(tx: Db, tokenHash: string): Promise<boolean> {
  const gone = await tx.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash)).returning({ staffId: staffSessions.staffId });
  return gone.length > 0;
}
