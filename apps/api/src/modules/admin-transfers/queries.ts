// The 线下转账对账 SQL: offline checkouts (the orders of one checkout share main_order_no and 汇款识别码), one
// page of checkout numbers at a time and then their orders with buyer and sellers. Waiting checkouts come
// from the unpaid-order index (few rows: what waits for money), paid ones from a window of pay times on the
// offline-paid index, so neither list reads the whole order table.
import type { AdminTransferItem, AdminTransferOrderStatus, Page } from '@ws/api-sdk/contract';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { companies, orders, users } from '../../db/schema';
import { displayTime, fenToYuan, formatChinaTime } from '../../kernel';
import { transferDueFen, unpaidLive } from '../orders';

/** How far back the 已到账 tab looks. */
export const PAID_WINDOW_DAYS = 90;

const offline = eq(orders.payCate, 0);
const waiting = (now: Date) => and(offline, unpaidLive(now));
const paidSince = (since: string) => and(offline, eq(orders.state, 'active'), eq(orders.ispay, 1), sql`${orders.payTime} >= ${since}`);

/** A 汇款识别码, an order number or a checkout number, each in its own indexed column. */
const byKeyword = (kw: string): SQL | undefined =>
  kw ? or(eq(orders.remitCode, kw.toUpperCase()), eq(orders.orderNo, kw), eq(orders.mainOrderNo, kw)) : undefined;

/** One page of checkout numbers: waiting ones by their limit (soonest first), paid ones newest first. */
export async function transferPage(db: Db, status: 'unpaid' | 'paid', keyword: string, now: Date, page: Paging): Promise<Page<AdminTransferItem>> {
  const since = formatChinaTime(new Date(now.getTime() - PAID_WINDOW_DAYS * 86_400_000));
  const where = and(status === 'unpaid' ? waiting(now) : paidSince(since), byKeyword(keyword));
  const key = status === 'unpaid' ? sql`min(${orders.payDeadline})` : sql`max(${orders.payTime})`;
  const [heads, counted] = await Promise.all([
    db
      .select({ main: orders.mainOrderNo })
      .from(orders)
      .where(where)
      .groupBy(orders.mainOrderNo)
      .orderBy(status === 'unpaid' ? sql`${key} asc` : sql`${key} desc`, sql`${orders.mainOrderNo} desc`)
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ n: sql<number>`count(distinct ${orders.mainOrderNo})::int` }).from(orders).where(where),
  ]);
  const items = await transfersOf(
    db,
    heads.map((h) => h.main),
    now,
  );
  return { items, total: counted[0]?.n ?? 0 };
}

/** The main order numbers of the offline checkouts whose 汇款识别码 is one of `codes`. */
export async function checkoutsByCodes(db: Db, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectDistinct({ code: orders.remitCode, main: orders.mainOrderNo })
    .from(orders)
    .where(and(offline, inArray(orders.remitCode, codes)));
  return new Map(rows.map((r) => [r.code, r.main]));
}

const statusOf = (o: { state: string; ispay: number; payDeadline: Date }, now: Date): AdminTransferOrderStatus =>
  o.state !== 'active' || (o.ispay === 0 && o.payDeadline.getTime() <= now.getTime()) ? 'cancelled' : o.ispay === 1 ? 'paid' : 'unpaid';

/** The checkouts `mains` as the console shows them, in the order given; a reader never writes (an order past
 *  its limit reads as cancelled, as the sweep will make it). */
export async function transfersOf(db: Db, mains: string[], now: Date): Promise<AdminTransferItem[]> {
  if (mains.length === 0) return [];
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      mainOrderNo: orders.mainOrderNo,
      remitCode: orders.remitCode,
      state: orders.state,
      ispay: orders.ispay,
      totalFen: orders.totalFen,
      walletFen: orders.walletFen,
      payDeadline: orders.payDeadline,
      payTime: orders.payTime,
      createTime: orders.createTime,
      transferReceipt: orders.transferReceipt,
      userId: orders.userId,
      buyerName: users.name,
      buyerMobile: users.userMobile,
      companyName: companies.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(and(offline, inArray(orders.mainOrderNo, mains)))
    .orderBy(asc(orders.id));
  return mains.flatMap((main) => {
    const group = rows.filter((r) => r.mainOrderNo === main);
    const first = group[0];
    if (!first) return [];
    const seen = group.map((r) => ({ ...r, status: statusOf(r, now) }));
    const live = seen.map((r) => ({ state: r.status === 'cancelled' ? 'cancelled' : 'active', totalFen: r.totalFen, walletFen: r.walletFen }));
    const payTimes = seen.filter((r) => r.status === 'paid').map((r) => displayTime(r.payTime));
    return [
      {
        remit_code: first.remitCode,
        main_order_no: main,
        buyer: { user_id: first.userId, name: first.buyerName, mobile: first.buyerMobile },
        orders: seen.map((r) => ({ order_no: r.orderNo, company_name: r.companyName, total: fenToYuan(r.totalFen), status: r.status })),
        amount: fenToYuan(transferDueFen(live)),
        create_time: displayTime(first.createTime),
        pay_deadline: formatChinaTime(new Date(Math.min(...group.map((r) => r.payDeadline.getTime())))),
        pay_time: seen.some((r) => r.status === 'unpaid') ? '' : (payTimes.sort().at(-1) ?? ''),
        status: seen.some((r) => r.status === 'unpaid') ? 'unpaid' : 'paid',
        transfer_receipt: first.transferReceipt,
      },
    ];
  });
}
