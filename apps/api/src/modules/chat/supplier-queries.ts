// The SQL of supplier conversations' cards: a product of the company or an order of the buyer's with it, as
// a card (what it was when attached), and the status of the cards on a page of messages as of now. Which
// product or order a caller may attach is decided in supplier.ts.
import type { ChatCard } from '@ws/api-sdk/contract';
import { and, eq, inArray, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, products, productSkus } from '../../db/schema';
import { shapeOrders } from '../orders';
import { cardKey, type ItemRow } from './queries';

export const PRODUCT_ON_SALE = '在售';
export const PRODUCT_OFF_SALE = '已下架';

/** A public product (on sale, approved) of the company as a card; undefined for any other product. */
export async function productCard(db: Db, companyId: number, productId: number): Promise<ChatCard | undefined> {
  const [p] = await db
    .select({ id: products.id, name: products.name, pcode: products.pcode, price: products.price, unit: products.unit, files: products.fileItems })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.companyId, companyId), eq(products.isOnSale, 1), eq(products.auditStatus, 1)))
    .limit(1);
  if (!p) return undefined;
  // the lowest SKU price, as the product page's range starts
  const [sku] = await db.select({ low: min(productSkus.price) }).from(productSkus).where(eq(productSkus.productId, p.id));
  return {
    kind: 'product',
    product_id: p.id,
    name: p.name,
    image: p.files[0]?.FileUrl ?? '',
    pcode: p.pcode,
    price: Number(sku?.low ?? p.price).toFixed(2),
    unit: p.unit,
    status: PRODUCT_ON_SALE,
  };
}

/** An order of the buyer's with the company as a card; undefined for anyone else's or another company's. */
export async function orderCard(db: Db, buyerId: number, companyId: number, orderNo: string, now: Date): Promise<ChatCard | undefined> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, buyerId), eq(orders.companyId, companyId)))
    .limit(1);
  const [o] = await shapeOrders(db, rows, now);
  if (!o) return undefined;
  const first = o.order_items[0];
  return {
    kind: 'order',
    order_no: o.order_no,
    name: first?.product_name ?? '',
    image: first?.firstFile?.FileUrl ?? '',
    lines: o.order_items.length,
    status: o.status,
    total: o.total,
  };
}

/** The status now of the cards among `rows` (by cardKey): a product 在售 or 已下架, an order's status text. */
export async function cardStatuses(db: Db, rows: ItemRow[], now: Date): Promise<Map<string, string>> {
  const cards = rows.flatMap((r) => (r.card ? [r.card] : []));
  const status = new Map<string, string>();
  if (cards.length === 0) return status;
  const productIds = [...new Set(cards.flatMap((c) => (c.kind === 'product' ? [c.product_id] : [])))];
  const orderNos = [...new Set(cards.flatMap((c) => (c.kind === 'order' ? [c.order_no] : [])))];
  const [onSale, orderRows] = await Promise.all([
    productIds.length
      ? db
          .select({ id: products.id })
          .from(products)
          .where(and(inArray(products.id, productIds), eq(products.isOnSale, 1), eq(products.auditStatus, 1)))
      : Promise.resolve([]),
    orderNos.length ? db.select().from(orders).where(inArray(orders.orderNo, orderNos)) : Promise.resolve([]),
  ]);
  const live = new Set(onSale.map((p) => p.id));
  for (const c of cards) if (c.kind === 'product') status.set(cardKey(c), live.has(c.product_id) ? PRODUCT_ON_SALE : PRODUCT_OFF_SALE);
  const shaped = new Map((await shapeOrders(db, orderRows, now)).map((o) => [o.order_no, o.status]));
  for (const c of cards) if (c.kind === 'order' && shaped.has(c.order_no)) status.set(cardKey(c), shaped.get(c.order_no)!);
  return status;
}
