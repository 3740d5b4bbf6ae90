// The demo shop of a fresh start (seed/data/orders.ts, inquiries.ts): seeded by default, consistent with
// what checkout and payment compute, and reachable through the calls the screens make — /myOrders in every
// state, /merchantOrders, the after-sales request, 评价管理, 经营概况, the inquiries and the personal counters.
// (The other API tests start from a template without it: global-setup seeds with demoShop false.)
import type { AfterSales, InquiryComparison, InquirySummary, MerchantRemarkPage, MerchantStats, Order, Page, PersonalUser, ReceivedInquiry, Remark } from '@ws/api-sdk/contract';
import { SHIPPING } from '@ws/api-sdk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { afterSales, companies, orderItems, orders, payments, products, productSkus, remarks } from '../src/db/schema';
import { resetDatabase, seedDatabase } from '../src/seed/run';
import { call, DEMO, DEMO_ID, loginAs, useHarness } from './helpers';

describe('the demo shop of a fresh start', () => {
  const h = useHarness();

  it('seeds orders in every state, reviews, an after-sales request, products under review and inquiries that the calls show', async () => {
    const now = h.clock.now();
    await resetDatabase(h.db);
    await seedDatabase(h.db, { now });

    const buyer = await loginAs(h.app, DEMO.member);
    const seller = await loginAs(h.app, DEMO.company);
    const asBuyer = <T,>(name: Parameters<typeof call>[1], payload: Record<string, unknown> = {}) => call<T>(h.app, name, payload, { token: buyer });
    const asSeller = <T,>(name: Parameters<typeof call>[1], payload: Record<string, unknown> = {}) => call<T>(h.app, name, payload, { token: seller });
    const tab = async (vsstatus: string) => (await asBuyer<Page<Order>>('listSelfA', { vsstatus, pageSize: 50 })).data.items;

    // 张三's /myOrders: every state
    const notpay = await tab('notpay');
    const online = notpay.find((o) => o.pay_cate === 1);
    const offline = notpay.find((o) => o.pay_cate === 0);
    expect(online).toBeDefined();
    expect(offline).toMatchObject({ remit_code: 'AX8K2M7Q', transfer_receipt: [{ FileName: '转账回单.svg', FileUrl: '/api/files/seed/transfer-receipt-1.svg' }] });
    const receipt = await h.app.inject({ url: offline!.transfer_receipt[0]!.FileUrl });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toContain('image/svg+xml');
    expect((await tab('pay')).length).toBeGreaterThanOrEqual(1);
    const shipped = await tab('express');
    expect(shipped.length).toBeGreaterThanOrEqual(2);
    expect(shipped.every((o) => o.order_express && o.order_express.express_no !== '')).toBe(true);
    const done = await tab('confirm');
    expect(done.some((o) => o.isremark === 1)).toBe(true);
    expect(done.some((o) => o.isremark === 0)).toBe(true);
    const counters = (await asBuyer<PersonalUser>('user')).data.order_counts;
    expect(counters.notpay).toBeGreaterThanOrEqual(2);
    expect(counters.all).toBeGreaterThanOrEqual(7);

    // every order as checkout and payment leave them: prices × quantities, the shipping rule, no points,
    // checkout's numbers, a paid QR payment of the whole amount for each online paid order, unpaid ones
    // within their limit (the sweep leaves them alone)
    const anxin = (await h.db.select({ id: companies.id }).from(companies).where(eq(companies.userId, DEMO_ID.company)))[0]!.id;
    const rows = await h.db.select().from(orders).where(eq(orders.companyId, anxin));
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const lines = await h.db.select().from(orderItems).where(inArray(orderItems.orderId, rows.map((r) => r.id)));
    const paid = await h.db.select().from(payments).where(eq(payments.subjectKind, 'order'));
    for (const o of rows) {
      const goods = lines.filter((l) => l.orderId === o.id).reduce((a, l) => a + l.priceFen * l.amount, 0);
      expect(o.goodsFen, o.orderNo).toBe(goods);
      expect(o.expressFeeFen, o.orderNo).toBe(goods >= SHIPPING.freeFromFen ? 0 : SHIPPING.baseFen);
      expect(o.totalFen, o.orderNo).toBe(goods + o.expressFeeFen);
      expect(o.orderNo).toMatch(/^\d{22}$/);
      expect(o.orderNo.slice(0, 20)).toBe(o.mainOrderNo);
      expect(Date.parse(`${o.createTime.replace(' ', 'T')}+08:00`)).toBeLessThanOrEqual(now.getTime());
      if (o.state === 'active' && o.ispay === 0) expect(o.payDeadline.getTime()).toBeGreaterThan(now.getTime());
      if (o.ispay === 1 && o.payCate === 1) {
        const payment = paid.find((p) => p.orderNo === o.payOrderNo);
        expect(payment, o.orderNo).toMatchObject({ status: 'paid', amountFen: o.totalFen, subjectId: o.id });
      }
      if (o.payCate === 0 && o.state === 'active') expect(o.transferReceipt.length, o.orderNo).toBe(1);
    }
    // the SKUs of the lines are the products' own
    const skus = await h.db.select().from(productSkus).where(inArray(productSkus.id, lines.map((l) => l.skuId)));
    for (const l of lines) expect(skus.find((s) => s.id === l.skuId)?.productId).toBe(l.productId);

    // /merchantOrders and the shipment
    const sellerList = await asSeller<Page<Order>>('listByCompany', { pageSize: 20 });
    expect(sellerList.data.total).toBeGreaterThanOrEqual(35);
    const info = await asSeller<Order>('merchantOrderInfo', { order_no: shipped[0]!.order_no });
    expect(info.data.order_express?.express_name).toMatch(/顺丰速运|中通快递/);

    // the after-sales request waiting for the seller, on a paid order of 张三's
    const waiting = await h.db.select().from(afterSales).where(and(eq(afterSales.companyId, anxin), eq(afterSales.auditStatus, 0)));
    expect(waiting).toHaveLength(1);
    const request = await asBuyer<AfterSales | null>('aftersalesInfoByUser', { order_no: waiting[0]!.orderNo });
    expect(request.data).toMatchObject({ audit_status: 0, cate: 'goodsproblem' });

    // 评价管理: the reviewed order's review with the seller's answer, shown on the product page; others to answer
    const answered = await asSeller<MerchantRemarkPage>('merchantRemarkList', { tab: 'replied' });
    expect(answered.data.total).toBe(1);
    const reply = answered.data.items[0]!;
    expect(reply.reply).not.toBe('');
    expect(done.some((o) => o.order_no === reply.order_no)).toBe(true);
    const onPage = await call<Page<Remark>>(h.app, 'listremark', { xcate: 'product', xid: reply.product_id, pageSize: 50 });
    expect(onPage.data.items.find((r) => r.id === reply.id)?.reply).toBe(reply.reply);
    expect(answered.data.counts.unreplied).toBeGreaterThan(0);
    const reviewedItems = await h.db.select().from(remarks).where(inArray(remarks.orderNo, rows.map((r) => r.orderNo)));
    expect(reviewedItems.length).toBeGreaterThanOrEqual(5);
    for (const r of reviewedItems) expect(lines.find((l) => l.id === r.itemId)?.productId).toBe(r.xid);

    // 经营概况
    const stats = (await asSeller<MerchantStats>('merchantStats')).data;
    expect(stats.today.orders).toBeGreaterThanOrEqual(1);
    expect(stats.last30.orders).toBeGreaterThanOrEqual(30);
    expect(Number(stats.last30.sales)).toBeGreaterThan(0);
    expect(stats.days.filter((d) => d.orders > 0).length).toBeGreaterThanOrEqual(15);
    expect(stats.top.length).toBeGreaterThanOrEqual(3);
    expect(stats.status_counts.notpay).toBeGreaterThanOrEqual(2);
    expect(stats.status_counts.pay).toBeGreaterThanOrEqual(1);
    expect(stats.status_counts.express).toBeGreaterThanOrEqual(2);
    expect(stats.status_counts.confirm).toBeGreaterThanOrEqual(5);
    expect(stats.status_counts.cancelled).toBeGreaterThanOrEqual(1);
    expect(stats.status_counts.aftersales).toBe(1);

    // 商品管理: one product waiting for review, one rejected with the reason, each with its SKUs
    const reviewing = await h.db.select().from(products).where(and(eq(products.companyId, anxin), inArray(products.auditStatus, [0, 2])));
    expect(reviewing.map((p) => p.auditStatus).sort()).toEqual([0, 2]);
    expect(reviewing.find((p) => p.auditStatus === 2)!.auditReason).not.toBe('');
    expect(reviewing.every((p) => p.fileItems.length === 1 && p.cateId !== null && p.subCateId !== null)).toBe(true);
    const reviewingSkus = await h.db.select().from(productSkus).where(inArray(productSkus.productId, reviewing.map((p) => p.id)));
    expect(reviewingSkus).toHaveLength(4);

    // 我发起的询价, 收到的询价 and the 比价表
    const mine = (await asBuyer<Page<InquirySummary>>('inquiryList')).data;
    expect(mine.total).toBe(2);
    for (const q of mine.items) {
      expect(q.companies).toHaveLength(2);
      expect(q.companies.filter((c) => c.quoted === 1)).toHaveLength(1);
      expect(q.companies.some((c) => c.id === anxin)).toBe(true);
    }
    const received = (await asSeller<Page<ReceivedInquiry>>('inquiryReceivedList')).data;
    expect(received.items.map((r) => r.quoted).sort()).toEqual([0, 1]);
    const older = mine.items.at(-1)!;
    const comparison = (await asBuyer<InquiryComparison>('inquiryCompare', { id: older.id })).data;
    expect(comparison.rows).toHaveLength(3);
    expect(comparison.rows.every((r) => r.cells.some((c) => c.unit_price !== null))).toBe(true);
  }, 120_000);
});
