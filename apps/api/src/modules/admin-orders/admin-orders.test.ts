// 订单管理 of the console: every order by number (its own or its checkout's), the buyer's whole phone, the
// seller (id or name), the buyer's status tabs and the closed ones, the China days of creation, newest
// first with the phone masked; one order whole (lines, amounts, address, the buyer's phone whole, payments
// and refunds, the 汇款识别码 and 回单, the shipment, the after-sales request); bad input in Chinese; who may
// call them. Read-only: no audit rows.
import type { AdminOrderDetail, AdminOrderItem, Page } from '@ws/api-sdk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { afterSales, companies, orderExpress, orders, paymentRefunds, payments } from '../../db/schema';
import { call, DEMO, type Harness, loginAs, staffToken, useHarness } from '../../../test/helpers';
import { companyOf, makeOrder, otherCompany, userId } from '../../../test/order-fixture';


const list = async (h: Harness, token: string, payload: Record<string, unknown>) => {
  const res = await call<Page<AdminOrderItem>>(h.app, 'adminOrderList', payload, { token });
  if (!res.ok) throw new Error(`${JSON.stringify(payload)}: ${res.msg}`);
  return res.data;
};

/** Orders in January 2025 (no seeded order is that old), one of each state, a minute apart. */
async function januaryOrders(h: Harness) {
  const other = await otherCompany(h, DEMO.company);
  const at = (d: number) => `2025-01-${String(d).padStart(2, '0')} 10:00:00`;
  const unpaid = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0, payCate: 0, remitCode: 'JANCODE1', createTime: at(1) });
  const paid = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 1, createTime: at(2) });
  const shipped = await makeOrder(h, DEMO.salesman, DEMO.company, { ispay: 1, isexpress: 1, createTime: at(3), companyId: other });
  const done = await makeOrder(h, DEMO.salesman, DEMO.company, { ispay: 1, isexpress: 1, isconfirm: 1, createTime: at(4) });
  const cancelled = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0, state: 'cancelled', createTime: at(5) });
  // unpaid and past its limit: reads as cancelled by the timer
  const expired = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0, createTime: at(6), payDeadline: new Date('2025-01-07T10:00:00+08:00') });
  const refunded = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 1, isexpress: 1, isconfirm: 1, createTime: at(7) });
  await h.db.update(orders).set({ refundFen: 5_000 }).where(eq(orders.id, refunded.orderId));
  return { other, unpaid, paid, shipped, done, cancelled, expired, refunded };
}

const JAN = { from: '2025-01-01', to: '2025-01-31' };

