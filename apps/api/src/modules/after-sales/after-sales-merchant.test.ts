// The seller decides after-sales requests (售后处理): the tabs, 同意退款 (full or part, 原路退回 through the
// payment module for a QR payment, recorded for the seller to transfer back for an offline one), 拒绝 with a
// reason, and what the buyer then reads. Every call is checked against the caller's own companies: another
// company's request answers 售后申请不存在, a member 仅企业用户可访问. The refunds are idempotent: a second
// decision is refused, one refund row, the provider asked once; a provider that cannot refund leaves it owed
// and the retry settles it with the same refund number. Races run on PostgreSQL (after-sales-pg.test.ts).
import type { AfterSales, MerchantAfterSalesDetail, MerchantAfterSalesPage, NativePayment, Order } from '@ws/api-sdk/contract';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { afterSales, orders, paymentRefunds, pointsLedger, productSkus, users } from '../../db/schema';
import { NOTIFY_PATH } from '../../http/payments';
import { CODE_URL_PREFIX, LocalWechatPay, PaymentService, type RefundRequest, type RefundResult } from '../payments';
import { call, DEMO, DEMO_ID, loginAs, uploadUrl, useHarness, type Harness } from '../../../test/helpers';
import { makeOrder, otherCompany, userId } from '../../../test/order-fixture';

const KEY = 'after-sales-key-0123456789abcdef01';
const IMAGE = { FileName: 'crack.jpg', FileUrl: uploadUrl(DEMO_ID.member, 'crack.jpg') };

/** The stand-in, counting the refunds it is asked for; it can refuse them as the certificate-less v2 adapter does. */
class CountingPay extends LocalWechatPay {
  refusing = false;
  readonly asked: RefundRequest[] = [];
  override async refund(request: RefundRequest): Promise<RefundResult> {
    this.asked.push(request);
    return this.refusing ? { ok: false, reason: '退款需要商户证书' } : super.refund(request);
  }
}

const providerFor = (harness: () => Harness) => new CountingPay({ appId: 'wxtestapp', mchId: '1230000109', key: KEY }, { now: () => harness().clock.now() });

type Caller = <T>(name: Parameters<typeof call>[1], payload?: Record<string, unknown>) => ReturnType<typeof call<T>>;

function kit(h: Harness, provider: CountingPay) {
  const as = async (phone: string): Promise<Caller> => {
    const token = await loginAs(h.app, phone);
    return (name, payload = {}) => call(h.app, name, payload, { token });
  };

  /** Orders of one checkout of 张三 at 李四's company (13600 fen each), paid by one QR payment whose notice came. */
  const paidOnline = async (count = 1, usePoints = 0) => {
    const made = [];
    for (let i = 0; i < count; i++) made.push(await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0, payCate: 1 }));
    const main = made[0]!.orderNo;
    for (const o of made) await h.query('update orders set main_order_no = $1, use_points = $2 where id = $3', [main, usePoints, o.orderId]);
    const buyer = await as(DEMO.member);
    const pay = await buyer<NativePayment>('paySelf', { order_no: main });
    expect(pay.ok, pay.msg).toBe(true);
    const { order } = await provider.pay(pay.data.code_url.slice(CODE_URL_PREFIX.length), { notify: false });
    const notice = await h.app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { 'content-type': 'text/xml' }, payload: provider.noticeXml(order.paid!) });
    expect(notice.body).toContain('SUCCESS');
    for (const o of made) expect((await h.db.select({ ispay: orders.ispay }).from(orders).where(eq(orders.id, o.orderId)))[0]!.ispay).toBe(1);
    return { orders: made, paymentNo: pay.data.order_no };
  };

  /** 张三's request for one of his orders; its id. */
  const request = async (orderNo: string, remark = '外壳破损') => {
    const buyer = await as(DEMO.member);
    const added = await buyer<AfterSales>('aftersalesAdd', { order_no: orderNo, cate: 'goodsproblem', remark, file_items: [IMAGE] });
    expect(added.ok, added.msg).toBe(true);
    return added.data.id;
  };

  /** 王五 becomes the company user of another company than 李四's. */
  const secondMerchant = async () => {
    const foreign = await otherCompany(h, DEMO.company);
    await h.query('update users set roles = $1 where user_mobile = $2', ['{member,company}', DEMO.salesman]);
    await h.query('update companies set user_id = (select id from users where user_mobile = $1) where id = $2', [DEMO.salesman, foreign]);
    return { companyId: foreign, call: await as(DEMO.salesman) };
  };

  const refundRows = (id: number) =>
    h.db
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.subjectKind, 'after_sales'), eq(paymentRefunds.subjectId, id)));
  const orderRow = async (id: number) => (await h.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const requestRow = async (id: number) => (await h.db.select().from(afterSales).where(eq(afterSales.id, id)))[0]!;
  const pointsOf = async (phone: string) => (await h.db.select({ p: users.profitJifen }).from(users).where(eq(users.userMobile, phone)))[0]!.p;

  return { as, paidOnline, request, secondMerchant, refundRows, orderRow, requestRow, pointsOf };
}

