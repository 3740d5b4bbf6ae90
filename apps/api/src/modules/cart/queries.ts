// The cart SQL: the caller's cart lines with their product and SKU (row → CartItem), the product and SKU a
// purchase picks, the upserts of a line (one per user and SKU), the 888888 selection (cart_items.order_no),
// and the lines of a checkout still waiting for payment. Every statement on cart lines carries
// `user_id = caller`, so a line id of another user matches nothing.
import { CART_ORDER_NO, type CartItem, type CheckoutLine, type ProductType } from '@ws/api-sdk/contract';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, companies, orderItems, orders, products, productSkus } from '../../db/schema';
import { fileRef } from '../../kernel';
import { asProductType } from '../catalogue';
import { MAX_CART_AMOUNT } from './messages';

/** The product and SKU columns of a line (a cart line's, or a shared item's). */
export const lineColumns = {
  productId: products.id,
  productName: products.name,
  productType: products.productType,
  companyName: companies.name,
  pcode: products.pcode,
  minAmount: products.minAmount,
  unit: products.unit,
  useProfitJifenRate: products.useProfitJifenRate,
  isOnSale: products.isOnSale,
  auditStatus: products.auditStatus,
  image: sql<string | null>`${products.fileItems} -> 0 ->> 'FileUrl'`,
  skuId: productSkus.id,
  price: productSkus.price,
  stock: productSkus.stock,
  attItemIds: productSkus.attItemIds,
  attItemNames: productSkus.attItemNames,
  skuImage: productSkus.imgUrl,
};

interface LineRow {
  productId: number;
  productName: string;
  productType: string;
  companyName: string;
  pcode: string;
  minAmount: number;
  unit: string;
  useProfitJifenRate: number;
  isOnSale: number;
  auditStatus: number;
  image: string | null;
  skuId: number;
  price: string;
  stock: number;
  attItemIds: string;
  attItemNames: string;
  skuImage: string;
}

export const toLine = (r: LineRow): Omit<CartItem, 'id' | 'amount' | 'create_time'> => ({
  product_id: r.productId,
  product_name: r.productName,
  product_type: asProductType(r.productType),
  company_name: r.companyName,
  sku_id: r.skuId,
  sku_code: `${r.pcode}-${r.skuId}`,
  price: r.price,
  min_amount: r.minAmount,
  stock: r.stock,
  unit: r.unit,
  atts_items_ids: r.attItemIds,
  atts_items_names: r.attItemNames,
  firstFile: fileRef(r.skuImage || r.image),
  use_profit_jifen_rate: r.useProfitJifenRate,
  // a product under review or rejected is not for sale, whatever its is_on_sale
  is_on_sale: r.isOnSale === 1 && r.auditStatus === 1 ? 1 : 0,
});

/** Which of the caller's lines to read: only `ids` (when some), only the 888888 selection, only a product type. */
export interface LineFilter {
  ids?: number[];
  chosen?: boolean;
  type?: string | null;
}

/** The caller's cart lines (narrowed by `filter`), newest first, with their product and SKU. */
export async function listCartLines(db: Db, userId: number, filter: LineFilter = {}): Promise<CartItem[]> {
  const rows = await db
    .select({ id: cartItems.id, amount: cartItems.amount, createTime: cartItems.createTime, ...lineColumns })
    .from(cartItems)
    .innerJoin(productSkus, eq(productSkus.id, cartItems.skuId))
    .innerJoin(products, eq(products.id, productSkus.productId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(
      and(
        eq(cartItems.userId, userId),
        filter.ids && filter.ids.length > 0 ? inArray(cartItems.id, filter.ids) : undefined,
        filter.chosen ? eq(cartItems.orderNo, CART_ORDER_NO) : undefined,
        filter.type ? eq(products.productType, filter.type) : undefined,
      ),
    )
    .orderBy(desc(cartItems.createTime), desc(cartItems.id));
  return rows.map((r) => ({ id: r.id, amount: r.amount, create_time: r.createTime.replace('T', ' ').slice(0, 19), ...toLine(r) }));
}

/** A product on sale, or null. */
export async function findOnSaleProduct(db: Db, productId: number) {
  const [product] = await db
    .select({ id: products.id, minAmount: products.minAmount })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isOnSale, 1), eq(products.auditStatus, 1)))
    .limit(1);
  return product ?? null;
}

/** The SKU of a product with these attribute items (skuKey), or null. */
export async function findSku(db: Db, productId: number, attItemIds: string) {
  const [sku] = await db
    .select({ id: productSkus.id, stock: productSkus.stock })
    .from(productSkus)
    .where(and(eq(productSkus.productId, productId), eq(productSkus.attItemIds, attItemIds)))
    .limit(1);
  return sku ?? null;
}

/** Set the caller's line of a SKU to exactly `amount` (buy now): one upsert. */
export async function setLine(db: Db, userId: number, productId: number, skuId: number, amount: number, now: string) {
  const [row] = await db
    .insert(cartItems)
    .values({ userId, productId, skuId, amount, createTime: now })
    .onConflictDoUpdate({ target: [cartItems.userId, cartItems.skuId], set: { amount, createTime: now } })
    .returning({ id: cartItems.id, amount: cartItems.amount });
  return row!;
}

