// The after-sales module as other modules reach it: the console's 售后仲裁 (admin-after-sales) decides a
// request through the same refund rule as the seller's 同意退款, and reads requests in the same shape.
export { approveRefundIn, settleRefund, type RefundDecision, type RefundDone } from './refund';
export { markClosed, waitingForPlatform, type Arbitration } from './merchant-queries';
export { refundOfRequest, toAfterSales, REFUND_KIND, type AfterSalesRow } from './queries';
export { PAY_CATE_NAMES } from './messages';