describe('adminOrderList', () => {
  const h = useHarness();

  it('lists every order newest first with buyer (phone masked), company, total, pay way and the buyer status label', async () => {
    const ops = await staffToken(h, 'ops');
    const o = await januaryOrders(h);
    const page = await list(h, ops, JAN);
    expect(page.total).toBe(7);
    expect(page.items.map((i) => i.order_no)).toEqual([o.refunded, o.expired, o.cancelled, o.done, o.shipped, o.paid, o.unpaid].map((x) => x.orderNo));
    expect(page.items.map((i) => i.status)).toEqual(['已退款', '已取消', '已取消', '已完成', '待收货', '待发货', '待付款']);
    const unpaid = page.items.at(-1)!;
    expect(unpaid).toMatchObject({
      create_time: '2025-01-01 10:00:00',
      buyer: { mobile: '138****0001' },
      company: { id: await companyOf(h, DEMO.company) },
      total: '136.00',
      pay_cate: 0,
      pay_way: '线下转账',
    });
    expect(unpaid.buyer.name).not.toBe('');
    expect(unpaid.company.name).not.toBe('');
    expect(page.items.find((i) => i.order_no === o.paid.orderNo)!.pay_way).toBe('在线支付');
    // without a period the list is all orders, still newest first
    const all = await list(h, ops, { pageSize: 100 });
    const times = all.items.map((i) => i.create_time);
    expect([...times].sort().reverse()).toEqual(times);
    // paging
    const second = await list(h, ops, { ...JAN, pageNum: 2, pageSize: 3 });
    expect(second.items.map((i) => i.order_no)).toEqual([o.done, o.shipped, o.paid].map((x) => x.orderNo));
    expect(second.total).toBe(7);
  });

  it('filters by each status tab', async () => {
    const ops = await staffToken(h, 'ops');
    const o = await januaryOrders(h);
    const by = async (status: string) => (await list(h, ops, { ...JAN, status })).items.map((i) => i.order_no);
    expect(await by('all')).toHaveLength(7);
    expect(await by('notpay')).toEqual([o.unpaid.orderNo]);
    expect(await by('pay')).toEqual([o.paid.orderNo]);
    expect(await by('express')).toEqual([o.shipped.orderNo]);
    expect(await by('finish')).toEqual([o.refunded.orderNo, o.done.orderNo]);
    expect(await by('cancel')).toEqual([o.expired.orderNo, o.cancelled.orderNo]);
    expect(await by('refund')).toEqual([o.refunded.orderNo]);
  });

  it('finds an order by its number or its checkout number, by the buyer phone, by company id or name, by days', async () => {
    const ops = await staffToken(h, 'ops');
    const o = await januaryOrders(h);
    const sibling = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0, payCate: 0, remitCode: 'JANCODE1', mainOrderNo: o.unpaid.orderNo, createTime: '2025-01-01 10:00:00', companyId: o.other });
    const nos = async (payload: Record<string, unknown>) => (await list(h, ops, payload)).items.map((i) => i.order_no);

    expect(await nos({ order_no: o.paid.orderNo })).toEqual([o.paid.orderNo]);
    expect((await nos({ order_no: o.unpaid.orderNo })).sort()).toEqual([o.unpaid.orderNo, sibling.orderNo].sort());
    expect(await nos({ order_no: sibling.orderNo })).toEqual([sibling.orderNo]);
    expect(await nos({ order_no: 'NOSUCH' })).toEqual([]);

    expect(await nos({ ...JAN, mobile: DEMO.salesman })).toEqual([o.done.orderNo, o.shipped.orderNo]);
    expect(await nos({ ...JAN, mobile: '13999999999' })).toEqual([]);

    expect(await nos({ ...JAN, company: String(o.other) })).toEqual([o.shipped.orderNo, sibling.orderNo]);
    const [other] = await h.db.select({ name: companies.name }).from(companies).where(eq(companies.id, o.other));
    expect(await nos({ ...JAN, company: other!.name })).toEqual([o.shipped.orderNo, sibling.orderNo]);
    // two characters of the name (the n-gram index)
    expect(await nos({ ...JAN, company: [...other!.name].slice(2, 4).join('') })).toEqual(expect.arrayContaining([o.shipped.orderNo, sibling.orderNo]));

    // China days, both included
    expect(await nos({ from: '2025-01-02', to: '2025-01-03' })).toEqual([o.shipped.orderNo, o.paid.orderNo]);
    expect(await nos({ from: '2025-01-07', to: '2025-01-31' })).toEqual([o.refunded.orderNo]);
    expect(await nos({ from: '2024-12-01', to: '2025-01-01' })).toEqual(expect.arrayContaining([o.unpaid.orderNo, sibling.orderNo]));
    // combined
    expect(await nos({ ...JAN, mobile: DEMO.member, status: 'cancel', company: String(await companyOf(h, DEMO.company)) })).toEqual([o.expired.orderNo, o.cancelled.orderNo]);
  });

  it('bad input gets a clear Chinese message', async () => {
    const ops = await staffToken(h, 'ops');
    const tries: [Record<string, unknown>, string][] = [
      [{ mobile: '1380000' }, '请输入完整的 11 位买家手机号'],
      [{ mobile: 'abc' }, '请输入完整的 11 位买家手机号'],
      [{ from: '2025-02-30' }, '下单日期格式不正确，应为 YYYY-MM-DD'],
      [{ to: '2025/01/01' }, '下单日期格式不正确，应为 YYYY-MM-DD'],
      [{ from: '2025-02-01', to: '2025-01-01' }, '下单开始日期不能晚于结束日期'],
      [{ status: 'lost' }, '请求参数错误'],
    ];
    for (const [payload, msg] of tries) expect(await call(h.app, 'adminOrderList', payload, { token: ops }), JSON.stringify(payload)).toMatchObject({ ok: false, msg });
  });
});

