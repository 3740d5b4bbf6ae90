// The cached answers of the tracking service, one row per shipment (express_traces).
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { expressTraces, orderExpress, orders, type StoredTraceEvent } from '../../db/schema';

export type TraceRow = typeof expressTraces.$inferSelect;

export async function cachedTrace(db: Db, orderExpressId: number): Promise<TraceRow | null> {
  const [row] = await db.select().from(expressTraces).where(eq(expressTraces.orderExpressId, orderExpressId)).limit(1);
  return row ?? null;
}

/** An answer: the timeline replaces the stored one; a delivered shipment keeps its delivery time. */
export async function storeAnswer(
  db: Db,
  v: { orderExpressId: number; com: string; expressNo: string; state: number; data: StoredTraceEvent[]; at: Date; deliveredAt: string | null },
): Promise<void> {
  const row = { com: v.com, expressNo: v.expressNo, state: v.state, data: v.data, fetchedAt: v.at, checkedAt: v.at, lastError: '', deliveredAt: v.deliveredAt };
  await db
    .insert(expressTraces)
    .values({ orderExpressId: v.orderExpressId, ...row })
    .onConflictDoUpdate({ target: expressTraces.orderExpressId, set: { ...row, deliveredAt: sql`coalesce(${expressTraces.deliveredAt}, excluded.delivered_at)` } });
}

/** A failure: the stored timeline stays; the 30-minute limit counts from this attempt too. */
export async function storeFailure(db: Db, v: { orderExpressId: number; com: string; expressNo: string; at: Date; error: string }): Promise<void> {
  await db
    .insert(expressTraces)
    .values({ orderExpressId: v.orderExpressId, com: v.com, expressNo: v.expressNo, checkedAt: v.at, lastError: v.error })
    .onConflictDoUpdate({ target: expressTraces.orderExpressId, set: { checkedAt: v.at, lastError: v.error } });
}

/** What the tracker needs of a shipment, for the sweep's refresh of shipments nobody looked at. */
export interface StaleShipmentRow {
  orderExpressId: number;
  orderNo: string;
  expressValue: string;
  expressName: string;
  expressNo: string;
  remark: string;
  shippedAt: string;
  phone: string;
}

/**
 * Shipped, unconfirmed orders whose shipment is not known delivered and was not asked about since `before`
 * (never asked first), of the `companies` (express_value) the service is asked about, at most `limit`: the automatic confirmation needs their delivery time.
 */
export function staleShipments(db: Db, before: Date, companies: string[], limit: number): Promise<StaleShipmentRow[]> {
  return db
    .select({
      orderExpressId: orderExpress.id,
      orderNo: orders.orderNo,
      expressValue: orderExpress.expressValue,
      expressName: orderExpress.expressName,
      expressNo: orderExpress.expressNo,
      remark: orderExpress.remark,
      shippedAt: orderExpress.createTime,
      phone: orders.phone,
    })
    .from(orderExpress)
    .innerJoin(orders, eq(orders.id, orderExpress.orderId))
    .leftJoin(expressTraces, eq(expressTraces.orderExpressId, orderExpress.id))
    .where(
      and(
        eq(orders.state, 'active'),
        eq(orders.isexpress, 1),
        eq(orders.isconfirm, 0),
        inArray(orderExpress.expressValue, companies),
        isNull(expressTraces.deliveredAt),
        or(isNull(expressTraces.id), lt(expressTraces.checkedAt, before)),
      ),
    )
    .orderBy(sql`${expressTraces.checkedAt} asc nulls first`, asc(orderExpress.id))
    .limit(limit);
}

/** The earliest shipment time of a tracking number (the demo emulator's timeline starts there). */
export async function firstShippedAt(db: Db, expressNo: string): Promise<string | null> {
  const [row] = await db.select({ at: orderExpress.createTime }).from(orderExpress).where(eq(orderExpress.expressNo, expressNo)).orderBy(asc(orderExpress.createTime)).limit(1);
  return row?.at ?? null;
}
