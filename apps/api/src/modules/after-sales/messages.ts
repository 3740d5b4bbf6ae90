// The after-sales module's own texts (the contract's MSG_AFTER_SALES_* stay imported from @ws/api-sdk/contract).
export const MSG_ORDER_NOT_FOUND = '订单不存在';
/** Spec 02 §4: return/exchange is offered while an order is paid and not yet confirmed. */
export const MSG_AFTER_SALES_CONFIRMED = '订单已确认收货，不能申请售后';
/** The points ledger's line when a full refund gives back the points the order spent. */
export const walletRefundedRemark = (orderNo: string) => `订单${orderNo}售后退款，退回余额`;
export const pointsRefundedRemark = (orderNo: string) => `订单${orderNo}售后退款，退还积分`;
/** pay_cate's names as the seller's list shows them (the pay_cate dictionary's labels). */
export const PAY_CATE_NAMES: Record<0 | 1, string> = { 0: '线下转账', 1: '在线支付（扫码）' };