describe('adminOrderInfo', () => {
  const h = useHarness();

  it('an offline order whole: lines, amounts, address, the buyer phone whole, the 汇款识别码 and 回单, 待付款', async () => {
    const ops = await staffToken(h, 'ops');
    const o = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0, payCate: 0, remitCode: 'K7QW3M9P' });
    const receipt = [{ FileName: '回单.png', FileUrl: '/api/files/u1/receipt.png' }];
    await h.db.update(orders).set({ transferReceipt: receipt, usePoints: 300 }).where(eq(orders.id, o.orderId));
    const res = await call<AdminOrderDetail>(h.app, 'adminOrderInfo', { order_no: o.orderNo }, { token: ops });
    expect(res.ok).toBe(true);
    expect(res.data).toMatchObject({
      order_no: o.orderNo,
      status: '待付款',
      pay_way: '线下转账',
      buyer: { user_id: await userId(h, DEMO.member), mobile: DEMO.member },
      amounts: { goods: '128.00', express_fee: '8.00', points: 300, points_deduction: '3.00', total: '136.00', wallet: '0.00', refunded: '0.00' },
      address: { contact: '张三', phone: '13800000001', province: '广东省', city: '广州市', county: '天河区', address: '天河路 385 号' },
      invoice: { wanted: 0 },
      remit_code: 'K7QW3M9P',
      transfer_receipt: receipt,
      auto_cancel_time: '2026-06-30 00:00:00',
      payments: [],
      refunds: [],
      shipments: [],
      after_sale: null,
    });
    expect(res.data.lines).toMatchObject([{ price: '64.00', amount: 2, subtotal: '128.00' }]);
    expect(res.data.lines[0]!.product_name).not.toBe('');
    // an order asking for a VAT special invoice: the kind's label, and 待开票 until the seller's file
    await h.db.update(orders).set({ containsInvoice: 1, orderInvoiceType: '156', invoiceInfo: { name: '广州安信安全技术有限公司' } }).where(eq(orders.id, o.orderId));
    const invoiced = (await call<AdminOrderDetail>(h.app, 'adminOrderInfo', { order_no: o.orderNo }, { token: ops })).data.invoice;
    expect(invoiced).toMatchObject({ wanted: 1, type: '156', type_label: '增值税专用发票', state: 'pending', files: [] });
    // a checkout number finds the checkout's first order
    await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0, payCate: 0, remitCode: 'K7QW3M9P', mainOrderNo: 'M20260530001' });
    const second = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0, payCate: 0, remitCode: 'K7QW3M9P', mainOrderNo: 'M20260530001' });
    expect((await call<AdminOrderDetail>(h.app, 'adminOrderInfo', { order_no: 'M20260530001' }, { token: ops })).data.order_no).not.toBe(second.orderNo);
  });

  it('an online order with its payment, shipment, after-sales request and refund', async () => {
    const ops = await staffToken(h, 'ops');
    const o = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 1, isexpress: 1, isconfirm: 1 });
    const buyer = await userId(h, DEMO.member);
    const payNo = `P${o.orderNo}`;
    await h.db.update(orders).set({ payOrderNo: payNo, refundFen: 5_000 }).where(eq(orders.id, o.orderId));
    const at = new Date('2026-05-30T10:05:00+08:00');
    await h.db.insert(payments).values({ orderNo: payNo, subjectKind: 'order', subjectId: o.orderId, userId: buyer, amountFen: 13_600, status: 'paid', createdAt: at, paidAt: at, codeUrl: 'weixin://x' });
    await h.db.insert(orderExpress).values({ orderId: o.orderId, orderNo: o.orderNo, expressValue: 'sf', expressName: '顺丰速运', expressNo: 'SF1234567890', createTime: '2026-05-31 09:00:00' });
    const [as] = await h.db
      .insert(afterSales)
      .values({ userId: buyer, orderId: o.orderId, orderNo: o.orderNo, companyId: o.companyId, cate: 'goodsproblem', remark: '外包装破损', auditStatus: 1, refundFen: 5_000, refundMode: 'online', createTime: '2026-05-31 12:00:00', decideTime: '2026-05-31 13:00:00' })
      .returning({ id: afterSales.id });
    await h.db.insert(paymentRefunds).values({ paymentOrderNo: payNo, subjectKind: 'after_sales', subjectId: as!.id, amountFen: 5_000, refundNo: `R${o.orderNo}`, status: 'refunded', createdAt: at, refundedAt: at });

    const res = await call<AdminOrderDetail>(h.app, 'adminOrderInfo', { order_no: o.orderNo }, { token: ops });
    expect(res.ok).toBe(true);
    expect(res.data).toMatchObject({
      status: '已退款',
      pay_way: '在线支付',
      amounts: { total: '136.00', refunded: '50.00' },
      payments: [{ pay_no: payNo, amount: '136.00', status: 'paid', status_label: '已支付', paid_at: '2026-05-30 10:05:00' }],
      refunds: [{ refund_no: `R${o.orderNo}`, pay_no: payNo, amount: '50.00', kind: 'after_sales', kind_label: '售后退款', status_label: '已退款' }],
      shipments: [{ express_name: '顺丰速运', express_no: 'SF1234567890', create_time: '2026-05-31 09:00:00' }],
      after_sale: { cate_label: '商品质量问题', remark: '外包装破损', audit_status: 1, status_label: '已同意退款', refund: '50.00', refund_mode_label: '原路退回' },
      remit_code: '',
    });
  });

  it('订单不存在 for an unknown number, 请输入订单号 for none', async () => {
    const ops = await staffToken(h, 'ops');
    expect(await call(h.app, 'adminOrderInfo', { order_no: 'NOSUCH' }, { token: ops })).toMatchObject({ ok: false, msg: '订单不存在' });
    expect(await call(h.app, 'adminOrderInfo', { order_no: ' ' }, { token: ops })).toMatchObject({ ok: false, msg: '请输入订单号' });
  });
});

