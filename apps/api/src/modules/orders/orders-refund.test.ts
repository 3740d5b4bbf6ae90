// A QR payment that arrives after its order was cancelled (by the buyer or by the timer) is given back:
// the local stand-in refunds at once (已取消（已退款）); a provider that cannot refund (the WeChat v2
// adapter has no merchant certificate) leaves it owed as refund_pending (已取消（退款处理中）), logged
// without secrets, and retried by a repeated notice or settleOwedRefunds. The pay status tells the QR
// dialog, and the order stays cancelled with its stock and points back once. The race of a notice and a
// cancel runs on PostgreSQL (orders-refund-pg.test.ts).
import type { Order, OrderSubmitResult, PayStatus } from '@ws/api-sdk/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addresses, cartItems, companies, orders, payments, productSkus, products, users } from '../../db/schema';
import { NOTIFY_PATH } from '../../http/payments';
import { DAY, systemClock, type Clock } from '../../kernel/time';
import { CODE_URL_PREFIX, LocalWechatPay, MSG_PAID_REFUNDED, SIMULATOR_PATH, MSG_PAID_REFUND_PENDING, WechatPayV2, type RefundRequest, type RefundResult } from '../payments';
import { NOTICE_GRACE_MS } from '../payments/service';
import { MSG_REFUND_NEEDS_CERT } from '../payments/wechat-pay-v2';
import { call, DEMO, loginAs, useHarness, type Harness } from '../../../test/helpers';

const KEY = 'refund-key-0123456789abcdef0123456';
const SUCCESS = '<xml><return_code><![CDATA[SUCCESS]]></return_code><return_msg><![CDATA[OK]]></return_msg></xml>';

/** The stand-in, but its refunds refused the way the certificate-less v2 adapter refuses them. */
class NoRefundPay extends LocalWechatPay {
  refusing = true;
  override async refund(request: RefundRequest): Promise<RefundResult> {
    return this.refusing ? { ok: false, reason: MSG_REFUND_NEEDS_CERT } : super.refund(request);
  }
}

/** The payer pays on the server's (the harness's) clock: the paid effect judges the payment limit at the payment's time. */
const payerClock = (harness: () => Harness): Clock => ({ now: () => harness().clock.now() });

function setup(h: Harness, provider: LocalWechatPay) {
  const s = { buyer: '', other: '', buyerId: 0, sku: 0, addr: 0 };
  const stockOf = async () => (await h.db.select({ s: productSkus.stock }).from(productSkus).where(eq(productSkus.id, s.sku)))[0]!.s;
  const pointsOf = async () => (await h.db.select({ p: users.profitJifen }).from(users).where(eq(users.id, s.buyerId)))[0]!.p;
  const paymentOf = async (orderNo: string) => (await h.db.select().from(payments).where(eq(payments.orderNo, orderNo)))[0]!;
  const checkout = async (more: Record<string, unknown> = {}) => {
    const [sku] = await h.db.select().from(productSkus).where(eq(productSkus.id, s.sku));
    const [line] = await h.db
      .insert(cartItems)
      .values({ userId: s.buyerId, productId: sku!.productId, skuId: s.sku, amount: 2, createTime: '2026-06-01 08:00:00' })
      .returning({ id: cartItems.id });
    const res = await call<OrderSubmitResult>(
      h.app,
      'ordersSubmit',
      { ids: [line!.id], address_id: s.addr, pay_cate: 1, delivery: '快递配送', expected_deliverys: '7天内', IfUseProfitJifen: 1, ...more },
      { token: s.buyer },
    );
    expect(res.ok, res.msg).toBe(true);
    return res.data;
  };
  /** the payer pays at the provider; its notice comes to the notify URL */
  const payByNotice = async (codeUrl: string) => {
    const { order } = await provider.pay(codeUrl.slice(CODE_URL_PREFIX.length), { notify: false });
    return h.app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { 'content-type': 'text/xml' }, payload: provider.noticeXml(order.paid!) });
  };
  const info = async (orderNo: string) => (await call<Order>(h.app, 'infoSelf', { order_no: orderNo }, { token: s.buyer })).data;

  beforeEach(async () => {
    s.buyer = await loginAs(h.app, DEMO.member);
    s.other = await loginAs(h.app, DEMO.salesman);
    s.buyerId = (await h.db.select({ id: users.id }).from(users).where(eq(users.userMobile, DEMO.member)))[0]!.id;
    const [c] = await h.db.select({ id: companies.id }).from(companies).orderBy(companies.id).limit(1);
    const [p] = await h.db
      .insert(products)
      .values({ companyId: c!.id, name: '退款测试安全帽', price: '35.00', stock: 20, useProfitJifenRate: 10, minAmount: 1, unit: '顶', createTime: '2026-05-01 10:00:00' })
      .returning({ id: products.id });
    s.sku = (await h.db.insert(productSkus).values({ productId: p!.id, attItemIds: '', attItemNames: '', price: '35.00', stock: 20 }).returning({ id: productSkus.id }))[0]!.id;
    s.addr = (
      await h.db
        .insert(addresses)
        .values({
          userId: s.buyerId,
          contact: '张三',
          phone: '13800000001',
          provinceName: '广东省',
          provinceCode: '440000',
          cityName: '广州市',
          cityCode: '440100',
          countyName: '天河区',
          countyCode: '440106',
          address: '天河路 1 号',
          createTime: '2026-05-01 10:00:00',
        })
        .returning({ id: addresses.id })
    )[0]!.id;
    await h.db.update(users).set({ profitJifen: 1000 }).where(eq(users.id, s.buyerId));
  });

  return { s, stockOf, pointsOf, paymentOf, checkout, payByNotice, info };
}

