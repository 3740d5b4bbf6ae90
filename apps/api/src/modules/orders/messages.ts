// The orders module's own texts: why a cancelled order was cancelled and where a late payment's money
// stands (the order's cancel_note), the points ledger's and the payment page's wording, and the demo
// aging tool's refusals. The contract's messages (订单不存在, 取消成功 …) stay imported from @ws/api-sdk/contract.

export const MSG_CANCELLED_BY_TIMER = '超时未支付，订单已自动取消';
export const MSG_CANCELLED_BY_BUYER = '订单已由买家取消';
export const MSG_CLOSED_BY_REFUND = '商家已全额退款，订单已关闭';
/** a cancelled order whose payment came afterwards: the money is back, or still on its way back */
export const MSG_LATE_PAYMENT_REFUNDED = '支付款项已原路退回';
export const MSG_LATE_PAYMENT_REFUND_PENDING = '支付款项退款处理中';
/** how the parts of a cancel_note are joined */
export const NOTE_SEPARATOR = '；';

export const MSG_DEV_ORDER_MISSING = '订单不存在';
export const MSG_DEV_ORDER_NOT_UNPAID = '只能调整未支付的订单';

/** The points ledger's remark of the points a checkout spent, and of their return when it is cancelled. */
export const pointsSpentRemark = (mainOrderNo: string) => `订单${mainOrderNo}抵扣`;
export const pointsReturnedRemark = (mainOrderNo: string) => `订单${mainOrderNo}取消，退还积分`;
/** The wallet ledger's remark of what a checkout paid from the wallet, and of its return when it is cancelled. */
export const walletSpentRemark = (mainOrderNo: string) => `订单${mainOrderNo}余额支付`;
export const walletReturnedRemark = (mainOrderNo: string) => `订单${mainOrderNo}取消，退回余额`;
/** A checkout asked to pay from the wallet finds less there than the quote showed (another spend came first). */
export const MSG_WALLET_SHORT = '钱包余额不足，请刷新后重试';
/** What the payer sees on the provider's page for a checkout's QR payment. */
export const paymentDescription = (mainOrderNo: string) => `商城订单-${mainOrderNo}`;
