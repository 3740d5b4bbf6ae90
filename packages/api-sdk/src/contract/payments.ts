// Payments: WeChat-Pay-native QR payment (spec 01 §7 "Consult, favourite, profile", 02 §4). A paying call
// (train/add, ordersSubmit, expertPay) answers a NativePayment; the client shows its code_url as a QR code
// (PayQrDialog in @ws/ui) and polls getPaystatus every 5 s until ispay is 1. The provider's payment
// notice is not a contract call: it is the provider's own protocol (signed XML), served by apps/api.
import { ep } from './endpoint-def';
import { fields, oneOf, text } from './schema';

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

/**
 * Where a phone pays (payMobile): `mobile` a phone's browser (WeChat Pay H5, trade_type MWEB: the browser
 * goes to mweb_url and comes back to the page), `wechat` WeChat's own browser (JSAPI: the page asks
 * WeixinJSBridge). A desktop browser keeps the QR code of the paying call's answer.
 */
export const PAY_CLIENTS = ['mobile', 'wechat'] as const;
export type PayClient = (typeof PAY_CLIENTS)[number];

/** What WeixinJSBridge.invoke('getBrandWCPayRequest', …) takes, signed by the server (WeChat's field names). */
export interface JsapiPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  /** prepay_id=… */
  package: string;
  signType: 'HMAC-SHA256' | 'MD5';
  paySign: string;
}

/**
 * A phone's payment of the payable a QR payment was made for. Its order_no is the one to poll (a payment of
 * another trade type is another provider order, so another number).
 */
export type MobilePayment =
  | { order_no: string; total_price: string; trade_type: 'MWEB'; /** the provider's page; the client appends &redirect_url= */ mweb_url: string }
  | { order_no: string; total_price: string; trade_type: 'JSAPI'; jsapi: JsapiPayParams };

export interface PayStatus {
  /** 0 unpaid, 1 paid (spec 02 §4 "Order flags") */
  ispay: 0 | 1;
}

/** The server's order numbers: digits only (what WeChat accepts as out_trade_no, up to 32 characters). */
export const ORDER_NO_MAX = 32;

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const paymentsInput = /* @__PURE__ */ (() => ({
  getPaystatus: fields({ order_no: text(ORDER_NO_MAX) }),
  payMobile: fields({ order_no: text(ORDER_NO_MAX), client: oneOf(PAY_CLIENTS) }),
}))();

type In = typeof paymentsInput;

export const payments = {
  /** personal/getPaystatus {order_no} -> data.ispay; only for the order's own payer */
  getPaystatus: ep<In['getPaystatus'], PayStatus>()({ method: 'GET', path: '/orders/getPaystatus', auth: true }),
  /** the payable of a QR payment (order_no, the caller's own) paid on a phone: H5 (MWEB) or in WeChat (JSAPI) */
  payMobile: ep<In['payMobile'], MobilePayment>()({ method: 'POST', path: '/orders/payMobile', auth: true }),
} as const;