describe('a payment after the buyer cancelled: refunded at once by the local stand-in', () => {
  const provider = new LocalWechatPay({ appId: 'wxtestapp', mchId: '1230000109', key: KEY }, payerClock(() => h));
  const h = useHarness({ payments: { provider } });
  const t = setup(h, provider);

  it('acknowledges the notice, refunds the whole amount, keeps the order cancelled with stock and points back once', async () => {
    const res = await t.checkout(); // 70.00 + 8.00 shipping − 7.00 of points = 71.00
    expect(res.total_price).toBe('71.00');
    expect(await t.stockOf()).toBe(18);
    expect(await t.pointsOf()).toBe(300);
    expect(await call(h.app, 'cancelSelf', { order_no: res.main_order_no }, { token: t.s.buyer })).toMatchObject({ ok: true });
    expect(await t.stockOf()).toBe(20);
    expect(await t.pointsOf()).toBe(1000);

    // the buyer had the QR open and paid anyway
    expect((await t.payByNotice(res.code_url)).body).toBe(SUCCESS);
    const pay = await t.paymentOf(res.order_no);
    expect(pay).toMatchObject({ status: 'refunded', refundFen: 7100, refundNo: `R${res.order_no}` });
    expect(pay.refundedAt).not.toBeNull();
    expect(provider.refundedFen(res.order_no)).toBe(7100);

    const order = await t.info(res.main_order_no);
    expect(order).toMatchObject({ status: '已取消（已退款）', ispay: 0, cancel_note: '订单已由买家取消；支付款项已原路退回' });
    // the QR dialog's poll stops with the reason
    const status = await call<PayStatus>(h.app, 'getPaystatus', { order_no: res.order_no }, { token: t.s.buyer });
    expect(status).toMatchObject({ ok: false, msg: MSG_PAID_REFUNDED });
    // another user learns nothing about it
    expect((await call(h.app, 'getPaystatus', { order_no: res.order_no }, { token: t.s.other })).msg).toBe('订单不存在');

    // WeChat repeats notices: acknowledged, nothing refunded twice, nothing given back twice
    expect((await t.payByNotice(res.code_url)).body).toBe(SUCCESS);
    expect(provider.refundedFen(res.order_no)).toBe(7100);
    expect(await t.stockOf()).toBe(20);
    expect(await t.pointsOf()).toBe(1000);
    expect((await h.db.select({ state: orders.state }).from(orders).where(eq(orders.mainOrderNo, res.main_order_no)))[0]!.state).toBe('cancelled');
  });

  it('says on the simulator page, as WeChat would, that the payment of a cancelled order was given back', async () => {
    const res = await t.checkout();
    expect(await call(h.app, 'cancelSelf', { order_no: res.main_order_no }, { token: t.s.buyer })).toMatchObject({ ok: true });
    const pr = res.code_url.slice(CODE_URL_PREFIX.length);
    const form = { method: 'POST' as const, url: SIMULATOR_PATH, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `pr=${pr}` };
    const paidPage = await h.app.inject(form);
    expect(paidPage.body).toContain('支付成功');
    expect(paidPage.body).toContain('该订单已取消，商户已将 ¥71.00 原路退回。');
    expect((await h.app.inject({ url: `${SIMULATOR_PATH}?pr=${pr}` })).body).toContain('原路退回');
    expect(provider.refundedFen(res.order_no)).toBe(7100);
  });

  it('a payment found by the pay-status query after the timer cancelled: refunded, and the order says it was cancelled automatically', async () => {
    const res = await t.checkout();
    h.clock.advance(DAY + 1000);
    // past its limit it reads as cancelled by the timer (the read writes nothing; the sweep has not run)
    expect((await t.info(res.main_order_no)).cancel_note).toBe('超时未支付，订单已自动取消');
    // paid at the provider after its limit, the notice lost: the dialog's poll asks the provider (past the grace
    // time); the payment's effect cancels the order as the sweep would (stock and points back) and refunds it
    await provider.pay(res.code_url.slice(CODE_URL_PREFIX.length), { notify: false });
    h.clock.advance(NOTICE_GRACE_MS);
    const status = await call<PayStatus>(h.app, 'getPaystatus', { order_no: res.order_no }, { token: t.s.buyer });
    expect(status).toMatchObject({ ok: false, msg: MSG_PAID_REFUNDED });
    expect(await t.paymentOf(res.order_no)).toMatchObject({ status: 'refunded', refundFen: 7100 });
    expect(await t.info(res.main_order_no)).toMatchObject({ status: '已取消（已退款）', cancel_note: '超时未支付，订单已自动取消；支付款项已原路退回' });
    expect(await t.stockOf()).toBe(20);
    expect(await t.pointsOf()).toBe(1000);
  });

  it('a payment of a live order is no refund: paid, 待发货', async () => {
    const res = await t.checkout();
    expect((await t.payByNotice(res.code_url)).body).toBe(SUCCESS);
    expect(await t.paymentOf(res.order_no)).toMatchObject({ status: 'paid', refundFen: null });
    expect(provider.refundedFen(res.order_no)).toBe(0);
    expect(await t.info(res.main_order_no)).toMatchObject({ status: '待发货', ispay: 1 });
    expect((await t.info(res.main_order_no)).cancel_note).toBeUndefined();
  });
});

