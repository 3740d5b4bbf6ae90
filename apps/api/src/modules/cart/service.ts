// Cart (spec 02 §2 Cart, §5): the caller's own lines, one per SKU (unique user_id, sku_id). Adding the same SKU
// again raises the amount in one upsert; every read and change is filtered by the caller's id, so a line id of
// another user matches nothing. Shares copy the chosen lines under a random code. orderOn marks the lines a
// checkout takes with the placeholder order number 888888 (cart_items.order_no), and personal/list
// (orderLines) reads that choice back, or the lines of one of the caller's orders still waiting for payment.
import {
  CART_ORDER_NO,
  MSG_CART_ITEM_MISSING,
  MSG_CHECKOUT_EMPTY,
  MSG_DELETE_NONE,
  MSG_NOT_PAYABLE,
  MSG_OFF_SALE,
  MSG_ORDER_MISSING,
  MSG_OUT_OF_STOCK,
  MSG_PRODUCT_MISSING,
  MSG_REBUY_NONE,
  MSG_SHARE_MISSING,
  MSG_SHARE_NONE,
  MSG_SKU_MISSING,
  PRODUCT_TYPES,
  type CartItem,
  type CartShare,
  type CheckoutLines,
  type PayloadOf,
  type RebuyResult,
  type ProductType,
} from '@ws/api-sdk/contract';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { DomainError, maskMobile } from '../../kernel';
import { formatChinaTime, type Clock } from '../../kernel/time';
import { skuKey } from '../catalogue';
import { MAX_CART_AMOUNT, MSG_AMOUNT_TOO_BIG, msgBelowMin, MSG_TYPE_MISMATCH } from './messages';
import {
  addToCart,
  checkoutOrders,
  chooseLines,
  deleteLines,
  findCheckoutNo,
  findOnSaleProduct,
  findSku,
  listCartLines,
  orderLinesOf,
  ownOrderLines,
  setLine,
  updateLineAmount,
} from './queries';
import { addAllToCart, findShare, findShareItems, insertShare, linesToShare, onSaleSkus, sharedLines } from './share-queries';

/** A line's id and amount, what buygoods and personal/updateSelf answer. */
export interface LineAmount {
  id: number;
  amount: number;
}

/** Which checkout orderOn and personal/list mean: 888888 (or '') and cart line ids, or a pending order's number. */
export interface CheckoutChoice {
  orderNo: string;
  ids: number[];
  productType: ProductType | '';
}

/** A pending-order number rather than the placeholder ('' counts as the placeholder). */
const isPlaceholder = (orderNo: string) => orderNo === '' || orderNo === CART_ORDER_NO;

/**
 * personal/buygoods: the picked attribute items select one SKU of a product on sale. 'cart' adds the
 * amount to the caller's line of that SKU; 'buy' (buy now) sets the line to exactly the amount, at least
 * the product's min_amount, and the page then goes to /checkoutQuick with the line id.
 */
export async function buyGoods(db: Db, clock: Clock, userId: number, req: PayloadOf<'buygoods'>): Promise<LineAmount> {
  const product = await findOnSaleProduct(db, req.product_id);
  if (!product) throw new DomainError(MSG_PRODUCT_MISSING);
  const sku = await findSku(db, product.id, skuKey(req.atts_items_ids));
  if (!sku) throw new DomainError(MSG_SKU_MISSING);
  if (req.amount > MAX_CART_AMOUNT) throw new DomainError(MSG_AMOUNT_TOO_BIG);
  if (sku.stock <= 0 || req.amount > sku.stock) throw new DomainError(MSG_OUT_OF_STOCK);
  const now = formatChinaTime(clock.now());
  if (req.buycate === 'buy') {
    if (req.amount < product.minAmount) throw new DomainError(msgBelowMin(product.minAmount));
    return setLine(db, userId, product.id, sku.id, req.amount, now);
  }
  return addToCart(db, userId, product.id, sku.id, req.amount, now);
}

