// The demo-only route that ages an unpaid order (POST /api/dev/order/age): it moves the checkout's creation
// time and payment limit back past the limit, and the running server's sweep then cancels it with its stock
// back. It is a stand-in: served in demo and test, never with APP_ENV=production, and answered to this
// machine only.
import type { DevOrderAged, Order, OrderSubmitResult } from '@ws/api-sdk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, cartItems, companies, orders, productSkus, products, users } from '../../db/schema';
import { MSG_DEV_ORDER_MISSING, MSG_DEV_ORDER_NOT_UNPAID } from './messages';
import { isServed } from '../../http/register-endpoints';
import { formatChinaTime } from '../../kernel/time';
import { call, DEMO, loginAs, useHarness } from '../../../test/helpers';
import { makeOrder } from '../../../test/order-fixture';

const waitFor = async (check: () => Promise<boolean>, ms = 5_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
};

describe('devOrderAge (demo only)', () => {
  const h = useHarness({ orderExpiry: { intervalMs: 30 } });

  it('ages an unpaid checkout past its limit; the sweep cancels it and the stock comes back', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const [buyer] = await h.db.select({ id: users.id }).from(users).where(eq(users.userMobile, DEMO.member));
    const [c] = await h.db.select({ id: companies.id }).from(companies).orderBy(companies.id).limit(1);
    const [p] = await h.db
      .insert(products)
      .values({ companyId: c!.id, name: '老化测试手套', price: '12.00', stock: 9, unit: '副', createTime: '2026-05-01 10:00:00' })
      .returning({ id: products.id });
    const [sku] = await h.db.insert(productSkus).values({ productId: p!.id, attItemIds: '', attItemNames: '', price: '12.00', stock: 9 }).returning();
    const [line] = await h.db.insert(cartItems).values({ userId: buyer!.id, productId: p!.id, skuId: sku!.id, amount: 3, createTime: '2026-06-01 08:00:00' }).returning();
    const [addr] = await h.db
      .insert(addresses)
      .values({
        userId: buyer!.id,
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
      .returning();
    const res = await call<OrderSubmitResult>(
      h.app,
      'ordersSubmit',
      { ids: [line!.id], address_id: addr!.id, pay_cate: 1, delivery: '快递配送', expected_deliverys: '7天内' },
      { token },
    );
    expect(res.ok, res.msg).toBe(true);
    const stock = async () => (await h.db.select({ s: productSkus.stock }).from(productSkus).where(eq(productSkus.id, sku!.id)))[0]!.s;
    expect(await stock()).toBe(6);
    const [before] = await h.db.select().from(orders).where(eq(orders.mainOrderNo, res.data.main_order_no));
    // not yet due: the sweep leaves it
    await new Promise((r) => setTimeout(r, 100));
    expect((await h.db.select({ state: orders.state }).from(orders).where(eq(orders.id, before!.id)))[0]!.state).toBe('active');

    const aged = await call<DevOrderAged>(h.app, 'devOrderAge', { order_no: before!.orderNo });
    expect(aged.ok, aged.msg).toBe(true);
    expect(aged.data.order_nos).toEqual([before!.orderNo]);
    expect(aged.data.pay_deadline).toBe(formatChinaTime(new Date(h.clock.now().getTime() - 1000)));
    expect(await waitFor(async () => (await h.db.select({ state: orders.state }).from(orders).where(eq(orders.id, before!.id)))[0]!.state === 'cancelled')).toBe(true);
    const [after] = await h.db.select().from(orders).where(eq(orders.id, before!.id));
    // created a day earlier, as a real late order would be; cancelled by the timer
    expect(new Date(`${after!.createTime.replace(' ', 'T')}+08:00`).getTime()).toBe(new Date(`${before!.createTime.replace(' ', 'T')}+08:00`).getTime() - 24 * 3600_000 - 1000);
    expect(after!.cancelledBy).toBe('timer');
    expect(await stock()).toBe(9);
    const info = await call<Order>(h.app, 'infoSelf', { order_no: before!.orderNo }, { token });
    expect(info.data).toMatchObject({ status: '已取消', cancel_note: '超时未支付，订单已自动取消' });

    // only unpaid, live orders; unknown numbers answer 订单不存在
    expect((await call(h.app, 'devOrderAge', { order_no: before!.orderNo })).msg).toBe(MSG_DEV_ORDER_NOT_UNPAID);
    const paid = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 1 });
    expect((await call(h.app, 'devOrderAge', { order_no: paid.orderNo })).msg).toBe(MSG_DEV_ORDER_NOT_UNPAID);
    expect((await call(h.app, 'devOrderAge', { order_no: 'nope' })).msg).toBe(MSG_DEV_ORDER_MISSING);
    expect((await call(h.app, 'devOrderAge', {})).ok).toBe(false);
  });

  it('is a stand-in: answered to this machine only, never served in production', async () => {
    expect(isServed('devOrderAge', 'demo')).toBe(true);
    expect(isServed('devOrderAge', 'production')).toBe(false);
    const far = await h.app.inject({ method: 'POST', url: '/api/dev/order/age', payload: { order_no: 'x' }, remoteAddress: '203.0.113.9' });
    expect(far.statusCode).toBe(403);
  });
});

describe('devOrderAge with APP_ENV=production', () => {
  const h = useHarness({ appEnv: 'production' });

  it('does not exist', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/dev/order/age', payload: { order_no: 'x' } });
    expect(res.statusCode).toBe(404);
  });
});
