// The staff module's SQL: staff accounts, their sessions (only the token's SHA-256 is stored) and the
// session's idle clock.
import { and, asc, eq, lt, lte, ne, or, sql } from 'drizzle-orm';
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

/** Every staff account, oldest first. */
export function allStaff(db: Db): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.id));
}

export async function staffById(db: Db, id: number): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row ?? null;
}

/** A new account; null when the (lower-case) account name is taken. */
export async function insertStaff(
  tx: Db,
  s: { account: string; name: string; roles: string[]; passwordHash: string; totpSecret: string; totpRecovery: string[]; createdAt: Date },
): Promise<StaffRow | null> {
  const [row] = await tx.insert(staff).values(s).onConflictDoNothing().returning();
  return row ?? null;
}

/** Name, roles and state, only when one of them changes; the row as it is now, or null when nothing changed. */
export async function updateStaff(tx: Db, id: number, s: { name: string; roles: string[]; disabled: number }): Promise<StaffRow | null> {
  const roles = sql`array[${sql.join(
    s.roles.map((r) => sql`${r}`),
    sql`, `,
  )}]::text[]`;
  const [row] = await tx
    .update(staff)
    .set(s)
    .where(and(eq(staff.id, id), or(ne(staff.name, s.name), ne(staff.disabled, s.disabled), sql`not (${staff.roles} @> ${roles} and ${staff.roles} <@ ${roles})`)))
    .returning();
  return row ?? null;
}

/** A new second factor (its secret and the recovery codes' hashes). */
export async function setFactor(tx: Db, id: number, totpSecret: string, totpRecovery: string[]): Promise<StaffRow | null> {
  const [row] = await tx.update(staff).set({ totpSecret, totpRecovery }).where(eq(staff.id, id)).returning();
  return row ?? null;
}

/** Use up one recovery code (by its hash): true only for the one call that removed it. */
export async function consumeRecoveryCode(db: Db, id: number, hash: string): Promise<boolean> {
  const used = await db
    .update(staff)
    .set({ totpRecovery: sql`${staff.totpRecovery} - ${hash}::text` })
    .where(and(eq(staff.id, id), sql`${staff.totpRecovery} ? ${hash}::text`))
    .returning({ id: staff.id });
  return used.length > 0;
}

/** End every session of a staff member (停用, a new second factor). */
export async function dropSessionsOf(tx: Db, staffId: number): Promise<void> {
  await tx.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}
