// Orders on the seeded database: the server's amounts (a client's price is ignored), submit with its stock,
// points and cart changes in one transaction, idempotent submits, QR payment through the signed notice,
// offline transfer (remittance code, receipt), cancel, confirm, the automatic cancellation with an injected
// clock, and a second user who can neither read nor change the first one's orders. The concurrency of many
// buyers runs on a real PostgreSQL server (orders-pg.test.ts).
import type { MainOrder, NativePayment, Order, OrderQuote, OrderSubmitResult, Page, PayStatus } from '@ws/api-sdk/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addresses, cartItems, companies, invoiceProfiles, orders, productSkus, products, users } from '../../db/schema';
import { NOTIFY_PATH } from '../../http/payments';
import { DAY } from '../../kernel/time';
import { CODE_URL_PREFIX, LocalWechatPay } from '../payments';
import { call, captureQueries, DEMO, loginAs, PASSWORD, uploadUrl, useHarness } from '../../../test/helpers';
import { cancelExpired } from './lifecycle';

describe('orders', () => {
  // the payer pays on the server's clock: the paid effect judges the payment limit at the payment's time
  const provider = new LocalWechatPay({ appId: 'wxtestapp', mchId: '1230000109', key: 'orders-key-0123456789abcdef01234567' }, { now: () => h.clock.now() });
  const h = useHarness({ payments: { provider } });
  /** what the running server's timer does (reads never write the expiry) */
  const sweep = () => cancelExpired(h.db, h.clock);
  let buyer = '';
  let other = '';
  let buyerId = 0;
  let otherId = 0;
  let skuA = 0; // 35.00, stock 20, points rate 10 %, seller A
  let skuB = 0; // 150.00, stock 5, rate 0, seller B
  let addrHome = 0;
  let addrRemote = 0;
  let otherAddr = 0;

  const idOf = async (phone: string) => (await h.db.select({ id: users.id }).from(users).where(eq(users.userMobile, phone)))[0]!.id;
  const stockOf = async (sku: number) => (await h.db.select({ s: productSkus.stock }).from(productSkus).where(eq(productSkus.id, sku)))[0]!.s;
  const pointsOf = async (userId: number) => (await h.db.select({ p: users.profitJifen }).from(users).where(eq(users.id, userId)))[0]!.p;
  const addToCart = async (userId: number, skuId: number, amount: number) => {
    const [sku] = await h.db.select().from(productSkus).where(eq(productSkus.id, skuId));
    const [row] = await h.db
      .insert(cartItems)
      .values({ userId, productId: sku!.productId, skuId, amount, createTime: '2026-06-01 08:00:00' })
      .returning({ id: cartItems.id });
    return row!.id;
  };
  const form = (ids: number[], more: Record<string, unknown> = {}) => ({
    ids,
    address_id: addrHome,
    pay_cate: 1,
    delivery: '快递配送',
    expected_deliverys: '7天内',
    IfUseProfitJifen: 0,
    ...more,
  });
  const submit = (token: string, payload: Record<string, unknown>) => call<OrderSubmitResult>(h.app, 'ordersSubmit', payload, { token });
  const payByNotice = async (codeUrl: string) => {
    const { order } = await provider.pay(codeUrl.slice(CODE_URL_PREFIX.length), { notify: false });
    return h.app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { 'content-type': 'text/xml' }, payload: provider.noticeXml(order.paid!) });
  };

  beforeEach(async () => {
    buyer = await loginAs(h.app, DEMO.member);
    other = await loginAs(h.app, DEMO.salesman);
    buyerId = await idOf(DEMO.member);
    otherId = await idOf(DEMO.salesman);
    const [a, b] = await h.db.select({ id: companies.id }).from(companies).orderBy(companies.id).limit(2);
    const mk = async (companyId: number, name: string, price: string, stock: number, rate: number) => {
      const [p] = await h.db
        .insert(products)
        .values({ companyId, name, price, stock, useProfitJifenRate: rate, minAmount: 1, unit: '件', createTime: '2026-05-01 10:00:00' })
        .returning({ id: products.id });
      const [s] = await h.db.insert(productSkus).values({ productId: p!.id, attItemIds: '', attItemNames: '', price, stock }).returning({ id: productSkus.id });
      return s!.id;
    };
    skuA = await mk(a!.id, '测试安全帽', '35.00', 20, 10);
    skuB = await mk(b!.id, '测试灭火器', '150.00', 5, 0);
    const addr = async (userId: number, cityCode: string, cityName: string, type = 0) =>
      (
        await h.db
          .insert(addresses)
          .values({
            userId,
            type,
            contact: '张三',
            phone: '13800000001',
            provinceName: '广东省',
            provinceCode: '440000',
            cityName,
            cityCode,
            countyName: '某区',
            countyCode: `${cityCode.slice(0, 4)}06`,
            address: '测试路 1 号',
            createTime: '2026-05-01 10:00:00',
          })
          .returning({ id: addresses.id })
      )[0]!.id;
    addrHome = await addr(buyerId, '440100', '广州市');
    addrRemote = await addr(buyerId, '440800', '湛江市');
    otherAddr = await addr(otherId, '440100', '广州市');
    await h.db.update(users).set({ profitJifen: 1000 }).where(eq(users.id, buyerId));
  });

  it('quotes the server amounts: shipping 8 under 300, free from 300, 50 to a remote area; points capped by shares and balance', async () => {
    const a = await addToCart(buyerId, skuA, 2); // 70.00, share 7.00 = 700 points
    const q1 = await call<OrderQuote>(h.app, 'ordersQuote', { ids: [a], address_id: addrHome }, { token: buyer });
    expect(q1.data).toMatchObject({ goods_total: '70.00', express_fee: '8.00', total_price: '78.00', points_usable: 700, use_profit_jifen: 0, remote: 0 });
    expect(q1.data.tax).toBe('8.97'); // 78 × 13 / 113
    const q2 = await call<OrderQuote>(h.app, 'ordersQuote', { ids: [a], address_id: addrRemote, IfUseProfitJifen: 1 }, { token: buyer });
    expect(q2.data).toMatchObject({ express_fee: '50.00', remote: 1, use_profit_jifen: 700, jifen_deduction: '7.00', total_price: '113.00' });
    await h.db.update(users).set({ profitJifen: 250 }).where(eq(users.id, buyerId));
    const q3 = await call<OrderQuote>(h.app, 'ordersQuote', { ids: [a], address_id: addrHome, IfUseProfitJifen: 1 }, { token: buyer });
    expect(q3.data).toMatchObject({ points_usable: 250, use_profit_jifen: 250, total_price: '75.50' });
    const b = await addToCart(buyerId, skuB, 2); // 300.00 from seller B: free shipping for that order
    const q4 = await call<OrderQuote>(h.app, 'ordersQuote', { ids: [a, b], address_id: addrHome }, { token: buyer });
    expect(q4.data.sellers.map((s) => [s.goods, s.express_fee])).toEqual([
      ['70.00', '8.00'],
      ['300.00', '0.00'],
    ]);
    expect(q4.data.total_price).toBe('378.00');
  });

  it('prices with the shipping rule in force and gives a new order the unpaid limit in force (系统设置), at once', async () => {
    const admin = (await call<{ token: string }>(h.app, 'adminLogin', { account: 'admin', password: PASSWORD })).data.token;
    const save = (name: 'adminSettingsShipping' | 'adminSettingsTrade', payload: Record<string, unknown>) => call(h.app, name, payload, { token: admin });
    expect((await save('adminSettingsShipping', { version: 0, free_from: '60', base: '12.5', remote: '30' })).ok).toBe(true);
    expect((await save('adminSettingsTrade', { version: 0, quote_valid_days: 90, unpaid_online_hours: 2, unpaid_offline_hours: 48 })).ok).toBe(true);
    const a = await addToCart(buyerId, skuA, 1); // 35.00: under 60
    const q = await call<OrderQuote>(h.app, 'ordersQuote', { ids: [a], address_id: addrHome }, { token: buyer });
    expect(q.data).toMatchObject({ goods_total: '35.00', express_fee: '12.50', total_price: '47.50' });
    expect((await call<OrderQuote>(h.app, 'ordersQuote', { ids: [a], address_id: addrRemote }, { token: buyer })).data.express_fee).toBe('30.00');
    const online = await submit(buyer, form([a]));
    expect(online.data.total_price).toBe('47.50');
    const b = await addToCart(buyerId, skuA, 2); // 70.00: free from 60
    const offline = await submit(buyer, form([b], { pay_cate: 0 }));
    expect(offline.data.total_price).toBe('70.00');
    const deadlines = await h.db.select({ no: orders.mainOrderNo, at: orders.payDeadline }).from(orders).where(eq(orders.userId, buyerId));
    const hoursOf = (no: string) => (deadlines.find((d) => d.no === no)!.at.getTime() - h.clock.now().getTime()) / 3600_000;
    expect([hoursOf(online.data.main_order_no), hoursOf(offline.data.main_order_no)]).toEqual([2, 48]);
  });

  it('submits online: one order per seller, stock and points taken, cart lines gone, a client-sent price ignored', async () => {
    const a = await addToCart(buyerId, skuA, 2);
    const b = await addToCart(buyerId, skuB, 1);
    const res = await submit(buyer, form([a, b], { IfUseProfitJifen: 1, price: '0.01', total_price: '0.01', total: '0.01', express_fee: '0' }));
    expect(res).toMatchObject({ ok: true, code: 0 });
    expect(res.data).toMatchObject({ pay_cate: 1, total_price: String((70 + 8 + 150 + 8 - 7).toFixed(2)) });
    expect(res.data.code_url).toMatch(/^weixin:\/\//);
    expect(await stockOf(skuA)).toBe(18);
    expect(await stockOf(skuB)).toBe(4);
    expect(await pointsOf(buyerId)).toBe(300);
    expect(await h.db.select().from(cartItems).where(eq(cartItems.userId, buyerId))).toHaveLength(0);
    const rows = await h.db.select().from(orders).where(eq(orders.mainOrderNo, res.data.main_order_no));
    expect(rows.map((r) => [r.goodsFen, r.expressFeeFen, r.usePoints, r.totalFen]).sort()).toEqual(
      [
        [7000, 800, 700, 7100],
        [15000, 800, 0, 15800],
      ].sort(),
    );
    // the QR dialog polls the payment's number
    const st = await call<PayStatus>(h.app, 'getPaystatus', { order_no: res.data.order_no }, { token: buyer });
    expect(st.data).toEqual({ ispay: 0 });
    // each unpaid order says what its one payment covers: both suppliers' orders, the checkout's total
    const listed = (await call<Page<Order>>(h.app, 'listSelfA', { vsstatus: 'notpay' }, { token: buyer })).data.items;
    expect(listed.map((o) => [o.checkout_orders, o.checkout_total])).toEqual([
      [2, '229.00'],
      [2, '229.00'],
    ]);
  });

  it('再次购买 puts an order’s lines back in the cart within today’s stock, names what is off sale, and reads only the buyer’s own orders', async () => {
    const a = await addToCart(buyerId, skuA, 2);
    const b = await addToCart(buyerId, skuB, 4);
    const res = await submit(buyer, form([a, b]));
    expect(res.ok, res.msg).toBe(true);
    const rows = await h.db.select().from(orders).where(eq(orders.mainOrderNo, res.data.main_order_no));
    const orderA = rows.find((r) => r.goodsFen === 7000)!;
    const orderB = rows.find((r) => r.goodsFen === 60000)!;
    // stock left: A 18, B 1; 再次购买 of B asks 4 and gets the 1 left
    const again = await call<{ added: number; skipped: string[] }>(h.app, 'rebuy', { order_no: orderB.orderNo }, { token: buyer });
    expect(again).toMatchObject({ ok: true, msg: '已加入购物车 1 件商品', data: { added: 1, skipped: [] } });
    expect((await h.db.select().from(cartItems).where(eq(cartItems.userId, buyerId))).map((c) => [c.skuId, c.amount])).toEqual([[skuB, 1]]);
    // A's product taken off sale: named, nothing added
    const [skuRow] = await h.db.select({ productId: productSkus.productId }).from(productSkus).where(eq(productSkus.id, skuA));
    await h.db.update(products).set({ isOnSale: 0 }).where(eq(products.id, skuRow!.productId));
    expect(await call(h.app, 'rebuy', { order_no: orderA.orderNo }, { token: buyer })).toMatchObject({ ok: false, msg: '订单中的商品已下架或无库存，未能加入购物车' });
    // another member's order reads as missing
    expect(await call(h.app, 'rebuy', { order_no: orderA.orderNo }, { token: other })).toMatchObject({ ok: false, msg: '订单不存在' });
  });

  it('reads a page of orders with their lines, sellers and shipments in one statement after the token, its count included', async () => {
    const a = await addToCart(buyerId, skuA, 1);
    const b = await addToCart(buyerId, skuB, 1);
    const res = await submit(buyer, form([a, b]));
    expect(res.ok, res.msg).toBe(true);
    let page: Page<Order> | undefined;
    const sent = await captureQueries(h, async () => {
      page = (await call<Page<Order>>(h.app, 'listSelfA', { vsstatus: 'all', pageSize: 1 }, { token: buyer })).data;
    });
    expect(sent).toHaveLength(2);
    expect(page!.total).toBeGreaterThanOrEqual(2);
    expect(page!.items).toHaveLength(1);
    const [o] = page!.items;
    expect(o!.order_items.length).toBeGreaterThan(0);
    expect(o!.company_name).not.toBe('');
    expect(o!.checkout_orders).toBe(2);
    // past the last page: no rows, still the count
    const beyond = (await call<Page<Order>>(h.app, 'listSelfA', { vsstatus: 'all', pageNum: 99, pageSize: 1 }, { token: buyer })).data;
    expect(beyond).toMatchObject({ items: [], total: page!.total });
  });

  it('searches the buyer’s own orders by order number, product, supplier and period', async () => {
    const a = await addToCart(buyerId, skuA, 1);
    const b = await addToCart(buyerId, skuB, 1);
    const res = await submit(buyer, form([a, b]));
    expect(res.ok, res.msg).toBe(true);
    const rows = await h.db.select().from(orders).where(eq(orders.mainOrderNo, res.data.main_order_no));
    const orderB = rows.find((r) => r.goodsFen === 15000)!;
    const [sellerB] = await h.db.select({ name: companies.name }).from(companies).where(eq(companies.id, orderB.companyId));
    const search = async (p: Record<string, string>) => {
      const r = await call<Page<Order>>(h.app, 'listSelfA', { vsstatus: 'all', ...p }, { token: buyer });
      expect(r.ok, r.msg).toBe(true);
      return r.data.items.map((o) => o.order_no);
    };
    expect(await search({ keyword: '灭火器' })).toEqual([orderB.orderNo]);
    expect(await search({ keyword: orderB.orderNo.slice(-6) })).toEqual([orderB.orderNo]);
    expect(await search({ keyword: sellerB!.name })).toContain(orderB.orderNo);
    expect(await search({ keyword: '%' })).toEqual([]);
    const day = orderB.createTime.slice(0, 10);
    expect((await search({ start: day, end: day })).sort()).toEqual(rows.map((r) => r.orderNo).sort());
    expect(await search({ end: '2000-01-01' })).toEqual([]);
    expect(await call(h.app, 'listSelfA', { start: '2026-02-30' }, { token: buyer })).toMatchObject({ ok: false, msg: '请选择正确的下单日期' });
    expect(await call(h.app, 'listSelfA', { start: '2026-06-02', end: '2026-06-01' }, { token: buyer })).toMatchObject({ ok: false, msg: '请选择正确的下单日期' });
    // another member finds none of them, whatever the term
    expect((await call<Page<Order>>(h.app, 'listSelfA', { keyword: '灭火器' }, { token: other })).data.items).toEqual([]);
  });

  it('answers the same orders to a repeated submit with the same key (a double click makes one checkout)', async () => {
    const a = await addToCart(buyerId, skuA, 1);
    const first = await submit(buyer, form([a], { idem_key: 'k-123' }));
    const again = await submit(buyer, form([a], { idem_key: 'k-123' }));
    expect(again.data).toEqual(first.data);
    expect(await h.db.select().from(orders).where(eq(orders.userId, buyerId))).toHaveLength(1);
    expect(await stockOf(skuA)).toBe(19);
  });

  it('refuses with the spec messages and changes nothing', async () => {
    const a = await addToCart(buyerId, skuA, 1);
    expect((await submit(buyer, form([a], { address_id: 0 }))).msg).toBe('请选择收货地址');
    expect((await submit(buyer, form([a], { contains_invoice: 1 }))).msg).toBe('请选择发票地址');
    expect((await submit(buyer, form([a], { delivery: '' }))).msg).toBe('请选择发货方式');
    expect((await submit(buyer, form([a], { expected_deliverys: '' }))).msg).toBe('请选择期望交货日期');
    expect((await submit(buyer, form([a], { pay_cate: '' }))).msg).toBe('请选择支付方式');
    expect((await submit(buyer, form([]))).msg).toBe('请选择需要结算的商品');
    await h.db.update(cartItems).set({ amount: 25 }).where(eq(cartItems.id, a));
    const short = await submit(buyer, form([a], { IfUseProfitJifen: 1 }));
    expect(short).toMatchObject({ ok: false, code: 1 });
    // names the product and what is left
    expect(short.msg).toBe('库存不足：测试安全帽，仅剩 20 件');
    expect(await stockOf(skuA)).toBe(20);
    expect(await pointsOf(buyerId)).toBe(1000);
    expect(await h.db.select().from(orders)).toHaveLength(0);
  });

  it('refuses a VAT special invoice (156, 157) for a profile not complete for one, and places it with a complete one', async () => {
    const a = await addToCart(buyerId, skuA, 1);
    const [invAddr] = await h.db
      .insert(addresses)
      .values({ userId: buyerId, type: 1, contact: '张三', phone: '13800000001', provinceName: '广东省', provinceCode: '440000', cityName: '广州市', cityCode: '440100', countyName: '天河区', countyCode: '440106', address: '天河路 385 号', createTime: '2026-05-01 10:00:00' })
      .returning({ id: addresses.id });
    const complete = {
      invoiceType: 1,
      name: '广州安信安全技术有限公司',
      email: 'fin@anxin.example.cn',
      identification: '91440101MA5CQ2XK7R',
      regAddress: '广州市黄埔区科学大道 99 号',
      regPhone: '020-32290000',
      bankName: '中国工商银行广州科学城支行',
      bankAccount: '3602 0001 0920 0123 456',
    };
    const profile = async (values: Partial<typeof complete>) =>
      (await h.db.insert(invoiceProfiles).values({ userId: buyerId, ...complete, ...values, createTime: '2026-05-01 10:00:00' }).returning({ id: invoiceProfiles.id }))[0]!.id;
    // stored before the profile rules: no taxpayer id, a registered phone "abc", no bank
    const incomplete = await profile({ identification: '', regPhone: 'abc', bankName: '' });
    const personal = await profile({ invoiceType: 0, name: '张三', identification: '', regAddress: '', regPhone: '', bankName: '', bankAccount: '' });
    const ready = await profile({});
    const withInvoice = (ids: number[], invoiceId: number, type: string) =>
      form(ids, { contains_invoice: 1, invoice_address_id: invAddr!.id, invoice_id: invoiceId, order_invoice_type: type });

    for (const type of ['156', '157']) {
      const res = await submit(buyer, withInvoice([a], incomplete, type));
      expect(res).toMatchObject({ ok: false, msg: '专票需填写完整的开票信息，请完善：纳税人识别号、注册电话、开户银行' });
    }
    expect((await submit(buyer, withInvoice([a], personal, '156'))).msg).toBe('增值税专用发票仅限企业类型');
    expect(await h.db.select().from(orders)).toHaveLength(0);
    expect(await stockOf(skuA)).toBe(20);

    // a 增值税普通发票 (155) takes the same profile
    expect((await submit(buyer, withInvoice([a], incomplete, '155'))).ok).toBe(true);
    // the complete one carries a 增值税专用发票, and the order keeps its data
    const b = await addToCart(buyerId, skuA, 1);
    const placed = await submit(buyer, withInvoice([b], ready, '156'));
    expect(placed.ok, placed.msg).toBe(true);
    const [row] = await h.db.select().from(orders).where(eq(orders.mainOrderNo, placed.data.main_order_no));
    const detail = await call<Order>(h.app, 'infoSelf', { order_no: row!.orderNo }, { token: buyer });
    expect(detail.data.order_invoice_type).toBe('156');
    expect(detail.data.invoiceInfo).toMatchObject({
      name: complete.name,
      invoice_type: 1,
      identification: complete.identification,
      reg_address: complete.regAddress,
      reg_phone: complete.regPhone,
      bank_name: complete.bankName,
      bank_account: complete.bankAccount,
    });
  });

  it('pays through the signed notice: the checkout becomes 待发货 and is listed under pay', async () => {
    const a = await addToCart(buyerId, skuA, 1);
    const res = await submit(buyer, form([a]));
    const notpay = await call<Page<Order>>(h.app, 'listSelfA', { vsstatus: 'notpay' }, { token: buyer });
    expect(notpay.data.items.map((o) => o.status)).toEqual(['待付款']);
    expect(notpay.data.items[0]!.auto_cancel_time).toBe('2026-06-02 08:00:00');
    // the list's pay button answers the same payment
    const again = await call<NativePayment>(h.app, 'paySelf', { order_no: notpay.data.items[0]!.order_no }, { token: buyer });
    expect(again.data.order_no).toBe(res.data.order_no);
    expect((await payByNotice(res.data.code_url)).body).toContain('SUCCESS');
    const paid = await call<Page<Order>>(h.app, 'listSelfA', { vsstatus: 'pay' }, { token: buyer });
    expect(paid.data.items.map((o) => [o.status, o.ispay])).toEqual([['待发货', 1]]);
    expect((await call<Page<Order>>(h.app, 'listSelfA', { vsstatus: 'notpay' }, { token: buyer })).data.total).toBe(0);
    expect((await call(h.app, 'cancelSelf', { order_no: paid.data.items[0]!.order_no }, { token: buyer })).msg).toBe('订单已支付或已取消，不能取消');
    expect((await call(h.app, 'paySelf', { order_no: paid.data.items[0]!.order_no }, { token: buyer })).msg).toBe('订单已支付或已取消');
  });

  it('confirms receipt only once shipped', async () => {
    const a = await addToCart(buyerId, skuA, 1);
    const res = await submit(buyer, form([a]));
    await payByNotice(res.data.code_url);
    const [o] = await h.db.select().from(orders).where(eq(orders.mainOrderNo, res.data.main_order_no));
    expect((await call(h.app, 'confirmSelf', { order_no: o!.orderNo }, { token: buyer })).msg).toBe('订单未发货，不能确认收货');
    await h.db.update(orders).set({ isexpress: 1 }).where(eq(orders.id, o!.id));
    expect((await call<Page<Order>>(h.app, 'listSelfA', { vsstatus: 'express' }, { token: buyer })).data.total).toBe(1);
    expect((await call(h.app, 'confirmSelf', { order_no: o!.orderNo }, { token: other })).msg).toBe('订单不存在');
    expect(await call(h.app, 'confirmSelf', { order_no: o!.orderNo }, { token: buyer })).toMatchObject({ ok: true, msg: '收货成功' });
    const done = await call<Page<Order>>(h.app, 'listSelfA', { vsstatus: 'confirm' }, { token: buyer });
    expect(done.data.items.map((x) => x.status)).toEqual(['已完成']);
  });

  it('cancels an unpaid checkout: stock, points and the product’s sales come back, 已取消 is hidden from every tab', async () => {
    const salesOf = async () =>
      (await h.db.select({ sales: products.sales }).from(products).innerJoin(productSkus, eq(productSkus.productId, products.id)).where(eq(productSkus.id, skuA)))[0]!.sales;
    const salesBefore = await salesOf();
    const a = await addToCart(buyerId, skuA, 2);
    const res = await submit(buyer, form([a], { IfUseProfitJifen: 1 }));
    expect(await pointsOf(buyerId)).toBe(300);
    expect(await stockOf(skuA)).toBe(18);
    expect(await salesOf()).toBe(salesBefore + 2);
    expect((await call(h.app, 'cancelSelf', { order_no: res.data.main_order_no }, { token: other })).msg).toBe('订单不存在');
    expect(await stockOf(skuA)).toBe(18);
    expect(await call(h.app, 'cancelSelf', { order_no: res.data.main_order_no }, { token: buyer })).toMatchObject({ ok: true, msg: '取消成功' });
    expect(await stockOf(skuA)).toBe(20);
    expect(await salesOf()).toBe(salesBefore);
    expect(await pointsOf(buyerId)).toBe(1000);
    expect((await call(h.app, 'cancelSelf', { order_no: res.data.main_order_no }, { token: buyer })).ok).toBe(false);
    expect(await stockOf(skuA)).toBe(20);
    expect((await call<Page<Order>>(h.app, 'listSelfA', {}, { token: buyer })).data.total).toBe(0);
    const info = await call<Order>(h.app, 'infoSelf', { order_no: res.data.main_order_no }, { token: buyer });
    expect(info.data).toMatchObject({ status: '已取消', auto_cancel_time: '' });
  });

  it('cancels unpaid orders automatically: online after 24 h, offline after 7 days, stock returned once', async () => {
    const a = await addToCart(buyerId, skuA, 2);
    const online = await submit(buyer, form([a]));
    const b = await addToCart(buyerId, skuB, 1);
    const offline = await submit(buyer, form([b], { pay_cate: 0 }));
    expect(await stockOf(skuA)).toBe(18);
    h.clock.advance(DAY - 1000);
    expect((await call<Page<Order>>(h.app, 'listSelfA', { vsstatus: 'notpay' }, { token: buyer })).data.total).toBe(2);
    h.clock.advance(2000);
    expect((await call<Page<Order>>(h.app, 'listSelfA', { vsstatus: 'notpay' }, { token: buyer })).data.total).toBe(1);
    await sweep();
    expect(await stockOf(skuA)).toBe(20);
    expect((await call<Order>(h.app, 'infoSelf', { order_no: online.data.main_order_no }, { token: buyer })).data.status).toBe('已取消');
    // a late payment of a cancelled order does not revive it: it is given back (orders-refund.test.ts)
    await payByNotice(online.data.code_url);
    expect((await call<Order>(h.app, 'infoSelf', { order_no: online.data.main_order_no }, { token: buyer })).data).toMatchObject({ status: '已取消（已退款）', ispay: 0 });
    h.clock.advance(6 * DAY);
    expect(await stockOf(skuB)).toBe(4);
    buyer = await loginAs(h.app, DEMO.member); // tokens last 7 days
    expect((await call<Page<Order>>(h.app, 'listSelfA', { vsstatus: 'notpay' }, { token: buyer })).data.total).toBe(0);
    await sweep();
    expect(await stockOf(skuB)).toBe(5);
    expect(await stockOf(skuA)).toBe(20);
    expect((await call<MainOrder>(h.app, 'infoByMainOrderNo', { order_no: offline.data.main_order_no }, { token: buyer })).data.cancelled).toBe(1);
  });

  it('reads an unpaid order past its limit as cancelled without writing it: the sweep gives the stock and points back', async () => {
    const a = await addToCart(buyerId, skuA, 2);
    const res = await submit(buyer, form([a], { IfUseProfitJifen: 1 }));
    const [row] = await h.db.select().from(orders).where(eq(orders.mainOrderNo, res.data.main_order_no));
    h.clock.advance(DAY + 1000);
    const expired = { status: '已取消', cancel_note: '超时未支付，订单已自动取消', auto_cancel_time: '', cancel_time: '2026-06-02 08:00:00' };
    expect((await call<Order>(h.app, 'infoSelf', { order_no: row!.orderNo }, { token: buyer })).data).toMatchObject(expired);
    expect((await call<MainOrder>(h.app, 'infoByMainOrderNo', { order_no: res.data.main_order_no }, { token: buyer })).data).toMatchObject({ cancelled: 1, auto_cancel_time: '' });
    for (const vsstatus of ['all', 'notpay'] as const) {
      expect((await call<Page<Order>>(h.app, 'listSelfA', { vsstatus }, { token: buyer })).data.total, vsstatus).toBe(0);
    }
    // and the changes that depend on the limit refuse it, as they refuse a cancelled order
    expect((await call(h.app, 'paySelf', { order_no: row!.orderNo }, { token: buyer })).msg).toBe('订单已支付或已取消');
    expect((await call(h.app, 'cancelSelf', { order_no: row!.orderNo }, { token: buyer })).msg).toBe('订单已支付或已取消，不能取消');
    // nothing written by any of it
    expect((await h.db.select({ state: orders.state }).from(orders).where(eq(orders.id, row!.id)))[0]!.state).toBe('active');
    expect(await stockOf(skuA)).toBe(18);
    expect(await pointsOf(buyerId)).toBe(300);

    expect(await sweep()).toBe(1);
    const [after] = await h.db.select().from(orders).where(eq(orders.id, row!.id));
    expect(after).toMatchObject({ state: 'cancelled', cancelledBy: 'timer' });
    expect(await stockOf(skuA)).toBe(20);
    expect(await pointsOf(buyerId)).toBe(1000);
    // read the same before and after the sweep
    expect((await call<Order>(h.app, 'infoSelf', { order_no: row!.orderNo }, { token: buyer })).data).toMatchObject(expired);
    expect(await sweep()).toBe(0);
    expect(await stockOf(skuA)).toBe(20);
  });

  it('offline transfer: a remittance code, the transfer info, and a receipt of stored files only', async () => {
    const a = await addToCart(buyerId, skuA, 1);
    const res = await submit(buyer, form([a], { pay_cate: 0 }));
    expect(res.data).toMatchObject({ pay_cate: 0, code_url: '', order_no: res.data.main_order_no });
    expect(res.data.remit_code).toMatch(/^[A-Z2-9]{8}$/);
    const info = await call<{ bank_account: string }>(h.app, 'transferInfo', {}, { token: buyer });
    expect(info.data.bank_account).not.toBe('');
    const no = res.data.main_order_no;
    expect((await call(h.app, 'uploadReceipt', { order_no: no, file_items: [{ FileUrl: 'javascript:alert(1)' }] }, { token: buyer })).msg).toBe('请上传转账回单');
    // each caller's own upload (the storage emulator's folder of that member)
    const receipt = uploadUrl(buyerId, '1.png');
    expect((await call(h.app, 'uploadReceipt', { order_no: no, file_items: [{ FileUrl: uploadUrl(otherId, '1.png'), FileName: '回单.png' }] }, { token: other })).msg).toBe('订单不存在');
    expect(await call(h.app, 'uploadReceipt', { order_no: no, file_items: [{ FileUrl: receipt, FileName: '回单.png' }] }, { token: buyer })).toMatchObject({ ok: true });
    const main = await call<MainOrder>(h.app, 'infoByMainOrderNo', { order_no: no }, { token: buyer });
    expect(main.data).toMatchObject({ pay_cate: 0, total_price: '43.00', remit_code: res.data.remit_code, transfer_receipt: [{ FileUrl: receipt }] });
    expect(main.data.auto_cancel_time).toBe('2026-06-08 08:00:00');
    expect((await call(h.app, 'paySelf', { order_no: no }, { token: buyer })).msg).toBe('线下转账订单请按汇款信息转账');
  });

  it('a second user reads and changes none of the buyer’s orders, carts or addresses', async () => {
    const a = await addToCart(buyerId, skuA, 1);
    expect((await call(h.app, 'ordersQuote', { ids: [a], address_id: addrHome }, { token: other })).msg).toBe('请选择需要结算的商品');
    const o = await addToCart(otherId, skuA, 1);
    expect((await submit(other, form([o], { address_id: addrHome }))).msg).toBe('请选择收货地址');
    expect((await submit(other, form([a], { address_id: otherAddr }))).msg).toBe('请选择需要结算的商品');
    const res = await submit(buyer, form([a]));
    const no = res.data.main_order_no;
    for (const name of ['infoSelf', 'infoByMainOrderNo', 'cancelSelf', 'confirmSelf', 'paySelf'] as const) {
      expect((await call(h.app, name, { order_no: no }, { token: other })).msg, name).toBe('订单不存在');
    }
    expect((await call(h.app, 'getPaystatus', { order_no: res.data.order_no }, { token: other })).msg).toBe('订单不存在');
    expect((await call<Page<Order>>(h.app, 'listSelfA', {}, { token: other })).data.total).toBe(0);
    expect((await call<Page<Order>>(h.app, 'listSelfA', {}, { token: buyer })).data.total).toBe(1);
    expect((await call(h.app, 'listSelfA', {})).code).toBe(-1);
    expect(await stockOf(skuA)).toBe(19);
  });

  it('answers malformed input with a message, never a crash', async () => {
    for (const payload of [{ ids: 'x,y' }, { ids: [1], pay_cate: 7 }, { order_remark_file_items: 'nope' }, { order_remark_file_items: Array(10).fill({ FileUrl: '/a' }) }]) {
      const r = await submit(buyer, payload as Record<string, unknown>);
      expect(r.ok).toBe(false);
      expect(r.msg).not.toBe('');
    }
    expect((await call(h.app, 'infoSelf', { order_no: '' }, { token: buyer })).msg).toBe('订单不存在');
    expect((await call(h.app, 'listSelfA', { vsstatus: 'bogus' }, { token: buyer })).ok).toBe(false);
  });
});
