// The payment module's texts, as the payer or the provider reads them.

export const MSG_ORDER_NOT_FOUND = '订单不存在';
export const MSG_AMOUNT_MISMATCH = '金额不符';
/** The pay status of a payment that arrived after its order was cancelled (the QR dialog shows it). */
export const MSG_PAID_REFUNDED = '订单已取消，支付款项已原路退回';
export const MSG_PAID_REFUND_PENDING = '订单已取消，支付款项退款处理中';
/** The pay status of a payment whose payable another payment had already paid. */
export const MSG_DUPLICATE_REFUNDED = '该订单已支付，本次支付款项已原路退回';
export const MSG_DUPLICATE_REFUND_PENDING = '该订单已支付，本次支付款项退款处理中';
/** Another request of the same payable is still asking the provider for its code. */
export const MSG_PAY_BUSY = '支付请求处理中，请稍后重试';
export const MSG_PAY_ORDER_MISSING = '订单不存在';
export const MSG_PAY_UNAVAILABLE = '在线支付暂未开通，请联系客服';
/** A partial refund (an approved after-sales request) of a payment that holds no money. */
export const MSG_PART_REFUND_NOT_PAID = '未找到该订单的在线支付记录，无法原路退回';
/** A partial refund beyond what is left of its payment (the payment's refunds would exceed it). */
export const MSG_PART_REFUND_OVER = '退款金额超过该笔支付的可退金额';
/** A phone's payment (payMobile) of a payment that is paid already. */
export const MSG_PAY_ALREADY_PAID = '该订单已支付';
/** A phone's payment of a QR payment whose payable has no open payment any more (expired, or paid meanwhile). */
export const MSG_PAY_STALE = '支付已失效，请重新发起支付';
/** H5 asked from WeChat's own browser: WeChat refuses H5 there. */
export const MSG_MWEB_IN_WECHAT = '微信内请直接使用微信支付';
/** JSAPI asked outside WeChat's browser: WeixinJSBridge exists only there. */
export const MSG_JSAPI_OUTSIDE_WECHAT = '请在微信中打开本页后再支付';
/** JSAPI needs the payer's openid under the merchant's official account, which the site does not know. */
export const MSG_JSAPI_NO_OPENID = '暂不支持在微信内直接支付：请点右上角“…”选择“在浏览器打开”后支付，或在电脑上扫码支付';
/** The provider refused a phone's order (the reason is logged, not shown). */
export const MSG_MOBILE_ORDER_FAILED = '微信支付下单失败，请稍后重试或在电脑上扫码支付';