describe('who may read orders', () => {
  const h = useHarness();

  it('运营 and 超级管理员 only: a member token is not logged in, 内容编辑 and 客服主管 get 无权限; no audit rows', async () => {
    const o = await makeOrder(h, DEMO.member, DEMO.company, {});
    const member = await loginAs(h.app, DEMO.member);
    for (const [name, body] of [
      ['adminOrderList', {}],
      ['adminOrderInfo', { order_no: o.orderNo }],
    ] as const) {
      expect(await call(h.app, name, body, { token: member }), name).toMatchObject({ ok: false, code: -1 });
      for (const account of ['editor', 'cs']) {
        expect(await call(h.app, name, body, { token: await staffToken(h, account) }), `${name} ${account}`).toMatchObject({ ok: false, msg: '无权限' });
      }
      for (const account of ['ops', 'admin']) expect((await call(h.app, name, body, { token: await staffToken(h, account) })).ok, `${name} ${account}`).toBe(true);
    }
    // a staff token is no member's
    const ops = await staffToken(h, 'ops');
    expect((await call(h.app, 'listSelfA', {}, { token: ops })).ok).toBe(false);
    expect((await h.query<{ n: number }>(`select count(*)::int as n from admin_audit where action like 'order%'`)).rows[0]!.n).toBe(0);
  });
});