/**
 * A line's SKU stock and its product's minimum purchase, read inside the statement that changes the line:
 * the cart holds no more than the stock (the buyer is told 库存仅剩 N 件 at the line) and, when the stock is
 * below the minimum, the minimum (the line then cannot be checked out until stock comes back).
 */
const skuStock = sql`(select ${productSkus.stock} from ${productSkus} where ${productSkus.id} = ${cartItems.skuId})`;
const productMin = sql`(select ${products.minAmount} from ${products} where ${products.id} = ${cartItems.productId})`;

/** Add `amount` of a SKU to a user's cart: one upsert, the sum capped at MAX_CART_AMOUNT and at the stock. */
export async function addToCart(db: Db, userId: number, productId: number, skuId: number, amount: number, now: string) {
  const stockOfSku = sql`(select ${productSkus.stock} from ${productSkus} where ${productSkus.id} = ${skuId})`;
  const [row] = await db
    .insert(cartItems)
    .values({ userId, productId, skuId, amount: sql`greatest(least(${amount}, ${MAX_CART_AMOUNT}, ${stockOfSku}), 1)`, createTime: now })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.skuId],
      set: { amount: sql`greatest(least(${cartItems.amount} + excluded.amount, ${MAX_CART_AMOUNT}, ${skuStock}), 1)`, createTime: now },
    })
    .returning({ id: cartItems.id, amount: cartItems.amount });
  return row!;
}

/** A line about to be chosen, with what the choice checks of its product. */
export interface ChoiceRow {
  id: number;
  amount: number;
  minAmount: number;
  isOnSale: number;
  auditStatus: number;
  type: string;
}

/**
 * In one transaction: lock the caller's lines among `ids`, let `check` refuse them (it throws), then make
 * exactly those lines the 888888 selection in one UPDATE (every other line of the caller leaves it).
 */
export async function chooseLines(db: Db, userId: number, ids: number[], check: (rows: ChoiceRow[]) => void): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: cartItems.id, amount: cartItems.amount, minAmount: products.minAmount, isOnSale: products.isOnSale, auditStatus: products.auditStatus, type: products.productType })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
      .for('update', { of: cartItems });
    check(rows);
    await tx
      .update(cartItems)
      .set({ orderNo: sql`case when ${inArray(cartItems.id, ids)} then ${CART_ORDER_NO} else '' end` })
      .where(and(eq(cartItems.userId, userId), or(eq(cartItems.orderNo, CART_ORDER_NO), inArray(cartItems.id, ids))));
  });
}

/** The checkout number (main_order_no) of one of the caller's orders, by its own or its checkout's number, or null. */
export async function findCheckoutNo(db: Db, userId: number, no: string): Promise<string | null> {
  const [hit] = await db
    .select({ main: orders.mainOrderNo })
    .from(orders)
    .where(and(eq(orders.userId, userId), or(eq(orders.orderNo, no), eq(orders.mainOrderNo, no))))
    .limit(1);
  return hit?.main ?? null;
}

/** The caller's orders of a checkout, with what decides whether it can still be paid, and their sellers. */
export async function checkoutOrders(db: Db, userId: number, mainOrderNo: string) {
  return db
    .select({ id: orders.id, state: orders.state, ispay: orders.ispay, payDeadline: orders.payDeadline, companyName: companies.name })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(and(eq(orders.userId, userId), eq(orders.mainOrderNo, mainOrderNo)));
}

/** The lines of some orders (of one product type when given), each with its order's seller from `sellerOf`. */
export async function orderLinesOf(db: Db, sellerOf: Map<number, string>, type: ProductType | ''): Promise<CheckoutLine[]> {
  const lines = await db
    .select()
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, [...sellerOf.keys()]), type ? eq(orderItems.productType, type) : undefined))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  return lines.map((l) => ({
    id: l.id,
    product_id: l.productId,
    product_name: l.productName,
    product_type: asProductType(l.productType),
    company_name: sellerOf.get(l.orderId) ?? '',
    sku_id: l.skuId,
    sku_code: l.skuCode,
    price: (l.priceFen / 100).toFixed(2),
    amount: l.amount,
    unit: l.unit,
    atts_items_ids: l.attsItemsIds,
    atts_items_names: l.attsItemsNames,
    firstFile: fileRef(l.imgUrl),
    use_profit_jifen_rate: l.useProfitJifenRate,
  }));
}

/** Set one of the caller's lines to `amount`; null when the line is none of theirs. */
export async function updateLineAmount(db: Db, userId: number, id: number, amount: number) {
  const [row] = await db
    .update(cartItems)
    .set({ amount: sql`greatest(least(${amount}, ${skuStock}), ${productMin}, 1)` })
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id, amount: cartItems.amount });
  return row ?? null;
}

/** 再次购买: the lines of one of the user's own orders (another user's number finds nothing): SKU, amount, names. */
export async function ownOrderLines(db: Db, userId: number, orderNo: string) {
  return db
    .select({ skuId: orderItems.skuId, amount: orderItems.amount, productName: orderItems.productName, skuName: orderItems.attsItemsNames })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.orderNo, orderNo)))
    .orderBy(asc(orderItems.id));
}

/** Delete the caller's lines among `ids`; how many went. */
export async function deleteLines(db: Db, userId: number, ids: number[]): Promise<number> {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
    .returning({ id: cartItems.id });
  return deleted.length;
}
