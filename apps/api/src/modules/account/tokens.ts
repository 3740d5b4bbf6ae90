// Login tokens (a service file of the account module, with its SQL): 32 random bytes (hex) handed to the
// client; only their SHA-256 is stored. Valid for 7 days; logout, password reset and expiry make them
// unusable. AuthUser, the caller every handler sees, is defined here.
import { createHash, randomBytes } from 'node:crypto';
import type { LoginResult } from '@ws/api-sdk/contract';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tokens, users } from '../../db/schema';
import { addMs, DAY, type Clock } from '../../kernel/time';
import { DomainError } from '../../kernel';
import { MSG_ACCOUNT_DISABLED } from './messages';

/** The logged-in caller, resolved from the `token` header. */
export interface AuthUser {
  id: number;
  userAccount: string;
  userMobile: string;
  name: string;
  roles: string[];
}

export const TOKEN_TTL_MS = 7 * DAY;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN_SHAPE = /^[0-9a-f]{64}$/;

/**
 * A new token for the user, or null when the console has disabled the account. The check and the insert are
 * one statement, so no token is made from a row read before the account was disabled.
 */
export async function issueToken(db: Db, clock: Clock, userId: number): Promise<string | null> {
  const token = randomBytes(32).toString('hex');
  const now = clock.now();
  await db.delete(tokens).where(and(eq(tokens.userId, userId), lte(tokens.expiresAt, now)));
  const inserted = await db
    .insert(tokens)
    .select(
      db
        .select({
          token: sql<string>`${hashToken(token)}`.as('token'),
          userId: users.id,
          createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as('created_at'),
          expiresAt: sql<Date>`${addMs(now, TOKEN_TTL_MS).toISOString()}::timestamptz`.as('expires_at'),
        })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.disabledAt))),
    )
    .returning({ userId: tokens.userId });
  return inserted.length > 0 ? token : null;
}

/**
 * The token lookup, prepared once per database (every logged-in request runs it: a named statement is parsed
 * and planned once per connection, and its SQL is built once).
 */
const tokenLookups = new WeakMap<Db, ReturnType<typeof prepareTokenLookup>>();
const prepareTokenLookup = (db: Db) =>
  db
    .select({ id: users.id, userAccount: users.userAccount, userMobile: users.userMobile, name: users.name, roles: users.roles })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .where(and(eq(tokens.token, sql.placeholder('hash')), gt(tokens.expiresAt, sql.placeholder('now')), isNull(users.disabledAt)))
    .limit(1)
    .prepare('ws_resolve_token');

/**
 * The user a token belongs to, or null when it is missing, unknown or expired, or the account is disabled (a
 * token made while the console disabled it dies here too).
 */
export async function resolveToken(db: Db, clock: Clock, token: string): Promise<AuthUser | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  let lookup = tokenLookups.get(db);
  if (!lookup) tokenLookups.set(db, (lookup = prepareTokenLookup(db)));
  const [row] = await lookup.execute({ hash: hashToken(token), now: clock.now().toISOString() });
  return row ?? null;
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  if (!TOKEN_SHAPE.test(token)) return;
  await db.delete(tokens).where(eq(tokens.token, hashToken(token)));
}

export async function revokeAllTokens(db: Db, userId: number): Promise<void> {
  await db.delete(tokens).where(eq(tokens.userId, userId));
}

/** A new token and the login answer (spec 01 §3 Login result). */
export async function loginResult(
  db: Db,
  clock: Clock,
  user: { id: number; userAccount: string; name: string; userMobile: string },
): Promise<LoginResult> {
  const token = await issueToken(db, clock, user.id);
  if (token === null) throw new DomainError(MSG_ACCOUNT_DISABLED);
  return {
    token,
    loginUser: { user_id: user.id, user_account: user.userAccount, name: user.name, user_mobile: user.userMobile },
  };
}
