// The local stand-in for WeChat Pay (demo mode). Like WeChat it keeps its own record of each order, gives
// an opaque code_url `weixin://wxpay/bizpayurl?pr=…` (NATIVE) or an H5 cashier page of its own (MWEB,
// MWEB_PATH), checks a phone's unifiedorder request as WeChat does (wechat-unified-order.ts), and when the
// order is "paid" (the simulator pages, http/payments.ts) it posts a signed payment notice to the notify URL
// exactly as WeChat does; queryOrder answers from its own record, so a notice that never arrived is found too.
import { randomBytes, randomInt } from 'node:crypto';
import type { Clock } from '../../kernel/time';
import {
  readWechatNotice,
  type JsapiParams,
  type MobileOrder,
  type NativeOrder,
  type OpenIdSource,
  type PlacedMobileOrder,
  type TradeType,
  type NoticeReading,
  type PaidNotice,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
  type WechatMerchant,
} from './provider';
import { formatTimeEnd, parseXml, sign, toXml, type WxFields } from './wechat-protocol';
import { signJsapi, unifiedOrderFields, unifiedOrderRefusal, type UnifiedOrderSite } from './wechat-unified-order';

export const CODE_URL_PREFIX = 'weixin://wxpay/bizpayurl?pr=';
export const SIMULATOR_PATH = '/api/dev/pay/simulator';
/** The stand-in's H5 cashier page (WeChat's wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb): ?prepay_id=&package= */
export const MWEB_PATH = '/api/dev/pay/mweb';

/** What the demo site tells the stand-in (the notice goes through the notifier whatever the URL says). */
const LOCAL_SITE: UnifiedOrderSite = {
  notifyUrl: 'http://127.0.0.1/api/pay/wechat/notify',
  serverIp: '127.0.0.1',
  wapUrl: 'http://127.0.0.1',
  wapName: '本地演示',
};

/** Posts a notice body to the notify URL and resolves with the server's answer body. */
export type Notifier = (xml: string) => Promise<string>;

interface LocalOrder extends NativeOrder {
  /** NATIVE: the code_url's pr; MWEB and JSAPI: the prepay_id */
  pr: string;
  tradeType: TradeType;
  /** MWEB: the mweb_url's package, which the page must come with */
  pkg?: string;
  openId?: string;
  paid: PaidNotice | null;
  /** refunds by out_refund_no, in fen */
  refunds: Map<string, number>;
}

/**
 * A payment the site's own database recorded as paid (with the provider's transaction id) and the refunds it
 * recorded as made; what WeChat would still know of an order after this stand-in's process restarted.
 */
export interface RecalledPayment {
  paid: PaidNotice;
  refunds: [refundNo: string, fen: number][];
}
export type Recall = (orderNo: string) => Promise<RecalledPayment | null>;

export class LocalWechatPay implements PaymentProvider {
  private readonly orders = new Map<string, LocalOrder>();
  private readonly byPr = new Map<string, string>();
  private notifier: Notifier | null = null;
  private recall: Recall | null = null;
  private openIds: OpenIdSource | null = null;

  constructor(
    readonly merchant: WechatMerchant,
    private readonly clock: Clock,
  ) {}

  /**
   * A merchant with a random key, made once per process. LOCAL_WECHAT_PAY_KEY (demo only; several API
   * processes behind one nginx, and `pnpm test:scale`) gives every process the same key, so a notice signed
   * for one is good at the others, as WeChat's are.
   */
  static withRandomKey(clock: Clock, key = process.env.LOCAL_WECHAT_PAY_KEY?.trim()): LocalWechatPay {
    return new LocalWechatPay({ appId: 'wx0000000000local', mchId: '1900000000', key: key || randomBytes(24).toString('hex') }, clock);
  }

  /** Where notices go (the app posts them to its own notify route). */
  setNotifier(notifier: Notifier): void {
    this.notifier = notifier;
  }

