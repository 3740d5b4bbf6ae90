// Payments: WeChat-Pay-native QR payment (spec 01 §7 "Consult, favourite, profile", 02 §4). A paying call
// (train/add, ordersSubmit, expertPay) answers a NativePayment; the client shows its code_url as a QR code
// (PayQrDialog in @ws/ui) and polls getPaystatus every 5 s until ispay is 1. The provider's payment
// notice is not a contract call: it is the provider's own protocol (signed XML), served by apps/api.
import { ep } from './endpoint-def';
import { fields, text } from './schema';

/** What a paying call answers (spec: data.code_url and order_no). */
export interface NativePayment {
  order_no: string;
  /** the QR code's content: weixin://wxpay/bizpayurl?pr=… */
  code_url: string;
  /** the amount in yuan with 2 decimals, computed by the server */
  total_price: string;
  /** demo mode only: the local page that pays this order as WeChat would (absent in production) */
  simulator_url?: string;
}

export interface PayStatus {
  /** 0 unpaid, 1 paid (spec 02 §4 "Order flags") */
  ispay: 0 | 1;
}

/** The server's order numbers: digits only (what WeChat accepts as out_trade_no, up to 32 characters). */
export const ORDER_NO_MAX = 32;

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const paymentsInput = /* @__PURE__ */ (() => ({
  getPaystatus: fields({ order_no: text(ORDER_NO_MAX) }),
}))();

type In = typeof paymentsInput;

export const payments = {
  /** personal/getPaystatus {order_no} -> data.ispay; only for the order's own payer */
  getPaystatus: ep<In['getPaystatus'], PayStatus>()({ method: 'GET', path: '/orders/getPaystatus', auth: true }),
} as const;
