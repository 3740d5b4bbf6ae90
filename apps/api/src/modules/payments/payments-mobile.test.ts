// A phone's payment of a payable that has a QR payment (payMobile): H5 (MWEB) in a phone's browser, JSAPI in
// WeChat's, each a new provider order placed as WeChat Pay v2 takes it (the stand-in checks the signed
// unifiedorder request), the one-open-payment rule across trade types, and the stand-in's H5 cashier page.
import type { MobilePayment, PayStatus } from '@ws/api-sdk/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { payments, users } from '../../db/schema';
import { NOTIFY_PATH } from '../../http/payments';
import { systemClock } from '../../kernel/time';
import { createPayments, refundAll, LocalWechatPay, MWEB_PATH, MWEB_REUSE_MS, MSG_PAY_UNAVAILABLE, type PaidEffect, type SubjectKind } from './index';
import { MSG_JSAPI_NO_OPENID, MSG_JSAPI_OUTSIDE_WECHAT, MSG_MOBILE_ORDER_FAILED, MSG_MWEB_IN_WECHAT, MSG_PAY_ALREADY_PAID, MSG_PAY_STALE } from './messages';
import { PAYMENT_VALID_MS, PaymentService } from './service';
import { verifySignature } from './wechat-protocol';
import { call, DEMO, loginAs, useHarness } from '../../../test/helpers';

const merchant = { appId: 'wxmobileapp', mchId: '1230000109', key: 'mobile-key-0123456789abcdef01234567' };
const provider = new LocalWechatPay(merchant, systemClock);

// a payable is paid once: a second payment of the same subject changes nothing and is refunded in full
const paidSubjects = new Set<string>();
const once: PaidEffect = async (_tx, p) => {
  const k = `${p.subjectKind}:${p.subjectId}`;
  if (paidSubjects.has(k)) return refundAll(p, 'duplicate');
  paidSubjects.add(k);
};
const effects: Record<SubjectKind, PaidEffect> = { training: once, order: once, consult: once };

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WECHAT = `${IPHONE} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN`;

