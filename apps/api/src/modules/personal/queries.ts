// The personal centre's SQL on the caller's own rows, with their row -> API shaping: the account row,
// favourites, sign-ins, the points and wallet ledgers, the bank card, and what an account deletion checks.
// The referral team and the salesman's figures are team-queries.ts.
import { maskCardNumber, type BankCard, type FavType, type UserInfo } from '@ws/api-sdk/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listPage, newestFirst, type Paging } from '../../db/paging';
import { articles, bankCards, favourites, orders, pointsLedger, products, signRecords, users, walletLedger } from '../../db/schema';
import { displayTime, formatChinaTime } from '../../kernel/time';

export type UserRow = typeof users.$inferSelect;
type CardValues = Omit<typeof bankCards.$inferInsert, 'id' | 'userId'>;

/** The favourite type of the spec (spec 01 §3 Favourite: b_type article). */
export const FAV_ARTICLE = 'article';
/** A mall product kept by a buyer (收藏 on /enableInfo): the same table, its own b_type. */
const FAV_PRODUCT = 'product';

/** Orders that count as placed (cancelled ones are hidden everywhere, spec 02 §2 Orders). */
export const activeOrder = sql`${orders.state} = 'active'`;

export function toUserInfo(row: UserRow): UserInfo {
  return {
    user_id: row.id,
    user_account: row.userAccount,
    user_mobile: row.userMobile,
    name: row.name,
    email: row.email ?? '',
    province: row.province,
    city: row.city,
    county: row.county,
    create_time: formatChinaTime(row.createdAt),
    parent_user_id: row.parentUserId ?? 0,
  };
}

export function toCard(row: typeof bankCards.$inferSelect): BankCard {
  return {
    name: row.name,
    phone: row.phone,
    bank_name: row.bankName,
    card_number: maskCardNumber(row.cardNumber),
    update_time: displayTime(row.updateTime),
  };
}

export async function userById(db: Db, userId: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** The account row locked against points, wallet and deletion changes until the transaction ends (NO KEY
 *  UPDATE: the id stays, so a foreign-key check of another user's row elsewhere is not held up). */
export async function lockUser(tx: Db, userId: number): Promise<UserRow | null> {
  const [locked] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
  return locked ?? null;
}

export async function setNameAndEmail(db: Db, userId: number, name: string, email: string | null): Promise<UserRow | null> {
  const [row] = await db.update(users).set({ name, email }).where(eq(users.id, userId)).returning();
  return row ?? null;
}

/** Placed orders of the user not yet confirmed as received. */
export async function openOrderCount(db: Db, userId: number): Promise<number> {
  const [open] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), activeOrder, eq(orders.isconfirm, 0)));
  return open?.n ?? 0;
}

export async function articleExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, id)).limit(1);
  return row !== undefined;
}

/** The id of the user's favourite of this article or product, or null. */
export async function favouriteId(db: Db, userId: number, bType: FavType, xid: number): Promise<number | null> {
  const [row] = await db
    .select({ id: favourites.id })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.bType, bType), eq(favourites.xid, xid)))
    .limit(1);
  return row?.id ?? null;
}

/** Idempotent: the unique index on user, b_type and xid turns a second add into nothing. */
export async function insertFavourite(db: Db, userId: number, bType: FavType, xid: number, createTime: string): Promise<void> {
  await db
    .insert(favourites)
    .values({ userId, bType, xid, createTime })
    .onConflictDoNothing({ target: [favourites.userId, favourites.bType, favourites.xid] });
}

/** Delete the user's own favourite of this kind, by its xid or by favourite id; whether there was one. */
export async function deleteFavourite(db: Db, userId: number, bType: FavType, by: { xid: number } | { id: number }): Promise<boolean> {
  const deleted = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.bType, bType), 'xid' in by ? eq(favourites.xid, by.xid) : eq(favourites.id, by.id)))
    .returning({ id: favourites.id });
  return deleted.length > 0;
}

/**
 * The user's favourites, newest first: of one kind, or of both (bType null). Each row's article or product
 * is joined by its kind, for its title (name) and picture; one that no longer exists reads title ''.
 */