describe('the seller decides after-sales requests (local provider)', () => {
  const provider = providerFor(() => h);
  const h = useHarness({ payments: { provider, log: () => {} } });
  const t = kit(h, provider);
  beforeEach(() => {
    provider.refusing = false;
    provider.asked.length = 0;
  });

  it('lists the tabs of the own company only, newest first, with counts, the buyer masked and the order summed up', async () => {
    const merchant = await t.as(DEMO.company);
    const a = await makeOrder(h, DEMO.member, DEMO.company, { payCate: 0 });
    const b = await makeOrder(h, DEMO.member, DEMO.company, { payCate: 0 });
    const c = await makeOrder(h, DEMO.member, DEMO.company, { payCate: 0 });
    const ida = await t.request(a.orderNo, '第一件');
    h.clock.advance(1000);
    const idb = await t.request(b.orderNo, '第二件');
    h.clock.advance(1000);
    const idc = await t.request(c.orderNo, '第三件');
    const foreign = await makeOrder(h, DEMO.member, DEMO.company, { payCate: 0, companyId: await otherCompany(h, DEMO.company) });
    const idf = await t.request(foreign.orderNo);

    expect((await merchant('merchantAfterSalesApprove', { id: idb, refund_price: '10.00' })).ok).toBe(true);
    expect((await merchant('merchantAfterSalesReject', { id: idc, reason: '已超过退货期限' })).ok).toBe(true);

    const tab = async (name: string) => (await merchant<MerchantAfterSalesPage>('merchantAfterSalesList', { tab: name, pageNum: 1 })).data;
    const pending = await tab('pending');
    expect(pending.items.map((r) => r.id)).toEqual([ida]);
    expect(pending.items.map((r) => r.id)).not.toContain(idf);
    expect(pending.counts).toEqual({ pending: 1, approved: 1, rejected: 1 });
    expect(pending.total).toBe(1);
    expect(pending.items[0]).toMatchObject({
      order_no: a.orderNo,
      cate: 'goodsproblem',
      cate_name: '商品质量问题',
      remark: '第一件',
      file_items: [IMAGE],
      audit_status: 0,
      decision_name: '待处理',
      buyer_name: '张三',
      buyer_mobile: '138********',
      pay_cate: 0,
      pay_cate_name: '线下转账',
      total_price: '136.00',
      refund_price: '',
      refund_mode: null,
      decide_time: '',
      items: [{ price: '64.00', amount: 2 }],
    });
    expect((await tab('approved')).items.map((r) => [r.id, r.refund_price, r.refund_mode, r.decision_name])).toEqual([[idb, '10.00', 'offline', '已同意退款']]);
    expect((await tab('rejected')).items.map((r) => [r.id, r.decide_reason, r.decision_name])).toEqual([[idc, '已超过退货期限', '已拒绝']]);
    // no tab: the waiting ones
    expect((await merchant<MerchantAfterSalesPage>('merchantAfterSalesList', {})).data.items.map((r) => r.id)).toEqual([ida]);
    expect((await merchant('merchantAfterSalesList', { tab: 'whatever' })).msg).toBe('请求参数错误');

    // newest first
    const d = await makeOrder(h, DEMO.member, DEMO.company, { payCate: 0 });
    h.clock.advance(1000);
    const idd = await t.request(d.orderNo);
    expect((await tab('pending')).items.map((r) => r.id)).toEqual([idd, ida]);

    const info = await merchant<MerchantAfterSalesDetail>('merchantAfterSalesInfo', { id: ida });
    expect(info.ok, info.msg).toBe(true);
    expect(info.data.order).toMatchObject({ order_no: a.orderNo, total: '136.00', refund_price: '0.00', status: '待发货' });
  });

  it('another company reads and decides nothing of mine (售后申请不存在); a member gets 仅企业用户可访问', async () => {
    const order = await makeOrder(h, DEMO.member, DEMO.company, { payCate: 0 });
    const id = await t.request(order.orderNo);
    const other = await t.secondMerchant();
    expect((await other.call<MerchantAfterSalesPage>('merchantAfterSalesList', {})).data).toMatchObject({ items: [], total: 0, counts: { pending: 0, approved: 0, rejected: 0 } });
    expect((await other.call('merchantAfterSalesInfo', { id })).msg).toBe('售后申请不存在');
    expect((await other.call('merchantAfterSalesApprove', { id, refund_price: '1.00' })).msg).toBe('售后申请不存在');
    expect((await other.call('merchantAfterSalesReject', { id, reason: '不同意' })).msg).toBe('售后申请不存在');
    // and the other company's own request stays its own
    const theirs = await makeOrder(h, DEMO.member, DEMO.company, { payCate: 0, companyId: other.companyId });
    const theirId = await t.request(theirs.orderNo);
    expect((await other.call<MerchantAfterSalesPage>('merchantAfterSalesList', {})).data.items.map((r) => r.id)).toEqual([theirId]);
    const merchant = await t.as(DEMO.company);
    expect((await merchant('merchantAfterSalesInfo', { id: theirId })).msg).toBe('售后申请不存在');
    expect((await merchant('merchantAfterSalesApprove', { id: theirId, refund_price: '1.00' })).msg).toBe('售后申请不存在');

    const member = await t.as(DEMO.member);
    for (const [name, payload] of [
      ['merchantAfterSalesList', {}],
      ['merchantAfterSalesInfo', { id }],
      ['merchantAfterSalesApprove', { id, refund_price: '1.00' }],
      ['merchantAfterSalesReject', { id, reason: '不同意' }],
    ] as const) {
      expect((await member(name, payload)).msg, name).toBe('仅企业用户可访问');
    }
    expect((await call(h.app, 'merchantAfterSalesList', {})).code).toBe(-1);
    expect(await t.requestRow(id)).toMatchObject({ auditStatus: 0, refundFen: null, decideReason: '' });
    expect((await t.orderRow(order.orderId)).refundFen).toBe(0);
    expect(await t.requestRow(theirId)).toMatchObject({ auditStatus: 0 });
  });

  it('同意退款 of part of an online payment: 原路退回 once, the order 已退款, the buyer sees the decision', async () => {
    const { orders: [order], paymentNo } = await t.paidOnline();
    const id = await t.request(order!.orderNo);
    const merchant = await t.as(DEMO.company);
    const approved = await merchant<MerchantAfterSalesDetail>('merchantAfterSalesApprove', { id, refund_price: '50.5' });
    expect(approved).toMatchObject({ ok: true, msg: '已同意退款' });
    expect(approved.data).toMatchObject({
      audit_status: 1,
      decision_name: '已同意退款',
      refund_price: '50.50',
      refund_mode: 'online',
      refund_state: 'refunded',
      decide_time: '2026-06-01 08:00:00',
      order: { status: '已退款', refund_price: '50.50', total: '136.00' },
    });
    const rows = await t.refundRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ paymentOrderNo: paymentNo, amountFen: 5050, refundNo: `A${id}-${paymentNo}`, status: 'refunded' });
    expect(rows[0]!.refundedAt).not.toBeNull();
    expect(provider.asked.map((r) => [r.refundNo, r.refundFee, r.totalFee])).toEqual([[`A${id}-${paymentNo}`, 5050, 13_600]]);
    expect(provider.refundedFen(paymentNo)).toBe(5050);
    expect((await t.orderRow(order!.orderId)).refundFen).toBe(5050);

    const buyer = await t.as(DEMO.member);
    const seen = await buyer<AfterSales>('aftersalesInfoByUser', { order_no: order!.orderNo });
    expect(seen.data).toMatchObject({
      audit_status: 1,
      decision_name: '已同意退款',
      decide_reason: '',
      refund_price: '50.50',
      refund_mode: 'online',
      refund_state: 'refunded',
      decide_time: '2026-06-01 08:00:00',
    });
    expect((await buyer<Order>('infoSelf', { order_no: order!.orderNo })).data).toMatchObject({ status: '已退款', refund_price: '50.50' });
    // a partial refund keeps the points the order spent
  });

  it('a full online refund also gives back the points the order spent, once', async () => {
    const { orders: [order], paymentNo } = await t.paidOnline(1, 400);
    const id = await t.request(order!.orderNo);
    const before = await t.pointsOf(DEMO.member);
    const merchant = await t.as(DEMO.company);
    expect((await merchant('merchantAfterSalesApprove', { id, refund_price: '136' })).ok).toBe(true);
    expect(await t.pointsOf(DEMO.member)).toBe(before + 400);
    const ledger = await h.db.select().from(pointsLedger).where(eq(pointsLedger.userId, await userId(h, DEMO.member)));
    expect(ledger.filter((l) => l.remark.includes(order!.orderNo) && l.total === 400)).toHaveLength(1);
    expect(provider.refundedFen(paymentNo)).toBe(13_600);
    expect((await t.orderRow(order!.orderId)).refundFen).toBe(13_600);
    // deciding again changes nothing: no second refund, no second points
    expect((await merchant('merchantAfterSalesApprove', { id, refund_price: '136' })).msg).toBe('该售后申请已处理');
    expect(await t.pointsOf(DEMO.member)).toBe(before + 400);
  });

  it('a full refund closes the order: 已退款 with its note, out of 待发货, neither shipped nor confirmed, its stock back only if it never left', async () => {
    const stockOf = async (skuId: number) => (await h.db.select({ n: productSkus.stock }).from(productSkus).where(eq(productSkus.id, skuId)))[0]!.n;
    const skuOf = async (orderId: number) => (await h.query<{ sku_id: number }>('select sku_id from order_items where order_id = $1', [orderId])).rows[0]!.sku_id;
    const { orders: [unshipped] } = await t.paidOnline();
    const sku = await skuOf(unshipped!.orderId);
    const before = await stockOf(sku);
    const merchant = await t.as(DEMO.company);
    const buyer = await t.as(DEMO.member);
    const approved = await merchant<MerchantAfterSalesDetail>('merchantAfterSalesApprove', { id: await t.request(unshipped!.orderNo), refund_price: '136.00' });
    expect(approved.ok, approved.msg).toBe(true);
    expect(approved.data.order).toMatchObject({ status: '已退款', refund_price: '136.00', cancel_note: '商家已全额退款，订单已关闭' });
    expect(await t.orderRow(unshipped!.orderId)).toMatchObject({ state: 'cancelled', cancelledBy: 'refund', refundFen: 13_600 });
    // its 2 units are back on the shelf, once
    expect(await stockOf(sku)).toBe(before + 2);
    const toShip = await merchant<{ items: Order[] }>('listByCompany', { vsstatus: 'pay', pageSize: 50 });
    expect(toShip.data.items.map((o) => o.order_no)).not.toContain(unshipped!.orderNo);
    // 全部 still lists it, for the seller and for the buyer, as 已退款
    const all = await merchant<{ items: Order[] }>('listByCompany', { vsstatus: 'all', pageSize: 50 });
    expect(all.data.items.find((o) => o.order_no === unshipped!.orderNo)?.status).toBe('已退款');
    const mine = await buyer<{ items: Order[] }>('listSelfA', { vsstatus: 'all', pageSize: 50 });
    expect(mine.data.items.find((o) => o.order_no === unshipped!.orderNo)?.status).toBe('已退款');
    expect((await merchant('orderExpressAdd', { order_no: unshipped!.orderNo, express_value: 'SF', express_no: 'SF1' })).ok).toBe(false);
    expect((await t.orderRow(unshipped!.orderId)).isexpress).toBe(0);

    // shipped, then refunded in full: closed, and the stock stays as it is (the goods are out)
    const { orders: [shipped] } = await t.paidOnline();
    await h.query('update orders set isexpress = 1 where id = $1', [shipped!.orderId]);
    const stockShipped = await stockOf(await skuOf(shipped!.orderId));
    expect((await merchant('merchantAfterSalesApprove', { id: await t.request(shipped!.orderNo), refund_price: '136.00' })).ok).toBe(true);
    expect(await t.orderRow(shipped!.orderId)).toMatchObject({ state: 'cancelled', cancelledBy: 'refund' });
    expect(await stockOf(await skuOf(shipped!.orderId))).toBe(stockShipped);
    expect((await buyer('confirmSelf', { order_no: shipped!.orderNo })).ok).toBe(false);
    expect((await t.orderRow(shipped!.orderId)).isconfirm).toBe(0);

    // a partial refund leaves the order open: still to ship
    const { orders: [partly] } = await t.paidOnline();
    expect((await merchant('merchantAfterSalesApprove', { id: await t.request(partly!.orderNo), refund_price: '36.00' })).ok).toBe(true);
    expect(await t.orderRow(partly!.orderId)).toMatchObject({ state: 'active', cancelledBy: null, refundFen: 3600 });
    expect((await merchant('orderExpressAdd', { order_no: partly!.orderNo, express_value: 'SF', express_no: 'SF2' })).ok).toBe(true);
  });

  it('an offline order records the refund for the seller to transfer back: no provider call; a partial one keeps the points', async () => {
    const full = await makeOrder(h, DEMO.member, DEMO.company, { payCate: 0 });
    const part = await makeOrder(h, DEMO.member, DEMO.company, { payCate: 0 });
    await h.query('update orders set use_points = 300 where id = $1 or id = $2', [full.orderId, part.orderId]);
    const idFull = await t.request(full.orderNo);
    const idPart = await t.request(part.orderNo);
    const before = await t.pointsOf(DEMO.member);
    const merchant = await t.as(DEMO.company);

    const a = await merchant<MerchantAfterSalesDetail>('merchantAfterSalesApprove', { id: idFull, refund_price: '136.00' });
    expect(a.data).toMatchObject({ refund_price: '136.00', refund_mode: 'offline', refund_state: null, order: { status: '已退款', refund_price: '136.00' } });
    expect(await t.pointsOf(DEMO.member)).toBe(before + 300);
    const b = await merchant<MerchantAfterSalesDetail>('merchantAfterSalesApprove', { id: idPart, refund_price: '0.01' });
    expect(b.data).toMatchObject({ refund_price: '0.01', refund_mode: 'offline', refund_state: null });
    expect(await t.pointsOf(DEMO.member)).toBe(before + 300);

    expect(await t.refundRows(idFull)).toEqual([]);
    expect(await t.refundRows(idPart)).toEqual([]);
    expect(provider.asked).toEqual([]);
    expect((await t.orderRow(full.orderId)).refundFen).toBe(13_600);
    expect((await t.orderRow(part.orderId)).refundFen).toBe(1);
    const buyer = await t.as(DEMO.member);
    expect((await buyer<AfterSales>('aftersalesInfoByUser', { order_no: full.orderNo })).data).toMatchObject({ refund_mode: 'offline', refund_price: '136.00', refund_state: null });
  });

  it('refuses more than was paid (退款金额不能超过实付金额) and malformed amounts, changing nothing', async () => {
    const { orders: [order] } = await t.paidOnline();
    const id = await t.request(order!.orderNo);
    const merchant = await t.as(DEMO.company);
    expect((await merchant('merchantAfterSalesApprove', { id, refund_price: '136.01' })).msg).toBe('退款金额不能超过实付金额');
    for (const bad of ['', '0', '0.00', '-1', 'abc', '1.234', '1e3', '99999999']) {
      expect((await merchant('merchantAfterSalesApprove', { id, refund_price: bad })).msg, bad).toBe('请求参数错误');
    }
    expect((await merchant('merchantAfterSalesApprove', { refund_price: '1.00' })).msg).toBe('售后申请不存在');
    expect(await t.requestRow(id)).toMatchObject({ auditStatus: 0, refundFen: null, refundMode: null, decideTime: null });
    expect((await t.orderRow(order!.orderId)).refundFen).toBe(0);
    expect(await t.refundRows(id)).toEqual([]);
    expect(provider.asked).toEqual([]);
    // exactly what was paid is fine
    expect((await merchant('merchantAfterSalesApprove', { id, refund_price: '136.00' })).ok).toBe(true);
  });

  it('拒绝 needs a reason (请填写拒绝原因, at most 200 characters); the buyer reads it; the request is decided once', async () => {
    const order = await makeOrder(h, DEMO.member, DEMO.company);
    const id = await t.request(order.orderNo);
    const merchant = await t.as(DEMO.company);
    expect((await merchant('merchantAfterSalesReject', { id, reason: '' })).msg).toBe('请填写拒绝原因');
    expect((await merchant('merchantAfterSalesReject', { id, reason: '   ' })).msg).toBe('请填写拒绝原因');
    expect((await merchant('merchantAfterSalesReject', { id })).msg).toBe('请填写拒绝原因');
    expect((await merchant('merchantAfterSalesReject', { id, reason: '长'.repeat(201) })).msg).toBe('请求参数错误');
    expect(await t.requestRow(id)).toMatchObject({ auditStatus: 0, decideReason: '' });

    const rejected = await merchant<MerchantAfterSalesDetail>('merchantAfterSalesReject', { id, reason: '长'.repeat(200) });
    expect(rejected).toMatchObject({ ok: true, msg: '已拒绝' });
    expect(rejected.data).toMatchObject({ audit_status: 2, decision_name: '已拒绝', refund_price: '', refund_mode: null, order: { status: '待发货' } });
    const buyer = await t.as(DEMO.member);
    expect((await buyer<AfterSales>('aftersalesInfoByUser', { order_no: order.orderNo })).data).toMatchObject({
      audit_status: 2,
      audit_status_name: '审核不通过',
      decision_name: '已拒绝',
      decide_reason: '长'.repeat(200),
      decide_time: '2026-06-01 08:00:00',
      refund_price: '',
      refund_state: null,
    });
    expect((await merchant('merchantAfterSalesReject', { id, reason: '再拒绝一次' })).msg).toBe('该售后申请已处理');
    expect((await merchant('merchantAfterSalesApprove', { id, refund_price: '1.00' })).msg).toBe('该售后申请已处理');
    expect(await t.requestRow(id)).toMatchObject({ auditStatus: 2, decideReason: '长'.repeat(200), refundFen: null });
    expect((await t.orderRow(order.orderId)).refundFen).toBe(0);
  });

  it('approving twice refunds once: the second is refused, one refund row, the provider asked once', async () => {
    const { orders: [order], paymentNo } = await t.paidOnline();
    const id = await t.request(order!.orderNo);
    const merchant = await t.as(DEMO.company);
    expect((await merchant('merchantAfterSalesApprove', { id, refund_price: '20.00' })).ok).toBe(true);
    expect((await merchant('merchantAfterSalesApprove', { id, refund_price: '20.00' })).msg).toBe('该售后申请已处理');
    expect((await merchant('merchantAfterSalesReject', { id, reason: '改主意了' })).msg).toBe('该售后申请已处理');
    expect(await t.refundRows(id)).toHaveLength(1);
    expect(provider.asked).toHaveLength(1);
    expect(provider.refundedFen(paymentNo)).toBe(2000);
    expect((await t.orderRow(order!.orderId)).refundFen).toBe(2000);
    expect(await t.requestRow(id)).toMatchObject({ auditStatus: 1, refundFen: 2000, refundMode: 'online' });
  });

  it('two orders of one checkout payment: each refunded from the same payment, never beyond it', async () => {
    const { orders: [a, b], paymentNo } = await t.paidOnline(2);
    const ida = await t.request(a!.orderNo);
    const idb = await t.request(b!.orderNo);
    const merchant = await t.as(DEMO.company);
    // a refund already made of this payment (another subject) leaves 272.00 − 200.00 = 72.00 of it
    await h.query(
      `insert into payment_refunds (payment_order_no, subject_kind, subject_id, amount_fen, refund_no, status, created_at) values ($1, 'after_sales', 999999, 20000, 'A999999', 'refunded', now())`,
      [paymentNo],
    );
    expect((await merchant('merchantAfterSalesApprove', { id: ida, refund_price: '72.00' })).ok).toBe(true);
    const over = await merchant('merchantAfterSalesApprove', { id: idb, refund_price: '0.01' });
    expect(over.msg).toBe('退款金额超过该笔支付的可退金额');
    // nothing of the refused decision stayed
    expect(await t.requestRow(idb)).toMatchObject({ auditStatus: 0, refundFen: null });
    expect((await t.orderRow(b!.orderId)).refundFen).toBe(0);
    expect(await t.refundRows(idb)).toEqual([]);
    expect(provider.refundedFen(paymentNo)).toBe(7200);
  });
});

