// The 订单管理 SQL: every order, newest first, by number, buyer phone, seller, status and creation days, and
// one order with everything around it (lines, buyer, payments and refunds, shipment, after-sales request).
//
// Speed at a million orders (admin-orders-volume-pg.test.ts): each filter is one an index of orders answers —
// a number by orders_order_no_uq / orders_main_no_idx, a buyer by orders_user_list_idx, a company by
// orders_company_list_idx, the whole list, a period and the dense statuses by walking orders_time_idx
// newest first, the open statuses (待付款 / 待发货 / 待收货) by the small partial orders_company_open_idx and
// orders_unpaid_deadline_idx, 已退款 by orders_refund_time_idx. The page's 20 ids are found first (an
// index walk over the OFFSET rows) and only those rows are read; the count stops at ADMIN_ORDER_COUNT_CAP
// and so do the pages.
import { ADMIN_ORDER_COUNT_CAP, type AdminOrderStatus } from '@ws/api-sdk/contract';
import { and, asc, eq, gte, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keywordMatch } from '../../db/keyword-search';
import { countRows, newestFirst, type Paging } from '../../db/paging';
import { afterSales, companies, orderExpress, orderItems, orders, paymentRefunds, payments, users } from '../../db/schema';
import { tabWhere } from '../orders';

export type OrderRow = typeof orders.$inferSelect;

export interface OrderFilter {
  /** an order's number or its checkout's, exactly ('' : any) */
  orderNo: string;
  /** the buyer's phone, 11 digits ('' : any) */
  mobile: string;
  /** a company id (digits) or words of its name ('' : any) */
  company: string;
  status: AdminOrderStatus;
  /** created from / to, 'YYYY-MM-DD' China days, both included ('' : no limit) */
  from: string;
  to: string;
}

/** The day after a 'YYYY-MM-DD' calendar day. */
const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Cancelled (by the buyer or the timer, or unpaid past its limit at `now`), not closed by a full refund. */
const cancelledAt = (now: Date): SQL =>
  or(
    and(eq(orders.state, 'cancelled'), or(sql`${orders.cancelledBy} is null`, ne(orders.cancelledBy, 'refund'))),
    and(eq(orders.state, 'active'), eq(orders.ispay, 0), sql`${orders.payDeadline} <= ${now.toISOString()}::timestamptz`),
  )!;

/** Money went back: part of it (an approved after-sales refund) or all of it (closed by the refund). */
export const refundedOrder: SQL = or(sql`${orders.refundFen} > 0`, and(eq(orders.state, 'cancelled'), eq(orders.cancelledBy, 'refund')))!;

/** The status tabs: the buyer's own (orders module's tabWhere), and the closed ones. */
export function statusWhere(status: AdminOrderStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'all':
      return undefined;
    case 'pay':
      // 待发货 cannot be confirmed yet: saying so lets the planner use the small partial index of open
      // orders (orders_company_open_idx) instead of counting through every paid order
      return and(tabWhere('pay', now), eq(orders.isconfirm, 0));
    case 'finish':
      return tabWhere('confirm', now);
    case 'cancel':
      return cancelledAt(now);
    case 'refund':
      return refundedOrder;
    default:
      return tabWhere(status, now);
  }
}

/** The WHERE of a filter; each condition is one an index of orders answers. */
export function orderWhere(f: OrderFilter, now: Date): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (f.orderNo) conds.push(or(eq(orders.orderNo, f.orderNo), eq(orders.mainOrderNo, f.orderNo)));
  // the buyer's account by their phone (users_user_mobile_uq), then their orders (orders_user_list_idx)
  if (f.mobile) conds.push(eq(orders.userId, sql`(select ${users.id} from ${users} where ${users.userMobile} = ${f.mobile})`));
  if (/^\d{1,9}$/.test(f.company)) conds.push(eq(orders.companyId, Number(f.company)));
  else if (f.company) conds.push(inArray(orders.companyId, sql`(select ${companies.id} from ${companies} where ${keywordMatch(companies.name, f.company, true)})`));
  conds.push(statusWhere(f.status, now));
  // create_time is the China wall clock ('YYYY-MM-DD HH:mm:ss')
  if (f.from) conds.push(gte(orders.createTime, `${f.from} 00:00:00`));
  if (f.to) conds.push(lt(orders.createTime, `${nextDay(f.to)} 00:00:00`));
  return and(...conds);
}

/** One page of orders matching the filter, newest first, with the (capped) count. */
export async function orderPage(db: Db, f: OrderFilter, now: Date, page: Paging): Promise<{ rows: OrderRow[]; total: number }> {
  const where = orderWhere(f, now);
  const order = newestFirst(orders.createTime, orders.id);
  // past the counted orders there are no pages: an OFFSET into a million rows would read them all
  const beyond = page.offset >= ADMIN_ORDER_COUNT_CAP;
  // the page's ids by themselves (an index walk), then their rows: as one statement the planner may walk the
  // whole index again to test each row against the 20 ids
  const pageIds = async () => {
    if (beyond) return [];
    const ids = await db.select({ id: orders.id }).from(orders).where(where).orderBy(...order).limit(page.pageSize).offset(page.offset);
    if (ids.length === 0) return [];
    return db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          ids.map((r) => r.id),
        ),
      )
      .orderBy(...order);
  };
  const [rows, total] = await Promise.all([pageIds(), countRows(db, orders, where, ADMIN_ORDER_COUNT_CAP)]);
  return { rows, total };
}

export interface Person {
  id: number;
  name: string;
  mobile: string;
}

/** The buyers of some orders by id. */
export async function buyersOf(db: Db, ids: number[]): Promise<Map<number, Person>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, mobile: users.userMobile })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** An order by its number, or the first order of the checkout the number names; null when none. */
export async function orderByNo(db: Db, no: string): Promise<OrderRow | null> {
  const [own] = await db.select().from(orders).where(eq(orders.orderNo, no)).limit(1);
  if (own) return own;
  const [first] = await db.select().from(orders).where(eq(orders.mainOrderNo, no)).orderBy(asc(orders.id)).limit(1);
  return first ?? null;
}

export const orderLines = (db: Db, orderId: number) => db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));

export const orderShipments = (db: Db, orderId: number) => db.select().from(orderExpress).where(eq(orderExpress.orderId, orderId)).orderBy(asc(orderExpress.id));

export async function orderAfterSale(db: Db, orderId: number) {
  const [row] = await db.select().from(afterSales).where(eq(afterSales.orderId, orderId)).limit(1);
  return row ?? null;
}

/**
 * The QR payments of the order's checkout: the checkout's payments are keyed by its first order
 * (subject 'order', payments_subject_idx), and the order points at the one it was last offered.
 */
export async function checkoutPayments(db: Db, o: OrderRow) {
  const firstOfCheckout = sql`(select min(${orders.id}) from ${orders} where ${orders.mainOrderNo} = ${o.mainOrderNo})`;
  return db
    .select()
    .from(payments)
    .where(or(and(eq(payments.subjectKind, 'order'), eq(payments.subjectId, firstOfCheckout)), o.payOrderNo ? eq(payments.orderNo, o.payOrderNo) : undefined))
    .orderBy(asc(payments.id));
}

/** The after-sales refund of the order's request (payment_refunds_subject_uq), if any. */
export async function afterSaleRefunds(db: Db, afterSaleId: number) {
  return db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.subjectKind, 'after_sales'), eq(paymentRefunds.subjectId, afterSaleId), isNotNull(paymentRefunds.refundNo)))
    .orderBy(asc(paymentRefunds.id));
}
