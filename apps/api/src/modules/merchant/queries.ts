// The merchant SQL: the caller's companies, their orders (a page by tab, one by number, shaped by the orders
// module), collecting and shipping as single conditional UPDATEs, and the shipment row a trace reads. Every
// statement on orders carries `company_id in (the caller's companies)` (a trace: or `user_id = caller`).
import type { MerchantTab, Order, Page } from '@ws/api-sdk/contract';
import { and, arrayContains, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { companies, orderExpress, orders, users, type FileItem } from '../../db/schema';
import { shapeOrders, tabWhere } from '../orders';

export type OrderRow = typeof orders.$inferSelect;

/**
 * Who acts for companies, by the rule of the merchant screens (merchantCompanyIds): a company's owner while
 * they have the company role. `companyId`: the users acting for that company; `userId`: the companies that
 * user acts for.
 */
export async function actingFor(db: Db, by: { companyId: number } | { userId: number }): Promise<{ userId: number; companyId: number }[]> {
  return db
    .select({ userId: users.id, companyId: companies.id })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(and('companyId' in by ? eq(companies.id, by.companyId) : eq(companies.userId, by.userId), arrayContains(users.roles, ['company'])));
}

/** The ids of the companies a user owns. */
export async function companyIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ id: companies.id }).from(companies).where(eq(companies.userId, userId));
  return rows.map((r) => r.id);
}

/**
 * One page of the companies' orders of a tab (and order_cate when given), newest first, and their total, as
 * seen at `now`: an unpaid order past its limit reads as cancelled before the sweep has written it.
 */
export async function companyOrderPage(db: Db, companyIds: number[], tab: MerchantTab, orderCate: string, page: Paging, now: Date): Promise<Page<Order>> {
  const where = and(inArray(orders.companyId, companyIds), tabWhere(tab, now), orderCate ? eq(orders.orderCate, orderCate) : undefined);
  const [rows, [n]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createTime), desc(orders.id)).limit(page.pageSize).offset(page.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { items: await shapeOrders(db, rows, now), total: n?.n ?? 0 };
}

/** One order of the companies by its number, or null. */
export async function findCompanyOrder(db: Db, companyIds: number[], orderNo: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), inArray(orders.companyId, companyIds)))
    .limit(1);
  return row ?? null;
}

/** An order as the API shows it at `now` (items, seller, shipment). */
export async function shapeRow(db: Db, row: OrderRow, now: Date): Promise<Order> {
  return (await shapeOrders(db, [row], now))[0]!;
}

/** One order, read again after a change, as the API shows it. */
export async function shapeOne(db: Db, orderId: number): Promise<Order> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return (await shapeOrders(db, rows))[0]!;
}

/** unpaid → paid, once: false when the order was paid or cancelled meanwhile. */
export async function markCollected(db: Db, companyIds: number[], orderId: number, payTime: string): Promise<boolean> {
  const changed = await db
    .update(orders)
    .set({ ispay: 1, payTime })
    .where(and(eq(orders.id, orderId), inArray(orders.companyId, companyIds), eq(orders.state, 'active'), eq(orders.ispay, 0)))
    .returning({ id: orders.id });
  return changed.length > 0;
}

/**
 * The e-invoice of a paid, live order of the caller's companies that asked for one: stored (a new upload
 * replaces the old) in one statement that checks it all; false when the order is not (or no longer) so.
 */
export async function storeInvoice(db: Db, companyIds: number[], orderId: number, files: FileItem[], invoiceTime: string): Promise<boolean> {
  const changed = await db
    .update(orders)
    .set({ invoiceFiles: files, invoiceTime })
    .where(
      and(eq(orders.id, orderId), inArray(orders.companyId, companyIds), eq(orders.state, 'active'), eq(orders.ispay, 1), eq(orders.containsInvoice, 1)),
    )
    .returning({ id: orders.id });
  return changed.length > 0;
}

export interface NewShipment {
  expressValue: string;
  expressName: string;
  expressNo: string;
  remark: string;
  shippedBy: number;
  createTime: string;
}

/**
 * Paid and not shipped → shipped, and its shipment row, in one transaction: false (nothing written) when the
 * order is not paid, not active or shipped already.
 */
export function markShipped(db: Db, companyIds: number[], order: Pick<OrderRow, 'id' | 'orderNo'>, shipment: NewShipment): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(orders)
      .set({ isexpress: 1, expressTime: shipment.createTime })
      .where(and(eq(orders.id, order.id), inArray(orders.companyId, companyIds), eq(orders.state, 'active'), eq(orders.ispay, 1), eq(orders.isexpress, 0)))
      .returning({ id: orders.id });
    if (changed.length === 0) return false;
    await tx.insert(orderExpress).values({ orderId: order.id, orderNo: order.orderNo, ...shipment });
    return true;
  });
}

/** Which shipment a trace asks for: an order's, or a tracking number's (within one order when given). */
export type TraceKey = { orderNo: string } | { expressValue: string; expressNo: string; orderNo: string };

/** The newest order matching `key` that the user bought or one of `companyIds` sold, with its shipment (or null). */
export async function findTraceRow(db: Db, userId: number, companyIds: number[], key: TraceKey) {
  const visible = companyIds.length > 0 ? or(eq(orders.userId, userId), inArray(orders.companyId, companyIds)) : eq(orders.userId, userId);
  const where =
    'expressNo' in key
      ? and(eq(orderExpress.expressValue, key.expressValue), eq(orderExpress.expressNo, key.expressNo), key.orderNo ? eq(orders.orderNo, key.orderNo) : undefined)
      : eq(orders.orderNo, key.orderNo);
  const [row] = await db
    .select({ orderNo: orders.orderNo, confirmTime: orders.confirmTime, isconfirm: orders.isconfirm, companyId: orders.companyId, phone: orders.phone, ship: orderExpress })
    .from(orders)
    .leftJoin(orderExpress, eq(orderExpress.orderId, orders.id))
    .where(and(where, visible))
    .orderBy(desc(orders.id))
    .limit(1);
  return row ?? null;
}
