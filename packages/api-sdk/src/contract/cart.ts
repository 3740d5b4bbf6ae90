// Cart (spec 02 §2 Cart, §5, §7 "Cart and orders"): the buyer's own cart lines, one per SKU, and shared
// selections (orderShare). Only the caller's lines are ever read or changed.
import { ep } from './endpoint-def';
import type { Items } from './envelope';
import type { FileRef } from './entities';
import { PRODUCT_TYPES, type ProductType } from './catalogue';
import { fields, id, idList, oneOf, optInt, optOneOf, optText, text, type InputOf } from './schema';

/** The placeholder order number the cart and a new quick order use (spec 02 §9). */
export const CART_ORDER_NO = '888888';
/** buygoods' buycate: add to the cart, or buy now (the line then goes straight to /checkoutQuick). */
export const BUY_CATES = ['cart', 'buy'] as const;
export type BuyCate = (typeof BUY_CATES)[number];

/** A cart line (spec 02 §3 Cart/order item). */
export interface CartItem {
  id: number;
  product_id: number;
  product_name: string;
  product_type: ProductType;
  company_name: string;
  sku_id: number;
  /** the product's pcode and the SKU id */
  sku_code: string;
  /** tax-included unit price */
  price: string;
  amount: number;
  min_amount: number;
  stock: number;
  unit: string;
  atts_items_ids: string;
  atts_items_names: string;
  firstFile: FileRef | null;
  use_profit_jifen_rate: number;
  /** 0 when the product went off sale: it cannot be bought any more */
  is_on_sale: 0 | 1;
  create_time: string;
}

/** A line of a checkout (personal/list, orderOn): a cart line chosen under 888888, or a pending order's line. */
export type CheckoutLine = Pick<
  CartItem,
  'id' | 'product_id' | 'product_name' | 'product_type' | 'company_name' | 'sku_id' | 'sku_code' | 'price' | 'amount' | 'unit' | 'atts_items_ids' | 'atts_items_names' | 'firstFile' | 'use_profit_jifen_rate'
>;

/** What orderOn and personal/list answer: the checkout's number and its lines. */
export interface CheckoutLines {
  /** 888888 for a new quick order, else the pending order's (checkout's) number */
  order_no: string;
  /** 1 when order_no is a submitted order waiting for payment (its lines are order lines, not cart lines) */
  pending: 0 | 1;
  items: CheckoutLine[];
}

/** A shared selection as another user sees it. */
export interface CartShare {
  code: string;
  /** the sharer, masked after the first 3 digits of the mobile */
  user_mobile: string;
  create_time: string;
  items: Omit<CartItem, 'id' | 'create_time'>[];
}

export const MSG_CART_ADDED = '加入购物车成功';
/** What 再次购买 put back in the cart, and what it could not (off sale, sold out, SKU gone). */
export interface RebuyResult {
  /** the order's lines added to the cart (or raised there), each capped at its stock */
  added: number;
  /** the lines left out: product name with its SKU */
  skipped: string[];
}
export const msgRebuyDone = (added: number): string => `已加入购物车 ${added} 件商品`;
export const MSG_REBUY_NONE = '订单中的商品已下架或无库存，未能加入购物车';
/** the skipped lines, after 已加入购物车 N 件商品 */
export const msgRebuySkipped = (names: readonly string[]): string => `以下商品已下架或无库存：${names.join('、')}`;
export const MSG_CART_ITEM_MISSING = '购物车商品不存在';
export const MSG_SKU_MISSING = '请选择商品规格';
export const MSG_OUT_OF_STOCK = '库存不足';
export const MSG_SHARE_MISSING = '分享不存在或已失效';
export const MSG_SHARE_NONE = '未选择分享的商品';
export const MSG_DELETE_NONE = '请选择需要删除的商品';