/**
 * The lines of one of the caller's checkouts (an order number or its checkout's number) while it can still be
 * paid: every order of it active, unpaid and before its payment deadline. Someone else's number reads as
 * missing.
 */
async function pendingOrderLines(db: Db, clock: Clock, userId: number, no: string, type: ProductType | ''): Promise<CheckoutLines> {
  const main = await findCheckoutNo(db, userId, no);
  if (main === null) throw new DomainError(MSG_ORDER_MISSING);
  const group = await checkoutOrders(db, userId, main);
  const now = clock.now().getTime();
  if (!group.every((o) => o.state === 'active' && o.ispay === 0 && o.payDeadline.getTime() > now)) throw new DomainError(MSG_NOT_PAYABLE);
  const sellerOf = new Map(group.map((o) => [o.id, o.companyName]));
  return { order_no: main, pending: 1, items: await orderLinesOf(db, sellerOf, type) };
}

/** The caller's lines chosen under 888888 (of one product type when given). */
const chosenLines = async (db: Db, userId: number, type: ProductType | ''): Promise<CheckoutLines> => ({
  order_no: CART_ORDER_NO,
  pending: 0,
  items: await listCartLines(db, userId, { chosen: true, type }),
});

/**
 * enable/orderOn, personal/orderOn: with 888888 the chosen lines (the caller's, on sale, at least their
 * min_amount, of product_type when given) become the quick order's selection in one UPDATE, and every other
 * line of the caller leaves it; with a pending order's number, only checks it can still be paid.
 */
export async function chooseForCheckout(db: Db, clock: Clock, userId: number, choice: CheckoutChoice): Promise<CheckoutLines> {
  if (!isPlaceholder(choice.orderNo)) return pendingOrderLines(db, clock, userId, choice.orderNo, choice.productType);
  const ids = [...new Set(choice.ids)];
  if (ids.length === 0) throw new DomainError(MSG_CHECKOUT_EMPTY);
  await chooseLines(db, userId, ids, (rows) => {
    if (rows.length < ids.length) throw new DomainError(MSG_CART_ITEM_MISSING);
    for (const r of rows) {
      if (r.isOnSale !== 1 || r.auditStatus !== 1) throw new DomainError(MSG_OFF_SALE);
      if (r.amount < r.minAmount) throw new DomainError(msgBelowMin(r.minAmount));
      if (choice.productType && r.type !== choice.productType) throw new DomainError(MSG_TYPE_MISMATCH);
    }
  });
  return chosenLines(db, userId, choice.productType);
}

/**
 * personal/list: the lines of the caller's 888888 selection, or of a pending order. `ids` (a
 * /checkoutQuick?ids= link) reads those cart lines of the caller instead of the stored selection.
 */
export async function checkoutLines(db: Db, clock: Clock, userId: number, choice: CheckoutChoice): Promise<CheckoutLines> {
  if (!isPlaceholder(choice.orderNo)) return pendingOrderLines(db, clock, userId, choice.orderNo, choice.productType);
  if (choice.ids.length === 0) return chosenLines(db, userId, choice.productType);
  const items = await listCartLines(db, userId, { ids: choice.ids, type: choice.productType });
  return { order_no: CART_ORDER_NO, pending: 0, items };
}

/** the cart: the caller's lines (ids: only those; product_type: only that type, when it is one). */
export function cartLines(db: Db, userId: number, ids: number[], productType: string): Promise<CartItem[]> {
  const type = (PRODUCT_TYPES as readonly string[]).includes(productType) ? productType : null;
  return listCartLines(db, userId, { ids, type });
}

