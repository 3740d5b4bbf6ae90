// 售后仲裁 of the console: the waiting tab's two ways in (the seller refused; pending past 48 hours by the
// clock), 判定退款 of an online order through the payment module (原路退回 once, like the seller's 同意退款) and of
// an offline one (recorded), 关闭申请, amounts above what is left, the reason required, a second decision
// refused, the audit rows, what buyer and seller then read, and who may call them.
import type { AdminAfterSalesItem, AdminAfterSalesPage, AfterSales, MerchantAfterSalesPage, NativePayment } from '@ws/api-sdk/contract';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { afterSales, orders, paymentRefunds } from '../../db/schema';
import { NOTIFY_PATH } from '../../http/payments';
import { CODE_URL_PREFIX, LocalWechatPay, type RefundRequest, type RefundResult } from '../payments';
import { call, DEMO, DEMO_ID, type Harness, loginAs, staffToken, uploadUrl, useHarness } from '../../../test/helpers';
import { makeOrder } from '../../../test/order-fixture';

const KEY = 'admin-after-sales-key-0123456789ab';
const IMAGE = { FileName: 'crack.jpg', FileUrl: uploadUrl(DEMO_ID.member, 'crack.jpg') };
const HOUR = 3_600_000;

class CountingPay extends LocalWechatPay {
  readonly asked: RefundRequest[] = [];
  override async refund(request: RefundRequest): Promise<RefundResult> {
    this.asked.push(request);
    return super.refund(request);
  }
}


type Caller = <T>(name: Parameters<typeof call>[1], payload?: Record<string, unknown>) => ReturnType<typeof call<T>>;

function kit(h: Harness, provider: CountingPay) {
  const as = async (phone: string): Promise<Caller> => {
    const token = await loginAs(h.app, phone);
    return (name, payload = {}) => call(h.app, name, payload, { token });
  };
  /** 运营, logged in at each call (the tests move the clock past the 30 minutes a staff session lives idle). */
  const ops = async (): Promise<Caller> => {
    return async (name, payload = {}) => call(h.app, name, payload, { token: await staffToken(h, 'ops') });
  };
  /** An order of 张三 at 李四's company (¥136.00) paid by a QR payment whose notice came. */
  const paidOnline = async () => {
    const o = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0, payCate: 1 });
    const buyer = await as(DEMO.member);
    const pay = await buyer<NativePayment>('paySelf', { order_no: o.orderNo });
    expect(pay.ok, pay.msg).toBe(true);
    const { order } = await provider.pay(pay.data.code_url.slice(CODE_URL_PREFIX.length), { notify: false });
    const notice = await h.app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { 'content-type': 'text/xml' }, payload: provider.noticeXml(order.paid!) });
    expect(notice.body).toContain('SUCCESS');
    return { ...o, paymentNo: pay.data.order_no };
  };
  const request = async (orderNo: string) => {
    const buyer = await as(DEMO.member);
    const added = await buyer<AfterSales>('aftersalesAdd', { order_no: orderNo, cate: 'goodsproblem', remark: '外壳破损', file_items: [IMAGE] });
    expect(added.ok, added.msg).toBe(true);
    return added.data.id;
  };
  /** A request the seller refused. */
  const refused = async (orderNo: string) => {
    const id = await request(orderNo);
    const merchant = await as(DEMO.company);
    expect((await merchant('merchantAfterSalesReject', { id, reason: '商品已使用' })).ok).toBe(true);
    return id;
  };
  const refundRows = (id: number) =>
    h.db
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.subjectKind, 'after_sales'), eq(paymentRefunds.subjectId, id)));
  const orderRow = async (id: number) => (await h.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const requestRow = async (id: number) => (await h.db.select().from(afterSales).where(eq(afterSales.id, id)))[0]!;
  const auditRows = async () =>
    (
      await h.query<{ staff_account: string; action: string; target_kind: string; target_id: string; summary: string; before: unknown; after: unknown }>(
        `select * from admin_audit where action like 'aftersales.%' order by id`,
      )
    ).rows;
  return { as, ops, paidOnline, request, refused, refundRows, orderRow, requestRow, auditRows };
}

