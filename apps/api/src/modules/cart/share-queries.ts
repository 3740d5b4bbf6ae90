// The SQL of shared selections (cart_shares): the lines a share copies, the share row with its sharer's
// mobile, the SKUs its items name, and copying them into another user's cart.
import type { CartItem } from '@ws/api-sdk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, cartShares, companies, products, productSkus, users } from '../../db/schema';
import { MAX_CART_AMOUNT } from './messages';
import { addToCart, lineColumns, toLine } from './queries';

export type SharedItem = { sku_id: number; amount: number };

/** The SKU and amount of the caller's lines among `ids`, in line order. */
export async function linesToShare(db: Db, userId: number, ids: number[]): Promise<SharedItem[]> {
  const lines = await db
    .select({ skuId: cartItems.skuId, amount: cartItems.amount })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
    .orderBy(cartItems.id);
  return lines.map((l) => ({ sku_id: l.skuId, amount: l.amount }));
}

export async function insertShare(db: Db, share: { code: string; userId: number; items: SharedItem[]; createTime: string }): Promise<void> {
  await db.insert(cartShares).values(share);
}

/** A share by its code with its sharer's mobile, or null. */
export async function findShare(db: Db, code: string) {
  const [share] = await db
    .select({ code: cartShares.code, items: cartShares.items, createTime: cartShares.createTime, mobile: users.userMobile })
    .from(cartShares)
    .innerJoin(users, eq(users.id, cartShares.userId))
    .where(eq(cartShares.code, code))
    .limit(1);
  return share ?? null;
}

/** A share's items by its code, or null. */
export async function findShareItems(db: Db, code: string): Promise<SharedItem[] | null> {
  const [share] = await db.select({ items: cartShares.items }).from(cartShares).where(eq(cartShares.code, code)).limit(1);
  return share?.items ?? null;
}

/** A share's items as the API shows them, with their product and SKU now (SKUs that no longer exist are left out). */
export async function sharedLines(db: Db, items: SharedItem[]): Promise<Omit<CartItem, 'id' | 'create_time'>[]> {
  const skuIds = items.map((i) => i.sku_id);
  const rows =
    skuIds.length === 0
      ? []
      : await db
          .select(lineColumns)
          .from(productSkus)
          .innerJoin(products, eq(products.id, productSkus.productId))
          .innerJoin(companies, eq(companies.id, products.companyId))
          .where(inArray(productSkus.id, skuIds));
  const bySku = new Map(rows.map((r) => [r.skuId, r]));
  return items.flatMap((i) => {
    const r = bySku.get(i.sku_id);
    return r ? [{ ...toLine(r), amount: i.amount }] : [];
  });
}

/** The SKUs among `skuIds` whose product is on sale, with their stock. */
export async function onSaleSkus(db: Db, skuIds: number[]) {
  if (skuIds.length === 0) return [];
  return db
    .select({ skuId: productSkus.id, productId: products.id, stock: productSkus.stock })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(and(inArray(productSkus.id, skuIds), eq(products.isOnSale, 1), eq(products.auditStatus, 1)));
}

/** Add these items to a user's cart in one transaction (each amount capped at MAX_CART_AMOUNT). */
export async function addAllToCart(db: Db, userId: number, items: { productId: number; skuId: number; amount: number }[], now: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const item of items) {
      await addToCart(tx as unknown as Db, userId, item.productId, item.skuId, Math.min(item.amount, MAX_CART_AMOUNT), now);
    }
  });
}
