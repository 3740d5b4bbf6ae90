// 工作台's figures (运营 and 超级管理员): the platform's orders, sales and new members today and over the last
// STATS_DAYS China days, per day for its chart. Orders count on the day they were made unless cancelled (an
// unpaid order past its limit reads as cancelled, as everywhere); sales are paid orders' totals less their
// refunds, on the day paid; members on the day they registered.
import { ep } from './endpoint-def';
import type { StatsDay } from './merchant-stats';
import { none, type InputOf } from './schema';

export interface AdminDashboardFigures {
  orders: number;
  /** yuan 'x.xx' */
  sales: string;
  members: number;
}

export interface AdminDashboardDay extends StatsDay {
  members: number;
}

export interface AdminDashboard {
  today: AdminDashboardFigures;
  last30: AdminDashboardFigures;
  /** STATS_DAYS entries, oldest first, today last; days without any included */
  days: AdminDashboardDay[];
}

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const adminDashboardInput = /* @__PURE__ */ (() => ({ adminDashboard: none() }))();

type In = typeof adminDashboardInput;
export type AdminDashboardReq = InputOf<In['adminDashboard']>;

// Built inside a pure call: an app that never calls the console (the site apps) drops the table.
export const adminDashboard = /* @__PURE__ */ (() =>
  ({
  /** GET /api/admin/dashboard: today's and the last 30 days' orders, sales and new members, per day */
  adminDashboard: ep<In['adminDashboard'], AdminDashboard>()({ method: 'GET', path: '/admin/dashboard', auth: false, staff: ['ops'] }),
  }) as const)();
