// The cart module's own texts (the contract's MSG_CART_*, MSG_SHARE_* … stay imported from @ws/api-sdk/contract).

/** A cart line's amount is at most this (a typo of many zeros must not overflow the column). Its message states it. */
export const MAX_CART_AMOUNT = 99_999;
export const MSG_AMOUNT_TOO_BIG = `购买数量不能超过 ${MAX_CART_AMOUNT}`;
export const MSG_DELETED = '删除成功';
export const MSG_SHARED = '分享成功';
export const MSG_SHARE_ADDED = '添加成功';
export const msgBelowMin = (min: number) => `购买数量不能少于最低起购量 ${min}`;
export const MSG_TYPE_MISMATCH = '所选商品与订单类型不一致';
