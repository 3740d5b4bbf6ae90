// The business overview's SQL (经营概况) and the order export's (导出订单). Every statement carries
// `company_id in (the caller's companies)`. The overview reads the orders made per day by the (company,
// create_time) index; the statuses, the sales per pay day and the ranking in one pass over the companies'
// orders; the waiting after-sales requests; and the low-stock count from the SKUs. Nothing is read row by
// row: each figure is an aggregate statement, and they run side by side.
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

/** Paid (and not cancelled) within the span: what counts as sales, on its pay day. */
const paidWithin = (span: Span): SQL =>
  and(gte(orders.payTime, span.start), lt(orders.payTime, span.end), eq(orders.state, 'active'), eq(orders.ispay, 1))!;

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

export interface OrdersOverview {
  /** the companies' orders by status at `now` (an unpaid order past its limit counts as cancelled) */
  counts: StatusCounts;
  /** fen of the orders paid within the span, their totals less their refunds, by pay day */
  salesFen: Map<string, number>;
  /** the `limit` products with the most units in those orders (then the most money, then the lowest id) */
  top: TopRow[];
}

/**
 * The statuses, the sales by pay day and the best sellers, in one statement and one pass over the companies'
 * orders. Each row is classified once by the order lists' own tab filters in one CASE (the most common status
 * first, so that most rows are decided by its first test; 'offset 0' keeps that subquery from being merged
 * into the aggregate, which would evaluate the CASE once per count), and the orders paid within the span are
 * collected on the way (their ids, pay days and amounts less refunds) for the sales and the ranking. The
 * ranking reads each of those orders' lines by the order_items (order_id) index, so its work grows with the
 * window's orders, not with every line ever sold (the lateral subquery's 'offset 0' keeps the planner from
 * turning it into a hash join over the whole table). Products are named and pictured as the catalogue shows
 * them now (the lines' snapshots for a product gone).
 */
export async function ordersOverview(db: Db, companyIds: number[], span: Span, now: Date, limit: number): Promise<OrdersOverview> {
  const status = sql`case
    when ${tabWhere('confirm')} then 'confirm'
    when ${tabWhere('express')} then 'express'
    when ${tabWhere('pay')} then 'pay'
    when ${tabWhere('notpay', now)} then 'notpay'
    else 'cancelled' end`;
  type Row = { kind: 'status' | 'day' | 'top'; key: string; n: string | number; fen: string | number | null; name: string | null; img: string | null };
  const result = (await db.execute(sql`
    with scan as (
      select ${status} as status, ${paidWithin(span)} as paid, ${orders.id} as id, ${orders.payTime} as pay_time,
             ${orders.totalFen} - ${orders.refundFen} as fen
      from ${orders} where ${ofCompanies(companyIds)}
      offset 0
    ), totals as materialized (
      select count(*) filter (where status = 'confirm') as confirm, count(*) filter (where status = 'express') as express,
             count(*) filter (where status = 'pay') as pay, count(*) filter (where status = 'notpay') as notpay,
             count(*) filter (where status = 'cancelled') as cancelled,
             array_agg(id) filter (where paid) as ids, array_agg(to_char(pay_time, 'YYYY-MM-DD')) filter (where paid) as days,
             array_agg(fen) filter (where paid) as fens
      from scan
    ), paid as materialized (
      select p.id, p.day, p.fen from totals t, unnest(t.ids, t.days, t.fens) as p(id, day, fen)
    ), days as (
      select day, sum(fen) as fen from paid group by 1
    ), ranked as (
      select i.product_id, sum(i.amount) as units, sum(i.price_fen::bigint * i.amount) as fen,
             max(i.product_name) as line_name, max(i.img_url) as line_img
      from paid cross join lateral (
        select product_id, amount, price_fen, product_name, img_url from ${orderItems} where ${orderItems.orderId} = paid.id offset 0
      ) i
      group by i.product_id
      order by 2 desc, 3 desc, 1
      limit ${limit}
    )
    select 'status' as kind, x.key, x.n, null::bigint as fen, null::text as name, null::text as img
    from totals t, lateral (values ('confirm', t.confirm), ('express', t.express), ('pay', t.pay), ('notpay', t.notpay), ('cancelled', t.cancelled)) as x(key, n)
    union all
    select 'day', day, 0, fen, null, null from days
    union all
    select 'top', r.product_id::text, r.units, r.fen, coalesce(p.name, r.line_name), coalesce(p.file_items->0->>'FileUrl', r.line_img, '')
    from ranked r left join ${products} p on p.id = r.product_id`)) as unknown as { rows: Row[] };
  const counts: StatusCounts = { notpay: 0, pay: 0, express: 0, confirm: 0, cancelled: 0 };
  const salesFen = new Map<string, number>();
  const top: TopRow[] = [];
  for (const r of result.rows) {
    if (r.kind === 'status') counts[r.key as keyof StatusCounts] = Number(r.n);
    else if (r.kind === 'day') salesFen.set(r.key, Number(r.fen));
    else top.push({ productId: Number(r.key), units: Number(r.n), fen: Number(r.fen), name: r.name ?? '', img: r.img ?? '' });
  }
  top.sort((a, b) => b.units - a.units || b.fen - a.fen || a.productId - b.productId);
  return { counts, salesFen, top };
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
