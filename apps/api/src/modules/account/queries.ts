// The account module's SQL: users by phone or login name, the area chain of a registration, new members,
// passwords, the profile's counts, WeChat QR tickets and the dev SMS outbox.
import type { SmsOutboxEntry, SmsUsecate } from '@ws/api-sdk/contract';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas, companies, smsOutbox, users, wechatTickets } from '../../db/schema';
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

export async function insertWechatTicket(db: Db, ticket: string, now: Date, expiresAt: Date): Promise<void> {
  await db.insert(wechatTickets).values({ ticket, createdAt: now, expiresAt });
}

export async function wechatTicket(db: Db, ticket: string): Promise<TicketRow | null> {
  const [row] = await db.select().from(wechatTickets).where(eq(wechatTickets.ticket, ticket)).limit(1);
  return row ?? null;
}

/** Bind an unconsumed ticket to the user who confirmed it on the phone. */
export async function confirmTicket(db: Db, ticket: string, userId: number, now: Date): Promise<void> {
  await db
    .update(wechatTickets)
    .set({ userId, confirmedAt: now })
    .where(and(eq(wechatTickets.ticket, ticket), isNull(wechatTickets.consumedAt)));
}

/** Consume the ticket once: the user it is bound to, or null when another read consumed it first. */
export async function consumeTicket(db: Db, ticket: string, now: Date): Promise<number | null> {
  const consumed = await db
    .update(wechatTickets)
    .set({ consumedAt: now })
    .where(and(eq(wechatTickets.ticket, ticket), isNull(wechatTickets.consumedAt)))
    .returning({ userId: wechatTickets.userId });
  return consumed[0]?.userId ?? null;
}

/** The newest 20 messages the SMS stand-in "sent" to this phone. */
export async function outboxOf(db: Db, phone: string): Promise<SmsOutboxEntry[]> {
  const rows = await db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(20);
  return rows.map((r) => ({ phone: r.phone, usecate: r.usecate as SmsUsecate, code: r.code, create_time: formatChinaTime(r.createdAt) }));
}