export function favouritePage(db: Db, userId: number, bType: FavType | null, page: Paging) {
  const where = and(eq(favourites.userId, userId), bType !== null ? eq(favourites.bType, bType) : undefined);
  return listPage(
    db,
    { table: favourites, where, order: newestFirst(favourites.createTime, favourites.id), page },
    db
      .select({
        id: favourites.id,
        xid: favourites.xid,
        bType: favourites.bType,
        createTime: favourites.createTime,
        title: sql<string | null>`coalesce(${articles.title}, ${products.name})`,
        cover: sql<string | null>`coalesce(${articles.cover}, ${products.fileItems} -> 0 ->> 'FileUrl')`,
      })
      .from(favourites)
      .leftJoin(articles, and(eq(favourites.bType, FAV_ARTICLE), eq(articles.id, favourites.xid)))
      .leftJoin(products, and(eq(favourites.bType, FAV_PRODUCT), eq(products.id, favourites.xid)))
      .$dynamic(),
    (rows) =>
      rows.map((r) => ({
        id: r.id,
        xid: r.xid,
        // only the contract's kinds are ever written (its schema refuses any other b_type)
        b_type: r.bType as FavType,
        title: r.title ?? '',
        file_url: r.cover ?? '',
        create_time: displayTime(r.createTime),
      })),
  );
}

/** Whether the user has signed in on this China day ('YYYY-MM-DD'). */
export async function signedOn(db: Db, userId: number, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: signRecords.id })
    .from(signRecords)
    .where(and(eq(signRecords.userId, userId), eq(signRecords.day, day)))
    .limit(1);
  return row !== undefined;
}

/** The day's sign-in record; false when the user has one for the day already (the unique (user_id, day)
 *  index decides, also against a racing insert, which waits for this transaction and then conflicts). */
export async function insertSignRecord(tx: Db, userId: number, day: string, points: number, createTime: string): Promise<boolean> {
  const inserted = await tx
    .insert(signRecords)
    .values({ userId, day, points, createTime })
    .onConflictDoNothing({ target: [signRecords.userId, signRecords.day] })
    .returning({ id: signRecords.id });
  return inserted.length > 0;
}

export function signPage(db: Db, userId: number, page: Paging) {
  const where = eq(signRecords.userId, userId);
  return listPage(
    db,
    { table: signRecords, where, order: [desc(signRecords.id)], page },
    db.select({ id: signRecords.id, createTime: signRecords.createTime, points: signRecords.points }).from(signRecords).$dynamic(),
    (rows) => rows.map((r) => ({ id: r.id, create_time: displayTime(r.createTime), points: r.points })),
  );
}

export function pointsPage(db: Db, userId: number, page: Paging) {
  const where = eq(pointsLedger.userId, userId);
  return listPage(
    db,
    { table: pointsLedger, where, order: [desc(pointsLedger.id)], page },
    db.select().from(pointsLedger).$dynamic(),
    (rows) => rows.map((r) => ({ id: r.id, remark: r.remark, create_time: displayTime(r.createTime), total: r.total, cur_total: r.curTotal })),
  );
}

export function walletPage(db: Db, userId: number, page: Paging) {
  const where = eq(walletLedger.userId, userId);
  return listPage(
    db,
    { table: walletLedger, where, order: [desc(walletLedger.id)], page },
    db.select().from(walletLedger).$dynamic(),
    (rows) => rows.map((r) => ({ id: r.id, remark: r.remark, create_time: displayTime(r.createTime), amount: r.amount, balance: r.balance })),
  );
}

export async function cardOf(db: Db, userId: number): Promise<BankCard | null> {
  const [row] = await db.select().from(bankCards).where(eq(bankCards.userId, userId)).limit(1);
  return row ? toCard(row) : null;
}

/** The user's one bank card, added or replaced. */
export async function upsertCard(tx: Db, userId: number, values: CardValues): Promise<BankCard> {
  const [saved] = await tx
    .insert(bankCards)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: bankCards.userId, set: values })
    .returning();
  return toCard(saved!);
}
