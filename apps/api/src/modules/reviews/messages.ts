// The reviews module's own texts (the contract's MSG_REVIEW_* stay imported from @ws/api-sdk/contract).
/** Reviewing needs an order of the caller's: anyone else's order number answers this. */
export const MSG_ORDER_NOT_FOUND = '订单不存在';
/** remark/infoByUser when the caller's review exists. */
export const MSG_REVIEW_FOUND = '获取成功';
