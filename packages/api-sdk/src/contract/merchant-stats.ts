// The merchant's business overview (经营概况): today's and the last 30 days' orders and sales, a day-by-day
// series of both, the best-selling products, the orders by status and the low-stock count; and 导出订单, the
// rows of a chosen period's orders, which the mall writes into an .xlsx file page by page. Days are China
// calendar days. Only the companies the caller owns count, on every call.
import * as v from 'valibot';
import { ep } from './endpoint-def';
import type { Page } from './envelope';
import { fields, none, pageFields, text, type InputOf } from './schema';

/** How many days the overview's series covers (today included). */
export const STATS_DAYS = 30;
/** How many products the overview ranks. */
export const STATS_TOP = 10;
/** The longest period an export may cover, in calendar days (both ends included). */
export const EXPORT_MAX_DAYS = 366;
/** Rows per export page: the default and the most a page may hold. */
export const EXPORT_PAGE_SIZE = 1000;
export const MSG_EXPORT_PERIOD = '请选择正确的时间段';

/** Orders made and money taken (yuan, 2 decimals) over some days. */
export interface StatsFigures {
  /** orders made (cancelled ones, and unpaid ones past their limit, left out) */
  orders: number;
  /** paid orders' totals less what was refunded, counted on the day paid, in yuan ('1280.00') */
  sales: string;
}

export interface StatsDay extends StatsFigures {
  /** YYYY-MM-DD, China time */
  date: string;
}

/** A product of the ranking: units sold (paid orders of the last 30 days) and their value in yuan. */
export interface StatsTopProduct {
  product_id: number;
  name: string;
  /** the product's first image URL, '' when none */
  img: string;
  /** units sold */
  amount: number;
  /** price × units of those lines, in yuan */
  sales: string;
}

/** The company's orders by status now (an unpaid order past its limit counts as cancelled). */
export interface StatsStatusCounts {
  notpay: number;
  pay: number;
  express: number;
  confirm: number;
  cancelled: number;
  /** after-sales requests waiting for the seller's decision */
  aftersales: number;
}

export interface MerchantStats {
  today: StatsFigures;
  last30: StatsFigures;
  /** STATS_DAYS entries, oldest first, today last; days without orders included */
  days: StatsDay[];
  /** at most STATS_TOP products, most units first */
  top: StatsTopProduct[];
  status_counts: StatsStatusCounts;
  /** how many of the company's products have less stock (all their SKUs together) than its low-stock threshold */
  low_stock: number;
}

/** One order as 导出订单 writes it. */
export interface ExportOrderRow {
  order_no: string;
  create_time: string;
  /** the buyer's mobile, masked in the middle (138****0001) */
  buyer: string;
  /** the lines: 名称（规格）× 数量, joined with '；' */
  items: string;
  /** goods, shipping, what the buyer paid and what was refunded, in yuan */
  goods: string;
  express_fee: string;
  total: string;
  refund: string;
  /** the order's status as the order lists show it (待付款, 已完成, 已取消 …) */
  status: string;
  /** the shipment, '' when not shipped */
  express_name: string;
  express_no: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number (days since 1970-01-01) of a real calendar date 'YYYY-MM-DD', or null. */
export function calendarDay(text: string): number | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return t / 86_400_000;
}

/** Whether start..end (both included) is a real period of at most EXPORT_MAX_DAYS days. */
export function isExportPeriod(start: string, end: string): boolean {
  const a = calendarDay(start);
  const b = calendarDay(end);
  return a !== null && b !== null && a <= b && b - a + 1 <= EXPORT_MAX_DAYS;
}

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const merchantStatsInput = /* @__PURE__ */ (() => ({
  merchantStats: none(),
  merchantExportOrders: v.pipe(
    fields({ ...pageFields, start: text(20), end: text(20) }),
    v.check((input) => isExportPeriod(input.start, input.end), MSG_EXPORT_PERIOD),
  ),
}))();

type In = typeof merchantStatsInput;
export type ExportOrdersReq = InputOf<In['merchantExportOrders']>;

export const merchantStats = {
  /** GET /api/merchant/stats/overview: the caller's companies' business overview (经营概况) */
  merchantStats: ep<In['merchantStats'], MerchantStats>()({ method: 'GET', path: '/merchant/stats/overview', auth: true }),
  /** GET /api/merchant/stats/exportOrders {start, end (YYYY-MM-DD), pageNum, pageSize ≤ 1000}: the period's orders, newest first */
  merchantExportOrders: ep<In['merchantExportOrders'], Page<ExportOrderRow>>()({ method: 'GET', path: '/merchant/stats/exportOrders', auth: true }),
} as const;