describe('a payment after the buyer cancelled, with a provider that cannot refund', () => {
  const provider = new NoRefundPay({ appId: 'wxtestapp', mchId: '1230000109', key: KEY }, payerClock(() => h));
  const logged: { fields: Record<string, unknown>; msg: string }[] = [];
  const h = useHarness({ payments: { provider, log: (fields, msg) => logged.push({ fields, msg }) } });
  const t = setup(h, provider);

  it('records refund_pending, tells the buyer 退款处理中, logs without the key, and refunds on a later retry', async () => {
    provider.refusing = true;
    const res = await t.checkout();
    await call(h.app, 'cancelSelf', { order_no: res.main_order_no }, { token: t.s.buyer });
    expect((await t.payByNotice(res.code_url)).body).toBe(SUCCESS);
    expect(await t.paymentOf(res.order_no)).toMatchObject({ status: 'refund_pending', refundFen: 7100, refundedAt: null });
    expect(provider.refundedFen(res.order_no)).toBe(0);
    expect(await t.info(res.main_order_no)).toMatchObject({ status: '已取消（退款处理中）', cancel_note: '订单已由买家取消；支付款项退款处理中' });
    expect(await call(h.app, 'getPaystatus', { order_no: res.order_no }, { token: t.s.buyer })).toMatchObject({ ok: false, msg: MSG_PAID_REFUND_PENDING });
    expect(logged).toHaveLength(1);
    expect(logged[0]!.fields).toMatchObject({ orderNo: res.order_no, refundFen: 7100, reason: MSG_REFUND_NEEDS_CERT });
    expect(JSON.stringify(logged)).not.toContain(KEY);

    // the merchant configured refunds; WeChat's repeated notice retries the owed refund
    provider.refusing = false;
    expect((await t.payByNotice(res.code_url)).body).toBe(SUCCESS);
    expect(await t.paymentOf(res.order_no)).toMatchObject({ status: 'refunded' });
    expect(provider.refundedFen(res.order_no)).toBe(7100);
    expect((await t.info(res.main_order_no)).status).toBe('已取消（已退款）');
  });

  it('settleOwedRefunds retries every owed refund once the provider can', async () => {
    provider.refusing = true;
    const a = await t.checkout();
    const b = await t.checkout();
    for (const r of [a, b]) {
      await call(h.app, 'cancelSelf', { order_no: r.main_order_no }, { token: t.s.buyer });
      await t.payByNotice(r.code_url);
    }
    const { PaymentService } = await import('../payments');
    const service = new PaymentService(h.db, h.clock, provider, { simulator: true, log: () => {} });
    expect(await service.settleOwedRefunds()).toEqual({ refunded: 0, pending: 2 });
    provider.refusing = false;
    expect(await service.settleOwedRefunds()).toEqual({ refunded: 2, pending: 0 });
    expect(await service.settleOwedRefunds()).toEqual({ refunded: 0, pending: 0 });
    // the second checkout had only 300 points left: 71.00 and 75.00
    expect([provider.refundedFen(a.order_no), provider.refundedFen(b.order_no)]).toEqual([7100, 7500]);
  });
});

