// Personal centre rules (spec 02 §2): the caller's own rows. Favourites (spec 01 §3 Favourite, §4): b_type
// 'article' and xid an existing article, or b_type 'product' and xid a product on sale (收藏 on /enableInfo);
// adding is idempotent (unique index on user, b_type, xid); deleting touches only the caller's row and says
// whether there was one (a product gone off sale can still be removed).
// Every function here reads and writes rows of `userId` only: no payload names another user's row. Points
// change in points.ts; the SQL is queries.ts and team-queries.ts.
import {
  MSG_ALREADY_SIGNED,
  MSG_DELETE_CONFIRM_TEXT,
  MSG_PRODUCT_MISSING,
  type BankCard,
  type FavType,
  type FavouriteState,
  type Page,
  type PayloadOf,
  type PersonalDataExport,
  type ResOf,
  type Role,
  type TeamMember,
  type UserInfo,
} from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { DomainError } from '../../kernel';
import { formatChinaTime, type Clock } from '../../kernel/time';
import { approvedCompanyCount, erasePersonalRows, exportPersonalRows, holdLiveAccount, profileFigures } from '../account';
import { MSG_ARTICLE_MISSING } from '../articles';
import { isProductPublic } from '../catalogue';
import { spendCode } from '../sms';
import {
  MSG_BALANCE_LEFT,
  MSG_DELETE_CONFIRM,
  MSG_EMAIL_FORMAT,
  MSG_FAV_NOT_FOUND,
  MSG_NAME_REQUIRED,
  MSG_OPEN_ORDERS,
  MSG_USER_MISSING,
  SIGN_REMARK,
} from './messages';
import { changePoints } from './points';
import {
  articleExists,
  cardOf,
  deleteFavourite,
  favouriteId,
  favouritePage,
  insertFavourite,
  insertSignRecord,
  lockUser,
  openOrderCount,
  pointsPage,
  setNameAndEmail,
  signedOn,
  signPage,
  toUserInfo,
  upsertCard,
  userById,
  walletPage,
  type UserRow,
} from './queries';
import { orderCounts, salesmanStat, teamMembers, teamTotals } from './team-queries';

export { FAV_ARTICLE } from './queries';
export { TEAM_DEPTH } from './team-queries';

/** Points a daily sign-in gives. */
export const SIGN_REWARD = 10;
/** The SMS code that proves the phone for deleting an account: its own use, a login code never deletes. */
export const DELETE_USECATE = 'deleteaccount';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** China-time calendar day of an instant ('YYYY-MM-DD'). */
const chinaDay = (d: Date): string => formatChinaTime(d).slice(0, 10);

async function userRow(db: Db, userId: number): Promise<UserRow> {
  const row = await userById(db, userId);
  if (!row) throw new DomainError(MSG_USER_MISSING);
  return row;
}

/** What a favourite of a missing article or product answers. */
const FAV_MISSING: Record<FavType, string> = { article: MSG_ARTICLE_MISSING, product: MSG_PRODUCT_MISSING };

/** The id of an article that exists, or of a product a buyer can see (on sale and approved). */
async function favTarget(db: Db, bType: FavType, xid: number): Promise<number> {
  const exists = bType === 'product' ? await isProductPublic(db, xid) : await articleExists(db, xid);
  if (!exists) throw new DomainError(FAV_MISSING[bType]);
  return xid;
}

async function favState(db: Db, userId: number, bType: FavType, xid: number): Promise<FavouriteState> {
  const id = await favouriteId(db, userId, bType, xid);
  return id !== null ? { status: 1, id } : { status: -1, id: null };
}

/** Whether the user keeps this article or product (a missing one answers 文章不存在 / 商品不存在或已下架). */
export async function favouriteOf(db: Db, userId: number, bType: FavType, xid: number): Promise<FavouriteState> {
  return favState(db, userId, bType, await favTarget(db, bType, xid));
}

export async function addFavourite(db: Db, clock: Clock, userId: number, bType: FavType, xid: number): Promise<FavouriteState> {
  const target = await favTarget(db, bType, xid);
  await insertFavourite(db, userId, bType, target, formatChinaTime(clock.now()));
  return favState(db, userId, bType, target);
}

/** Delete the user's favourite of this kind, by its article or product (xid) or by its id. */
export async function removeFavourite(db: Db, userId: number, bType: FavType, xid: number | null, id: number | null): Promise<FavouriteState> {
  if (xid === null && id === null) throw new DomainError(FAV_MISSING[bType]);
  // the caller's own row only: another user's favourite id matches nothing
  if (!(await deleteFavourite(db, userId, bType, xid !== null ? { xid } : { id: id! }))) throw new DomainError(MSG_FAV_NOT_FOUND);
  return { status: -1, id: null };
}

/** The user's favourites of one kind, or of both (bType null), newest first. */
export const favourites = (db: Db, userId: number, bType: FavType | null, page: Paging) => favouritePage(db, userId, bType, page);

/** The personal centre's head: the account, its team size, companies and order badges. */
export async function centreOf(db: Db, userId: number, now: Date): Promise<ResOf<'user'>> {
  const row = await userRow(db, userId);
  const [team, companies, counts] = await Promise.all([teamTotals(db, userId), approvedCompanyCount(db, userId), orderCounts(db, userId, now)]);
  return {
    ...profileFigures(row, { team: team.total, companies }),
    order_counts: counts,
  };
}

export async function userInfoOf(db: Db, userId: number): Promise<UserInfo> {
  return toUserInfo(await userRow(db, userId));
}

