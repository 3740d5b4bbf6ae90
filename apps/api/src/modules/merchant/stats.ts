// The merchant's business overview (经营概况) and order export (导出订单), for the companies the caller owns
// (a caller without one gets 仅企业用户可访问 from merchantCompanyIds). Days are China calendar days: the
// overview covers the last STATS_DAYS of them, today included, and an export the days the merchant chose,
// both ends included. Orders count on the day they were made, unless cancelled (an unpaid order past its
// limit reads as cancelled, as everywhere); sales are paid orders' totals less their refunds, on the day paid.
import {
  EXPORT_PAGE_SIZE,
  STATS_DAYS,
  STATS_TOP,
  type ExportOrderRow,
  type MerchantStats,
  type Page,
  type PayloadOf,
  type StatsDay,
} from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { paging } from '../../db/paging';
import { DELETED_MOBILE_PREFIX, DELETED_USER_NAME, fenToYuan, maskMobileMiddle } from '../../kernel';
import { DAY, formatChinaTime, type Clock } from '../../kernel/time';
import type { AuthUser } from '../account';
import { merchantCompanyIds } from './index';
import { exportPage, lowStockCount, ordersMadePerDay, paidWindow, statusCounts, waitingAfterSales, type Span } from './stats-queries';

type Caller = Pick<AuthUser, 'id' | 'roles'>;

/** 'YYYY-MM-DD' → days since 1970-01-01, and back. */
const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY;
const dateOf = (n: number): string => new Date(n * DAY).toISOString().slice(0, 10);

/** The display-time span of the calendar days `first` … `last` (both included). */
const spanOf = (first: string, last: string): Span => ({ start: `${first} 00:00:00`, end: `${dateOf(dayNumber(last) + 1)} 00:00:00` });

/** 经营概况: today's and the last 30 days' figures, the series, the ranking, the statuses and the low stock. */
export async function businessOverview(db: Db, clock: Clock, user: Caller): Promise<MerchantStats> {
  const mine = await merchantCompanyIds(db, user);
  const now = clock.now();
  const today = formatChinaTime(now).slice(0, 10);
  const dates = Array.from({ length: STATS_DAYS }, (_, i) => dateOf(dayNumber(today) - (STATS_DAYS - 1) + i));
  const span = spanOf(dates[0]!, today);
  const [made, counts, { salesFen, top }, aftersales, lowStock] = await Promise.all([
    ordersMadePerDay(db, mine, span, now),
    statusCounts(db, mine, now),
    paidWindow(db, mine, span, STATS_TOP),
    waitingAfterSales(db, mine),
    lowStockCount(db, mine),
  ]);
  const perDay = dates.map((date) => ({ date, orders: made.get(date) ?? 0, fen: salesFen.get(date) ?? 0 }));
  const days: StatsDay[] = perDay.map((d) => ({ date: d.date, orders: d.orders, sales: fenToYuan(d.fen) }));
  const last = perDay.at(-1)!;
  return {
    today: { orders: last.orders, sales: fenToYuan(last.fen) },
    last30: { orders: perDay.reduce((a, d) => a + d.orders, 0), sales: fenToYuan(perDay.reduce((a, d) => a + d.fen, 0)) },
    days,
    top: top.map((t) => ({ product_id: t.productId, name: t.name, img: t.img, amount: t.units, sales: fenToYuan(t.fen) })),
    status_counts: { ...counts, aftersales },
    low_stock: lowStock,
  };
}

/** A buyer's mobile as an export shows it: masked in the middle; a deleted account by its placeholder name. */
const buyerOf = (mobile: string): string => (mobile.startsWith(DELETED_MOBILE_PREFIX) ? DELETED_USER_NAME : maskMobileMiddle(mobile));

/** 导出订单: one page (up to 1000 rows) of the orders the caller's companies received in the chosen days. */
export async function exportOrders(db: Db, clock: Clock, user: Caller, query: PayloadOf<'merchantExportOrders'>): Promise<Page<ExportOrderRow>> {
  const mine = await merchantCompanyIds(db, user);
  const { rows, total } = await exportPage(db, mine, spanOf(query.start, query.end), paging(query, EXPORT_PAGE_SIZE, EXPORT_PAGE_SIZE), clock.now());
  return {
    total,
    items: rows.map(({ row, order, mobile }) => ({
      order_no: row.orderNo,
      create_time: order.create_time,
      buyer: buyerOf(mobile),
      items: order.order_items.map((l) => `${l.product_name}${l.atts_items_names ? `（${l.atts_items_names}）` : ''} × ${l.amount}`).join('；'),
      goods: fenToYuan(row.goodsFen),
      express_fee: fenToYuan(row.expressFeeFen),
      total: fenToYuan(row.totalFen),
      refund: fenToYuan(row.refundFen),
      status: order.status,
      express_name: order.order_express?.express_name ?? '',
      express_no: order.order_express?.express_no ?? '',
    })),
  };
}
