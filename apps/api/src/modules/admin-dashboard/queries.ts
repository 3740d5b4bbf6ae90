// 工作台's SQL: the platform's orders made per China day (not cancelled, as the order lists count them), paid
// orders' totals less refunds per day paid, and members registered per China day, each one grouped statement
// over the window's rows.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';
import { tabWhere } from '../orders';

/** A window of China days as display times (orders) and as instants (members). */
export interface Window {
  start: string;
  end: string;
  startAt: Date;
  endAt: Date;
}

const perDay = (rows: { day: string; n: number | string }[]) => new Map(rows.map((r) => [r.day, Number(r.n)]));

export async function ordersMadePerDay(db: Db, w: Window, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: sql<string>`to_char(${orders.createTime}, 'YYYY-MM-DD')`, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(gte(orders.createTime, w.start), lt(orders.createTime, w.end), tabWhere('all', now)))
    .groupBy(sql`1`);
  return perDay(rows);
}

export async function salesFenPerDay(db: Db, w: Window): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: sql<string>`to_char(${orders.payTime}, 'YYYY-MM-DD')`, n: sql<string>`sum(${orders.totalFen} - ${orders.refundFen})::text` })
    .from(orders)
    .where(and(eq(orders.state, 'active'), eq(orders.ispay, 1), gte(orders.payTime, w.start), lt(orders.payTime, w.end)))
    .groupBy(sql`1`);
  return perDay(rows);
}

export async function membersPerDay(db: Db, w: Window): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: sql<string>`to_char((${users.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`, n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(gte(users.createdAt, w.startAt), lt(users.createdAt, w.endAt)))
    .groupBy(sql`1`);
  return perDay(rows);
}