/** A new name (required) and e-mail (optional, but well-formed). */
export async function updateUser(db: Db, userId: number, input: { name: string; email: string }): Promise<UserInfo> {
  const name = input.name.trim();
  if (!name) throw new DomainError(MSG_NAME_REQUIRED);
  const email = input.email.trim();
  if (email && !EMAIL.test(email)) throw new DomainError(MSG_EMAIL_FORMAT);
  const row = await setNameAndEmail(db, userId, name, email || null);
  if (!row) throw new DomainError(MSG_USER_MISSING);
  return toUserInfo(row);
}

export async function signState(db: Db, clock: Clock, userId: number): Promise<{ status: 1 | -1; reward: number }> {
  return { status: (await signedOn(db, userId, chinaDay(clock.now()))) ? 1 : -1, reward: SIGN_REWARD };
}

/** The day's sign-in and its SIGN_REWARD points; answers the new balance. */
export async function signIn(db: Db, clock: Clock, userId: number): Promise<number> {
  const now = clock.now();
  // The unique (user_id, day) index decides: a second sign-in of the day, also one racing this one,
  // inserts nothing and so gets no points (the racing insert waits for this transaction, then conflicts).
  const result = await db.transaction(async (tx) => {
    if (!(await holdLiveAccount(tx, userId))) throw new DomainError(MSG_USER_MISSING);
    if (!(await insertSignRecord(tx, userId, chinaDay(now), SIGN_REWARD, formatChinaTime(now)))) return null;
    const balance = await changePoints(tx, userId, SIGN_REWARD, SIGN_REMARK, now);
    if (balance === false) throw new DomainError(MSG_USER_MISSING);
    return balance;
  });
  if (result === null) throw new DomainError(MSG_ALREADY_SIGNED);
  return result;
}

export const signIns = (db: Db, userId: number, page: Paging) => signPage(db, userId, page);

/** The points ledger, newest first, with the balance. */
export async function pointsLedgerOf(db: Db, userId: number, page: Paging): Promise<ResOf<'jifenListSelf'>> {
  const [list, row] = await Promise.all([pointsPage(db, userId, page), userRow(db, userId)]);
  return { ...list, ProfitJifen: row.profitJifen };
}

/** The wallet ledger, newest first, with the balance. */
export async function walletLedgerOf(db: Db, userId: number, page: Paging): Promise<ResOf<'walletListSelf'>> {
  const [list, row] = await Promise.all([walletPage(db, userId, page), userRow(db, userId)]);
  return { ...list, UserMoney: row.userMoney };
}

export const teamOf = (db: Db, userId: number) => teamTotals(db, userId);

/** One page of the team with the team's size. */
export async function teamPage(db: Db, userId: number, page: Paging): Promise<Page<TeamMember>> {
  const [items, totals] = await Promise.all([teamMembers(db, userId, page), teamTotals(db, userId)]);
  return { items, total: totals.total };
}

export const bankCardOf = (db: Db, userId: number) => cardOf(db, userId);

/** Bind or replace the user's bank card (the number stored without spaces, shown masked). */
export async function saveBankCard(db: Db, clock: Clock, userId: number, payload: PayloadOf<'CardUpdateUser'>): Promise<BankCard> {
  const values = {
    name: payload.name,
    phone: payload.phone,
    bankName: payload.bank_name,
    cardNumber: payload.card_number.replace(/\s+/g, ''),
    updateTime: formatChinaTime(clock.now()),
  };
  // a card bound while the account is being deleted must not outlive the deletion (holdLiveAccount)
  return db.transaction(async (tx) => {
    if (!(await holdLiveAccount(tx, userId))) throw new DomainError(MSG_USER_MISSING);
    return upsertCard(tx, userId, values);
  });
}

export const salesmanStatOf = (db: Db, userId: number) => salesmanStat(db, userId);

/** Everything personal of the user, as one download (PIPL). */
export async function exportData(db: Db, clock: Clock, userId: number): Promise<PersonalDataExport> {
  const row = await userRow(db, userId);
  return {
    exported_at: formatChinaTime(clock.now()),
    user: { ...toUserInfo(row), roles: row.roles as Role[], ProfitMoney: row.profitMoney, UserMoney: row.userMoney, ProfitJifen: row.profitJifen },
    tables: await exportPersonalRows(db, userId),
  };
}

/** Deleting an account waits until no money is left on it and every order of it is finished. */
async function refuseWhileOwing(db: Db, row: UserRow): Promise<void> {
  if (Number(row.userMoney) > 0 || Number(row.profitMoney) > 0) throw new DomainError(MSG_BALANCE_LEFT);
  if ((await openOrderCount(db, row.id)) > 0) throw new DomainError(MSG_OPEN_ORDERS);
}

/** Delete the user's account: the confirm text, nothing owed, and the phone's deleteaccount code. */
export async function deleteAccount(db: Db, clock: Clock, userId: number, input: { confirmText: string; smscode: string }): Promise<void> {
  if (input.confirmText !== MSG_DELETE_CONFIRM_TEXT) throw new DomainError(MSG_DELETE_CONFIRM);
  const row = await userRow(db, userId);
  // checked before the code is spent, so that a refusal leaves the code usable once the reason is gone
  await refuseWhileOwing(db, row);
  await spendCode(db, clock, row.userMobile, DELETE_USECATE, input.smscode);
  await db.transaction(async (tx) => {
    // The row lock makes a points or wallet change racing this one wait, and the checks see its result;
    // a write holding the row (holdLiveAccount) finishes first and is erased below.
    const locked = await lockUser(tx, row.id);
    if (!locked) throw new DomainError(MSG_USER_MISSING);
    await refuseWhileOwing(tx, locked);
    await erasePersonalRows(tx, locked);
  });
}
