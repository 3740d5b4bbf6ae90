// The account module's SQL: users by phone or login name, the area chain of a registration, new members,
// passwords, the profile's counts, WeChat QR tickets and the dev SMS outbox.
import type { SmsOutboxEntry, SmsUsecate } from '@ws/api-sdk/contract';
import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas, companies, smsOutbox, users, wechatAccounts, wechatTickets } from '../../db/schema';
import { formatChinaTime } from '../../kernel/time';

export type UserRow = typeof users.$inferSelect;
type NewUser = typeof users.$inferInsert;
type TicketRow = typeof wechatTickets.$inferSelect;

export const userByPhone = async (db: Db, phone: string): Promise<UserRow | null> => {
  const [row] = await db.select().from(users).where(eq(users.userMobile, phone)).limit(1);
  return row ?? null;
};

export const userById = async (db: Db, userId: number): Promise<UserRow | null> => {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
};

/** The user a password login names: a phone, an account name or an e-mail; an exact phone match wins over
 *  another user's account name. */
export async function userByLoginName(db: Db, account: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.userMobile, account), eq(users.userAccount, account), eq(sql`lower(${users.email})`, account.toLowerCase())))
    .orderBy(sql`(${users.userMobile} = ${account}) desc`, users.id)
    .limit(1);
  return user ?? null;
}

/** A province, a city and a district by id, to be checked as one chain. */
export const areaChainRows = (db: Db, provinceCode: number, cityCode: number, countyCode: number) =>
  db
    .select({ id: areas.id, name: areas.name, parentId: areas.parentId, level: areas.level })
    .from(areas)
    .where(sql`${areas.id} in (${provinceCode}, ${cityCode}, ${countyCode})`);

/** The users already holding this phone or this account name, as phone or as account name. */
export const usersHolding = (db: Db, phone: string, account: string) =>
  db
    .select({ mobile: users.userMobile, account: users.userAccount })
    .from(users)
    .where(or(eq(users.userMobile, phone), eq(users.userAccount, phone), eq(users.userMobile, account), eq(users.userAccount, account)));

/** The id of the user with this id (when `asId` is a number) or else this phone; null when there is none. */
export async function referrerId(db: Db, asId: number | null, phone: string): Promise<number | null> {
  const [parent] = await db
    .select({ id: users.id })
    .from(users)
    .where(asId !== null ? eq(users.id, asId) : eq(users.userMobile, phone))
    .limit(1);
  return parent?.id ?? null;
}

/** A new user; false when the phone or account was taken meanwhile (a unique index decides). */
export async function insertUser(db: Db, values: NewUser): Promise<boolean> {
  const inserted = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return inserted.length > 0;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** companies.audit_status of an approved company (the spec's 1 审核通过 in both of its readings). */
const COMPANY_APPROVED = 1;

/**
 * How many members the user referred directly, and how many approved companies the user has: a company
 * still under review (or rejected) does not make an 企业用户 yet (the centre then offers the upgrade page,
 * which shows the review's state).
 */
export async function profileCounts(db: Db, userId: number): Promise<{ team: number; companies: number }> {
  const [[team], companies] = await Promise.all([
    db.select({ n: count() }).from(users).where(eq(users.parentUserId, userId)),
    approvedCompanyCount(db, userId),
  ]);
  return { team: team?.n ?? 0, companies };
}

/** The profile's company2_amount: the user's approved companies. */
export async function approvedCompanyCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companies)
    .where(and(eq(companies.userId, userId), eq(companies.auditStatus, COMPANY_APPROVED)));
  return row?.n ?? 0;
}

export async function insertWechatTicket(db: Db, ticket: string, browserKeyHash: string | null, now: Date, expiresAt: Date): Promise<void> {
  await db.insert(wechatTickets).values({ ticket, browserKeyHash, createdAt: now, expiresAt });
}

export async function wechatTicket(db: Db, ticket: string): Promise<TicketRow | null> {
  const [row] = await db.select().from(wechatTickets).where(eq(wechatTickets.ticket, ticket)).limit(1);
  return row ?? null;
}

const liveTicket = (ticket: string, now: Date) =>
  and(eq(wechatTickets.ticket, ticket), isNull(wechatTickets.consumedAt), gt(wechatTickets.expiresAt, now));

/**
 * The callback's claim of a ticket that WeChat has not answered for yet: true for exactly one caller, so a
 * code replayed in parallel is exchanged once.
 */
export async function claimTicketForCallback(db: Db, ticket: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(wechatTickets)
    .set({ confirmedAt: now })
    .where(and(liveTicket(ticket, now), isNull(wechatTickets.confirmedAt)))
    .returning({ ticket: wechatTickets.ticket });
  return claimed.length > 0;
}

/** Park the WeChat account on the ticket until a phone binds it (a new window of `expiresAt`). */
export async function parkIdentity(db: Db, ticket: string, who: { unionid: string; openid: string; nickname: string }, now: Date, expiresAt: Date): Promise<void> {
  await db
    .update(wechatTickets)
    .set({ wechatUnionid: who.unionid, wechatOpenid: who.openid, wechatNickname: who.nickname, identifiedAt: now, expiresAt })
    .where(liveTicket(ticket, now));
}

/** Consume a live ticket once (the login it ends); false when it was used, or expired, meanwhile. */
export async function consumeTicket(db: Db, ticket: string, userId: number | null, now: Date): Promise<boolean> {
  const consumed = await db
    .update(wechatTickets)
    .set({ consumedAt: now, userId })
    .where(liveTicket(ticket, now))
    .returning({ ticket: wechatTickets.ticket });
  return consumed.length > 0;
}

export type WechatAccountRow = typeof wechatAccounts.$inferSelect;

export async function wechatAccountByUnionid(db: Db, unionid: string): Promise<WechatAccountRow | null> {
  const [row] = await db.select().from(wechatAccounts).where(eq(wechatAccounts.unionid, unionid)).limit(1);
  return row ?? null;
}

export async function wechatAccountOfUser(db: Db, userId: number): Promise<WechatAccountRow | null> {
  const [row] = await db.select().from(wechatAccounts).where(eq(wechatAccounts.userId, userId)).limit(1);
  return row ?? null;
}

/** Bind; false when the member or the WeChat account is bound already (the unique indexes decide). */
export async function insertWechatAccount(db: Db, row: { userId: number; unionid: string; openid: string; nickname: string; boundAt: Date }): Promise<boolean> {
  const inserted = await db.insert(wechatAccounts).values(row).onConflictDoNothing().returning({ id: wechatAccounts.id });
  return inserted.length > 0;
}

/** Keep the openid and nickname WeChat answered at the latest login. */
export async function refreshWechatAccount(db: Db, id: number, openid: string, nickname: string): Promise<void> {
  await db.update(wechatAccounts).set({ openid, nickname }).where(eq(wechatAccounts.id, id));
}

export async function deleteWechatAccountOf(db: Db, userId: number): Promise<boolean> {
  const deleted = await db.delete(wechatAccounts).where(eq(wechatAccounts.userId, userId)).returning({ id: wechatAccounts.id });
  return deleted.length > 0;
}

/** The newest 20 messages the SMS stand-in "sent" to this phone. */
export async function outboxOf(db: Db, phone: string): Promise<SmsOutboxEntry[]> {
  const rows = await db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(20);
  return rows.map((r) => ({ phone: r.phone, usecate: r.usecate as SmsUsecate, code: r.code, create_time: formatChinaTime(r.createdAt) }));
}
