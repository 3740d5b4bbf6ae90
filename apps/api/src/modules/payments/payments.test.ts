// QR payment (WeChat Pay native) on PGlite: orders, signed notices, pay status, the demo simulator. The
// race of many identical notices at once runs on a real PostgreSQL server (payments-pg.test.ts).
import type { PayStatus } from '@ws/api-sdk/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { paymentRefunds, payments, users } from '../../db/schema';
import { NOTIFY_PATH } from '../../http/payments';
import { systemClock } from '../../kernel/time';
import { CODE_URL_PREFIX, createPayments, LocalWechatPay, SIMULATOR_PATH, type PaidEffect, type PaidPayment, type SubjectKind } from './index';
import { recallPayment } from './recall';
import { NOTICE_GRACE_MS, PaymentService } from './service';
import { parseXml, sign, toXml } from './wechat-protocol';
import { call, DEMO, loginAs, useHarness } from '../../../test/helpers';

const merchant = { appId: 'wxtestapp', mchId: '1230000109', key: 'test-key-0123456789abcdef0123456789' };
const provider = new LocalWechatPay(merchant, systemClock);
const effected: PaidPayment[] = [];
const countEffect: PaidEffect = async (_tx, p) => {
  effected.push(p);
};
const effects: Record<SubjectKind, PaidEffect> = { training: countEffect, order: countEffect, consult: countEffect };

const SUCCESS = '<xml><return_code><![CDATA[SUCCESS]]></return_code><return_msg><![CDATA[OK]]></return_msg></xml>';
const fail = (msg: string) => `<xml><return_code><![CDATA[FAIL]]></return_code><return_msg><![CDATA[${msg}]]></return_msg></xml>`;