describe('a provider that cannot refund yet: the refund stays owed and the running server settles it once', () => {
  const provider = providerFor(() => h);
  const logged: { fields: Record<string, unknown>; msg: string }[] = [];
  // the order sweep hourly (not this test's), owed refunds every 150 ms
  const h = useHarness({ payments: { provider, log: (fields, msg) => logged.push({ fields, msg }) }, orderExpiry: { intervalMs: 3_600_000, refundRetryMs: 150 } });
  const t = kit(h, provider);

  it('approved while the provider refuses: refund_pending for the buyer, retried with the same refund number until refunded once', async () => {
    const { orders: [order], paymentNo } = await t.paidOnline();
    const id = await t.request(order!.orderNo);
    provider.refusing = true;
    const merchant = await t.as(DEMO.company);
    const approved = await merchant<MerchantAfterSalesDetail>('merchantAfterSalesApprove', { id, refund_price: '30.00' });
    expect(approved).toMatchObject({ ok: true, msg: '已同意退款' });
    expect(approved.data).toMatchObject({ refund_mode: 'online', refund_state: 'refund_pending', order: { status: '已退款', refund_price: '30.00' } });
    expect(await t.refundRows(id)).toMatchObject([{ status: 'refund_pending', refundNo: `A${id}-${paymentNo}`, amountFen: 3000, refundedAt: null }]);
    expect(logged.some((l) => l.fields.refundNo === `A${id}-${paymentNo}`)).toBe(true);
    expect(JSON.stringify(logged)).not.toContain(KEY);
    const buyer = await t.as(DEMO.member);
    expect((await buyer<AfterSales>('aftersalesInfoByUser', { order_no: order!.orderNo })).data.refund_state).toBe('refund_pending');

    // the retry asks again while refused: still owed
    await vi.waitFor(() => expect(provider.asked.length).toBeGreaterThan(1), { timeout: 5000, interval: 50 });
    expect((await t.refundRows(id))[0]!.status).toBe('refund_pending');
    expect(provider.refundedFen(paymentNo)).toBe(0);

    provider.refusing = false;
    await vi.waitFor(async () => expect((await t.refundRows(id))[0]!.status).toBe('refunded'), { timeout: 5000, interval: 50 });
    expect(provider.refundedFen(paymentNo)).toBe(3000);
    expect(new Set(provider.asked.map((r) => r.refundNo))).toEqual(new Set([`A${id}-${paymentNo}`]));
    expect(provider.asked.every((r) => r.refundFee === 3000 && r.totalFee === 13_600)).toBe(true);
    // settled: nobody asks again, and a retry by hand finds nothing owed
    const asked = provider.asked.length;
    const service = new PaymentService(h.db, h.clock, provider, { simulator: true, log: () => {} });
    expect(await service.settleOwedRefunds()).toEqual({ refunded: 0, pending: 0 });
    expect(await service.settlePartRefund(`A${id}-${paymentNo}`)).toBe('refunded');
    await new Promise((r) => setTimeout(r, 400));
    expect(provider.asked.length).toBe(asked);
    expect((await buyer<AfterSales>('aftersalesInfoByUser', { order_no: order!.orderNo })).data.refund_state).toBe('refunded');
  });

  it('settleOwedRefunds settles an owed partial refund once the provider can', async () => {
    const { orders: [order], paymentNo } = await t.paidOnline();
    const id = await t.request(order!.orderNo);
    provider.refusing = true;
    const merchant = await t.as(DEMO.company);
    expect((await merchant('merchantAfterSalesApprove', { id, refund_price: '136.00' })).ok).toBe(true);
    const service = new PaymentService(h.db, h.clock, provider, { simulator: true, log: () => {} });
    const first = await service.settleOwedRefunds();
    expect(first.refunded).toBe(0);
    expect(first.pending).toBeGreaterThanOrEqual(1);
    provider.refusing = false;
    await service.settleOwedRefunds();
    expect((await t.refundRows(id))[0]!.status).toBe('refunded');
    expect(provider.refundedFen(paymentNo)).toBe(13_600);
    expect(await service.settleOwedRefunds()).toEqual({ refunded: 0, pending: 0 });
    expect(provider.refundedFen(paymentNo)).toBe(13_600);
  });
});
