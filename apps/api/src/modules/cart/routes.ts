// Cart (spec 02 §2 Cart, §5): the caller's own lines, one per SKU (unique user_id, sku_id). Adding the same SKU
// again raises the amount in one upsert; every read and change is filtered by the caller's id, so a line id of
// another user matches nothing. Shares copy the chosen lines under a random code. orderOn marks the lines a
// checkout takes with the placeholder order number 888888 (cart_items.order_no), and personal/list
// (orderLines) reads that choice back, or the lines of one of the caller's orders still waiting for payment.
import {
  CART_ORDER_NO,
  MSG_CART_ADDED,
  MSG_CART_ITEM_MISSING,
  MSG_CHECKOUT_EMPTY,
  MSG_DELETE_NONE,
  MSG_NOT_PAYABLE,
  MSG_OFF_SALE,
  MSG_ORDER_MISSING,
  MSG_OUT_OF_STOCK,
  MSG_PRODUCT_MISSING,
  MSG_SHARE_MISSING,
  MSG_SHARE_NONE,
  MSG_SKU_MISSING,
  PRODUCT_TYPES,
  type cart,
  type CartItem,
  type CheckoutLines,
  type ProductType,
} from '@ws/api-sdk/contract';
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, cartShares, companies, orderItems, orders, products, productSkus, users } from '../../db/schema';
import { ok, type DomainHandlers } from '../../http/handler';
import { DomainError, maskMobile } from '../../kernel';
import type { Clock } from '../../kernel/time';
import { formatChinaTime } from '../../kernel/time';
import { asProductType, skuKey } from '../catalogue';
import { fileRef } from '../categories/index';

/** A cart line's amount is at most this (a typo of many zeros must not overflow the column). */
export const MAX_CART_AMOUNT = 99_999;
export const MSG_AMOUNT_TOO_BIG = `购买数量不能超过 ${MAX_CART_AMOUNT}`;
export const MSG_DELETED = '删除成功';
export const MSG_SHARED = '分享成功';
export const MSG_SHARE_ADDED = '添加成功';
export const msgBelowMin = (min: number) => `购买数量不能少于最低起购量 ${min}`;


const lineColumns = {
  productId: products.id,
  productName: products.name,
  productType: products.productType,
  companyName: companies.name,
  pcode: products.pcode,
  minAmount: products.minAmount,
  unit: products.unit,
  useProfitJifenRate: products.useProfitJifenRate,
  isOnSale: products.isOnSale,
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
  image: string | null;
  skuId: number;
  price: string;
  stock: number;
  attItemIds: string;
  attItemNames: string;
  skuImage: string;
}

const toLine = (r: LineRow): Omit<CartItem, 'id' | 'amount' | 'create_time'> => ({
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
  is_on_sale: r.isOnSale === 1 ? 1 : 0,
});

