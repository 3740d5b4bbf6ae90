// 工作台's figures: the platform's orders, sales and new members today and over the last STATS_DAYS China
// days (today included), per day. No figure is kept anywhere: each answer is read from the orders and members.
import { STATS_DAYS, type AdminDashboard } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { DAY, fenToYuan, formatChinaTime, type Clock } from '../../kernel';
import { membersPerDay, ordersMadePerDay, salesFenPerDay, type Window } from './queries';

const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY;
const dateOf = (n: number): string => new Date(n * DAY).toISOString().slice(0, 10);

export async function dashboard(db: Db, clock: Clock): Promise<AdminDashboard> {
  const now = clock.now();
  const today = formatChinaTime(now).slice(0, 10);
  const dates = Array.from({ length: STATS_DAYS }, (_, i) => dateOf(dayNumber(today) - (STATS_DAYS - 1) + i));
  const after = dateOf(dayNumber(today) + 1);
  const w: Window = {
    start: `${dates[0]} 00:00:00`,
    end: `${after} 00:00:00`,
    startAt: new Date(`${dates[0]}T00:00:00+08:00`),
    endAt: new Date(`${after}T00:00:00+08:00`),
  };
  const [made, sales, members] = await Promise.all([ordersMadePerDay(db, w, now), salesFenPerDay(db, w), membersPerDay(db, w)]);
  const days = dates.map((date) => ({ date, orders: made.get(date) ?? 0, fen: sales.get(date) ?? 0, members: members.get(date) ?? 0 }));
  const last = days.at(-1)!;
  return {
    today: { orders: last.orders, sales: fenToYuan(last.fen), members: last.members },
    last30: {
      orders: days.reduce((a, d) => a + d.orders, 0),
      sales: fenToYuan(days.reduce((a, d) => a + d.fen, 0)),
      members: days.reduce((a, d) => a + d.members, 0),
    },
    days: days.map((d) => ({ date: d.date, orders: d.orders, sales: fenToYuan(d.fen), members: d.members })),
  };
}
