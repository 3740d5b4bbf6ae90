// Reading orders: the buyer's list by tab, one order, one checkout, the lookups by each kind of number,
// and the API shape of order rows (the merchant's screens answer the same shape).
//
// A read never writes. An unpaid order past its payment limit reads as the sweep (lifecycle.ts) leaves it
// — cancelled by the timer at its limit, in no tab — whether the sweep has run yet or not: the list's
// SQL leaves it out of the live tabs and the shaping presents it cancelled, both at the reader's clock.
import type { MainOrder, Order, OrderLine, OrderTab, PayCate } from '@ws/api-sdk/contract';
import { MSG_ORDER_MISSING, ORDER_STATUS_TEXT } from '@ws/api-sdk/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/keyword-search';
import type { Db } from '../../db/client';
import { companies, orderExpress, orderItems, orders, payments, remarks } from '../../db/schema';
import { DomainError, type MainOrderNo, type OrderNo, type PaymentNo } from '../../kernel';
import { formatChinaTime } from '../../kernel/time';
import type { DbTx, RefundState } from '../payments';
import { MSG_CANCELLED_BY_BUYER, MSG_CANCELLED_BY_TIMER, MSG_CLOSED_BY_REFUND, MSG_LATE_PAYMENT_REFUNDED, MSG_LATE_PAYMENT_REFUND_PENDING, NOTE_SEPARATOR } from './messages';
import { mainOrderNoOf, type CheckoutRef } from './numbers';
import { fenToYuan, includedTaxFen } from './pricing';

export type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

// ── the numbers, each in its own column ─────────────────────────────────────────────────────

export const byOrderNo = (no: OrderNo): SQL => eq(orders.orderNo, no);
export const byMainOrderNo = (no: MainOrderNo): SQL => eq(orders.mainOrderNo, no);
export const byPaymentNo = (no: PaymentNo): SQL => eq(orders.payOrderNo, no);

/** The orders a reference names: by the one number it has, or (a quoted number) by any of the three. */
export function refWhere(ref: CheckoutRef): SQL {
  return or(
    'orderNo' in ref ? byOrderNo(ref.orderNo) : undefined,
    'mainOrderNo' in ref ? byMainOrderNo(ref.mainOrderNo) : undefined,
    'paymentNo' in ref ? byPaymentNo(ref.paymentNo) : undefined,
  )!;
}

// ── the payment limit ───────────────────────────────────────────────────────────────────────

/** A moment as a statement's parameter: the reader's clock, or a prepared statement's placeholder for it. */
type Moment = Date | Placeholder;
const momentParam = (now: Moment) => (now instanceof Date ? now.toISOString() : now);
const beforeLimit = (now: Moment): SQL => sql`${orders.payDeadline} > ${momentParam(now)}::timestamptz`;

/** Unpaid and past its limit at `now`, not yet cancelled by the sweep: what the sweep cancels. */
export const expiredUnpaid = (now: Date): SQL =>
  and(eq(orders.state, 'active'), eq(orders.ispay, 0), sql`${orders.payDeadline} <= ${now.toISOString()}::timestamptz`)!;

/** Unpaid and still within its limit at `now`: what may be paid or cancelled by the buyer. */
export const unpaidLive = (now: Date): SQL => and(eq(orders.state, 'active'), eq(orders.ispay, 0), beforeLimit(now))!;

/** Not cancelled at `now`: paid, or unpaid within its limit. */
export const liveAt = (now: Moment): SQL => and(eq(orders.state, 'active'), or(eq(orders.ispay, 1), beforeLimit(now)))!;

/** What is left for a payment or a transfer to bring: the total less the wallet's part. */
export const dueFen = (o: Pick<OrderRow, 'totalFen' | 'walletFen'>): number => o.totalFen - o.walletFen;

export const isExpiredUnpaid = (o: Pick<OrderRow, 'state' | 'ispay' | 'payDeadline'>, at: Date): boolean =>
  o.state === 'active' && o.ispay === 0 && o.payDeadline.getTime() <= at.getTime();

/** A row as a reader at `now` sees it: past its limit and unpaid, it is cancelled by the timer at its limit. */
export const asSeenAt = (o: OrderRow, now: Date): OrderRow =>
  isExpiredUnpaid(o, now) ? { ...o, state: 'cancelled', cancelledBy: 'timer', cancelTime: formatChinaTime(o.payDeadline) } : o;