/** The caller's cart lines (optionally only `ids`), newest first, with their product and SKU. */
export async function listCartLines(db: Db, userId: number, filter?: SQL): Promise<CartItem[]> {
  const rows = await db
    .select({ id: cartItems.id, amount: cartItems.amount, createTime: cartItems.createTime, ...lineColumns })
    .from(cartItems)
    .innerJoin(productSkus, eq(productSkus.id, cartItems.skuId))
    .innerJoin(products, eq(products.id, productSkus.productId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(and(eq(cartItems.userId, userId), filter))
    .orderBy(desc(cartItems.createTime), desc(cartItems.id));
  return rows.map((r) => ({ id: r.id, amount: r.amount, create_time: r.createTime.replace('T', ' ').slice(0, 19), ...toLine(r) }));
}

export const MSG_TYPE_MISMATCH = '所选商品与订单类型不一致';

/** A pending-order number rather than the placeholder ('' counts as the placeholder). */
const isPlaceholder = (orderNo: string) => orderNo === '' || orderNo === CART_ORDER_NO;

/**
 * The lines of one of the caller's checkouts (an order number or its checkout's number) while it can still be
 * paid: every order of it active, unpaid and before its payment deadline. Someone else's number reads as
 * missing.
 */
async function pendingOrderLines(db: Db, clock: Clock, userId: number, no: string, type: ProductType | ''): Promise<CheckoutLines> {
  const [hit] = await db
    .select({ main: orders.mainOrderNo })
    .from(orders)
    .where(and(eq(orders.userId, userId), or(eq(orders.orderNo, no), eq(orders.mainOrderNo, no))))
    .limit(1);
  if (!hit) throw new DomainError(MSG_ORDER_MISSING);
  const group = await db
    .select({ id: orders.id, state: orders.state, ispay: orders.ispay, payDeadline: orders.payDeadline, companyName: companies.name })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(and(eq(orders.userId, userId), eq(orders.mainOrderNo, hit.main)));
  const now = clock.now().getTime();
  if (!group.every((o) => o.state === 'active' && o.ispay === 0 && o.payDeadline.getTime() > now)) throw new DomainError(MSG_NOT_PAYABLE);
  const sellerOf = new Map(group.map((o) => [o.id, o.companyName]));
  const lines = await db
    .select()
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, [...sellerOf.keys()]), type ? eq(orderItems.productType, type) : undefined))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  return {
    order_no: hit.main,
    pending: 1,
    items: lines.map((l) => ({
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
    })),
  };
}

/** The caller's lines chosen under 888888 (of one product type when given). */
const chosenLines = async (db: Db, userId: number, type: ProductType | ''): Promise<CheckoutLines> => ({
  order_no: CART_ORDER_NO,
  pending: 0,
  items: await listCartLines(db, userId, and(eq(cartItems.orderNo, CART_ORDER_NO), type ? eq(products.productType, type) : undefined)),
});

/** Add `amount` of a SKU to a user's cart: one upsert, the amount capped at MAX_CART_AMOUNT. */
async function addToCart(db: Db, userId: number, productId: number, skuId: number, amount: number, now: string) {
  const [row] = await db
    .insert(cartItems)
    .values({ userId, productId, skuId, amount, createTime: now })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.skuId],
      set: { amount: sql`least(${cartItems.amount} + excluded.amount, ${MAX_CART_AMOUNT})`, createTime: now },
    })
    .returning({ id: cartItems.id, amount: cartItems.amount });
  return row!;
}

