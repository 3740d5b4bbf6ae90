// The personal centre's SQL over other users' rows as the caller's figures: the referral team (a recursive
// CTE), the centre's order and company counts, and the salesman's invited members and suppliers with their
// sales. Only totals and the team's masked list leave here.
import type { TeamMember } from '@ws/api-sdk/contract';
import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { companies, orders, users } from '../../db/schema';
import { maskMobileMiddle } from '../../kernel';
import { formatChinaTime } from '../../kernel/time';
import { activeOrder } from './queries';

/** Levels of a team that count (a referral chain deeper than this is not walked). */
export const TEAM_DEPTH = 10;

const fen = (n: number | string | null | undefined): string => (Number(n ?? 0) / 100).toFixed(2);

const paidOrder = and(activeOrder, eq(orders.ispay, 1));

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

export async function teamTotals(db: Db, userId: number): Promise<{ total: number; total2: number }> {
  const result = (await db.execute(sql`${teamCte(userId)}
    select count(distinct id)::int as total, count(distinct id) filter (where lvl = 1)::int as total2 from team`)) as unknown as {
    rows: { total: number; total2: number }[];
  };
  const row = result.rows[0];
  return { total: Number(row?.total ?? 0), total2: Number(row?.total2 ?? 0) };
}

/** One page of the team, newest member first, each with what they bought and what the caller earned. */
export async function teamMembers(db: Db, userId: number, page: Paging): Promise<TeamMember[]> {
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
  const result = (await db.execute(sql`${teamCte(userId)},
        levels as (select id, min(lvl) as lvl from team group by id),
        members as (
          select u.id, u.name, u.created_at, u.user_mobile, l.lvl from levels l join users u on u.id = l.id
          order by u.created_at desc, u.id desc limit ${page.pageSize} offset ${page.offset}
        )
        select m.id, m.name, m.created_at, m.user_mobile, m.lvl::int as lvl,
          coalesce((select sum(o.total_fen) from orders o where o.user_id = m.id and o.state = 'active' and o.ispay = 1), 0) as buy_fen,
          -- what the caller's wallet ledger credits to this member (wallet_ledger_user_source_idx)
          coalesce((select sum(w.amount) from wallet_ledger w where w.user_id = ${userId} and w.source_user_id = m.id), 0) as profit,
          (select count(*)::int from users c where c.parent_user_id = m.id) as subpn
        from members m order by m.created_at desc, m.id desc`)) as unknown as { rows: Row[] };
  return result.rows.map((r) => ({
    user_id: r.id,
    name: r.name,
    insert_time: formatChinaTime(new Date(r.created_at)),
    user_mobile: maskMobileMiddle(r.user_mobile),
    user_level: Number(r.lvl),
    buyTotal: fen(r.buy_fen),
    profitTotal: Number(r.profit).toFixed(2),
    subpn: Number(r.subpn),
  }));
}

/** The centre's order badges: every placed order, unpaid, paid and not shipped, shipped and not received, received. */
export async function orderCounts(db: Db, userId: number, now: Date) {
  // an unpaid order past its limit counts as cancelled (in no badge) before the sweep has written it,
  // as the order lists read it (orders' tabWhere; this module cannot import orders, which imports it)
  const beforeLimit = sql`${orders.payDeadline} > ${now.toISOString()}::timestamptz`;
  const [counts] = await db
    .select({
      all: sql<number>`count(*) filter (where ${orders.ispay} = 1 or ${beforeLimit})::int`,
      notpay: sql<number>`count(*) filter (where ${orders.ispay} = 0 and ${beforeLimit})::int`,
      pay: sql<number>`count(*) filter (where ${orders.ispay} = 1 and ${orders.isexpress} = 0)::int`,
      express: sql<number>`count(*) filter (where ${orders.ispay} = 1 and ${orders.isexpress} = 1 and ${orders.isconfirm} = 0)::int`,
      confirm: sql<number>`count(*) filter (where ${orders.isconfirm} = 1)::int`,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), activeOrder));
  return {
    all: Number(counts?.all ?? 0),
    notpay: Number(counts?.notpay ?? 0),
    pay: Number(counts?.pay ?? 0),
    express: Number(counts?.express ?? 0),
    confirm: Number(counts?.confirm ?? 0),
  };
}

/**
 * The salesman's figures: invited members are direct referrals; invited suppliers are companies registered
 * by them or naming the caller as referrer; sales and purchases are paid, not cancelled orders in yuan.
 */
export async function salesmanStat(db: Db, userId: number) {
  const referred = db.select({ id: users.id }).from(users).where(eq(users.parentUserId, userId));
  const invitedCompany = or(eq(companies.parentUserId, userId), inArray(companies.userId, referred));
  const [[members], [suppliers], [sales], [purchases]] = await Promise.all([
    db.select({ n: count() }).from(users).where(eq(users.parentUserId, userId)),
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
}