describe('the running server retries owed refunds on its own', () => {
  const provider = new NoRefundPay({ appId: 'wxtestapp', mchId: '1230000109', key: KEY }, payerClock(() => h));
  // the order sweep hourly (not this test's), owed refunds every 150 ms
  const h = useHarness({ payments: { provider, log: () => {} }, orderExpiry: { intervalMs: 3_600_000, refundRetryMs: 150 } });
  const t = setup(h, provider);

  it('refunds an owed payment once the provider can, without a notice or a call', async () => {
    provider.refusing = true;
    const res = await t.checkout();
    await call(h.app, 'cancelSelf', { order_no: res.main_order_no }, { token: t.s.buyer });
    await t.payByNotice(res.code_url);
    expect(await t.paymentOf(res.order_no)).toMatchObject({ status: 'refund_pending' });
    // retried, still refused: still owed
    await new Promise((r) => setTimeout(r, 400));
    expect(await t.paymentOf(res.order_no)).toMatchObject({ status: 'refund_pending' });
    provider.refusing = false;
    await vi.waitFor(async () => expect(await t.paymentOf(res.order_no)).toMatchObject({ status: 'refunded' }), { timeout: 5000, interval: 50 });
    expect(provider.refundedFen(res.order_no)).toBe(7100);
    expect((await t.info(res.main_order_no)).status).toBe('已取消（已退款）');
  });
});

describe('the WeChat v2 adapter and the stand-in refuse refunds they cannot make', () => {
  it('v2 without the merchant certificate answers why, and never calls WeChat', async () => {
    let called = 0;
    const v2 = new WechatPayV2({ appId: 'wxapp', mchId: '1900000109', key: KEY, notifyUrl: 'https://example.com/api/pay/wechat/notify' }, (async () => {
      called++;
      throw new Error('no network in this test');
    }) as typeof fetch);
    expect(await v2.refund()).toEqual({ ok: false, reason: MSG_REFUND_NEEDS_CERT });
    expect(called).toBe(0);
  });

  it('the stand-in refunds only a paid order, never more than was paid, once per refund number', async () => {
    const p = new LocalWechatPay({ appId: 'wxtestapp', mchId: '1230000109', key: KEY }, systemClock);
    const { codeUrl } = await p.createNativeOrder({ orderNo: '20260601080000000001', amountFen: 5000, description: '测试' });
    const base = { orderNo: '20260601080000000001', transactionId: '', refundNo: 'R1', totalFee: 5000, refundFee: 5000, reason: '订单已取消' };
    expect((await p.refund(base)).ok).toBe(false);
    const { order } = await p.pay(codeUrl.slice(CODE_URL_PREFIX.length), { notify: false });
    const tx = order.paid!.transactionId;
    expect((await p.refund({ ...base, transactionId: tx, refundFee: 5001 })).ok).toBe(false);
    expect((await p.refund({ ...base, transactionId: tx, totalFee: 4000 })).ok).toBe(false);
    expect(await p.refund({ ...base, transactionId: tx })).toEqual({ ok: true });
    expect(await p.refund({ ...base, transactionId: tx })).toEqual({ ok: true });
    expect(p.refundedFen(base.orderNo)).toBe(5000);
    expect((await p.refund({ ...base, transactionId: tx, refundNo: 'R2', refundFee: 1 })).ok).toBe(false);
  });
});
