// The payment provider behind one small interface (DESIGN.md: third-party services are adapters with a
// local implementation). The local one (local-provider.ts) behaves like WeChat Pay native; a real
// adapter speaks the same WeChat protocol (wechat-protocol.ts) to api.mch.weixin.qq.com.
import { parseTimeEnd, parseXml, verifySignature, type WxFields } from './wechat-protocol';

/** A payment the provider reports as done (by a notice or by a query). */
export interface PaidNotice {
  orderNo: string;
  /** the provider's id of the payment (WeChat transaction_id) */
  transactionId: string;
  /** what was paid, in fen */
  totalFee: number;
  paidAt: Date;
}

export interface NativeOrder {
  orderNo: string;
  amountFen: number;
  /** WeChat's `body`: what the payer sees, e.g. 培训报名-安全生产培训 */
  description: string;
  /** WeChat's `time_expire`: the code cannot be paid after it */
  expiresAt?: Date;
}

/** WeChat's trade types this site uses: a QR code (desktop), H5 in a phone's browser, JSAPI inside WeChat. */
export type TradeType = 'NATIVE' | 'MWEB' | 'JSAPI';

/**
 * A phone's order (unifiedorder with trade_type MWEB or JSAPI). WeChat needs the payer's own address for
 * H5 (spbill_create_ip: the phone's, not the server's) and, for JSAPI, the payer's openid under the
 * merchant's official account.
 */
export type MobileOrder = NativeOrder & { clientIp: string } & ({ tradeType: 'MWEB' } | { tradeType: 'JSAPI'; openId: string });

/** What the provider answers a phone's order: the H5 page to open, or the prepay id the JSAPI call pays. */
export type PlacedMobileOrder = { tradeType: 'MWEB'; mwebUrl: string } | { tradeType: 'JSAPI'; prepayId: string };

/** The signed parameters of WeixinJSBridge's getBrandWCPayRequest (WeChat's own field names). */
export interface JsapiParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'HMAC-SHA256';
  paySign: string;
}

/**
 * Where the payer's openid comes from. WeChat knows a payer under a merchant's official account only by
 * the openid that account's OAuth (snsapi_base) gave the site; which source a site has (none, a table
 * filled by that OAuth, …) is the provider's concern, so JSAPI is offered only where a source answers.
 */
export interface OpenIdSource {
  openIdOf(userId: number): Promise<string | null>;
}

export type NoticeReading = { ok: true; notice: PaidNotice } | { ok: false; reason: string };

/** Money to give back for a payment (WeChat's refund: out_trade_no, out_refund_no, total_fee, refund_fee). */
export interface RefundRequest {
  orderNo: string;
  transactionId: string;
  /** our refund number, one per payment: a retried refund with the same number refunds once */
  refundNo: string;
  totalFee: number;
  refundFee: number;
  /** why, as the payer sees it (WeChat's refund_desc) */
  reason: string;
}

/** `ok` false: the provider did not refund (yet); the payment stays owed (refund_pending). */
export type RefundResult = { ok: true } | { ok: false; reason: string };

export interface PaymentProvider {
  /** Place a native (QR) order: the code_url the payer scans. */
  createNativeOrder(order: NativeOrder): Promise<{ codeUrl: string }>;
  /** Place a phone's order (H5 or JSAPI) for a new order number: WeChat refuses another trade type for a
   *  number it already has. */
  createMobileOrder(order: MobileOrder): Promise<PlacedMobileOrder>;
  /** The payer's openid for JSAPI, or null when the provider knows none (JSAPI is then not offered). */
  payerOpenId(userId: number): Promise<string | null>;
  /** The bridge's parameters for a JSAPI prepay id, signed with the merchant key (which stays here). */
  jsapiParams(prepayId: string): JsapiParams;
  /** Check and read a payment notice as the provider posts it to the notify URL (raw body). */
  readNotice(body: string): NoticeReading;
  /** Ask the provider about an order: the payment when it is paid, null when not (yet). */
  queryOrder(orderNo: string): Promise<PaidNotice | null>;
  /** The local stand-in's page that pays a code_url (demo only); null for a real provider. */
  simulatorUrl(codeUrl: string): string | null;
  /** Give a payment's money back (an order cancelled before its payment arrived). Never throws for a
   *  refusal: answers why, and the caller keeps the refund owed. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** The merchant a WeChat message must be for, and the key it is signed with. */
export interface WechatMerchant {
  appId: string;
  mchId: string;
  key: string;
}

export const MSG_BAD_NOTICE = '报文格式错误';
export const MSG_BAD_SIGN = '签名错误';

/** WeChat's out_trade_no and transaction_id: up to 32 letters, digits, _ - | * (checked before any SQL). */
const TRADE_ID = /^[A-Za-z0-9_\-|*]{1,32}$/;

/** A WeChat payment notice (or a query answer): signed by `merchant`, for `merchant`, successful. */
export function readWechatPayment(fields: WxFields | null, merchant: WechatMerchant): NoticeReading {
  if (!fields) return { ok: false, reason: MSG_BAD_NOTICE };
  if (fields.return_code !== 'SUCCESS') return { ok: false, reason: fields.return_msg || MSG_BAD_NOTICE };
  if (!verifySignature(fields, merchant.key)) return { ok: false, reason: MSG_BAD_SIGN };
  if (fields.appid !== merchant.appId || fields.mch_id !== merchant.mchId) return { ok: false, reason: '商户信息不符' };
  if (fields.result_code !== 'SUCCESS') return { ok: false, reason: '支付未成功' };
  if (fields.trade_state !== undefined && fields.trade_state !== 'SUCCESS') return { ok: false, reason: '支付未成功' };
  const orderNo = fields.out_trade_no ?? '';
  const transactionId = fields.transaction_id ?? '';
  const totalFee = /^\d{1,10}$/.test(fields.total_fee ?? '') ? Number(fields.total_fee) : Number.NaN;
  const paidAt = parseTimeEnd(fields.time_end);
  if (!TRADE_ID.test(orderNo) || !TRADE_ID.test(transactionId) || !Number.isSafeInteger(totalFee) || totalFee <= 0 || !paidAt) {
    return { ok: false, reason: MSG_BAD_NOTICE };
  }
  return { ok: true, notice: { orderNo, transactionId, totalFee, paidAt } };
}

/** Read a notice body (XML) of a WeChat merchant. */
export const readWechatNotice = (body: string, merchant: WechatMerchant): NoticeReading => readWechatPayment(parseXml(body), merchant);