/** Closed because the seller gave back all it was paid (cancelled_by 'refund'). */
const closedByRefund = and(eq(orders.state, 'cancelled'), eq(orders.cancelledBy, 'refund'))!;

/**
 * The tab filters (spec 02 §2 Orders); cancelled orders are listed in none of them, but 全部 lists those
 * closed by a full refund. With the reader's
 * clock an unpaid order past its limit counts as cancelled; without it only the stored state counts
 * (a caller that has just run the sweep).
 */
export function tabWhere(tab: OrderTab, now?: Moment): SQL {
  const active = eq(orders.state, 'active');
  switch (tab) {
    case 'notpay':
      return and(active, eq(orders.ispay, 0), now ? beforeLimit(now) : undefined)!;
    case 'pay':
      return and(active, eq(orders.ispay, 1), eq(orders.isexpress, 0))!;
    case 'express':
      return and(active, eq(orders.ispay, 1), eq(orders.isexpress, 1), eq(orders.isconfirm, 0))!;
    case 'confirm':
      return and(active, eq(orders.isconfirm, 1))!;
    default:
      // 全部 keeps an order closed by a full refund: the buyer and the seller still find it there as 已退款
      return or(now ? liveAt(now) : active, closedByRefund)!;
  }
}

// ── reading ─────────────────────────────────────────────────────────────────────────────────

/** The caller's orders of one checkout, in id order. */
export async function checkoutRows(db: Db | DbTx, userId: number, mainNo: MainOrderNo): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), byMainOrderNo(mainNo)))
    .orderBy(asc(orders.id));
}

/** The caller's checkout a reference names; throws 订单不存在 otherwise. */
export async function checkoutOf(db: Db, userId: number, ref: CheckoutRef): Promise<OrderRow[]> {
  const [hit] = await db
    .select({ main: orders.mainOrderNo })
    .from(orders)
    .where(and(eq(orders.userId, userId), refWhere(ref)))
    .limit(1);
  if (!hit) throw new DomainError(MSG_ORDER_MISSING);
  return checkoutRows(db, userId, mainOrderNoOf({ mainOrderNo: hit.main }));
}

export interface ListOptions {
  tab: OrderTab;
  orderCate: string;
  pageNum: number;
  pageSize: number;
  /** an order number, product name or supplier name (substring, case-insensitive); '' none */
  keyword?: string;
  /** create_time's China days, both included; '' open */
  start?: string;
  end?: string;
}

/**
 * A buyer's search of their own orders: the order number, a line's product name or the supplier's name
 * contains the term (LIKE wildcards in it escaped). The buyer's orders are few (their own), so the user's
 * list index narrows the rows and the ILIKEs check them.
 */