const amount = () => id('购买数量不正确');

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const cartInput = /* @__PURE__ */ (() => ({
  buygoods: fields({
    product_id: id(MSG_SKU_MISSING),
    amount: amount(),
    /** the picked attribute item ids (any order, comma-joined or a list) */
    atts_items_ids: idList(2),
    atts_items_names: optText(200),
    buycate: oneOf(BUY_CATES, 'cart'),
  }),
  cartList: fields({ order_no: optText(32), product_type: optText(20), ids: idList(200) }),
  cartUpdateSelf: fields({ id: id(MSG_CART_ITEM_MISSING), amount: amount(), order_no: optText(32), product_id: optInt() }),
  deleteCard: fields({ ids: idList(200) }),
  orderShare: fields({ ids: idList(200) }),
  /** enable/orderOn and personal/orderOn: ids are cart line ids (with 888888; '' means 888888 too) */
  orderOn: fields({ order_no: optText(40), ids: idList(200), product_type: optOneOf(['', ...PRODUCT_TYPES], '') }),
  /** personal/list; `ids` (beyond the spec) reads only those cart lines, for a /checkoutQuick?ids= link */
  orderLines: fields({ order_no: optText(40), product_type: optOneOf(['', ...PRODUCT_TYPES], ''), ids: idList(200) }),
  orderShareInfo: fields({ code: text(64) }),
  orderShareAdd: fields({ code: text(64) }),
  /** 再次购买: an order of the caller's, by its number */
  rebuy: fields({ order_no: text(40) }),
}))();

type In = typeof cartInput;
export type BuyGoodsReq = InputOf<In['buygoods']>;

export const cart = {
  /** personal/buygoods: add a SKU to the cart (adds to an existing line), or buy now (sets the line's amount) */
  buygoods: ep<In['buygoods'], { id: number; amount: number }>()({ method: 'POST', path: '/orderitem/buygoods', auth: true }),
  /** the cart (/orderitem/cart): the caller's cart lines, newest first (ids: only those lines) */
  cartList: ep<In['cartList'], Items<CartItem>>()({ method: 'GET', path: '/orderitem/cart', auth: true }),
  /** personal/updateSelf: a line's amount (at least 1; 0 is a delete, asked in the page) */
  cartUpdateSelf: ep<In['cartUpdateSelf'], { id: number; amount: number }>()({ method: 'POST', path: '/orderitem/updateSelf', auth: true }),
  /** personal/deleteCard: delete the caller's lines */
  deleteCard: ep<In['deleteCard'], { deleted: number }>()({ method: 'POST', path: '/orderitem/delete', auth: true }),
  /**
   * enable/orderOn (buy now) and personal/orderOn (the cart's 结算): with 888888, the chosen cart lines become
   * the quick order's selection (every other line of the caller leaves it); with a pending order's number,
   * checks it can still be paid. Answers the lines either way.
   */
  orderOn: ep<In['orderOn'], CheckoutLines>()({ method: 'POST', path: '/orderitem/orderOn', auth: true }),
  /** personal/list: the lines of the 888888 selection or of a pending order (what /checkoutQuick shows) */
  orderLines: ep<In['orderLines'], CheckoutLines>()({ method: 'GET', path: '/orderitem/list', auth: true }),
  /** personal/orderShare: share the chosen lines; answers the code of the link */
  orderShare: ep<In['orderShare'], { code: string }>()({ method: 'POST', path: '/orderShare/add', auth: true }),
  /** read a share (any logged-in user with the link) */
  orderShareInfo: ep<In['orderShareInfo'], CartShare>()({ method: 'GET', path: '/orderShare/info', auth: true }),
  /** copy a share's items into the caller's own cart */
  orderShareAdd: ep<In['orderShareAdd'], { added: number }>()({ method: 'POST', path: '/orderShare/addToCart', auth: true }),
  /** 再次购买: the lines of one of the caller's orders into the cart, at today's prices and stock */
  rebuy: ep<In['rebuy'], RebuyResult>()({ method: 'POST', path: '/cart/rebuy', auth: true }),
} as const;
