// orderOn (enable/orderOn, personal/orderOn) and personal/list (orderLines): the quick order's selection under
// the placeholder 888888, a pending order's lines, and a second user who can reach none of it.
import type { CheckoutLines, OrderSubmitResult } from '@ws/api-sdk/contract';
import { and, eq, gt } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addresses, cartItems, products, productSkus, users } from '../../db/schema';
import { DAY } from '../../kernel/time';
import { call, DEMO, loginAs, useHarness } from '../../../test/helpers';

describe('orderOn and personal/list (orderLines)', () => {
  const h = useHarness();
  let buyer: string;
  let other: string;
  let buyerId: number;
  let otherId: number;

  const idOf = async (phone: string) => (await h.db.select({ id: users.id }).from(users).where(eq(users.userMobile, phone)))[0]!.id;
  /** Seeded SKUs in stock of on-sale products with min_amount 1 (distinct products). */
  const skus = async (n: number) => {
    const rows = await h.db
      .select({ skuId: productSkus.id, productId: products.id, type: products.productType })
      .from(productSkus)
      .innerJoin(products, eq(products.id, productSkus.productId))
      .where(and(eq(products.isOnSale, 1), eq(products.minAmount, 1), eq(products.productType, 'product'), gt(productSkus.stock, 10)))
      .orderBy(productSkus.id);
    const seen = new Set<number>();
    return rows.filter((r) => !seen.has(r.productId) && seen.add(r.productId)).slice(0, n);
  };
  const line = async (userId: number, sku: { skuId: number; productId: number }, amount = 1) =>
    (await h.db.insert(cartItems).values({ userId, productId: sku.productId, skuId: sku.skuId, amount, createTime: '2026-06-01 08:00:00' }).returning({ id: cartItems.id }))[0]!.id;
  const orderOn = (token: string, payload: Record<string, unknown>) => call<CheckoutLines>(h.app, 'orderOn', payload, { token });
  const lines = (token: string, payload: Record<string, unknown> = { order_no: '888888' }) => call<CheckoutLines>(h.app, 'orderLines', payload, { token });
  const chosenInDb = async (userId: number) =>
    (await h.db.select({ id: cartItems.id }).from(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.orderNo, '888888')))).map((r) => r.id).sort((a, b) => a - b);

  beforeEach(async () => {
    buyer = await loginAs(h.app, DEMO.member);
    other = await loginAs(h.app, DEMO.salesman);
    buyerId = await idOf(DEMO.member);
    otherId = await idOf(DEMO.salesman);
  });

  it('takes the chosen cart lines as the 888888 selection, and a later orderOn replaces it', async () => {
    const [s1, s2, s3] = await skus(3);
    const a = await line(buyerId, s1!, 2);
    const b = await line(buyerId, s2!);
    const c = await line(buyerId, s3!);

    const first = await orderOn(buyer, { order_no: '888888', ids: [a, b], product_type: 'product' });
    expect(first.ok, first.msg).toBe(true);
    expect(first.data.order_no).toBe('888888');
    expect(first.data.pending).toBe(0);
    expect(first.data.items.map((i) => i.id).sort((x, y) => x - y)).toEqual([a, b].sort((x, y) => x - y));
    expect(first.data.items.find((i) => i.id === a)).toMatchObject({ sku_id: s1!.skuId, amount: 2, product_type: 'product' });
    expect(await chosenInDb(buyerId)).toEqual([a, b].sort((x, y) => x - y));

    // personal/list reads the same choice back (a reload of /checkoutQuick)
    const read = await lines(buyer);
    expect(read.data).toEqual(first.data);

    // buy now: a new quick order of one line; the others leave the selection
    const second = await orderOn(buyer, { order_no: '888888', ids: [c] });
    expect(second.data.items.map((i) => i.id)).toEqual([c]);
    expect(await chosenInDb(buyerId)).toEqual([c]);
    expect((await lines(buyer, { order_no: '' })).data.items.map((i) => i.id)).toEqual([c]);

    // ?ids= links read those lines without touching the stored choice
    const byIds = await lines(buyer, { order_no: '888888', ids: [a, b] });
    expect(byIds.data.items.map((i) => i.id).sort((x, y) => x - y)).toEqual([a, b].sort((x, y) => x - y));
    expect(await chosenInDb(buyerId)).toEqual([c]);
    // the product_type filter of personal/list
    expect((await lines(buyer, { order_no: '888888', product_type: 'service' })).data.items).toEqual([]);
  });

  it('refuses an empty choice, a line below its min_amount, an off-sale product and another product type', async () => {
    const [s1, s2] = await skus(2);
    const a = await line(buyerId, s1!);
    const b = await line(buyerId, s2!);
    await orderOn(buyer, { order_no: '888888', ids: [a] });

    const empty = await orderOn(buyer, { order_no: '888888', ids: [] });
    expect(empty.ok).toBe(false);
    expect(empty.msg).toBe('请选择需要结算的商品');

    await h.db.update(products).set({ minAmount: 5 }).where(eq(products.id, s2!.productId));
    const below = await orderOn(buyer, { order_no: '888888', ids: [a, b] });
    expect(below.msg).toBe('购买数量不能少于最低起购量 5');
    await h.db.update(products).set({ minAmount: 1, isOnSale: 0 }).where(eq(products.id, s2!.productId));
    expect((await orderOn(buyer, { order_no: '888888', ids: [b] })).msg).toBe('商品已下架');
    await h.db.update(products).set({ isOnSale: 1 }).where(eq(products.id, s2!.productId));
    expect((await orderOn(buyer, { order_no: '888888', ids: [b], product_type: 'jifen' })).msg).toBe('所选商品与订单类型不一致');
    expect((await orderOn(buyer, { order_no: '888888', ids: [b], product_type: 'bogus' })).msg).toBe('请求参数错误');
    // a refused call leaves the earlier choice as it was
    expect(await chosenInDb(buyerId)).toEqual([a]);
  });

  it('needs a login', async () => {
    for (const name of ['orderOn', 'orderLines'] as const) {
      const res = await call(h.app, name, { order_no: '888888', ids: [1] });
      expect(res.code, name).toBe(-1);
    }
  });

  it('a second user can neither choose, read nor clear the first user\'s lines or pending order', async () => {
    const [s1, s2] = await skus(2);
    const mine = await line(buyerId, s1!);
    const theirs = await line(otherId, s2!);
    await orderOn(buyer, { order_no: '888888', ids: [mine] });

    const steal = await orderOn(other, { order_no: '888888', ids: [mine] });
    expect(steal.ok).toBe(false);
    expect(steal.msg).toBe('购物车商品不存在');
    const mixed = await orderOn(other, { order_no: '888888', ids: [mine, theirs] });
    expect(mixed.msg).toBe('购物车商品不存在');
    // the other user's own choice does not clear the first user's
    expect((await orderOn(other, { order_no: '888888', ids: [theirs] })).data.items.map((i) => i.id)).toEqual([theirs]);
    expect(await chosenInDb(buyerId)).toEqual([mine]);
    expect((await lines(other)).data.items.map((i) => i.id)).toEqual([theirs]);
    expect((await lines(other, { order_no: '888888', ids: [mine] })).data.items).toEqual([]);

    // the first user's pending order is missing for the second
    const [addr] = await h.db
      .insert(addresses)
      .values({ userId: buyerId, type: 0, contact: '张三', phone: '13800000001', provinceName: '广东省', provinceCode: '440000', cityName: '广州市', cityCode: '440100', countyName: '天河区', countyCode: '440106', address: '测试路 1 号', createTime: '2026-05-01 10:00:00' })
      .returning({ id: addresses.id });
    const sub = await call<OrderSubmitResult>(h.app, 'ordersSubmit', { ids: [mine], order_no: '888888', address_id: addr!.id, pay_cate: 1, delivery: '快递配送', expected_deliverys: '7天内', idem_key: 'k1' }, { token: buyer });
    expect(sub.ok, sub.msg).toBe(true);
    for (const name of ['orderOn', 'orderLines'] as const) {
      const res = await call<CheckoutLines>(h.app, name, { order_no: sub.data.main_order_no }, { token: other });
      expect(res.ok, name).toBe(false);
      expect(res.msg, name).toBe('订单不存在');
    }
  });

  it('answers a pending order\'s lines until it is paid or cancelled; the submitted lines leave the 888888 choice', async () => {
    const [s1, s2] = await skus(2);
    const a = await line(buyerId, s1!, 3);
    const b = await line(buyerId, s2!);
    const [addr] = await h.db
      .insert(addresses)
      .values({ userId: buyerId, type: 0, contact: '张三', phone: '13800000001', provinceName: '广东省', provinceCode: '440000', cityName: '广州市', cityCode: '440100', countyName: '天河区', countyCode: '440106', address: '测试路 1 号', createTime: '2026-05-01 10:00:00' })
      .returning({ id: addresses.id });
    const chosen = (await orderOn(buyer, { order_no: '888888', ids: [a, b] })).data.items;
    const sub = await call<OrderSubmitResult>(h.app, 'ordersSubmit', { ids: [a, b], order_no: '888888', address_id: addr!.id, pay_cate: 0, delivery: '快递配送', expected_deliverys: '7天内', idem_key: 'k2' }, { token: buyer });
    expect(sub.ok, sub.msg).toBe(true);
    expect((await lines(buyer)).data.items).toEqual([]);

    const pending = await lines(buyer, { order_no: sub.data.main_order_no });
    expect(pending.ok, pending.msg).toBe(true);
    expect(pending.data.pending).toBe(1);
    expect(pending.data.order_no).toBe(sub.data.main_order_no);
    const bySku = (skuId: number) => pending.data.items.find((i) => i.sku_id === skuId);
    expect(bySku(s1!.skuId)).toMatchObject({ amount: 3, price: chosen.find((c) => c.id === a)!.price, product_name: chosen.find((c) => c.id === a)!.product_name });
    expect(bySku(s2!.skuId)?.company_name).toBe(chosen.find((c) => c.id === b)!.company_name);
    // orderOn with the pending number answers the same (ids are not needed)
    expect((await orderOn(buyer, { order_no: sub.data.main_order_no })).data).toEqual(pending.data);

    // past its deadline (7 days offline) it can no longer be paid
    h.clock.advance(8 * DAY);
    buyer = await loginAs(h.app, DEMO.member);
    const late = await lines(buyer, { order_no: sub.data.main_order_no });
    expect(late.ok).toBe(false);
    expect(late.msg).toBe('订单已支付或已取消');
    expect((await lines(buyer, { order_no: 'NO-SUCH-ORDER' })).msg).toBe('订单不存在');
  });
});