export const cartHandlers: DomainHandlers<typeof cart> = {
  /**
   * personal/buygoods: the picked attribute items select one SKU of a product on sale. 'cart' adds the
   * amount to the caller's line of that SKU; 'buy' (buy now) sets the line to exactly the amount, at least
   * the product's min_amount, and the page then goes to /checkoutQuick with the line id.
   */
  async buygoods({ db, clock, user, payload }) {
    const [product] = await db
      .select({ id: products.id, minAmount: products.minAmount })
      .from(products)
      .where(and(eq(products.id, payload.product_id), eq(products.isOnSale, 1)))
      .limit(1);
    if (!product) throw new DomainError(MSG_PRODUCT_MISSING);
    const [sku] = await db
      .select({ id: productSkus.id, stock: productSkus.stock })
      .from(productSkus)
      .where(and(eq(productSkus.productId, product.id), eq(productSkus.attItemIds, skuKey(payload.atts_items_ids))))
      .limit(1);
    if (!sku) throw new DomainError(MSG_SKU_MISSING);
    if (payload.amount > MAX_CART_AMOUNT) throw new DomainError(MSG_AMOUNT_TOO_BIG);
    if (sku.stock <= 0 || payload.amount > sku.stock) throw new DomainError(MSG_OUT_OF_STOCK);
    const now = formatChinaTime(clock.now());
    if (payload.buycate === 'buy') {
      if (payload.amount < product.minAmount) throw new DomainError(msgBelowMin(product.minAmount));
      const [row] = await db
        .insert(cartItems)
        .values({ userId: user.id, productId: product.id, skuId: sku.id, amount: payload.amount, createTime: now })
        .onConflictDoUpdate({ target: [cartItems.userId, cartItems.skuId], set: { amount: payload.amount, createTime: now } })
        .returning({ id: cartItems.id, amount: cartItems.amount });
      return row!;
    }
    return ok(await addToCart(db, user.id, product.id, sku.id, payload.amount, now), MSG_CART_ADDED);
  },

  /**
   * enable/orderOn, personal/orderOn: with 888888 the chosen lines (the caller's, on sale, at least their
   * min_amount, of product_type when given) become the quick order's selection in one UPDATE, and every other
   * line of the caller leaves it; with a pending order's number, only checks it can still be paid.
   */
  async orderOn({ db, clock, user, payload }) {
    if (!isPlaceholder(payload.order_no)) return pendingOrderLines(db, clock, user.id, payload.order_no, payload.product_type);
    const ids = [...new Set(payload.ids)];
    if (ids.length === 0) throw new DomainError(MSG_CHECKOUT_EMPTY);
    await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: cartItems.id, amount: cartItems.amount, minAmount: products.minAmount, isOnSale: products.isOnSale, type: products.productType })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(and(eq(cartItems.userId, user.id), inArray(cartItems.id, ids)))
        .for('update', { of: cartItems });
      if (rows.length < ids.length) throw new DomainError(MSG_CART_ITEM_MISSING);
      for (const r of rows) {
        if (r.isOnSale !== 1) throw new DomainError(MSG_OFF_SALE);
        if (r.amount < r.minAmount) throw new DomainError(msgBelowMin(r.minAmount));
        if (payload.product_type && r.type !== payload.product_type) throw new DomainError(MSG_TYPE_MISMATCH);
      }
      await tx
        .update(cartItems)
        .set({ orderNo: sql`case when ${inArray(cartItems.id, ids)} then ${CART_ORDER_NO} else '' end` })
        .where(and(eq(cartItems.userId, user.id), or(eq(cartItems.orderNo, CART_ORDER_NO), inArray(cartItems.id, ids))));
    });
    return chosenLines(db, user.id, payload.product_type);
  },

  /**
   * personal/list: the lines of the caller's 888888 selection, or of a pending order. `ids` (a
   * /checkoutQuick?ids= link) reads those cart lines of the caller instead of the stored selection.
   */
  async orderLines({ db, clock, user, payload }) {
    if (!isPlaceholder(payload.order_no)) return pendingOrderLines(db, clock, user.id, payload.order_no, payload.product_type);
    if (payload.ids.length === 0) return chosenLines(db, user.id, payload.product_type);
    const type = payload.product_type;
    const items = await listCartLines(db, user.id, and(inArray(cartItems.id, payload.ids), type ? eq(products.productType, type) : undefined));
    return { order_no: CART_ORDER_NO, pending: 0, items };
  },

  /** the cart: the caller's lines (ids: only those; product_type: only that type). */
  async cartList({ db, user, payload }) {
    const type = (PRODUCT_TYPES as readonly string[]).includes(payload.product_type) ? payload.product_type : null;
    const filter = and(payload.ids.length > 0 ? inArray(cartItems.id, payload.ids) : undefined, type !== null ? eq(products.productType, type) : undefined);
    return { items: await listCartLines(db, user.id, filter) };
  },

  /** personal/updateSelf: set one of the caller's lines to `amount` (1 … MAX_CART_AMOUNT). */
  async cartUpdateSelf({ db, user, payload }) {
    if (payload.amount > MAX_CART_AMOUNT) throw new DomainError(MSG_AMOUNT_TOO_BIG);
    const [row] = await db
      .update(cartItems)
      .set({ amount: payload.amount })
      .where(and(eq(cartItems.id, payload.id), eq(cartItems.userId, user.id)))
      .returning({ id: cartItems.id, amount: cartItems.amount });
    if (!row) throw new DomainError(MSG_CART_ITEM_MISSING);
    return row;
  },

  /** personal/deleteCard: delete the caller's lines among `ids`. */
  async deleteCard({ db, user, payload }) {
    if (payload.ids.length === 0) throw new DomainError(MSG_DELETE_NONE);
    const deleted = await db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, user.id), inArray(cartItems.id, payload.ids)))
      .returning({ id: cartItems.id });
    if (deleted.length === 0) throw new DomainError(MSG_CART_ITEM_MISSING);
    return ok({ deleted: deleted.length }, MSG_DELETED);
  },

  /** personal/orderShare: copy the caller's chosen lines (SKU, amount) under a new random code. */
  async orderShare({ db, clock, user, payload }) {
    if (payload.ids.length === 0) throw new DomainError(MSG_SHARE_NONE);
    const lines = await db
      .select({ skuId: cartItems.skuId, amount: cartItems.amount })
      .from(cartItems)
      .where(and(eq(cartItems.userId, user.id), inArray(cartItems.id, payload.ids)))
      .orderBy(cartItems.id);
    if (lines.length === 0) throw new DomainError(MSG_CART_ITEM_MISSING);
    const code = randomBytes(12).toString('base64url');
    await db.insert(cartShares).values({
      code,
      userId: user.id,
      items: lines.map((l) => ({ sku_id: l.skuId, amount: l.amount })),
      createTime: formatChinaTime(clock.now()),
    });
    return ok({ code }, MSG_SHARED);
  },

  /** Read a share: any logged-in user holding the code sees its items (SKUs that no longer exist are left out). */
  async orderShareInfo({ db, payload }) {
    const [share] = await db
      .select({ code: cartShares.code, items: cartShares.items, createTime: cartShares.createTime, mobile: users.userMobile })
      .from(cartShares)
      .innerJoin(users, eq(users.id, cartShares.userId))
      .where(eq(cartShares.code, payload.code))
      .limit(1);
    if (!share) throw new DomainError(MSG_SHARE_MISSING);
    const skuIds = share.items.map((i) => i.sku_id);
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
    return {
      code: share.code,
      user_mobile: maskMobile(share.mobile),
      create_time: share.createTime.replace('T', ' ').slice(0, 19),
      items: share.items.flatMap((i) => {
        const r = bySku.get(i.sku_id);
        return r ? [{ ...toLine(r), amount: i.amount }] : [];
      }),
    };
  },

  /** Copy a share's items into the caller's own cart (products still on sale, SKUs in stock). */
  async orderShareAdd({ db, clock, user, payload }) {
    const [share] = await db.select({ items: cartShares.items }).from(cartShares).where(eq(cartShares.code, payload.code)).limit(1);
    if (!share) throw new DomainError(MSG_SHARE_MISSING);
    const skuIds = share.items.map((i) => i.sku_id);
    const live =
      skuIds.length === 0
        ? []
        : await db
            .select({ skuId: productSkus.id, productId: products.id, stock: productSkus.stock })
            .from(productSkus)
            .innerJoin(products, eq(products.id, productSkus.productId))
            .where(and(inArray(productSkus.id, skuIds), eq(products.isOnSale, 1)));
    const bySku = new Map(live.filter((s) => s.stock > 0).map((s) => [s.skuId, s]));
    const now = formatChinaTime(clock.now());
    let added = 0;
    await db.transaction(async (tx) => {
      for (const item of share.items) {
        const sku = bySku.get(item.sku_id);
        if (!sku) continue;
        await addToCart(tx as unknown as Db, user.id, sku.productId, sku.skuId, Math.min(item.amount, MAX_CART_AMOUNT), now);
        added++;
      }
    });
    if (added === 0) throw new DomainError(MSG_OUT_OF_STOCK);
    return ok({ added }, MSG_SHARE_ADDED);
  },
};
