// The real WeChat Pay adapter (API v2, native QR payments): unifiedorder for the code_url, orderquery for
// a late notice, and the signed XML notices WeChat posts to the notify URL. Production selects it when the
// WECHAT_PAY_* variables are set (config.ts); demo mode uses the local stand-in (local-provider.ts), which
// speaks the same protocol (wechat-protocol.ts). The key never leaves this process and is never logged.
import { randomBytes } from 'node:crypto';
import {
  readWechatNotice,
  readWechatPayment,
  type NativeOrder,
  type NoticeReading,
  type PaidNotice,
  type PaymentProvider,
  type RefundResult,
  type WechatMerchant,
} from './provider';
import { formatTimeEnd, parseXml, sign, toXml, verifySignature, type WxFields } from './wechat-protocol';

export interface WechatPayV2Settings extends WechatMerchant {
  /** where WeChat posts payment notices: https://<site>/api/pay/wechat/notify */
  notifyUrl: string;
  /** default https://api.mch.weixin.qq.com (tests point it at a local fake) */
  baseUrl?: string;
  /** the server's own public address (spbill_create_ip); WeChat accepts the merchant server's IP */
  serverIp?: string;
  /** per request, default 10 s */
  timeoutMs?: number;
}

/** WeChat's body field: at most 128 bytes (UTF-8), so long Chinese titles are cut on a character. */
export function wechatBody(text: string): string {
  let out = '';
  for (const ch of text) {
    if (Buffer.byteLength(out + ch, 'utf8') > 128) break;
    out += ch;
  }
  return out || '订单支付';
}

export class WechatPayError extends Error {}

export class WechatPayV2 implements PaymentProvider {
  private readonly baseUrl: string;

  constructor(
    private readonly settings: WechatPayV2Settings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.baseUrl = (settings.baseUrl ?? 'https://api.mch.weixin.qq.com').replace(/\/+$/, '');
  }

  /** POST a signed request; the answer's fields once its signature and merchant are checked. */
  private async post(path: string, fields: WxFields): Promise<WxFields> {
    const { appId, mchId, key } = this.settings;
    const request: WxFields = { appid: appId, mch_id: mchId, nonce_str: randomBytes(16).toString('hex'), sign_type: 'HMAC-SHA256', ...fields };
    const res = await this.fetchImpl(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      body: toXml({ ...request, sign: sign(request, key) }),
      signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
    });
    if (!res.ok) throw new WechatPayError(`微信支付接口 HTTP ${res.status}`);
    const answer = parseXml(await res.text());
    if (!answer) throw new WechatPayError('微信支付接口返回格式错误');
    if (answer.return_code !== 'SUCCESS') throw new WechatPayError(answer.return_msg || '微信支付接口调用失败');
    if (!verifySignature(answer, key)) throw new WechatPayError('微信支付接口返回签名错误');
    if (answer.appid !== appId || answer.mch_id !== mchId) throw new WechatPayError('微信支付接口返回商户信息不符');
    return answer;
  }

  async createNativeOrder(order: NativeOrder): Promise<{ codeUrl: string }> {
    const answer = await this.post('/pay/unifiedorder', {
      body: wechatBody(order.description),
      out_trade_no: order.orderNo,
      total_fee: String(order.amountFen),
      fee_type: 'CNY',
      spbill_create_ip: this.settings.serverIp ?? '127.0.0.1',
      notify_url: this.settings.notifyUrl,
      trade_type: 'NATIVE',
      product_id: order.orderNo,
      ...(order.expiresAt ? { time_expire: formatTimeEnd(order.expiresAt) } : {}),
    });
    if (answer.result_code !== 'SUCCESS' || !answer.code_url) {
      throw new WechatPayError(answer.err_code_des || answer.err_code || '下单失败');
    }
    return { codeUrl: answer.code_url };
  }

  readNotice(body: string): NoticeReading {
    return readWechatNotice(body, this.settings);
  }

  async queryOrder(orderNo: string): Promise<PaidNotice | null> {
    const answer = await this.post('/pay/orderquery', { out_trade_no: orderNo });
    if (answer.result_code !== 'SUCCESS' || answer.trade_state !== 'SUCCESS') return null;
    const reading = readWechatPayment(answer, this.settings);
    return reading.ok ? reading.notice : null;
  }

  simulatorUrl(): string | null {
    return null;
  }

  /**
   * WeChat's v2 refund (secapi/pay/refund) needs the merchant's API certificate on a mutual-TLS
   * connection, which this adapter is not given: it refuses, and the payment module keeps the refund
   * owed (refund_pending) for the merchant to make in the WeChat Pay merchant platform.
   */
  async refund(): Promise<RefundResult> {
    return { ok: false, reason: MSG_REFUND_NEEDS_CERT };
  }
}

export const MSG_REFUND_NEEDS_CERT = '退款需要商户API证书，请在微信支付商户平台办理';