describe('售后仲裁', () => {
  const provider = new CountingPay({ appId: 'wxtestapp', mchId: '1230000109', key: KEY }, { now: () => h.clock.now() });
  const h = useHarness({ payments: { provider, log: () => {} } });
  const t = kit(h, provider);
  beforeEach(() => {
    provider.asked.length = 0;
  });

  it('waits: a request the seller refused at once, a pending one after 48 hours; found by order number or buyer phone', async () => {
    const ops = await t.ops();
    const a = await makeOrder(h, DEMO.member, DEMO.company, { payCate: 0 });
    const b = await makeOrder(h, DEMO.member, DEMO.company, { payCate: 0 });
    const idPending = await t.request(a.orderNo);
    h.clock.advance(HOUR);
    const idRefused = await t.refused(b.orderNo);
    const list = async (p: Record<string, unknown> = {}) => (await ops<AdminAfterSalesPage>('adminAfterSalesList', p)).data;

    const first = await list();
    expect(first.items.map((r) => r.id)).toEqual([idRefused]);
    expect(first.counts).toEqual({ waiting: 1, decided: 0 });
    expect(first.items[0]).toMatchObject({
      order_no: b.orderNo,
      audit_status: 2,
      decide_reason: '商品已使用',
      decision_name: '已拒绝',
      wait_reason: 'refused',
      file_items: [IMAGE],
      cate_name: '商品质量问题',
      buyer: { name: '张三', mobile: DEMO.member },
      order: { total: '136.00', refunded: '0.00', refundable: '136.00', pay_cate: 0, items: [{ price: '64.00', amount: 2 }] },
      arbitration: null,
      arbitrated_by: '',
    });
    expect(first.items[0]!.order.company_name).not.toBe('');

    // 47 hours after it was filed the pending one still belongs to the seller; at 48 it waits for the platform
    h.clock.advance(46 * HOUR);
    expect((await list()).items.map((r) => r.id)).toEqual([idRefused]);
    h.clock.advance(HOUR);
    const later = await list();
    expect(later.items.map((r) => [r.id, r.wait_reason])).toEqual([
      [idPending, 'overdue'],
      [idRefused, 'refused'],
    ]);
    expect(later.counts).toEqual({ waiting: 2, decided: 0 });

    expect((await list({ keyword: a.orderNo })).items.map((r) => r.id)).toEqual([idPending]);
    expect((await list({ keyword: ` ${b.orderNo} ` })).items.map((r) => r.id)).toEqual([idRefused]);
    expect((await list({ keyword: DEMO.member })).total).toBe(2);
    expect((await list({ keyword: DEMO.company })).total).toBe(0);
    expect((await list({ tab: 'decided' })).items).toEqual([]);
    expect((await ops('adminAfterSalesList', { tab: 'whatever' })).msg).toBe('请求参数错误');
  });

  it('判定退款 of an online order: 原路退回 once through the payment module, audited; buyer and seller read the decision', async () => {
    const ops = await t.ops();
    const order = await t.paidOnline();
    const id = await t.refused(order.orderNo);
    h.clock.advance(HOUR);
    const res = await ops<AdminAfterSalesItem>('adminAfterSalesDecide', { id, action: 'refund', refund_price: '50.5', reason: '商品确有质量问题' });
    expect(res).toMatchObject({ ok: true, msg: '已判定退款' });
    expect(res.data).toMatchObject({
      audit_status: 1,
      decision_name: '平台判定退款',
      decide_reason: '商品已使用',
      refund_price: '50.50',
      refund_mode: 'online',
      refund_state: 'refunded',
      arbitration: 'refund',
      arbitration_name: '平台判定退款',
      arbitration_reason: '商品确有质量问题',
      arbitrated_at: '2026-06-01 09:00:00',
      arbitrated_by: expect.any(String),
      wait_reason: null,
      order: { refunded: '50.50', refundable: '85.50' },
    });
    expect(res.data.arbitrated_by).not.toBe('');
    const rows = await t.refundRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ paymentOrderNo: order.paymentNo, amountFen: 5050, refundNo: `A${id}-${order.paymentNo}`, status: 'refunded' });
    expect(provider.asked.map((r) => [r.refundNo, r.refundFee])).toEqual([[`A${id}-${order.paymentNo}`, 5050]]);
    expect(provider.refundedFen(order.paymentNo)).toBe(5050);
    expect((await t.orderRow(order.orderId)).refundFen).toBe(5050);
    expect(await t.requestRow(id)).toMatchObject({ auditStatus: 1, refundFen: 5050, refundMode: 'online', arbitration: 'refund', arbitratedBy: expect.any(Number) });

    const audit = await t.auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staff_account: 'ops',
      action: 'aftersales.refund',
      target_kind: 'after_sales',
      target_id: order.orderNo,
      summary: `售后仲裁判定退款：订单 ${order.orderNo} ¥50.50（商品确有质量问题）`,
      before: { audit_status: 2, decision: '已拒绝', decide_reason: '商品已使用', order_refunded: '0.00' },
      after: { audit_status: 1, arbitration: 'refund', reason: '商品确有质量问题', refund_price: '50.50', refund_mode: 'online', order_refunded: '50.50' },
    });

    const buyer = await t.as(DEMO.member);
    expect((await buyer<AfterSales>('aftersalesInfoByUser', { order_no: order.orderNo })).data).toMatchObject({
      decision_name: '平台判定退款',
      arbitration: 'refund',
      arbitration_reason: '商品确有质量问题',
      refund_price: '50.50',
      refund_state: 'refunded',
    });
    const merchant = await t.as(DEMO.company);
    const approved = await merchant<MerchantAfterSalesPage>('merchantAfterSalesList', { tab: 'approved' });
    expect(approved.data.items.map((r) => [r.id, r.decision_name, r.arbitration_reason])).toEqual([[id, '平台判定退款', '商品确有质量问题']]);

    // decided: out of 待仲裁, under 已仲裁; deciding again changes nothing
    const decided = await ops<AdminAfterSalesPage>('adminAfterSalesList', { tab: 'decided' });
    expect(decided.data.items.map((r) => r.id)).toEqual([id]);
    expect(decided.data.counts).toEqual({ waiting: 0, decided: 1 });
    expect(await ops('adminAfterSalesDecide', { id, action: 'refund', refund_price: '1', reason: '再退一次' })).toMatchObject({ ok: false, msg: '该售后申请已处理' });
    expect(await ops('adminAfterSalesDecide', { id, action: 'close', reason: '关闭' })).toMatchObject({ ok: false, msg: '该售后申请已处理' });
    expect(await t.refundRows(id)).toHaveLength(1);
    expect(provider.asked).toHaveLength(1);
    expect(await t.auditRows()).toHaveLength(1);
  });

  it('判定退款 of the whole of an offline order left pending: recorded for the seller, the order closed, no provider call', async () => {
    const ops = await t.ops();
    const order = await makeOrder(h, DEMO.member, DEMO.company, { payCate: 0 });
    const id = await t.request(order.orderNo);
    h.clock.advance(49 * HOUR);
    const res = await ops<AdminAfterSalesItem>('adminAfterSalesDecide', { id, action: 'refund', refund_price: '136.00', reason: '商家超时未处理' });
    expect(res.ok, res.msg).toBe(true);
    expect(res.data).toMatchObject({ refund_mode: 'offline', refund_state: null, refund_price: '136.00', order: { refunded: '136.00', refundable: '0.00' } });
    expect(await t.refundRows(id)).toEqual([]);
    expect(provider.asked).toEqual([]);
    expect(await t.orderRow(order.orderId)).toMatchObject({ refundFen: 13_600, state: 'cancelled', cancelledBy: 'refund' });
    expect((await t.auditRows()).map((r) => [r.action, r.before])).toEqual([['aftersales.refund', { audit_status: 0, decision: '待处理', decide_reason: '', order_refunded: '0.00' }]]);
    // the seller can no longer decide it
    const merchant = await t.as(DEMO.company);
    expect((await merchant('merchantAfterSalesReject', { id, reason: '不同意' })).msg).toBe('该售后申请已处理');
  });

  it('关闭申请: refused for good, nothing refunded, audited; buyer and seller read the reason', async () => {
    const ops = await t.ops();
    const order = await makeOrder(h, DEMO.member, DEMO.company, { payCate: 0 });
    const id = await t.refused(order.orderNo);
    const res = await ops<AdminAfterSalesItem>('adminAfterSalesDecide', { id, action: 'close', refund_price: '', reason: '买家未提供有效凭证' });
    expect(res).toMatchObject({
      ok: true,
      msg: '已关闭',
      data: { audit_status: 2, arbitration: 'closed', decision_name: '平台已关闭申请', arbitration_reason: '买家未提供有效凭证', refund_price: '', order: { refunded: '0.00' } },
    });
    expect((await t.orderRow(order.orderId)).refundFen).toBe(0);
    expect(await t.auditRows()).toMatchObject([
      { action: 'aftersales.close', target_id: order.orderNo, summary: `售后仲裁关闭申请：订单 ${order.orderNo}（买家未提供有效凭证）`, after: { arbitration: 'closed', reason: '买家未提供有效凭证' } },
    ]);
    const buyer = await t.as(DEMO.member);
    expect((await buyer<AfterSales>('aftersalesInfoByUser', { order_no: order.orderNo })).data).toMatchObject({ decision_name: '平台已关闭申请', arbitration_reason: '买家未提供有效凭证' });
    expect(await ops('adminAfterSalesDecide', { id, action: 'refund', refund_price: '1', reason: 'x' })).toMatchObject({ ok: false, msg: '该售后申请已处理' });
  });

  it('refuses an amount above what is left, a missing amount or reason, a request not waiting or missing: nothing changes', async () => {
    const ops = await t.ops();
    const order = await makeOrder(h, DEMO.member, DEMO.company, { payCate: 0 });
    await h.query('update orders set refund_fen = 10000 where id = $1', [order.orderId]);
    const id = await t.refused(order.orderNo);
    const fresh = await makeOrder(h, DEMO.member, DEMO.company, { payCate: 0 });
    const idFresh = await t.request(fresh.orderNo);
    const tries: [Record<string, unknown>, string][] = [
      [{ id, action: 'refund', refund_price: '36.01', reason: '支持退款' }, '退款金额超过可退金额（可退 ¥36.00）'],
      [{ id, action: 'refund', refund_price: '', reason: '支持退款' }, '请输入正确的退款金额'],
      [{ id, action: 'refund', refund_price: '-1', reason: '支持退款' }, '请输入正确的退款金额'],
      [{ id, action: 'refund', refund_price: '1.001', reason: '支持退款' }, '请输入正确的退款金额'],
      [{ id, action: 'refund', refund_price: '10', reason: '   ' }, '请填写仲裁理由'],
      [{ id, action: 'close', reason: '' }, '请填写仲裁理由'],
      [{ id, action: 'close', reason: '长'.repeat(201) }, '请求参数错误'],
      [{ id, action: 'approve', reason: '支持' }, '请求参数错误'],
      [{ id: idFresh, action: 'close', reason: '还没到 48 小时' }, '该售后申请已处理'],
      [{ id: 999_999, action: 'close', reason: '不存在' }, '售后申请不存在'],
    ];
    for (const [body, msg] of tries) expect(await ops('adminAfterSalesDecide', body), JSON.stringify(body)).toMatchObject({ ok: false, msg });
    expect(await t.requestRow(id)).toMatchObject({ auditStatus: 2, arbitration: null, refundFen: null });
    expect(await t.requestRow(idFresh)).toMatchObject({ auditStatus: 0, arbitration: null });
    expect((await t.orderRow(order.orderId)).refundFen).toBe(10_000);
    expect(await t.auditRows()).toEqual([]);
    // what is left, exactly, is accepted
    expect((await ops('adminAfterSalesDecide', { id, action: 'refund', refund_price: '36', reason: '支持退款' })).ok).toBe(true);
    expect((await t.orderRow(order.orderId)).refundFen).toBe(13_600);
  });

  it('the seller approving first leaves nothing for the platform (该售后申请已处理)', async () => {
    const ops = await t.ops();
    const order = await makeOrder(h, DEMO.member, DEMO.company, { payCate: 0 });
    const id = await t.request(order.orderNo);
    h.clock.advance(49 * HOUR);
    const merchant = await t.as(DEMO.company);
    expect((await merchant('merchantAfterSalesApprove', { id, refund_price: '10' })).ok).toBe(true);
    expect(await ops('adminAfterSalesDecide', { id, action: 'refund', refund_price: '10', reason: '支持' })).toMatchObject({ ok: false, msg: '该售后申请已处理' });
    expect((await t.orderRow(order.orderId)).refundFen).toBe(1000);
    expect(await t.auditRows()).toEqual([]);
  });

  it('answers only 运营 and 超级管理员: a member token is not logged in, 内容编辑 and 客服主管 get 无权限', async () => {
    const order = await makeOrder(h, DEMO.member, DEMO.company, { payCate: 0 });
    const id = await t.refused(order.orderNo);
    const member = await loginAs(h.app, DEMO.member);
    expect(await call(h.app, 'adminAfterSalesList', {}, { token: member })).toMatchObject({ ok: false, code: -1 });
    expect(await call(h.app, 'adminAfterSalesDecide', { id, action: 'close', reason: 'x' }, { token: member })).toMatchObject({ ok: false, code: -1 });
    // a staff token is no member's or seller's token
    const opsToken = await staffToken(h, 'ops');
    expect(await call(h.app, 'merchantAfterSalesApprove', { id, refund_price: '1' }, { token: opsToken })).toMatchObject({ ok: false, code: -1 });
    for (const account of ['editor', 'cs']) {
      const token = await staffToken(h, account);
      expect((await call(h.app, 'adminAfterSalesList', {}, { token })).msg, account).toBe('无权限');
      expect((await call(h.app, 'adminAfterSalesDecide', { id, action: 'close', reason: 'x' }, { token })).msg, account).toBe('无权限');
    }
    expect(await t.requestRow(id)).toMatchObject({ arbitration: null });
    expect((await call(h.app, 'adminAfterSalesList', {}, { token: await staffToken(h, 'admin') })).ok).toBe(true);
    expect(await t.auditRows()).toEqual([]);
  });
});