function keywordWhere(keyword: string): SQL | undefined {
  const term = keyword.trim();
  if (term === '') return undefined;
  const pattern = containsPattern(term);
  return or(
    ilike(orders.orderNo, pattern),
    sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.productName} ilike ${pattern})`,
    sql`exists (select 1 from ${companies} where ${companies.id} = ${orders.companyId} and ${companies.name} ilike ${pattern})`,
  );
}

/** create_time within the China days start..end (either may be open). */
const periodWhere = (start = '', end = ''): SQL | undefined =>
  and(
    start ? gte(orders.createTime, `${start} 00:00:00`) : undefined,
    end ? lte(orders.createTime, `${end} 23:59:59`) : undefined,
  );

/**
 * The caller's orders of a tab, newest first, as a reader at `now` sees them: the page, what each order's
 * shape needs and the count in one statement (a member's order list is one of the busiest calls; every
 * round trip to the database costs more than the SQL it carries).
 */
export async function listOrders(db: Db, userId: number, opts: ListOptions, now: Date): Promise<{ items: Order[]; total: number }> {
  const offset = (opts.pageNum - 1) * opts.pageSize;
  // a tab without search or period (how the list opens) runs a statement prepared once per tab
  const plain = !opts.orderCate && !(opts.keyword ?? '').trim() && !opts.start && !opts.end;
  const where = and(
    eq(orders.userId, userId),
    tabWhere(opts.tab, now),
    opts.orderCate ? eq(orders.orderCate, opts.orderCate) : undefined,
    keywordWhere(opts.keyword ?? ''),
    periodWhere(opts.start, opts.end),
  );
  const rows = plain
    ? await preparedPage(db, opts.tab).execute({ userId, now: now.toISOString(), limit: opts.pageSize, offset })
    : await db
        .select(pageColumns)
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createTime), desc(orders.id))
        .limit(opts.pageSize)
        .offset(offset);
  // a page past the last one carries no count: counted apart
  const total = rows[0]?.total ?? (opts.pageNum > 1 ? ((await db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0) : 0);
  return { items: shapeWithParts(rows, now), total };
}

/** One order: the one a quoted or order number names, else the checkout's first. */
export async function orderInfo(db: Db, userId: number, ref: CheckoutRef, now: Date): Promise<Order> {
  const group = await checkoutOf(db, userId, ref);
  const row = ('orderNo' in ref ? group.find((r) => r.orderNo === ref.orderNo) : undefined) ?? group[0]!;
  return (await shapeOrders(db, [row], now))[0]!;
}

/** One checkout's orders with its totals (the offline page). */
export async function checkoutInfo(db: Db, userId: number, ref: CheckoutRef, now: Date): Promise<MainOrder> {
  const group = (await checkoutOf(db, userId, ref)).map((r) => asSeenAt(r, now));
  const first = group[0]!;
  const shaped = await shapeOrders(db, group, now);
  return {
    main_order_no: first.mainOrderNo,
    pay_cate: first.payCate as PayCate,
    ispay: group.every((r) => r.ispay === 1) ? 1 : 0,
    cancelled: group.every((r) => r.state === 'cancelled') ? 1 : 0,
    // what a payment or the transfer must bring: the wallet's part is paid already
    total_price: fenToYuan(group.reduce((a, r) => a + dueFen(r), 0)),
    remit_code: first.remitCode,
    transfer_receipt: first.transferReceipt,
    auto_cancel_time: shaped[0]!.auto_cancel_time,
    orders: shaped,
  };
}

// ── the API shape ───────────────────────────────────────────────────────────────────────────

const statusText = (o: OrderRow, refund: RefundState | null) =>
  o.state === 'cancelled'
    ? o.cancelledBy === 'refund'
      ? ORDER_STATUS_TEXT.refunded
      : refund === 'refunded'
      ? ORDER_STATUS_TEXT.cancelledRefunded
      : refund === 'refund_pending'
        ? ORDER_STATUS_TEXT.cancelledRefundPending
        : ORDER_STATUS_TEXT.cancelled
    : o.refundFen > 0
      ? ORDER_STATUS_TEXT.refunded
      : o.isconfirm
        ? ORDER_STATUS_TEXT.confirm
        : o.isexpress
          ? ORDER_STATUS_TEXT.express
          : o.ispay
            ? ORDER_STATUS_TEXT.pay
            : ORDER_STATUS_TEXT.notpay;

/** Why a cancelled order was cancelled, and where a payment that came afterwards stands. */
const cancelNote = (o: OrderRow, refund: RefundState | null) =>
  [
    // rows cancelled before cancelled_by existed say nothing about who did it
    o.cancelledBy === 'timer' ? MSG_CANCELLED_BY_TIMER : o.cancelledBy === 'buyer' ? MSG_CANCELLED_BY_BUYER : o.cancelledBy === 'refund' ? MSG_CLOSED_BY_REFUND : '',
    refund === 'refunded' ? MSG_LATE_PAYMENT_REFUNDED : refund === 'refund_pending' ? MSG_LATE_PAYMENT_REFUND_PENDING : '',
  ]
    .filter(Boolean)
    .join(NOTE_SEPARATOR);

const flag = (n: number) => (n === 1 ? 1 : 0) as 0 | 1;

/** An order line as the parts' JSON carries it (order_items' columns) and whether its buyer reviewed it. */
type LineJson = ItemRow & { reviewed: boolean };
type ShipJson = Pick<typeof orderExpress.$inferSelect, 'expressName' | 'expressNo' | 'expressValue' | 'createTime'>;

/**
 * What an order's API shape needs besides its row, as columns of a select from orders (correlated
 * subqueries, so a page of orders and its parts are one statement): the seller's name, the lines with
 * whether each is reviewed, the latest shipment, the refund of its payment (a cancelled order whose payment
 * came afterwards says whether the money is back) and, while unpaid, its checkout's order count and amount
 * due (one payment for every supplier's order of it). Columns are spelled "orders"."…": drizzle writes a
 * one-table select's own columns unqualified, which inside a subquery would name the inner table's.
 */
const orderParts = {
  companyName: sql<string | null>`(select c.name from ${companies} c where c.id = "orders"."company_id")`,
  lines: sql<LineJson[]>`coalesce((select json_agg(json_build_object(
      'id', oi.id, 'orderId', oi.order_id, 'productId', oi.product_id, 'skuId', oi.sku_id, 'productName', oi.product_name,
      'productType', oi.product_type, 'skuCode', oi.sku_code, 'attsItemsIds', oi.atts_items_ids, 'attsItemsNames', oi.atts_items_names,
      'unit', oi.unit, 'imgUrl', oi.img_url, 'priceFen', oi.price_fen, 'amount', oi.amount,
      'useProfitJifenRate', oi.use_profit_jifen_rate, 'usePoints', oi.use_points,
      'reviewed', exists (select 1 from ${remarks} r where r.xcate = 'product' and r.item_id = oi.id)
    ) order by oi.id) from ${orderItems} oi where oi.order_id = "orders"."id"), '[]'::json)`,
  ship: sql<ShipJson | null>`(select json_build_object('expressName', e.express_name, 'expressNo', e.express_no, 'expressValue', e.express_value,
      'createTime', to_char(e.create_time, 'YYYY-MM-DD HH24:MI:SS'))
    from ${orderExpress} e where e.order_id = "orders"."id" order by e.id desc limit 1)`,
  refund: sql<string | null>`(case when "orders"."pay_order_no" is not null then (select p.status from ${payments} p
    where p.order_no = "orders"."pay_order_no" and p.status in ('refunded', 'refund_pending')) end)`,
  checkout: sql<{ n: number; fen: number } | null>`(case when "orders"."state" = 'active' and "orders"."ispay" = 0 then (select
      json_build_object('n', count(*), 'fen', coalesce(sum(o2.total_fen - o2.wallet_fen), 0))
    from ${orders} o2 where o2.main_order_no = "orders"."main_order_no" and o2.state = 'active' and o2.ispay = 0) end)`,
};
type OrderWithParts = { order: OrderRow; companyName: string | null; lines: LineJson[]; ship: ShipJson | null; refund: string | null; checkout: { n: number; fen: number } | null };

/** A page of a member's orders with their parts and the count: its columns, and its statement prepared per tab. */
const pageColumns = { order: orders, ...orderParts, total: sql<number>`count(*) over ()`.mapWith(Number) };
const pageStatements = new WeakMap<Db, Map<OrderTab, ReturnType<typeof preparePage>>>();
const preparePage = (db: Db, tab: OrderTab) =>
  db
    .select(pageColumns)
    .from(orders)
    .where(and(eq(orders.userId, sql.placeholder('userId')), tabWhere(tab, sql.placeholder('now'))))
    .orderBy(desc(orders.createTime), desc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`ws_orders_page_${tab}`);
function preparedPage(db: Db, tab: OrderTab) {
  let byTab = pageStatements.get(db);
  if (!byTab) pageStatements.set(db, (byTab = new Map()));
  let statement = byTab.get(tab);
  if (!statement) byTab.set(tab, (statement = preparePage(db, tab)));
  return statement;
}


/**
 * API shapes of order rows, with their lines, company names, shipments, reviews and late payments' refunds,
 * read in one statement (the buyer's and the merchant's calls answer the same shape). With the reader's
 * clock `now`, an unpaid order past its limit is shaped as cancelled by the timer.
 */
export async function shapeOrders(db: Db, stored: OrderRow[], now?: Date): Promise<Order[]> {
  if (stored.length === 0) return [];
  const parts = await db
    .select({ id: orders.id, ...orderParts })
    .from(orders)
    .where(inArray(orders.id, stored.map((r) => r.id)));
  const partsOf = new Map(parts.map((p) => [p.id, p]));
  return shapeWithParts(
    stored.flatMap((order) => {
      const p = partsOf.get(order.id);
      return p ? [{ ...p, order }] : [];
    }),
    now,
  );
}

function shapeWithParts(stored: OrderWithParts[], now?: Date): Order[] {
  const rows = stored.map((s) => ({ ...s, order: now ? asSeenAt(s.order, now) : s.order }));
  // a refund's state is told for the payments of orders cancelled as the reader sees them
  const cancelledPays = new Set(rows.filter((r) => r.order.state === 'cancelled' && r.order.payOrderNo).map((r) => r.order.payOrderNo!));
  return rows.map(({ order: o, companyName, lines: lineRows, ship, refund: paid, checkout: due }) => {
    const lines = lineRows.map(({ reviewed: _, ...line }) => line);
    const reviewed = lineRows.length > 0 && lineRows.every((l) => l.reviewed);
    const refund = o.payOrderNo && cancelledPays.has(o.payOrderNo) ? ((paid as RefundState | null) ?? null) : null;
    const checkout = o.state === 'active' && o.ispay === 0 && due ? { n: Number(due.n), fen: Number(due.fen) } : undefined;
    return {
      order_no: o.orderNo,
      main_order_no: o.mainOrderNo,
      status: statusText(o, refund),
      ispay: flag(o.ispay),
      isexpress: flag(o.isexpress),
      isconfirm: flag(o.isconfirm),
      isremark: reviewed ? 1 : 0,
      pay_cate: o.payCate as PayCate,
      order_cate: o.orderCate,
      company_id: o.companyId,
      company_name: companyName ?? '',
      create_time: o.createTime,
      pay_time: o.payTime ?? '',
      express_time: o.expressTime ?? ship?.createTime ?? '',
      confirm_time: o.confirmTime ?? '',
      cancel_time: o.cancelTime ?? '',
      auto_cancel_time: o.state === 'active' && o.ispay === 0 ? formatChinaTime(o.payDeadline) : '',
      ...(o.state === 'cancelled' ? { cancel_note: cancelNote(o, refund) } : {}),
      ...(checkout ? { checkout_orders: checkout.n, checkout_total: fenToYuan(checkout.fen) } : {}),
      contact: o.contact,
      phone: o.phone,
      province_name: o.provinceName,
      city_name: o.cityName,
      county_name: o.countyName,
      province_code: o.provinceCode,
      city_code: o.cityCode,
      county_code: o.countyCode,
      address: o.address,
      coupon_item_facevalue: '0.00',
      use_user_money: fenToYuan(o.walletFen),
      total: fenToYuan(o.totalFen),
      refund_price: fenToYuan(o.refundFen),
      ptotal: fenToYuan(o.goodsFen),
      express_fee: fenToYuan(o.expressFeeFen),
      use_profit_jifen: o.usePoints,
      jifen_deduction: fenToYuan(o.usePoints),
      tax: fenToYuan(includedTaxFen(o.totalFen)),
      contains_invoice: flag(o.containsInvoice),
      invoice_id: o.invoiceId ?? 0,
      invoice_address_id: o.invoiceAddressId ?? 0,
      order_invoice_type: o.orderInvoiceType,
      invoiceInfo: o.invoiceInfo ?? null,
      invoiceAddressInfo: o.invoiceAddressInfo ?? null,
      invoice_state: o.containsInvoice !== 1 ? 'none' : o.invoiceFiles.length > 0 ? 'issued' : 'pending',
      invoice_files: o.invoiceFiles,
      invoice_time: o.invoiceTime ?? '',
      delivery: o.delivery,
      expected_deliverys: o.expectedDelivery,
      remarks: o.remarks,
      order_remark_file_items: o.remarkFileItems,
      order_express: ship ? { express_name: ship.expressName, express_no: ship.expressNo, express_value: ship.expressValue } : null,
      remit_code: o.remitCode,
      transfer_receipt: o.transferReceipt,
      order_items: lines.map(
        (l): OrderLine => ({
          id: l.id,
          product_id: l.productId,
          product_name: l.productName,
          product_type: l.productType,
          sku_code: l.skuCode,
          atts_items_ids: l.attsItemsIds,
          atts_items_names: l.attsItemsNames,
          unit: l.unit,
          firstFile: l.imgUrl ? { FileUrl: l.imgUrl } : null,
          price: fenToYuan(l.priceFen),
          amount: l.amount,
          use_profit_jifen_rate: l.useProfitJifenRate,
          use_profit_jifen: l.usePoints,
        }),
      ),
    };
  });
}
