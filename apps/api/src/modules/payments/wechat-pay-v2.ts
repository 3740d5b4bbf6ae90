// The real WeChat Pay adapter (API v2): unifiedorder for the code_url (NATIVE, desktop), the mweb_url (MWEB,
// a phone's browser) or the prepay_id (JSAPI, inside WeChat), orderquery for a late notice, and the signed XML notices WeChat posts to the notify URL. Production selects it when the
// WECHAT_PAY_* variables are set (config.ts); demo mode uses the local stand-in (local-provider.ts), which
// speaks the same protocol (wechat-protocol.ts). The key never leaves this process and is never logged.
import { randomBytes } from 'node:crypto';
import {
  readWechatNotice,
  readWechatPayment,
  type JsapiParams,
  type MobileOrder,
  type NativeOrder,
  type OpenIdSource,
  type PlacedMobileOrder,
  type NoticeReading,
  type PaidNotice,
  type PaymentProvider,
  type RefundResult,
  type WechatMerchant,
} from './provider';
import { parseXml, sign, toXml, verifySignature, type WxFields } from './wechat-protocol';
import { signJsapi, unifiedOrderFields, type UnifiedOrder, type UnifiedOrderSite } from './wechat-unified-order';

export { wechatBody } from './wechat-unified-order';

export interface WechatPayV2Settings extends WechatMerchant {
  /** where WeChat posts payment notices: https://<site>/api/pay/wechat/notify */
  notifyUrl: string;
  /** default https://api.mch.weixin.qq.com (tests point it at a local fake) */
  baseUrl?: string;
  /** the server's own public address (spbill_create_ip); WeChat accepts the merchant server's IP */
  serverIp?: string;
  /** per request, default 10 s */
  timeoutMs?: number;
  /** H5 (MWEB) scene_info: the site as registered with WeChat Pay; default the notify URL's origin */
  wapUrl?: string;
  /** default 商城 */
  wapName?: string;
  /** the payers' openids under the official account (its snsapi_base OAuth); without one JSAPI is not offered */
  openIds?: OpenIdSource;
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

  private get site(): UnifiedOrderSite {
    const { notifyUrl, serverIp, wapUrl, wapName } = this.settings;
    return { notifyUrl, serverIp: serverIp ?? '127.0.0.1', wapUrl: wapUrl ?? new URL(notifyUrl).origin, wapName: wapName ?? '商城' };
  }

  private async unifiedOrder(order: UnifiedOrder): Promise<WxFields> {
    const answer = await this.post('/pay/unifiedorder', unifiedOrderFields(order, this.site));
    if (answer.result_code !== 'SUCCESS') throw new WechatPayError(answer.err_code_des || answer.err_code || '下单失败');
    return answer;
  }

  async createNativeOrder(order: NativeOrder): Promise<{ codeUrl: string }> {
    const answer = await this.unifiedOrder({ ...order, tradeType: 'NATIVE' });
    if (!answer.code_url) throw new WechatPayError('下单失败');
    return { codeUrl: answer.code_url };
  }

  async createMobileOrder(order: MobileOrder): Promise<PlacedMobileOrder> {
    const answer = await this.unifiedOrder(order);
    if (order.tradeType === 'MWEB') {
      // WeChat's own H5 cashier page, nothing else: the browser is sent there
      if (!answer.mweb_url?.startsWith('https://')) throw new WechatPayError('下单失败');
      return { tradeType: 'MWEB', mwebUrl: answer.mweb_url };
    }
    if (!answer.prepay_id) throw new WechatPayError('下单失败');
    return { tradeType: 'JSAPI', prepayId: answer.prepay_id };
  }

  async payerOpenId(userId: number): Promise<string | null> {
    return (await this.settings.openIds?.openIdOf(userId)) ?? null;
  }

  jsapiParams(prepayId: string): JsapiParams {
    return signJsapi(prepayId, this.settings, new Date());
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
