// The wallet (余额, users.user_money) at checkout: it pays what it can of the total after the points, order by
// order; a QR payment or a transfer brings only the rest, and a checkout the wallet covers is paid at once.
// A cancelled order gives the wallet part back, an after-sales refund gives the wallet part back first and
// asks the provider only for the rest; every movement is a wallet_ledger row. Racing spends of one balance
// run on PostgreSQL (orders-wallet-pg.test.ts).
import type { AfterSales, Order, OrderQuote, OrderSubmitResult } from '@ws/api-sdk/contract';
import { desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addresses, cartItems, orders, paymentRefunds, payments, productSkus, products, users, walletLedger } from '../../db/schema';
import { NOTIFY_PATH } from '../../http/payments';
import { CODE_URL_PREFIX, LocalWechatPay } from '../payments';
import { call, DEMO, DEMO_ID, loginAs, uploadUrl, useHarness } from '../../../test/helpers';
import { companyOf } from '../../../test/order-fixture';

describe('the wallet at checkout', () => {
  const provider = new LocalWechatPay({ appId: 'wxtestapp', mchId: '1230000109', key: 'wallet-key-0123456789abcdef01234567' }, { now: () => h.clock.now() });
  const h = useHarness({ payments: { provider, log: () => {} } });
  let buyer = '';
  let sku = 0; // 100.00 at the demo company's shop, stock 50, no points share
  let addr = 0;

  const walletOf = async () => (await h.db.select({ m: users.userMoney }).from(users).where(eq(users.id, DEMO_ID.member)))[0]!.m;
  const ledger = async () =>
    (await h.db.select().from(walletLedger).where(eq(walletLedger.userId, DEMO_ID.member)).orderBy(desc(walletLedger.id))).map((r) => [r.amount, r.balance, r.remark]);
  const line = async (amount: number) =>
    (await h.db.insert(cartItems).values({ userId: DEMO_ID.member, productId: (await h.db.select().from(productSkus).where(eq(productSkus.id, sku)))[0]!.productId, skuId: sku, amount, createTime: '2026-06-01 08:00:00' }).returning({ id: cartItems.id }))[0]!.id;
  const form = (ids: number[], more: Record<string, unknown> = {}) => ({ ids, address_id: addr, pay_cate: 1, delivery: '快递配送', expected_deliverys: '7天内', IfUseUserMoney: 1, ...more });
  const submit = (payload: Record<string, unknown>) => call<OrderSubmitResult>(h.app, 'ordersSubmit', payload, { token: buyer });
  const info = async (orderNo: string) => (await call<Order>(h.app, 'infoSelf', { order_no: orderNo }, { token: buyer })).data;
  const payByNotice = async (codeUrl: string) => {
    const { order } = await provider.pay(codeUrl.slice(CODE_URL_PREFIX.length), { notify: false });
    return h.app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { 'content-type': 'text/xml' }, payload: provider.noticeXml(order.paid!) });
  };

  beforeEach(async () => {
    buyer = await loginAs(h.app, DEMO.member);
    const companyId = await companyOf(h, DEMO.company);
    const [p] = await h.db
      .insert(products)
      .values({ companyId, name: '测试防护服', price: '100.00', stock: 50, useProfitJifenRate: 0, minAmount: 1, unit: '件', createTime: '2026-05-01 10:00:00' })
      .returning({ id: products.id });
    sku = (await h.db.insert(productSkus).values({ productId: p!.id, attItemIds: '', attItemNames: '', price: '100.00', stock: 50 }).returning({ id: productSkus.id }))[0]!.id;
    addr = (
      await h.db
        .insert(addresses)
        .values({ userId: DEMO_ID.member, type: 0, contact: '张三', phone: '13800000001', provinceName: '广东省', provinceCode: '440000', cityName: '广州市', cityCode: '440100', countyName: '天河区', countyCode: '440106', address: '测试路 1 号', createTime: '2026-05-01 10:00:00' })
        .returning({ id: addresses.id })
    )[0]!.id;
    await h.db.update(users).set({ userMoney: '150.00' }).where(eq(users.id, DEMO_ID.member));
    await h.db.delete(walletLedger).where(eq(walletLedger.userId, DEMO_ID.member));
  });

  it('quotes the balance, what the wallet may pay and what is left, without spending', async () => {
    const a = await line(2); // 200.00, free shipping from 300 does not apply: 208.00
    const q = await call<OrderQuote>(h.app, 'ordersQuote', { ids: [a], address_id: addr, IfUseUserMoney: 1 }, { token: buyer });
    expect(q.data).toMatchObject({ total_price: '208.00', user_money: '150.00', user_money_usable: '150.00', use_user_money: '150.00', pay_price: '58.00' });
    const without = await call<OrderQuote>(h.app, 'ordersQuote', { ids: [a], address_id: addr }, { token: buyer });
    expect(without.data).toMatchObject({ total_price: '208.00', user_money_usable: '150.00', use_user_money: '0.00', pay_price: '208.00' });
    expect(await walletOf()).toBe('150.00');
  });

  it('pays a part from the wallet: the QR asks for the rest, a cancel gives the wallet part back once', async () => {
    const res = await submit(form([await line(2)]));
    expect(res.ok, res.msg).toBe(true);
    expect(res.data.total_price).toBe('58.00');
    const [pay] = await h.db.select().from(payments).where(eq(payments.orderNo, res.data.order_no));
    expect(pay!.amountFen).toBe(5800);
    expect(await walletOf()).toBe('0.00');
    expect(await info(res.data.main_order_no)).toMatchObject({ total: '208.00', use_user_money: '150.00', ispay: 0 });
    expect(await call(h.app, 'cancelSelf', { order_no: res.data.main_order_no }, { token: buyer })).toMatchObject({ ok: true });
    expect((await call(h.app, 'cancelSelf', { order_no: res.data.main_order_no }, { token: buyer })).ok).toBe(false);
    expect(await walletOf()).toBe('150.00');
    expect(await ledger()).toEqual([
      ['150.00', '150.00', `订单${res.data.main_order_no}取消，退回余额`],
      ['-150.00', '0.00', `订单${res.data.main_order_no}余额支付`],
    ]);
  });

  it('a checkout the wallet covers is paid at once, without a QR; a balance gone since the quote is not used', async () => {
    const res = await submit(form([await line(1)])); // 108.00
    expect(res.ok, res.msg).toBe(true);
    expect(res.data).toMatchObject({ total_price: '0.00', code_url: '' });
    expect(await info(res.data.main_order_no)).toMatchObject({ ispay: 1, status: '待发货', use_user_money: '108.00', total: '108.00' });
    expect(await walletOf()).toBe('42.00');
    // the quote a moment ago said 42.00 could be used; another spend took it first: nothing is written
    const b = await line(1);
    await h.db.update(users).set({ userMoney: '0.00' }).where(eq(users.id, DEMO_ID.member));
    const stock = (await h.db.select({ s: productSkus.stock }).from(productSkus).where(eq(productSkus.id, sku)))[0]!.s;
    const second = await submit(form([b]));
    expect(second.ok, second.msg).toBe(true); // the balance is read inside the transaction: it simply uses nothing
    expect(second.data.total_price).toBe('108.00');
    expect((await h.db.select({ s: productSkus.stock }).from(productSkus).where(eq(productSkus.id, sku)))[0]!.s).toBe(stock - 1);
  });

  it('an after-sales refund gives the wallet part back first and asks the provider only for the rest', async () => {
    const res = await submit(form([await line(2)])); // 208.00: 150.00 wallet + 58.00 QR
    expect((await payByNotice(res.data.code_url)).body).toContain('SUCCESS');
    const [order] = await h.db.select().from(orders).where(eq(orders.mainOrderNo, res.data.main_order_no));
    expect(order).toMatchObject({ ispay: 1, walletFen: 15000, totalFen: 20800 });
    const seller = await loginAs(h.app, DEMO.company);
    const ask = async (refund: string) => {
      const added = await call<AfterSales>(h.app, 'aftersalesAdd', { order_no: order!.orderNo, cate: 'goodsproblem', remark: '破损', file_items: [{ FileName: 'a.jpg', FileUrl: uploadUrl(DEMO_ID.member, 'a.jpg') }] }, { token: buyer });
      expect(added.ok, added.msg).toBe(true);
      const ok = await call(h.app, 'merchantAfterSalesApprove', { id: added.data.id, refund_price: refund }, { token: seller });
      expect(ok.ok, ok.msg).toBe(true);
      return added.data.id;
    };
    const id = await ask('180.00'); // 150.00 from the wallet, 30.00 back through the provider
    expect(await walletOf()).toBe('150.00');
    const [part] = await h.db.select().from(paymentRefunds).where(eq(paymentRefunds.subjectId, id));
    expect(part!.amountFen).toBe(3000);
    expect((await ledger())[0]).toEqual(['150.00', '150.00', `订单${order!.orderNo}售后退款，退回余额`]);
    expect(await info(order!.orderNo)).toMatchObject({ refund_price: '180.00', use_user_money: '150.00' });
  });

  it('a refund after an earlier one takes from what the wallet part has left', async () => {
    const res = await submit(form([await line(2)]));
    await payByNotice(res.data.code_url);
    const [order] = await h.db.select().from(orders).where(eq(orders.mainOrderNo, res.data.main_order_no));
    // an earlier refund of 100.00 (the console's arbitration, say) took 100.00 of the wallet's 150.00
    await h.db.update(orders).set({ refundFen: 10000 }).where(eq(orders.id, order!.id));
    await h.db.update(users).set({ userMoney: '100.00' }).where(eq(users.id, DEMO_ID.member));
    const added = await call<AfterSales>(h.app, 'aftersalesAdd', { order_no: order!.orderNo, cate: 'goodsproblem', remark: '破损', file_items: [{ FileName: 'a.jpg', FileUrl: uploadUrl(DEMO_ID.member, 'a.jpg') }] }, { token: buyer });
    const seller = await loginAs(h.app, DEMO.company);
    expect((await call(h.app, 'merchantAfterSalesApprove', { id: added.data.id, refund_price: '108.00' }, { token: seller })).ok).toBe(true);
    expect(await walletOf()).toBe('150.00'); // 50.00 left of the wallet part
    const [part] = await h.db.select().from(paymentRefunds).where(eq(paymentRefunds.subjectId, added.data.id));
    expect(part!.amountFen).toBe(5800);
    // all of it back: the order is closed
    expect(await info(order!.orderNo)).toMatchObject({ refund_price: '208.00' });
    expect((await h.db.select({ state: orders.state }).from(orders).where(eq(orders.id, order!.id)))[0]!.state).toBe('cancelled');
  });

  it('offline: the transfer is what the wallet left to pay', async () => {
    const res = await submit(form([await line(2)], { pay_cate: 0 }));
    expect(res.ok, res.msg).toBe(true);
    expect(res.data).toMatchObject({ total_price: '58.00', code_url: '' });
    expect(res.data.remit_code).not.toBe('');
  });
});
