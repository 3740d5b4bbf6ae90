// Personal centre (spec 02 §2): the caller's own rows. Favourites (spec 01 §3 Favourite, §4): b_type
// 'article' and xid an existing article; adding is idempotent (unique index on user, b_type, xid);
// deleting touches only the caller's row and says whether there was one.
// Every call here reads and writes rows of `user.id` only: no payload names another user's row.
import {
  maskCardNumber,
  MSG_ACCOUNT_DELETED,
  MSG_ALREADY_SIGNED,
  MSG_DELETE_CONFIRM_TEXT,
  MSG_SAVED,
  MSG_SIGNED,
  type BankCard,
  type FavouriteState,
  type personal,
  type PersonalDataExport,
  type Role,
  type TeamMember,
  type UserInfo,
} from '@ws/api-sdk/contract';
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  articles,
  bankCards,
  companies,
  favourites,
  orders,
  pointsLedger,
  signRecords,
  users,
  walletLedger,
} from '../../db/schema';
import { ok, type AuthUser, type DomainHandlers } from '../../http/handler';
import { DomainError, maskMobileMiddle } from '../../kernel';
import { displayTime, formatChinaTime } from '../../kernel/time';
import { erasePersonalRows, exportPersonalRows, holdLiveAccount } from '../account';
import { changePoints } from './points';
import { consumeCode, MSG_BAD_CODE } from '../sms';
import { MSG_ARTICLE_MISSING } from '../articles';
import { listPage, newestFirst, paging } from '../../db/paging';

/** The only favourite type of the spec (spec 01 §3 Favourite: b_type article). */
export const FAV_ARTICLE = 'article';
export const MSG_FAV_ADDED = '收藏成功';
export const MSG_FAV_REMOVED = '取消成功';
export const MSG_FAV_NOT_FOUND = '收藏不存在或已取消';

/** The id of an article that exists. */
async function favTarget(db: Db, xid: number): Promise<number> {
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, xid)).limit(1);
  if (!row) throw new DomainError(MSG_ARTICLE_MISSING);
  return xid;
}

async function favState(db: Db, user: AuthUser, xid: number): Promise<FavouriteState> {
  const [row] = await db
    .select({ id: favourites.id })
    .from(favourites)
    .where(and(eq(favourites.userId, user.id), eq(favourites.bType, FAV_ARTICLE), eq(favourites.xid, xid)))
    .limit(1);
  return row ? { status: 1, id: row.id } : { status: -1, id: null };
}

/** Points a daily sign-in gives. */
export const SIGN_REWARD = 10;
export const SIGN_REMARK = '每日签到';
/** Levels of a team that count (a referral chain deeper than this is not walked). */
export const TEAM_DEPTH = 10;
export const MSG_USER_MISSING = '用户不存在';
export const MSG_NAME_REQUIRED = '请输入姓名';
export const MSG_EMAIL_FORMAT = '请输入正确的邮箱格式';
export const MSG_DELETE_CONFIRM = `请输入“${MSG_DELETE_CONFIRM_TEXT}”确认`;
export const MSG_OPEN_ORDERS = '您还有未完成的订单，请完成或取消后再注销';
export const MSG_BALANCE_LEFT = '账户仍有余额，请先处理后再注销';
/** The SMS code that proves the phone for deleting an account: its own use, a login code never deletes. */
export const DELETE_USECATE = 'deleteaccount';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const fen = (n: number | string | null | undefined): string => (Number(n ?? 0) / 100).toFixed(2);
/** China-time calendar day of an instant ('YYYY-MM-DD'). */
const chinaDay = (d: Date): string => formatChinaTime(d).slice(0, 10);

/** Orders that count as placed (cancelled ones are hidden everywhere, spec 02 §2 Orders). */
const activeOrder = sql`${orders.state} = 'active'`;
const paidOrder = and(activeOrder, eq(orders.ispay, 1));

