// The after-sales module's own texts (the contract's MSG_AFTER_SALES_* stay imported from @ws/api-sdk/contract).
export const MSG_ORDER_NOT_FOUND = '订单不存在';
/** Spec 02 §4: return/exchange is offered while an order is paid and not yet confirmed. */
export const MSG_AFTER_SALES_CONFIRMED = '订单已确认收货，不能申请售后';