/** personal/updateSelf: set one of the caller's lines to `amount` (1 … MAX_CART_AMOUNT). */
export async function setLineAmount(db: Db, userId: number, id: number, amount: number): Promise<LineAmount> {
  if (amount > MAX_CART_AMOUNT) throw new DomainError(MSG_AMOUNT_TOO_BIG);
  const row = await updateLineAmount(db, userId, id, amount);
  if (!row) throw new DomainError(MSG_CART_ITEM_MISSING);
  return row;
}

/** personal/deleteCard: delete the caller's lines among `ids`; how many went. */
export async function removeLines(db: Db, userId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) throw new DomainError(MSG_DELETE_NONE);
  const deleted = await deleteLines(db, userId, ids);
  if (deleted === 0) throw new DomainError(MSG_CART_ITEM_MISSING);
  return deleted;
}

/** personal/orderShare: copy the caller's chosen lines (SKU, amount) under a new random code. */
export async function shareLines(db: Db, clock: Clock, userId: number, ids: number[]): Promise<string> {
  if (ids.length === 0) throw new DomainError(MSG_SHARE_NONE);
  const items = await linesToShare(db, userId, ids);
  if (items.length === 0) throw new DomainError(MSG_CART_ITEM_MISSING);
  const code = randomBytes(12).toString('base64url');
  await insertShare(db, { code, userId, items, createTime: formatChinaTime(clock.now()) });
  return code;
}

/** Read a share: any logged-in user holding the code sees its items (SKUs that no longer exist are left out). */
export async function shareInfo(db: Db, code: string): Promise<CartShare> {
  const share = await findShare(db, code);
  if (!share) throw new DomainError(MSG_SHARE_MISSING);
  return {
    code: share.code,
    user_mobile: maskMobile(share.mobile),
    create_time: share.createTime.replace('T', ' ').slice(0, 19),
    items: await sharedLines(db, share.items),
  };
}

/**
 * 再次购买: the lines of one of the caller's orders back into the cart, at today's prices (the cart reads
 * them live) and within today's stock (each added amount capped by the cart's statement); a product off sale
 * or a SKU sold out or gone is named and left out. Another user's order number reads as missing.
 */
export async function rebuyOrder(db: Db, clock: Clock, userId: number, orderNo: string): Promise<RebuyResult> {
  const lines = await ownOrderLines(db, userId, orderNo);
  if (lines.length === 0) throw new DomainError(MSG_ORDER_MISSING);
  const live = await onSaleSkus(db, lines.map((l) => l.skuId));
  const bySku = new Map(live.filter((s) => s.stock > 0).map((s) => [s.skuId, s]));
  const adding = lines.flatMap((l) => {
    const sku = bySku.get(l.skuId);
    return sku ? [{ productId: sku.productId, skuId: sku.skuId, amount: l.amount }] : [];
  });
  if (adding.length === 0) throw new DomainError(MSG_REBUY_NONE);
  await addAllToCart(db, userId, adding, formatChinaTime(clock.now()));
  const skipped = lines.filter((l) => !bySku.has(l.skuId)).map((l) => (l.skuName ? `${l.productName}（${l.skuName}）` : l.productName));
  return { added: adding.length, skipped };
}

/** Copy a share's items into the caller's own cart (products still on sale, SKUs in stock); how many were added. */
export async function addShareToCart(db: Db, clock: Clock, userId: number, code: string): Promise<number> {
  const items = await findShareItems(db, code);
  if (!items) throw new DomainError(MSG_SHARE_MISSING);
  const live = await onSaleSkus(db, items.map((i) => i.sku_id));
  const bySku = new Map(live.filter((s) => s.stock > 0).map((s) => [s.skuId, s]));
  const now = formatChinaTime(clock.now());
  const adding = items.flatMap((item) => {
    const sku = bySku.get(item.sku_id);
    return sku ? [{ productId: sku.productId, skuId: sku.skuId, amount: item.amount }] : [];
  });
  await addAllToCart(db, userId, adding, now);
  if (adding.length === 0) throw new DomainError(MSG_OUT_OF_STOCK);
  return adding.length;
}
