// The business overview's SQL (经营概况) and the order export's (导出订单). Every statement carries
// `company_id in (the caller's companies)`. The overview reads the orders made per day by the (company,
// create_time) index; the statuses from indexes alone (see statusCounts); the sales per pay day and the
// ranking from the paid orders of the window; the waiting after-sales requests; and the low-stock count from
// the SKUs. Nothing is read row by row: each figure is an aggregate statement, and they run side by side.
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { afterSales, companies, orderItems, orders, products, productSkus, users } from '../../db/schema';
import { shapeOrders, tabWhere } from '../orders';

/** A span of display times: from `start` (included) to `end` (excluded), 'YYYY-MM-DD HH:mm:ss'. */
export interface Span {
  start: string;
  end: string;
}

const ofCompanies = (companyIds: number[]): SQL => inArray(orders.companyId, companyIds);

/** Orders made per China day within the span, as seen at `now` (cancelled ones, and unpaid ones past their limit, left out). */
export async function ordersMadePerDay(db: Db, companyIds: number[], span: Span, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: sql<string>`to_char(${orders.createTime}, 'YYYY-MM-DD')`, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(ofCompanies(companyIds), gte(orders.createTime, span.start), lt(orders.createTime, span.end), tabWhere('all', now)))
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

export type StatusCounts = { notpay: number; pay: number; express: number; confirm: number; cancelled: number };

export interface TopRow {
  productId: number;
  units: number;
  fen: number;
  name: string;
  img: string;
}

// The predicates below are written as literals, word for word those of the partial indexes on orders
// (orders_company_open_idx, orders_company_cancelled_idx, orders_company_paid_idx), so that the planner can
// prove a statement stays within an index and read it alone, without visiting the table.
const OPEN = sql.raw(`"orders"."state" = 'active' and "orders"."isconfirm" = 0`);
const CANCELLED = sql.raw(`"orders"."state" = 'cancelled'`);
const PAID = sql.raw(`"orders"."state" = 'active' and "orders"."ispay" = 1`);

/**
 * The companies' orders by status at `now`, as the order lists' tabs classify them (an unpaid order past its
 * limit counts as cancelled). 已完成 is most of a shop's history, so it is not counted row by row: it is the
 * whole (an index-only count) less the cancelled ones and the open ones (not yet confirmed), and those two
 * sets are small and each has its own partial index. Open orders split by their flags: shipped, paid, unpaid
 * within the limit, and the rest (unpaid past the limit) go to cancelled.
 */
export async function statusCounts(db: Db, companyIds: number[], now: Date): Promise<StatusCounts> {
  const mine = ofCompanies(companyIds);
  const at = now.toISOString();
  type Row = { total: string; gone: string; open: string; express: string; pay: string; notpay: string };
  const result = (await db.execute(sql`
    select (select count(*) from ${orders} where ${mine}) as total,
           (select count(*) from ${orders} where ${mine} and ${CANCELLED}) as gone,
           o.open, o.express, o.pay, o.notpay
    from (select count(*) as open,
                 count(*) filter (where ${orders.ispay} = 1 and ${orders.isexpress} = 1) as express,
                 count(*) filter (where ${orders.ispay} = 1 and ${orders.isexpress} = 0) as pay,
                 count(*) filter (where ${orders.ispay} = 0 and ${orders.payDeadline} > ${at}::timestamptz) as notpay
          from ${orders} where ${mine} and ${OPEN}) o`)) as unknown as { rows: Row[] };
  const r = result.rows[0]!;
  const [total, gone, open, express, pay, notpay] = [r.total, r.gone, r.open, r.express, r.pay, r.notpay].map(Number) as [number, number, number, number, number, number];
  return { notpay, pay, express, confirm: total - gone - open, cancelled: gone + (open - express - pay - notpay) };
}

export interface PaidWindow {
  /** fen of the orders paid within the span, their totals less their refunds, by pay day */
  salesFen: Map<string, number>;
  /** the `limit` products with the most units in those orders (then the most money, then the lowest id) */
  top: TopRow[];
}

/**
 * The sales by pay day and the best sellers of the orders paid within the span, in one statement. The window's
 * orders come from the paid-orders index alone (it carries their amounts and ids); the ranking reads each of
 * those orders' lines by the order_items (order_id) index, so its work grows with the window's orders, not with
 * every line ever sold (the lateral subquery's 'offset 0' keeps the planner from turning it into a hash join
 * over the whole table), and reads only the numbers it adds up. Products are named and pictured as the
 * catalogue shows them now; only a product gone is named from its latest line's snapshot.
 */