  async createNativeOrder(order: NativeOrder): Promise<{ codeUrl: string }> {
    const known = this.orders.get(order.orderNo);
    if (known) {
      // WeChat answers the same code_url for the same order, and refuses a changed amount
      if (known.amountFen !== order.amountFen) throw new Error('商户订单号重复');
      return { codeUrl: CODE_URL_PREFIX + known.pr };
    }
    const pr = randomBytes(12).toString('base64url');
    this.orders.set(order.orderNo, { ...order, pr, tradeType: 'NATIVE', paid: null, refunds: new Map() });
    this.byPr.set(pr, order.orderNo);
    return { codeUrl: CODE_URL_PREFIX + pr };
  }

  /**
   * A phone's order, taken as WeChat takes unifiedorder: the request is written and signed as a merchant
   * sends it, then checked as WeChat checks it (signature, merchant, scene_info and the payer's address for
   * MWEB, openid for JSAPI); the same order number of another trade type or amount is refused.
   */
  async createMobileOrder(order: MobileOrder): Promise<PlacedMobileOrder> {
    const request: WxFields = {
      appid: this.merchant.appId,
      mch_id: this.merchant.mchId,
      nonce_str: randomBytes(16).toString('hex'),
      sign_type: 'HMAC-SHA256',
      ...unifiedOrderFields(order, LOCAL_SITE),
    };
    const received = parseXml(toXml({ ...request, sign: sign(request, this.merchant.key) }));
    const refusal = received ? unifiedOrderRefusal(received, this.merchant) : { return_msg: '报文格式错误' };
    if (refusal) throw new Error('return_msg' in refusal ? refusal.return_msg : refusal.err_code_des);
    let known = this.orders.get(order.orderNo);
    if (known && (known.tradeType !== order.tradeType || known.amountFen !== order.amountFen)) throw new Error('商户订单号重复');
    if (!known) {
      const prepayId = `wx${formatTimeEnd(this.clock.now())}${randomBytes(10).toString('hex')}`;
      known = {
        ...order,
        pr: prepayId,
        tradeType: order.tradeType,
        ...(order.tradeType === 'MWEB' ? { pkg: String(randomInt(1e9, 1e10)) } : { openId: order.openId }),
        paid: null,
        refunds: new Map(),
      };
      this.orders.set(order.orderNo, known);
      this.byPr.set(prepayId, order.orderNo);
    }
    return known.tradeType === 'MWEB'
      ? { tradeType: 'MWEB', mwebUrl: `${MWEB_PATH}?prepay_id=${known.pr}&package=${known.pkg ?? ''}` }
      : { tradeType: 'JSAPI', prepayId: known.pr };
  }

  /** The H5 order a cashier page link stands for (its prepay_id with the package it was given), or null. */
  mwebOrder(prepayId: string, pkg: string): Readonly<LocalOrder> | null {
    const order = this.orderByPr(prepayId);
    return order && order.tradeType === 'MWEB' && order.pkg === pkg ? order : null;
  }

  /** Where the stand-in finds payers' openids (tests); the demo has no official account, so none by default. */
  setOpenIds(source: OpenIdSource | null): void {
    this.openIds = source;
  }

  async payerOpenId(userId: number): Promise<string | null> {
    return (await this.openIds?.openIdOf(userId)) ?? null;
  }

  jsapiParams(prepayId: string): JsapiParams {
    return signJsapi(prepayId, this.merchant, this.clock.now());
  }

  readNotice(body: string): NoticeReading {
    return readWechatNotice(body, this.merchant);
  }

  async queryOrder(orderNo: string): Promise<PaidNotice | null> {
    return this.orders.get(orderNo)?.paid ?? null;
  }

  /**
   * Where the stand-in finds an order it has no record of: WeChat keeps its orders for good, this stand-in
   * only for the life of its process, so a payment made before a restart (or the demo seed's paid orders)
   * is taken from the site's database, with the refunds already made of it.
   */
  setRecall(recall: Recall): void {
    this.recall = recall;
  }