/** Deleting an account waits until no money is left on it and every order of it is finished. */
async function refuseWhileOwing(db: Db, row: typeof users.$inferSelect): Promise<void> {
  if (Number(row.userMoney) > 0 || Number(row.profitMoney) > 0) throw new DomainError(MSG_BALANCE_LEFT);
  const [open] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, row.id), activeOrder, eq(orders.isconfirm, 0)));
  if ((open?.n ?? 0) > 0) throw new DomainError(MSG_OPEN_ORDERS);
}

async function userRow(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new DomainError(MSG_USER_MISSING);
  return row;
}

function toUserInfo(row: typeof users.$inferSelect): UserInfo {
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

/**
 * The ids below `userId` in the referral tree with their level (1 direct), up to TEAM_DEPTH levels, as a
 * recursive CTE (users_parent_user_id_idx serves each step). The UNION drops repeats, so a cycle in
 * hand-made data cannot loop.
 */
const teamCte = (userId: number): SQL => sql`
  with recursive team(id, lvl) as (
    select u.id, 1 from users u where u.parent_user_id = ${userId} and u.id <> ${userId}
    union
    select u.id, t.lvl + 1 from users u join team t on u.parent_user_id = t.id where t.lvl < ${TEAM_DEPTH} and u.id <> ${userId}
  )`;

async function teamTotals(db: Db, userId: number): Promise<{ total: number; total2: number }> {
  const result = (await db.execute(sql`${teamCte(userId)}
    select count(distinct id)::int as total, count(distinct id) filter (where lvl = 1)::int as total2 from team`)) as unknown as {
    rows: { total: number; total2: number }[];
  };
  const row = result.rows[0];
  return { total: Number(row?.total ?? 0), total2: Number(row?.total2 ?? 0) };
}

function toCard(row: typeof bankCards.$inferSelect): BankCard {
  return {
    name: row.name,
    phone: row.phone,
    bank_name: row.bankName,
    card_number: maskCardNumber(row.cardNumber),
    update_time: displayTime(row.updateTime),
  };
}

export const personalHandlers: DomainHandlers<typeof personal> = {
  async InfoFavActive({ db, user, payload }) {
    return favState(db, user, await favTarget(db, payload.xid));
  },

  async addByUserFav({ db, clock, user, payload }) {
    const xid = await favTarget(db, payload.xid);
    await db
      .insert(favourites)
      .values({ userId: user.id, bType: FAV_ARTICLE, xid, createTime: formatChinaTime(clock.now()) })
      .onConflictDoNothing({ target: [favourites.userId, favourites.bType, favourites.xid] });
    return ok(await favState(db, user, xid), MSG_FAV_ADDED);
  },

  async deleteByUserFav({ db, user, payload }) {
    const { xid, id } = payload;
    if (xid === null && id === null) throw new DomainError(MSG_ARTICLE_MISSING);
    // the caller's own row only: another user's favourite id matches nothing
    const deleted = await db
      .delete(favourites)
      .where(and(eq(favourites.userId, user.id), eq(favourites.bType, FAV_ARTICLE), xid !== null ? eq(favourites.xid, xid) : eq(favourites.id, id!)))
      .returning({ id: favourites.id });
    if (deleted.length === 0) throw new DomainError(MSG_FAV_NOT_FOUND);
    return ok({ status: -1, id: null }, MSG_FAV_REMOVED);
  },

  favListByUser({ db, user, payload }) {
    const page = paging(payload, 10);
    const where = and(eq(favourites.userId, user.id), eq(favourites.bType, FAV_ARTICLE));
    return listPage(
      db,
      { table: favourites, where, order: newestFirst(favourites.createTime, favourites.id), page },
      db
        .select({ id: favourites.id, xid: favourites.xid, createTime: favourites.createTime, title: articles.title, cover: articles.cover })
        .from(favourites)
        .leftJoin(articles, eq(articles.id, favourites.xid))
        .$dynamic(),
      (rows) =>
        rows.map((r) => ({
          id: r.id,
          xid: r.xid,
          b_type: 'article' as const,
          title: r.title ?? '',
          file_url: r.cover ?? '',
          create_time: displayTime(r.createTime),
        })),
    );
  },

  async user({ db, user }) {
    const row = await userRow(db, user.id);
    const [team, [company], [counts]] = await Promise.all([
      teamTotals(db, user.id),
      db.select({ n: count() }).from(companies).where(eq(companies.userId, user.id)),
      db
        .select({
          all: sql<number>`count(*)::int`,
          notpay: sql<number>`count(*) filter (where ${orders.ispay} = 0)::int`,
          pay: sql<number>`count(*) filter (where ${orders.ispay} = 1 and ${orders.isexpress} = 0)::int`,
          express: sql<number>`count(*) filter (where ${orders.ispay} = 1 and ${orders.isexpress} = 1 and ${orders.isconfirm} = 0)::int`,
          confirm: sql<number>`count(*) filter (where ${orders.isconfirm} = 1)::int`,
        })
        .from(orders)
        .where(and(eq(orders.userId, user.id), activeOrder)),
    ]);
    return {
      user_id: row.id,
      user_mobile: row.userMobile,
      name: row.name,
      roles: row.roles as Role[],
      IsCustUser: row.isCustUser === 1 ? 1 : 0,
      IsExpert: row.isExpert === 1 ? 1 : 0,
      ProfitMoney: row.profitMoney,
      UserMoney: row.userMoney,
      ProfitJifen: row.profitJifen,
      TeamNum: team.total,
      company2_amount: company?.n ?? 0,
      order_counts: {
        all: Number(counts?.all ?? 0),
        notpay: Number(counts?.notpay ?? 0),
        pay: Number(counts?.pay ?? 0),
        express: Number(counts?.express ?? 0),
        confirm: Number(counts?.confirm ?? 0),
      },
    };
  },

  async userInfo({ db, user }) {
    return toUserInfo(await userRow(db, user.id));
  },

  async userUpdate({ db, user, payload }) {
    const name = payload.name.trim();
    if (!name) throw new DomainError(MSG_NAME_REQUIRED);
    const email = payload.email.trim();
    if (email && !EMAIL.test(email)) throw new DomainError(MSG_EMAIL_FORMAT);
    const [row] = await db
      .update(users)
      .set({ name, email: email || null })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw new DomainError(MSG_USER_MISSING);
    return ok(toUserInfo(row), MSG_SAVED);
  },

  async isSign({ db, clock, user }) {
    const [row] = await db
      .select({ id: signRecords.id })
      .from(signRecords)
      .where(and(eq(signRecords.userId, user.id), eq(signRecords.day, chinaDay(clock.now()))))
      .limit(1);
    return { status: row ? 1 : -1, reward: SIGN_REWARD };
  },

  async signAdd({ db, clock, user }) {
    const now = clock.now();
    // The unique (user_id, day) index decides: a second sign-in of the day, also one racing this one,
    // inserts nothing and so gets no points (the racing insert waits for this transaction, then conflicts).
    const result = await db.transaction(async (tx) => {
      if (!(await holdLiveAccount(tx, user.id))) throw new DomainError(MSG_USER_MISSING);
      const inserted = await tx
        .insert(signRecords)
        .values({ userId: user.id, day: chinaDay(now), points: SIGN_REWARD, createTime: formatChinaTime(now) })
        .onConflictDoNothing({ target: [signRecords.userId, signRecords.day] })
        .returning({ id: signRecords.id });
      if (inserted.length === 0) return null;
      const balance = await changePoints(tx, user.id, SIGN_REWARD, SIGN_REMARK, now);
      if (balance === false) throw new DomainError(MSG_USER_MISSING);
      return balance;
    });
    if (result === null) throw new DomainError(MSG_ALREADY_SIGNED);
    return ok({ points: SIGN_REWARD, ProfitJifen: result }, MSG_SIGNED);
  },

  signListByUser({ db, user, payload }) {
    const page = paging(payload, 20);
    const where = eq(signRecords.userId, user.id);
    return listPage(
      db,
      { table: signRecords, where, order: [desc(signRecords.id)], page },
      db.select({ id: signRecords.id, createTime: signRecords.createTime, points: signRecords.points }).from(signRecords).$dynamic(),
      (rows) => rows.map((r) => ({ id: r.id, create_time: displayTime(r.createTime), points: r.points })),
    );
  },

  async jifenListSelf({ db, user, payload }) {
    const page = paging(payload, 20);
    const where = eq(pointsLedger.userId, user.id);
    const [list, row] = await Promise.all([
      listPage(
        db,
        { table: pointsLedger, where, order: [desc(pointsLedger.id)], page },
        db.select().from(pointsLedger).$dynamic(),
        (rows) =>
          rows.map((r) => ({ id: r.id, remark: r.remark, create_time: displayTime(r.createTime), total: r.total, cur_total: r.curTotal })),
      ),
      userRow(db, user.id),
    ]);
    return { ...list, ProfitJifen: row.profitJifen };
  },

  getTeamsByUser({ db, user }) {
    return teamTotals(db, user.id);
  },

  async listSubUser({ db, user, payload }) {
    const page = paging(payload, 20);
    type Row = {
      id: number;
      name: string;
      created_at: Date | string;
      user_mobile: string;
      lvl: number;
      buy_fen: string | number;
      profit: string | number;
      subpn: number;
    };
    const [result, totals] = await Promise.all([
      db.execute(sql`${teamCte(user.id)},
        levels as (select id, min(lvl) as lvl from team group by id),
        members as (
          select u.id, u.name, u.created_at, u.user_mobile, l.lvl from levels l join users u on u.id = l.id
          order by u.created_at desc, u.id desc limit ${page.pageSize} offset ${page.offset}
        )
        select m.id, m.name, m.created_at, m.user_mobile, m.lvl::int as lvl,
          coalesce((select sum(o.total_fen) from orders o where o.user_id = m.id and o.state = 'active' and o.ispay = 1), 0) as buy_fen,
          -- what the caller's wallet ledger credits to this member (wallet_ledger_user_source_idx)
          coalesce((select sum(w.amount) from wallet_ledger w where w.user_id = ${user.id} and w.source_user_id = m.id), 0) as profit,
          (select count(*)::int from users c where c.parent_user_id = m.id) as subpn
        from members m order by m.created_at desc, m.id desc`) as unknown as Promise<{ rows: Row[] }>,
      teamTotals(db, user.id),
    ]);
    const items: TeamMember[] = result.rows.map((r) => ({
      user_id: r.id,
      name: r.name,
      insert_time: formatChinaTime(new Date(r.created_at)),
      user_mobile: maskMobileMiddle(r.user_mobile),
      user_level: Number(r.lvl),
      buyTotal: fen(r.buy_fen),
      profitTotal: Number(r.profit).toFixed(2),
      subpn: Number(r.subpn),
    }));
    return { items, total: totals.total };
  },

  async CardInfoByUser({ db, user }) {
    const [row] = await db.select().from(bankCards).where(eq(bankCards.userId, user.id)).limit(1);
    return row ? toCard(row) : null;
  },

  async CardUpdateUser({ db, clock, user, payload }) {
    const values = {
      name: payload.name,
      phone: payload.phone,
      bankName: payload.bank_name,
      cardNumber: payload.card_number.replace(/\s+/g, ''),
      updateTime: formatChinaTime(clock.now()),
    };
    // a card bound while the account is being deleted must not outlive the deletion (holdLiveAccount)
    const row = await db.transaction(async (tx) => {
      if (!(await holdLiveAccount(tx, user.id))) throw new DomainError(MSG_USER_MISSING);
      const [saved] = await tx
        .insert(bankCards)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: bankCards.userId, set: values })
        .returning();
      return saved!;
    });
    return ok(toCard(row), MSG_SAVED);
  },

  async walletListSelf({ db, user, payload }) {
    const page = paging(payload, 10);
    const where = eq(walletLedger.userId, user.id);
    const [list, row] = await Promise.all([
      listPage(
        db,
        { table: walletLedger, where, order: [desc(walletLedger.id)], page },
        db.select().from(walletLedger).$dynamic(),
        (rows) =>
          rows.map((r) => ({ id: r.id, remark: r.remark, create_time: displayTime(r.createTime), amount: r.amount, balance: r.balance })),
      ),
      userRow(db, user.id),
    ]);
    return { ...list, UserMoney: row.userMoney };
  },

  async getSalesmanStat({ db, user }) {
    // invited members: direct referrals; invited suppliers: companies registered by them or naming the
    // caller as referrer; sales and purchases: paid, not cancelled orders in yuan.
    const referred = db.select({ id: users.id }).from(users).where(eq(users.parentUserId, user.id));
    const invitedCompany = or(eq(companies.parentUserId, user.id), inArray(companies.userId, referred));
    const [[members], [suppliers], [sales], [purchases]] = await Promise.all([
      db.select({ n: count() }).from(users).where(eq(users.parentUserId, user.id)),
      db.select({ n: count() }).from(companies).where(invitedCompany),
      db
        .select({ fen: sql<string>`coalesce(sum(${orders.totalFen}), 0)` })
        .from(orders)
        .where(and(paidOrder, inArray(orders.companyId, db.select({ id: companies.id }).from(companies).where(invitedCompany)))),
      db
        .select({ fen: sql<string>`coalesce(sum(${orders.totalFen}), 0)` })
        .from(orders)
        .where(and(paidOrder, inArray(orders.userId, referred))),
    ]);
    return {
      sub_company_amount: suppliers?.n ?? 0,
      sub_company_order_total: fen(sales?.fen),
      sub_user_amount: members?.n ?? 0,
      sub_user_order_total: fen(purchases?.fen),
    };
  },

  async exportSelf({ db, clock, user }) {
    const row = await userRow(db, user.id);
    const data: PersonalDataExport = {
      exported_at: formatChinaTime(clock.now()),
      user: { ...toUserInfo(row), roles: row.roles as Role[], ProfitMoney: row.profitMoney, UserMoney: row.userMoney, ProfitJifen: row.profitJifen },
      tables: await exportPersonalRows(db, user.id),
    };
    return data;
  },

  async deleteSelf({ db, clock, user, payload }) {
    if (payload.confirm_text !== MSG_DELETE_CONFIRM_TEXT) throw new DomainError(MSG_DELETE_CONFIRM);
    const row = await userRow(db, user.id);
    // checked before the code is spent, so that a refusal leaves the code usable once the reason is gone
    await refuseWhileOwing(db, row);
    if (!/^\d{6}$/.test(payload.smscode) || !(await consumeCode(db, clock, row.userMobile, DELETE_USECATE, payload.smscode))) {
      throw new DomainError(MSG_BAD_CODE);
    }
    await db.transaction(async (tx) => {
      // The row lock makes a points or wallet change racing this one wait, and the checks see its result;
      // a write holding the row (holdLiveAccount) finishes first and is erased below. NO KEY UPDATE: the id
      // stays, so a foreign-key check of another user's row elsewhere is not held up.
      const [locked] = await tx.select().from(users).where(eq(users.id, row.id)).for('no key update');
      if (!locked) throw new DomainError(MSG_USER_MISSING);
      await refuseWhileOwing(tx, locked);
      await erasePersonalRows(tx, locked);
    });
    return ok(null, MSG_ACCOUNT_DELETED);
  },
};