describe('QR payment', () => {
  const h = useHarness({ payments: { provider, effects } });
  const service = () => new PaymentService(h.db, h.clock, provider, { simulator: true, effects });
  const userId = async (phone: string) => (await h.db.select({ id: users.id }).from(users).where(eq(users.userMobile, phone)))[0]!.id;
  // a payable of its own for each order: the same one would answer its one open payment
  let subject = 7;
  const newOrder = async (amountFen = 128_000) => {
    effected.length = 0;
    return service().payFor({ userId: await userId(DEMO.member), subjectKind: 'training', subjectId: subject++, amountFen, description: '培训报名-安全生产培训' });
  };
  const row = async (orderNo: string) => (await h.db.select().from(payments).where(eq(payments.orderNo, orderNo)))[0]!;
  const notify = async (xml: string, contentType = 'text/xml') =>
    h.app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { 'content-type': contentType }, payload: xml, remoteAddress: '203.0.113.9' });
  const prOf = (codeUrl: string) => codeUrl.slice(CODE_URL_PREFIX.length);
  /** the provider's record of a payment of `orderNo`, without sending its notice */
  const paidByProvider = async (codeUrl: string) => (await provider.pay(prOf(codeUrl), { notify: false })).order.paid!;

  it('creates an unpaid order with an opaque weixin:// code_url, the server amount and (outside production) the simulator link', async () => {
    const order = await newOrder(128_000);
    expect(order.order_no).toMatch(/^20260601080000\d{6}$/);
    expect(order.code_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=[A-Za-z0-9_-]{16}$/);
    expect(order.code_url).not.toContain(order.order_no);
    expect(order.total_price).toBe('1280.00');
    expect(order.simulator_url).toBe(`${SIMULATOR_PATH}?pr=${prOf(order.code_url)}`);
    expect(await row(order.order_no)).toMatchObject({ status: 'unpaid', amountFen: 128_000, transactionId: null, codeUrl: order.code_url, subjectKind: 'training', subjectId: expect.any(Number) });
  });

  it('the stand-in, restarted, still refunds a payment the database recorded as paid: never beyond what is left, one refund number once', async () => {
    const order = await newOrder(10_000);
    const paid = await paidByProvider(order.code_url);
    expect((await notify(provider.noticeXml(paid))).body).toBe(SUCCESS);
    await h.db.insert(paymentRefunds).values({
      paymentOrderNo: order.order_no,
      subjectKind: 'after_sales',
      subjectId: 424_242,
      amountFen: 3000,
      refundNo: `A424242-${order.order_no}`,
      status: 'refunded',
      createdAt: h.clock.now(),
    });
    // a new process: a stand-in with no record of the order, recalling it from the database
    const fresh = new LocalWechatPay(merchant, systemClock);
    const ask = (refundNo: string, refundFee: number) =>
      fresh.refund({ orderNo: order.order_no, transactionId: paid.transactionId, refundNo, refundFee, totalFee: 10_000, reason: '售后退款' });
    expect((await ask('A1-x', 1000)).ok).toBe(false);
    fresh.setRecall((orderNo) => recallPayment(h.db, orderNo));
    expect(await ask('A1-x', 8000)).toMatchObject({ ok: false });
    expect(await ask('A1-x', 7000)).toEqual({ ok: true });
    expect(await ask('A1-x', 7000)).toEqual({ ok: true });
    expect(fresh.refundedFen(order.order_no)).toBe(10_000);
    // an unpaid payment is not recalled
    const unpaid = await newOrder(5000);
    expect(await recallPayment(h.db, unpaid.order_no)).toBeNull();
  });

  it('takes a good signed notice once: the order is paid with the transaction id, acknowledged with SUCCESS', async () => {
    const order = await newOrder();
    const paid = await paidByProvider(order.code_url);
    const res = await notify(provider.noticeXml(paid));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/xml');
    expect(res.body).toBe(SUCCESS);
    expect(await row(order.order_no)).toMatchObject({ status: 'paid', transactionId: paid.transactionId });
    expect(effected.map((p) => p.orderNo)).toEqual([order.order_no]);
  });

  it('refuses a forged signature (another key, or a field changed after signing) and changes nothing', async () => {
    const order = await newOrder();
    const paid = await paidByProvider(order.code_url);
    const forger = new LocalWechatPay({ ...merchant, key: 'not-the-merchant-key-000000000000' }, systemClock);
    expect((await notify(forger.noticeXml(paid))).body).toBe(fail('签名错误'));
    const fields = parseXml(provider.noticeXml(paid))!;
    const tampered = toXml({ ...fields, transaction_id: '4200000000000000000000000001' });
    expect((await notify(tampered)).body).toBe(fail('签名错误'));
    const unsigned = toXml(Object.fromEntries(Object.entries(fields).filter(([k]) => k !== 'sign')));
    expect((await notify(unsigned)).body).toBe(fail('签名错误'));
    // signed by the key but for another merchant
    const other = { ...fields, mch_id: '9999999999' };
    expect((await notify(toXml({ ...other, sign: sign(other, merchant.key) }))).body).toBe(fail('商户信息不符'));
    expect(await row(order.order_no)).toMatchObject({ status: 'unpaid', transactionId: null });
    expect(effected).toEqual([]);
  });

  it('refuses a well-signed notice whose amount is not the order amount', async () => {
    const order = await newOrder(128_000);
    const paid = await paidByProvider(order.code_url);
    const res = await notify(provider.noticeXml(paid, { total_fee: '1', cash_fee: '1' }));
    expect(res.body).toBe(fail('金额不符'));
    expect(await row(order.order_no)).toMatchObject({ status: 'unpaid', transactionId: null });
    expect(effected).toEqual([]);
  });

  it('acknowledges a repeated notice and changes nothing', async () => {
    const order = await newOrder();
    const paid = await paidByProvider(order.code_url);
    expect((await notify(provider.noticeXml(paid))).body).toBe(SUCCESS);
    const first = await row(order.order_no);
    h.clock.advance(60_000);
    expect((await notify(provider.noticeXml(paid))).body).toBe(SUCCESS);
    // a second payment of the same order (another transaction) does not pay it again either
    const again = { ...paid, transactionId: '4200000000000000000000000099', paidAt: new Date(paid.paidAt.getTime() + 60_000) };
    expect((await notify(provider.noticeXml(again))).body).toBe(SUCCESS);
    expect(await row(order.order_no)).toEqual(first);
    expect(effected).toHaveLength(1);
  });

  it('refuses a transaction id that already paid another order, and unknown orders', async () => {
    const a = await newOrder();
    const b = await newOrder();
    const paidA = await paidByProvider(a.code_url);
    expect((await notify(provider.noticeXml(paidA))).body).toBe(SUCCESS);
    const paidB = { ...(await paidByProvider(b.code_url)), transactionId: paidA.transactionId };
    expect((await notify(provider.noticeXml(paidB))).body).toBe(fail('交易号重复'));
    expect(await row(b.order_no)).toMatchObject({ status: 'unpaid', transactionId: null });
    expect((await notify(provider.noticeXml({ ...paidA, orderNo: '20990101000000000000', transactionId: '4200000000000000000000000077' }))).body).toBe(fail('订单不存在'));
  });

  it('answers FAIL, never a crash, to malformed notices', async () => {
    for (const body of ['', 'hello', '<xml><a><b>1</b></a></xml>', '<!DOCTYPE x [<!ENTITY e "x">]><xml><a>&e;</a></xml>', '<xml><a>1</a><a>2</a></xml>']) {
      const res = await notify(body);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(fail('报文格式错误'));
    }
    expect((await notify('{"out_trade_no":"1"}', 'application/json')).body).toBe(fail('报文格式错误'));
  });

  describe('getPaystatus', () => {
    it('answers ispay from the database, for the order owner only', async () => {
      const order = await newOrder();
      const member = await loginAs(h.app, DEMO.member);
      const company = await loginAs(h.app, DEMO.company);
      expect(await call<PayStatus>(h.app, 'getPaystatus', { order_no: order.order_no }, { token: member })).toMatchObject({ ok: true, data: { ispay: 0 } });
      // another user, not logged in, an unknown order
      expect(await call(h.app, 'getPaystatus', { order_no: order.order_no }, { token: company })).toMatchObject({ ok: false, msg: '订单不存在', data: null });
      expect(await call(h.app, 'getPaystatus', { order_no: order.order_no })).toMatchObject({ ok: false, code: -1 });
      expect(await call(h.app, 'getPaystatus', { order_no: '20990101000000000000' }, { token: member })).toMatchObject({ ok: false, msg: '订单不存在' });
      expect(await call(h.app, 'getPaystatus', {}, { token: member })).toMatchObject({ ok: false, msg: '订单不存在' });

      expect((await notify(provider.noticeXml(await paidByProvider(order.code_url)))).body).toBe(SUCCESS);
      expect(await call<PayStatus>(h.app, 'getPaystatus', { order_no: order.order_no }, { token: member })).toMatchObject({ ok: true, data: { ispay: 1 } });
      // paid, still nobody else's
      expect(await call(h.app, 'getPaystatus', { order_no: order.order_no }, { token: company })).toMatchObject({ ok: false, msg: '订单不存在' });
    });

    it('asks the provider when the notice is late, and records the payment once', async () => {
      const order = await newOrder();
      const member = await loginAs(h.app, DEMO.member);
      const paid = await paidByProvider(order.code_url); // paid at WeChat, notice not arrived
      // within the notice's grace time the provider is not asked yet
      h.clock.advance(NOTICE_GRACE_MS - 1000);
      expect((await call<PayStatus>(h.app, 'getPaystatus', { order_no: order.order_no }, { token: member })).data).toEqual({ ispay: 0 });
      h.clock.advance(1000);
      // the provider cannot be reached: unpaid for now, asked again at the next poll
      const down = vi.spyOn(provider, 'queryOrder').mockRejectedValueOnce(new Error('connect ETIMEDOUT'));
      expect(await call<PayStatus>(h.app, 'getPaystatus', { order_no: order.order_no }, { token: member })).toMatchObject({ ok: true, data: { ispay: 0 } });
      down.mockRestore();
      expect((await call<PayStatus>(h.app, 'getPaystatus', { order_no: order.order_no }, { token: member })).data).toEqual({ ispay: 1 });
      expect(await row(order.order_no)).toMatchObject({ status: 'paid', transactionId: paid.transactionId });
      // the late notice then changes nothing
      expect((await notify(provider.noticeXml(paid))).body).toBe(SUCCESS);
      expect(effected).toHaveLength(1);
    });
  });

  describe('the demo simulator', () => {
    it('shows the order and pays it by posting a signed notice to the notify URL', async () => {
      const order = await newOrder(9_900);
      const page = await h.app.inject({ url: order.simulator_url! });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.body).toContain('¥99.00');
      expect(page.body).toContain(order.order_no);
      expect(page.body).toContain('确认支付');
      const pr = prOf(order.code_url);
      const paidPage = await h.app.inject({ method: 'POST', url: SIMULATOR_PATH, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `pr=${pr}` });
      expect(paidPage.body).toContain('支付成功');
      expect(paidPage.body).not.toContain('原路退回');
      expect(await row(order.order_no)).toMatchObject({ status: 'paid' });
      expect(effected).toHaveLength(1);
      expect((await h.app.inject({ url: order.simulator_url! })).body).toContain('该订单已支付');
      // paying again only repeats the notice
      await h.app.inject({ method: 'POST', url: SIMULATOR_PATH, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `pr=${pr}` });
      expect(effected).toHaveLength(1);
    });

    it('answers 404 for an unknown code and 403 to other machines', async () => {
      expect((await h.app.inject({ url: `${SIMULATOR_PATH}?pr=nothing` })).statusCode).toBe(404);
      const order = await newOrder();
      const remote = await h.app.inject({ url: order.simulator_url!, remoteAddress: '203.0.113.9' });
      expect(remote.statusCode).toBe(403);
      const remotePost = await h.app.inject({
        method: 'POST',
        url: SIMULATOR_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `pr=${prOf(order.code_url)}`,
        remoteAddress: '203.0.113.9',
      });
      expect(remotePost.statusCode).toBe(403);
      expect(await row(order.order_no)).toMatchObject({ status: 'unpaid' });
    });
  });

  describe('in production', () => {
    it('has no simulator and offers no fake QR code, while the notify URL still checks signatures', async () => {
      const prod: FastifyInstance = await buildApp({ db: h.db, clock: h.clock, appEnv: 'production' });
      try {
        expect((await prod.inject({ url: `${SIMULATOR_PATH}?pr=x` })).statusCode).toBe(404);
        const before = (await h.db.select().from(payments)).length;
        const svc = createPayments(h.db, h.clock, 'production');
        await expect(svc.payFor({ userId: await userId(DEMO.member), subjectKind: 'order', subjectId: 1, amountFen: 100, description: '商城订单' })).rejects.toThrow(
          '在线支付暂未开通，请联系客服',
        );
        expect(await h.db.select().from(payments)).toHaveLength(before);
        const res = await prod.inject({ method: 'POST', url: NOTIFY_PATH, headers: { 'content-type': 'text/xml' }, payload: provider.noticeXml({ orderNo: '1', transactionId: '2', totalFee: 1, paidAt: new Date() }) });
        expect(res.body).toContain('FAIL');
      } finally {
        await prod.close();
      }
    });
  });
});