export async function paidWindow(db: Db, companyIds: number[], span: Span, limit: number): Promise<PaidWindow> {
  type Row = { kind: 'day' | 'top'; key: string; n: string | number; fen: string | number | null; name: string | null; img: string | null };
  const result = (await db.execute(sql`
    with paid as materialized (
      select ${orders.id} as id, to_char(${orders.payTime}, 'YYYY-MM-DD') as day, ${orders.totalFen} - ${orders.refundFen} as fen
      from ${orders}
      where ${ofCompanies(companyIds)} and ${PAID} and ${orders.payTime} >= ${span.start} and ${orders.payTime} < ${span.end}
    ), days as (
      select day, sum(fen) as fen from paid group by 1
    ), ranked as (
      select i.product_id, sum(i.amount) as units, sum(i.price_fen::bigint * i.amount) as fen
      from paid cross join lateral (
        select product_id, amount, price_fen from ${orderItems} where ${orderItems.orderId} = paid.id offset 0
      ) i
      group by i.product_id
      order by 2 desc, 3 desc, 1
      limit ${limit}
    )
    select 'day' as kind, day as key, 0 as n, fen, null::text as name, null::text as img from days
    union all
    select 'top', r.product_id::text, r.units, r.fen, coalesce(p.name, l.product_name), coalesce(p.file_items->0->>'FileUrl', l.img_url, '')
    from ranked r left join ${products} p on p.id = r.product_id
    left join lateral (
      select product_name, img_url from ${orderItems} where ${orderItems.productId} = r.product_id and p.id is null order by ${orderItems.id} desc limit 1
    ) l on true`)) as unknown as { rows: Row[] };
  const salesFen = new Map<string, number>();
  const top: TopRow[] = [];
  for (const r of result.rows) {
    if (r.kind === 'day') salesFen.set(r.key, Number(r.fen));
    else top.push({ productId: Number(r.key), units: Number(r.n), fen: Number(r.fen), name: r.name ?? '', img: r.img ?? '' });
  }
  top.sort((a, b) => b.units - a.units || b.fen - a.fen || a.productId - b.productId);
  return { salesFen, top };
}

/** After-sales requests on the companies' orders that wait for the seller's decision. */
export async function waitingAfterSales(db: Db, companyIds: number[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(afterSales)
    .where(and(inArray(afterSales.companyId, companyIds), eq(afterSales.auditStatus, 0)));
  return row?.n ?? 0;
}

/** The companies' products whose SKUs together hold less stock than their company's low-stock threshold. */
export async function lowStockCount(db: Db, companyIds: number[]): Promise<number> {
  const stockOf = db
    .select({
      id: products.id,
      stock: sql<number>`coalesce(sum(${productSkus.stock}), 0)`.as('stock'),
      threshold: companies.lowStockThreshold,
    })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .leftJoin(productSkus, eq(productSkus.productId, products.id))
    .where(inArray(products.companyId, companyIds))
    .groupBy(products.id, companies.lowStockThreshold)
    .as('stock_of');
  const [row] = await db
    .select({ n: count() })
    .from(stockOf)
    .where(sql`${stockOf.stock} < ${stockOf.threshold}`);
  return row?.n ?? 0;
}

/**
 * One page of the companies' orders made within the span, newest first, shaped as the order lists show them
 * at `now` (status, lines, shipment), with each buyer's mobile and its total.
 */
export async function exportPage(db: Db, companyIds: number[], span: Span, page: Paging, now: Date) {
  const where = and(ofCompanies(companyIds), gte(orders.createTime, span.start), lt(orders.createTime, span.end));
  const [rows, [n]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createTime), desc(orders.id)).limit(page.pageSize).offset(page.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const buyerIds = [...new Set(rows.map((r) => r.userId))];
  const [shaped, buyers] = await Promise.all([
    shapeOrders(db, rows, now),
    buyerIds.length ? db.select({ id: users.id, mobile: users.userMobile }).from(users).where(inArray(users.id, buyerIds)) : Promise.resolve([]),
  ]);
  const mobileOf = new Map(buyers.map((b) => [b.id, b.mobile]));
  return {
    rows: rows.map((row, i) => ({ row, order: shaped[i]!, mobile: mobileOf.get(row.userId) ?? '' })),
    total: n?.n ?? 0,
  };
}