describe("a phone's payment (H5 / JSAPI)", () => {
  const h = useHarness({ payments: { provider, effects } });
  const service = () => new PaymentService(h.db, h.clock, provider, { simulator: true, effects });
  const memberId = async () => (await h.db.select({ id: users.id }).from(users).where(eq(users.userMobile, DEMO.member)))[0]!.id;
  let subject = 500;
  const qr = async (amountFen = 9_900) => service().payFor({ userId: await memberId(), subjectKind: 'order', subjectId: subject++, amountFen, description: '商城订单' });
  const row = async (orderNo: string) => (await h.db.select().from(payments).where(eq(payments.orderNo, orderNo)))[0]!;
  const openOf = async (subjectId: number) =>
    h.db.select().from(payments).where(and(eq(payments.subjectKind, 'order'), eq(payments.subjectId, subjectId), eq(payments.status, 'unpaid')));
  const payMobile = async (token: string, orderNo: string, client: 'mobile' | 'wechat', ua = client === 'wechat' ? WECHAT : IPHONE, ip = '203.0.113.77') =>
    call<MobilePayment>(h.app, 'payMobile', { order_no: orderNo, client }, { token, ip, headers: { 'user-agent': ua } });
  const notify = (xml: string) => h.app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { 'content-type': 'text/xml' }, payload: xml });
  const mwebQuery = (url: string) => new URL(url, 'http://127.0.0.1');

  it("answers an H5 page for the same payable under a new order number, placed with the phone's address and a web scene", async () => {
    const token = await loginAs(h.app, DEMO.member);
    const native = await qr(12_800);
    const res = await payMobile(token, native.order_no, 'mobile');
    expect(res.ok).toBe(true);
    if (res.data.trade_type !== 'MWEB') throw new Error('expected H5');
    expect(res.data.order_no).not.toBe(native.order_no);
    expect(res.data.total_price).toBe('128.00');
    const link = mwebQuery(res.data.mweb_url);
    expect(link.pathname).toBe(MWEB_PATH);
    expect(link.searchParams.get('prepay_id')).toMatch(/^wx\d{14}[0-9a-f]{20}$/);
    // the stand-in placed it as WeChat would: MWEB, the payer's address, the amount and deadline of the QR payment
    const placed = provider.mwebOrder(link.searchParams.get('prepay_id')!, link.searchParams.get('package')!);
    expect(placed).toMatchObject({ tradeType: 'MWEB', clientIp: '203.0.113.77', amountFen: 12_800, orderNo: res.data.order_no });
    // one open payment of the payable: the H5 one; the QR one is closed
    const nativeRow = await row(native.order_no);
    expect(nativeRow.status).toBe('closed');
    expect(await openOf(nativeRow.subjectId)).toMatchObject([{ orderNo: res.data.order_no, amountFen: 12_800, expiresAt: nativeRow.expiresAt }]);
    // asked again (from the old QR number or the new one) while the page opens: the same H5 order
    for (const no of [native.order_no, res.data.order_no]) expect((await payMobile(token, no, 'mobile')).data.order_no).toBe(res.data.order_no);
    // WeChat's mweb_url opens for five minutes: later a fresh one (a new order number) replaces it
    h.clock.advance(MWEB_REUSE_MS);
    const later = await payMobile(token, native.order_no, 'mobile');
    expect(later.data.order_no).not.toBe(res.data.order_no);
    expect(await openOf(nativeRow.subjectId)).toHaveLength(1);
  });

  it('keeps at most one payment of a payable across trade types: the QR code paid after the H5 payment is refunded', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const native = await qr(5_000);
    const h5 = await payMobile(token, native.order_no, 'mobile');
    if (h5.data.trade_type !== 'MWEB') throw new Error('expected H5');
    const prepayId = mwebQuery(h5.data.mweb_url).searchParams.get('prepay_id')!;
    // the buyer pays on the phone …
    const { reply } = await provider.pay(prepayId);
    expect(reply).toContain('SUCCESS');
    expect(await row(h5.data.order_no)).toMatchObject({ status: 'paid' });
    expect((await call<PayStatus>(h.app, 'getPaystatus', { order_no: h5.data.order_no }, { token })).data).toEqual({ ispay: 1 });
    // … and the old QR code, still payable at the provider, is paid too (from a computer): given back in full
    const nativePr = native.code_url.slice(native.code_url.indexOf('pr=') + 3);
    const late = await provider.pay(nativePr, { notify: false });
    expect((await notify(provider.noticeXml(late.order.paid!))).body).toContain('SUCCESS');
    expect(await row(native.order_no)).toMatchObject({ status: 'refunded', refundReason: 'duplicate', refundFen: 5_000 });
    expect(provider.refundedFen(native.order_no)).toBe(5_000);
    expect(provider.refundedFen(h5.data.order_no)).toBe(0);
    // the notice says which trade type was paid
    expect(provider.noticeXml(late.order.paid!)).toContain('<trade_type><![CDATA[NATIVE]]></trade_type>');
    // a phone asking to pay it again is told it is paid
    expect(await payMobile(token, h5.data.order_no, 'mobile')).toMatchObject({ ok: false, msg: MSG_PAY_ALREADY_PAID });
  });

  it("the payable's own paying call after an H5 payment opens a QR code again (the H5 one closed, one open)", async () => {
    const token = await loginAs(h.app, DEMO.member);
    const input = { userId: await memberId(), subjectKind: 'order' as const, subjectId: subject++, amountFen: 3_000, description: '商城订单' };
    const native = await service().payFor(input);
    const h5 = await payMobile(token, native.order_no, 'mobile');
    const again = await service().payFor(input);
    expect(again.code_url).toMatch(/^weixin:\/\//);
    expect(again.order_no).not.toBe(h5.data.order_no);
    expect((await row(h5.data.order_no)).status).toBe('closed');
    expect(await openOf(input.subjectId)).toMatchObject([{ orderNo: again.order_no }]);
  });

  it('checks where the client says it is against its user agent, and the caller', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const native = await qr();
    expect(await payMobile(token, native.order_no, 'mobile', WECHAT)).toMatchObject({ ok: false, msg: MSG_MWEB_IN_WECHAT });
    expect(await payMobile(token, native.order_no, 'wechat', IPHONE)).toMatchObject({ ok: false, msg: MSG_JSAPI_OUTSIDE_WECHAT });
    expect(await call(h.app, 'payMobile', { order_no: native.order_no, client: 'desktop' }, { token })).toMatchObject({ ok: false, msg: '请求参数错误' });
    // another member's order number is unknown to them
    const other = await loginAs(h.app, DEMO.company);
    expect(await payMobile(other, native.order_no, 'mobile')).toMatchObject({ ok: false, msg: '订单不存在' });
    // nothing was replaced by the refusals
    expect((await row(native.order_no)).status).toBe('unpaid');
  });

  it('offers JSAPI only where the provider knows the payer\'s openid, with bridge parameters signed by the merchant key', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const native = await qr(2_000);
    expect(await payMobile(token, native.order_no, 'wechat')).toMatchObject({ ok: false, msg: MSG_JSAPI_NO_OPENID });
    expect((await row(native.order_no)).status).toBe('unpaid');
    provider.setOpenIds({ openIdOf: async (userId) => (userId === (await memberId()) ? 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' : null) });
    try {
      const res = await payMobile(token, native.order_no, 'wechat');
      if (res.data.trade_type !== 'JSAPI') throw new Error(`expected JSAPI: ${res.msg}`);
      const { paySign, ...signed } = res.data.jsapi;
      expect(signed).toMatchObject({ appId: merchant.appId, package: expect.stringMatching(/^prepay_id=wx/), signType: 'HMAC-SHA256', timeStamp: expect.stringMatching(/^\d{10}$/) });
      expect(verifySignature({ ...signed, sign: paySign }, merchant.key)).toBe(true);
      const prepayId = signed.package.slice('prepay_id='.length);
      expect(provider.orderByPr(prepayId)).toMatchObject({ tradeType: 'JSAPI', openId: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', amountFen: 2_000 });
      // paid through the bridge: the notice carries the payer's openid and JSAPI
      const { reply } = await provider.pay(prepayId);
      expect(reply).toContain('SUCCESS');
      expect(await row(res.data.order_no)).toMatchObject({ status: 'paid' });
    } finally {
      provider.setOpenIds(null);
    }
  });

  it('refuses a payable without an open payment any more (past its time): its own paying call starts again', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const native = await qr();
    h.clock.advance(PAYMENT_VALID_MS);
    expect(await payMobile(token, native.order_no, 'mobile')).toMatchObject({ ok: false, msg: MSG_PAY_STALE });
    expect((await row(native.order_no)).status).toBe('closed');
  });

  it('leaves the QR payment open when the provider refuses the H5 order (its reason logged, not shown)', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const native = await qr();
    const logged: unknown[] = [];
    const svc = new PaymentService(h.db, h.clock, provider, { simulator: true, effects, log: (fields) => logged.push(fields) });
    // an address WeChat cannot take as spbill_create_ip
    await expect(svc.payMobile({ userId: await memberId(), orderNo: native.order_no, tradeType: 'MWEB', clientIp: 'not-an-ip' })).rejects.toThrow(MSG_MOBILE_ORDER_FAILED);
    expect(logged).toMatchObject([{ tradeType: 'MWEB', reason: 'spbill_create_ip参数错误' }]);
    expect(token).toBeTruthy();
    expect(await openOf((await row(native.order_no)).subjectId)).toMatchObject([{ orderNo: native.order_no }]);
  });

  it('production without a configured merchant: no H5 cashier stand-in, and no phone payment is placed', async () => {
    const prod = await buildApp({ db: h.db, clock: h.clock, appEnv: 'production' });
    try {
      expect((await prod.inject({ url: `${MWEB_PATH}?prepay_id=wx1&package=1` })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
    const svc = createPayments(h.db, h.clock, 'production');
    const native = await qr();
    await expect(svc.payMobile({ userId: await memberId(), orderNo: native.order_no, tradeType: 'MWEB', clientIp: '203.0.113.7' })).rejects.toThrow(MSG_PAY_UNAVAILABLE);
    expect(await openOf((await row(native.order_no)).subjectId)).toMatchObject([{ orderNo: native.order_no }]);
  });

  describe("the stand-in's H5 cashier page (demo)", () => {
    const mwebOf = async () => {
      const token = await loginAs(h.app, DEMO.member);
      const native = await qr(6_600);
      const res = await payMobile(token, native.order_no, 'mobile');
      if (res.data.trade_type !== 'MWEB') throw new Error('expected H5');
      return { token, pay: res.data };
    };

    it('shows 微信支付（演示）, pays with a signed notice and goes back to redirect_url', async () => {
      const { token, pay } = await mwebOf();
      const back = 'http://127.0.0.1:8080/myOrders?vsstatus=pay&wxpay_return=' + pay.order_no;
      const page = await h.app.inject({ url: `${pay.mweb_url}&redirect_url=${encodeURIComponent(back)}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('微信支付（演示）');
      expect(page.body).toContain('¥66.00');
      expect(page.body).toContain('确认支付');
      const link = mwebQuery(pay.mweb_url);
      const posted = await h.app.inject({
        method: 'POST',
        url: MWEB_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ prepay_id: link.searchParams.get('prepay_id')!, package: link.searchParams.get('package')!, redirect_url: back }).toString(),
      });
      expect(posted.statusCode).toBe(303);
      expect(posted.headers.location).toBe(back);
      expect((await call<PayStatus>(h.app, 'getPaystatus', { order_no: pay.order_no }, { token })).data).toEqual({ ispay: 1 });
      expect((await h.app.inject({ url: pay.mweb_url })).body).toContain('该订单已支付');
    });

    it("refuses another site's redirect_url, a wrong package, and other machines", async () => {
      const { pay } = await mwebOf();
      expect((await h.app.inject({ url: `${pay.mweb_url}&redirect_url=${encodeURIComponent('https://evil.example/x')}` })).statusCode).toBe(400);
      const link = mwebQuery(pay.mweb_url);
      expect((await h.app.inject({ url: `${MWEB_PATH}?prepay_id=${link.searchParams.get('prepay_id')}&package=1` })).statusCode).toBe(404);
      expect((await h.app.inject({ url: pay.mweb_url, remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
    });
  });
});
