import type { ExpressTrace, Order, Page } from '@ws/api-sdk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderExpress, orders } from '../../db/schema';
import { call, DEMO, loginAs, uploadUrl, useHarness } from '../../../test/helpers';
import { makeOrder, otherCompany, userId } from '../../../test/order-fixture';

describe('merchant orders, collecting payment, shipping and tracking', () => {
  const h = useHarness();

  const as = async (phone: string) => {
    const token = await loginAs(h.app, phone);
    return <T,>(name: Parameters<typeof call>[1], payload: Record<string, unknown> = {}) => call<T>(h.app, name, payload, { token });
  };

  it("lists only the merchant's own company's orders by tab, 已取消 left out, 20 per page", async () => {
    const merchant = await as(DEMO.company);
    const unpaid = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0, payCate: 0, createTime: '2026-05-31 09:00:00' });
    const paid = await makeOrder(h, DEMO.member, DEMO.company, { createTime: '2026-05-31 08:00:00' });
    const shipped = await makeOrder(h, DEMO.member, DEMO.company, { isexpress: 1 });
    const done = await makeOrder(h, DEMO.member, DEMO.company, { isexpress: 1, isconfirm: 1 });
    const cancelled = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0, state: 'cancelled' });
    const foreign = await makeOrder(h, DEMO.member, DEMO.company, { companyId: await otherCompany(h, DEMO.company) });

    const tab = async (vsstatus: string) => (await merchant<Page<Order>>('listByCompany', { vsstatus, pageNum: 1, pageSize: 20 })).data.items.map((o) => o.order_no);
    const all = await tab('all');
    expect(all.slice(0, 2)).toEqual([unpaid.orderNo, paid.orderNo]);
    expect(all).toEqual(expect.arrayContaining([unpaid.orderNo, paid.orderNo, shipped.orderNo, done.orderNo]));
    expect(all).not.toContain(cancelled.orderNo);
    expect(all).not.toContain(foreign.orderNo);
    expect(await tab('notpay')).toEqual([unpaid.orderNo]);
    expect(await tab('pay')).toEqual([paid.orderNo]);
    expect(await tab('express')).toEqual([shipped.orderNo]);
    expect(await tab('confirm')).toEqual([done.orderNo]);

    for (let i = 0; i < 20; i++) await makeOrder(h, DEMO.member, DEMO.company);
    const p1 = await merchant<Page<Order>>('listByCompany', { pageNum: 1, pageSize: 20 });
    expect(p1.data.items).toHaveLength(20);
    expect(p1.data.total).toBe(24);
    const first = p1.data.items.find((o) => o.order_no === paid.orderNo) ?? (await merchant<Order>('merchantOrderInfo', { order_no: paid.orderNo })).data;
    expect(first.order_items[0]).toMatchObject({ price: '64.00', amount: 2 });
  });

  it('uploads the e-invoice (PDF) of a paid order that asked for one: 待开票 → 已开票 for the buyer; refusals change nothing', async () => {
    const merchant = await as(DEMO.company);
    const seller = await userId(h, DEMO.company);
    const pdf = uploadUrl(seller, 'invoice.pdf');
    const order = await makeOrder(h, DEMO.member, DEMO.company);
    await h.db.update(orders).set({ containsInvoice: 1 }).where(eq(orders.orderNo, order.orderNo));
    const buyer = await as(DEMO.member);
    expect((await buyer<Order>('infoSelf', { order_no: order.orderNo })).data).toMatchObject({ invoice_state: 'pending', invoice_files: [], invoice_time: '' });

    expect((await merchant('merchantInvoiceUpload', { order_no: order.orderNo, file_items: [] })).msg).toBe('请上传电子发票');
    expect((await merchant('merchantInvoiceUpload', { order_no: order.orderNo, file_items: [{ FileUrl: uploadUrl(seller, 'a.png') }] })).msg).toBe('电子发票仅支持 PDF 文件');
    // a file of someone else's storage folder is refused as no file at all
    expect((await merchant('merchantInvoiceUpload', { order_no: order.orderNo, file_items: [{ FileUrl: uploadUrl(await userId(h, DEMO.member), 'x.pdf') }] })).ok).toBe(false);
    // the buyer cannot issue it
    expect((await buyer('merchantInvoiceUpload', { order_no: order.orderNo, file_items: [{ FileUrl: uploadUrl(await userId(h, DEMO.member), 'x.pdf') }] })).msg).toBe('订单不存在');
    const done = await merchant<Order>('merchantInvoiceUpload', { order_no: order.orderNo, file_items: [{ FileUrl: pdf, FileName: '电子发票.pdf' }] });
    expect(done).toMatchObject({ ok: true, msg: '发票已上传', data: { invoice_state: 'issued', invoice_files: [{ FileUrl: pdf, FileName: '电子发票.pdf' }] } });
    const seen = (await buyer<Order>('infoSelf', { order_no: order.orderNo })).data;
    expect(seen.invoice_state).toBe('issued');
    expect(seen.invoice_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // no invoice asked, or not paid yet
    const plain = await makeOrder(h, DEMO.member, DEMO.company);
    expect((await merchant('merchantInvoiceUpload', { order_no: plain.orderNo, file_items: [{ FileUrl: pdf }] })).msg).toBe('该订单不需要开具发票');
    const unpaid = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0, payCate: 0 });
    await h.db.update(orders).set({ containsInvoice: 1 }).where(eq(orders.orderNo, unpaid.orderNo));
    expect((await merchant('merchantInvoiceUpload', { order_no: unpaid.orderNo, file_items: [{ FileUrl: pdf }] })).msg).toBe('订单付款后才能开具发票');
    const [row] = await h.db.select().from(orders).where(eq(orders.orderNo, unpaid.orderNo));
    expect(row!.invoiceFiles).toEqual([]);
  });

  it('a buyer or another merchant sees no orders and changes none', async () => {
    const order = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0, payCate: 0 });
    const buyer = await as(DEMO.member);
    expect((await buyer<Page<Order>>('listByCompany', {})).data).toEqual({ items: [], total: 0 });
    expect((await buyer('merchantOrderInfo', { order_no: order.orderNo })).msg).toBe('订单不存在');
    expect((await buyer('changePayStatus', { order_no: order.orderNo, ispay: 1 })).msg).toBe('订单不存在');
    expect((await buyer('orderExpressAdd', { order_no: order.orderNo, express_value: 'SF', express_no: 'SF1' })).msg).toBe('订单不存在');

    // a company user of another company
    const foreignCompany = await otherCompany(h, DEMO.company);
    await h.query('update users set roles = $1 where user_mobile = $2', ['{member,company}', DEMO.salesman]);
    await h.query('update companies set user_id = (select id from users where user_mobile = $1) where id = $2', [DEMO.salesman, foreignCompany]);
    const other = await as(DEMO.salesman);
    expect((await other<Page<Order>>('listByCompany', {})).data.items.some((o) => o.order_no === order.orderNo)).toBe(false);
    expect((await other('changePayStatus', { order_no: order.orderNo })).msg).toBe('订单不存在');
    const [row] = await h.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(row!.ispay).toBe(0);
  });

  it('collects an offline transfer once (收款成功), showing the receipt and reference code; online orders are paid by the buyer', async () => {
    const merchant = await as(DEMO.company);
    const offline = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0, payCate: 0 });
    await h.query(`update orders set transfer_receipt = '[{"FileName":"回单.jpg","FileUrl":"/api/files/uploads/r.jpg"}]' where order_no = $1`, [offline.orderNo]);
    const before = await merchant<Order>('merchantOrderInfo', { order_no: offline.orderNo });
    expect(before.data).toMatchObject({ remit_code: 'HK123456', transfer_receipt: [{ FileUrl: '/api/files/uploads/r.jpg' }], ispay: 0, status: '待付款' });

    const res = await merchant<Order>('changePayStatus', { order_no: offline.orderNo, ispay: 1 });
    expect(res.msg).toBe('收款成功');
    expect(res.data).toMatchObject({ ispay: 1, status: '待发货' });
    expect(res.data.pay_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await merchant('changePayStatus', { order_no: offline.orderNo, ispay: 1 })).msg).toBe('订单已收款或已取消');

    const online = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0, payCate: 1 });
    expect((await merchant('changePayStatus', { order_no: online.orderNo })).msg).toBe('在线支付订单由买家扫码支付，无需确认收款');
  });

  it('an expired unpaid offline order is cancelled, not collected', async () => {
    const merchant = await as(DEMO.company);
    const offline = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0, payCate: 0 });
    await h.query(`update orders set pay_deadline = '2026-05-31T00:00:00+08:00' where order_no = $1`, [offline.orderNo]);
    expect((await merchant('changePayStatus', { order_no: offline.orderNo })).msg).toBe('订单已收款或已取消');
  });

  it('reads an unpaid order past its limit as cancelled without writing it (the sweep does the write)', async () => {
    const merchant = await as(DEMO.company);
    const order = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0, payCate: 0 });
    await h.query(`update orders set pay_deadline = '2026-05-31T00:00:00+08:00' where order_no = $1`, [order.orderNo]);
    const notpay = await merchant<Page<Order>>('listByCompany', { vsstatus: 'notpay', pageNum: 1, pageSize: 20 });
    expect(notpay.data.items.map((o) => o.order_no)).not.toContain(order.orderNo);
    const detail = await merchant<Order>('merchantOrderInfo', { order_no: order.orderNo });
    expect(detail.data).toMatchObject({ status: '已取消' });
    const [row] = await h.db.select({ state: orders.state }).from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(row?.state).toBe('active');
  });

  it('ships a paid order once with the express dictionary (请选择快递公司, 请填写快递单号, 发货成功); the buyer tracks it', async () => {
    const merchant = await as(DEMO.company);
    const buyer = await as(DEMO.member);
    const unpaid = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0 });
    const order = await makeOrder(h, DEMO.member, DEMO.company);
    expect((await merchant('orderExpressAdd', { order_no: order.orderNo, express_value: '', express_no: 'SF1' })).msg).toBe('请选择快递公司');
    expect((await merchant('orderExpressAdd', { order_no: order.orderNo, express_value: 'SF', express_no: ' ' })).msg).toBe('请填写快递单号');
    expect((await merchant('orderExpressAdd', { order_no: order.orderNo, express_value: 'NOPE', express_no: 'X1' })).msg).toBe('请选择快递公司');
    expect((await merchant('orderExpressAdd', { order_no: unpaid.orderNo, express_value: 'SF', express_no: 'SF1' })).msg).toBe('订单未付款，不能发货');

    const before = await buyer<ExpressTrace>('orderExpressGet', { order_no: order.orderNo });
    expect(before.data).toMatchObject({ state: 'none', events: [] });

    const shipped = await merchant<Order>('orderExpressAdd', { order_no: order.orderNo, express_value: 'SF', express_name: '随便', express_no: 'SF1234567890', remark: '易碎' });
    expect(shipped.msg).toBe('发货成功');
    expect(shipped.data).toMatchObject({ isexpress: 1, status: '待收货', order_express: { express_value: 'SF', express_name: '顺丰速运', express_no: 'SF1234567890' } });
    expect((await merchant('orderExpressAdd', { order_no: order.orderNo, express_value: 'ZTO', express_no: 'Z1' })).msg).toBe('订单已发货');
    expect(await h.db.select().from(orderExpress).where(eq(orderExpress.orderNo, order.orderNo))).toHaveLength(1);

    const trace = await buyer<ExpressTrace>('orderExpressGet', { order_no: order.orderNo });
    expect(trace.data).toMatchObject({ state: 'shipped', express_name: '顺丰速运', remark: '易碎' });
    expect(trace.data.events).toHaveLength(1);
    expect(trace.data.events[0]!.context).toBe('商家已发货：顺丰速运，运单号 SF1234567890');

    // the buyer confirms receipt: the tracker shows it, and nothing invented in between
    h.clock.advance(3 * 86_400_000);
    await h.query(`update orders set isconfirm = 1, confirm_time = '2026-06-04 08:00:00' where order_no = $1`, [order.orderNo]);
    const byNumber = await buyer<ExpressTrace>('enableGetExpress', { expressCom: 'SF', expressNo: 'SF1234567890', pageNum: 1, pageSize: 999 });
    expect(byNumber.data.state).toBe('received');
    expect(byNumber.data.events.map((e) => e.context)).toEqual(['买家已确认收货', '商家已发货：顺丰速运，运单号 SF1234567890']);
    expect(byNumber.data).toMatchObject({ delivered: true, source: 'local', note: '' });

    // someone else: neither by order number nor by tracking number
    const stranger = await as(DEMO.salesman);
    expect((await stranger('orderExpressGet', { order_no: order.orderNo })).msg).toBe('订单不存在');
    expect((await stranger('enableGetExpress', { expressCom: 'SF', expressNo: 'SF1234567890' })).msg).toBe('未查询到物流信息');
  });
});