  private async known(orderNo: string): Promise<LocalOrder | undefined> {
    const order = this.orders.get(orderNo);
    if (order || !this.recall) return order;
    const recalled = await this.recall(orderNo);
    if (!recalled) return undefined;
    const adopted: LocalOrder = {
      orderNo,
      amountFen: recalled.paid.totalFee,
      description: '',
      pr: randomBytes(12).toString('base64url'),
      tradeType: 'NATIVE',
      paid: recalled.paid,
      refunds: new Map(recalled.refunds),
    };
    this.orders.set(orderNo, adopted);
    return adopted;
  }

  /** Like WeChat: only a paid order, never more than was paid, and the same refund number refunds once. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const order = await this.known(request.orderNo);
    if (!order?.paid || order.paid.transactionId !== request.transactionId) return { ok: false, reason: '订单未支付' };
    if (request.totalFee !== order.paid.totalFee) return { ok: false, reason: '订单金额不符' };
    if (order.refunds.has(request.refundNo)) return { ok: true };
    const refunded = [...order.refunds.values()].reduce((a, n) => a + n, 0);
    if (request.refundFee <= 0 || refunded + request.refundFee > order.paid.totalFee) return { ok: false, reason: '退款金额超过订单可退金额' };
    order.refunds.set(request.refundNo, request.refundFee);
    return { ok: true };
  }

  /** What the stand-in has refunded of an order, in fen (tests and the simulator page read it). */
  refundedFen(orderNo: string): number {
    return [...(this.orders.get(orderNo)?.refunds.values() ?? [])].reduce((a, n) => a + n, 0);
  }

  simulatorUrl(codeUrl: string): string | null {
    if (!codeUrl.startsWith(CODE_URL_PREFIX)) return null;
    return `${SIMULATOR_PATH}?pr=${encodeURIComponent(codeUrl.slice(CODE_URL_PREFIX.length))}`;
  }

  /** The order a code_url's `pr` stands for (the simulator page shows it). */
  orderByPr(pr: string): Readonly<LocalOrder> | null {
    const orderNo = this.byPr.get(pr);
    return orderNo ? (this.orders.get(orderNo) ?? null) : null;
  }

  /** The payer paid: record it (once) and send the notice; resolves with the notify URL's answer. */
  async pay(pr: string, options: { notify?: boolean } = {}): Promise<{ order: Readonly<LocalOrder>; reply: string | null }> {
    const order = this.orderByPr(pr) as LocalOrder | null;
    if (!order) throw new Error('订单不存在或已过期');
    order.paid ??= {
      orderNo: order.orderNo,
      transactionId: `4200${String(randomInt(1e8)).padStart(8, '0')}${String(randomInt(1e8)).padStart(8, '0')}${String(randomInt(1e8)).padStart(8, '0')}`,
      totalFee: order.amountFen,
      paidAt: this.clock.now(),
    };
    if (options.notify === false || !this.notifier) return { order, reply: null };
    return { order, reply: await this.notifier(this.noticeXml(order.paid)) };
  }

  /** A signed notice of a payment, as WeChat posts it; `overrides` (before signing) serve tests. */
  noticeXml(paid: PaidNotice, overrides: WxFields = {}): string {
    const order = this.orders.get(paid.orderNo);
    const fields: WxFields = {
      appid: this.merchant.appId,
      bank_type: 'OTHERS',
      cash_fee: String(paid.totalFee),
      fee_type: 'CNY',
      is_subscribe: 'N',
      mch_id: this.merchant.mchId,
      nonce_str: randomBytes(16).toString('hex'),
      openid: order?.openId ?? 'oLocalDemoPayer000000000000',
      out_trade_no: paid.orderNo,
      result_code: 'SUCCESS',
      return_code: 'SUCCESS',
      sign_type: 'HMAC-SHA256',
      time_end: formatTimeEnd(paid.paidAt),
      total_fee: String(paid.totalFee),
      trade_type: order?.tradeType ?? 'NATIVE',
      transaction_id: paid.transactionId,
      ...overrides,
    };
    return toXml({ ...fields, sign: sign(fields, this.merchant.key) });
  }
}
