// The cart calls (spec 02 §2 Cart, §5): buygoods, the cart, a line's amount, deleting lines, the 888888
// checkout choice (orderOn) and its read-back (personal/list), and shares. The rules are service.ts's.
import { MSG_CART_ADDED, msgRebuyDone, type cart } from '@ws/api-sdk/contract';
import { ok, type DomainHandlers } from '../../http/handler';
import { MSG_DELETED, MSG_SHARE_ADDED, MSG_SHARED } from './messages';
import {
  addShareToCart,
  buyGoods,
  cartLines,
  checkoutLines,
  chooseForCheckout,
  rebuyOrder,
  removeLines,
  setLineAmount,
  shareInfo,
  shareLines,
} from './service';

export const cartHandlers: DomainHandlers<typeof cart> = {
  /** personal/buygoods: 'cart' answers 加入购物车成功; 'buy' (buy now) the default message. */
  async buygoods({ db, clock, user, payload }) {
    const line = await buyGoods(db, clock, user.id, payload);
    return payload.buycate === 'buy' ? line : ok(line, MSG_CART_ADDED);
  },

  /** enable/orderOn, personal/orderOn */
  async orderOn({ db, clock, user, payload }) {
    return chooseForCheckout(db, clock, user.id, { orderNo: payload.order_no, ids: payload.ids, productType: payload.product_type });
  },

  /** personal/list */
  async orderLines({ db, clock, user, payload }) {
    return checkoutLines(db, clock, user.id, { orderNo: payload.order_no, ids: payload.ids, productType: payload.product_type });
  },

  /** the cart: the caller's lines (ids: only those; product_type: only that type). */
  async cartList({ db, user, payload }) {
    return { items: await cartLines(db, user.id, payload.ids, payload.product_type) };
  },

  /** personal/updateSelf */
  async cartUpdateSelf({ db, user, payload }) {
    return setLineAmount(db, user.id, payload.id, payload.amount);
  },

  /** 再次购买 */
  async rebuy({ db, clock, user, payload }) {
    const result = await rebuyOrder(db, clock, user.id, payload.order_no);
    return ok(result, msgRebuyDone(result.added));
  },

  /** personal/deleteCard */
  async deleteCard({ db, user, payload }) {
    return ok({ deleted: await removeLines(db, user.id, payload.ids) }, MSG_DELETED);
  },

  /** personal/orderShare */
  async orderShare({ db, clock, user, payload }) {
    return ok({ code: await shareLines(db, clock, user.id, payload.ids) }, MSG_SHARED);
  },

  /** Read a share (any logged-in user holding the code). */
  async orderShareInfo({ db, payload }) {
    return shareInfo(db, payload.code);
  },

  /** Copy a share's items into the caller's own cart. */
  async orderShareAdd({ db, clock, user, payload }) {
    return ok({ added: await addShareToCart(db, clock, user.id, payload.code) }, MSG_SHARE_ADDED);
  },
};
