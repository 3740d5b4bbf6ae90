// The tracker of the timelines: the system's own events (no tracking service), and Kuaidi100 behind the
// per-shipment cache on the test database, with a manual clock and a counting stand-in for the HTTP call
// that answers exactly as the demo emulator does.
import type { ExpressTrace } from '@ws/api-sdk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expressTraces, orderExpress } from '../../db/schema';
import { MINUTE } from '../../kernel/time';
import { buildApp } from '../../app';
import { call, DEMO, loginAs, useHarness } from '../../../test/helpers';
import { makeOrder } from '../../../test/order-fixture';
import { answerQuery } from './emulator';
import { kuaidi100EmulatorSettings, KUAIDI100_EMULATOR_PATH } from './settings';
import { LocalExpressTracker, Kuaidi100Tracker, refreshStaleTraces, type Shipment } from './tracker';

describe('LocalExpressTracker', () => {
  const shipment: Shipment = { orderExpressId: 1, orderNo: 'A1', expressValue: 'SF', expressName: '顺丰速运', expressNo: 'SF001', remark: '', shippedAt: '2026-06-01 10:00:00', receivedAt: null, phone: '' };

  it('answers only the recorded shipment while the buyer has not confirmed', async () => {
    const t = await new LocalExpressTracker().trace(shipment);
    expect(t).toMatchObject({ state: 'shipped', delivered: false, source: 'local', fetched_at: '', note: '' });
    expect(t.events).toEqual([{ time: '2026-06-01 10:00:00', context: '商家已发货：顺丰速运，运单号 SF001' }]);
  });

  it('adds the receipt when the buyer confirmed it, newest first, and nothing else', async () => {
    const t = await new LocalExpressTracker().trace({ ...shipment, receivedAt: '2026-06-03 18:00:00' });
    expect(t).toMatchObject({ state: 'received', delivered: true });
    expect(t.events.map((e) => e.context)).toEqual(['买家已确认收货', '商家已发货：顺丰速运，运单号 SF001']);
  });
});

describe('Kuaidi100Tracker: the cached timeline', () => {
  const h = useHarness();
  const settings = kuaidi100EmulatorSettings('http://emulator.test');

  /** A fetch that answers as the emulator would (or fails), counting the calls. */
  function fakeKuaidi100(mode: { fail?: 'network' | 'sign' } = {}) {
    const calls: string[] = [];
    const fetchFn = (async (_url: string, init: RequestInit) => {
      const form = Object.fromEntries(new URLSearchParams(String(init.body)));
      calls.push(form.param ?? '');
      if (mode.fail === 'network') throw new TypeError('fetch failed');
      const key = mode.fail === 'sign' ? 'other' : settings.key;
      const answer = await answerQuery(form, { settings: { customer: settings.customer, key }, clock: h.clock, shippedAt: async () => '2026-06-01 08:00:00' });
      return new Response(JSON.stringify(answer), { status: 200 });
    }) as unknown as typeof fetch;
    return { calls, fetchFn, mode };
  }

  async function shipped(expressValue = 'ZTO', expressNo = '75312345678'): Promise<Shipment> {
    const o = await makeOrder(h, DEMO.member, DEMO.company, { isexpress: 1 });
    const [row] = await h.db
      .insert(orderExpress)
      .values({ orderId: o.orderId, orderNo: o.orderNo, expressValue, expressName: expressValue === 'ZTO' ? '中通快递' : '某快递', expressNo, createTime: '2026-06-01 08:00:00' })
      .returning({ id: orderExpress.id });
    return { orderExpressId: row!.id, orderNo: o.orderNo, expressValue, expressName: '中通快递', expressNo, remark: '', shippedAt: '2026-06-01 08:00:00', receivedAt: null, phone: '13800000001' };
  }

  it('asks at most every 30 minutes while not delivered, and never again once signed for', async () => {
    const k = fakeKuaidi100();
    const tracker = new Kuaidi100Tracker({ db: h.db, clock: h.clock, kuaidi100: settings, fetchFn: k.fetchFn });
    const s = await shipped();

    h.clock.set('2026-06-01T13:00:00+08:00');
    const first = await tracker.trace(s);
    expect(k.calls).toHaveLength(1);
    expect(first).toMatchObject({ source: 'kuaidi100', delivered: false, fetched_at: '2026-06-01 13:00:00' });
    // the service's scans and the system's shipment, newest first
    expect(first.events.map((e) => e.status ?? 'own')).toEqual(['在途', '揽收', 'own']);

    h.clock.advance(29 * MINUTE);
    expect((await tracker.trace(s)).fetched_at).toBe('2026-06-01 13:00:00');
    expect(k.calls).toHaveLength(1);

    h.clock.advance(2 * MINUTE);
    const second = await tracker.trace(s);
    expect(k.calls).toHaveLength(2);
    expect(second.fetched_at).toBe('2026-06-01 13:31:00');

    h.clock.set('2026-06-03T08:00:00+08:00');
    const signed = await tracker.trace(s);
    expect(k.calls).toHaveLength(3);
    expect(signed.delivered).toBe(true);
    expect(signed.events[0]).toMatchObject({ status: '签收' });
    const [row] = await h.db.select().from(expressTraces).where(eq(expressTraces.orderExpressId, s.orderExpressId));
    expect(row).toMatchObject({ state: 3, com: 'zhongtong', deliveredAt: signed.events[0]!.time });

    h.clock.advance(5 * 24 * 60 * MINUTE);
    expect((await tracker.trace(s)).delivered).toBe(true);
    expect(k.calls).toHaveLength(3);

    // the buyer's confirmation is merged in, newest first
    const received = await tracker.trace({ ...s, receivedAt: '2026-06-08 09:00:00' });
    expect(received.events[0]!.context).toBe('买家已确认收货');
    expect(received.state).toBe('received');
  });

  it('a failure falls back to the cached answer; the seller gets a note, the buyer none', async () => {
    const k = fakeKuaidi100();
    const tracker = new Kuaidi100Tracker({ db: h.db, clock: h.clock, kuaidi100: settings, fetchFn: k.fetchFn });
    const s = await shipped();
    h.clock.set('2026-06-01T13:00:00+08:00');
    await tracker.trace(s);

    k.mode.fail = 'network';
    h.clock.advance(40 * MINUTE);
    const buyer = await tracker.trace(s);
    expect(buyer).toMatchObject({ source: 'kuaidi100', fetched_at: '2026-06-01 13:00:00', note: '' });
    expect(buyer.events).toHaveLength(3);
    // the failed attempt counts too: no new ask within 30 minutes of it
    expect((await tracker.trace(s, { seller: true })).note).toBe('物流查询服务暂时不可用，请稍后再看（显示的是 2026-06-01 13:00:00 查询到的轨迹）');
    expect(k.calls).toHaveLength(2);
  });

  it('once the buyer confirmed receipt, a shipment asked about before is not asked again', async () => {
    const k = fakeKuaidi100();
    const tracker = new Kuaidi100Tracker({ db: h.db, clock: h.clock, kuaidi100: settings, fetchFn: k.fetchFn });
    const s = await shipped();
    h.clock.set('2026-06-01T13:00:00+08:00');
    await tracker.trace(s);
    h.clock.advance(3 * 60 * MINUTE);
    const t = await tracker.trace({ ...s, receivedAt: '2026-06-01 15:00:00' });
    expect(k.calls).toHaveLength(1);
    expect(t).toMatchObject({ state: 'received', delivered: true, source: 'kuaidi100' });
  });

  it('with nothing cached a failure leaves the local events; a wrong key reads as a configuration fault', async () => {
    const k = fakeKuaidi100({ fail: 'sign' });
    const tracker = new Kuaidi100Tracker({ db: h.db, clock: h.clock, kuaidi100: settings, fetchFn: k.fetchFn });
    const s = await shipped();
    h.clock.set('2026-06-01T12:00:00+08:00');
    const buyer = await tracker.trace(s);
    expect(buyer).toMatchObject({ source: 'local', delivered: false, note: '' });
    expect(buyer.events.map((e) => e.context)).toEqual(['商家已发货：中通快递，运单号 75312345678']);
    h.clock.advance(31 * MINUTE);
    expect((await tracker.trace(s, { seller: true })).note).toBe('物流查询服务的账户配置有误，暂时无法获取物流轨迹，请联系平台');
  });

  it('a company Kuaidi100 is not asked about keeps the local events', async () => {
    const k = fakeKuaidi100();
    const tracker = new Kuaidi100Tracker({ db: h.db, clock: h.clock, kuaidi100: settings, fetchFn: k.fetchFn });
    const s = await shipped('QITA', 'Q1');
    const t = await tracker.trace(s, { seller: true });
    expect(k.calls).toHaveLength(0);
    expect(t).toMatchObject({ source: 'local', note: '该快递公司暂不支持物流轨迹查询，仅显示系统记录' });
  });

  it('the sweep refreshes shipments nobody looked at, a few per pass', async () => {
    const k = fakeKuaidi100();
    const s = await shipped();
    h.clock.set('2026-06-03T08:00:00+08:00');
    expect(await refreshStaleTraces({ db: h.db, clock: h.clock, kuaidi100: settings, fetchFn: k.fetchFn })).toBeGreaterThanOrEqual(1);
    const [row] = await h.db.select().from(expressTraces).where(eq(expressTraces.orderExpressId, s.orderExpressId));
    expect(row?.deliveredAt).not.toBeNull();
  });
});

describe('the buyer and the seller read the timeline through the API, the demo emulator over HTTP', () => {
  const settings = kuaidi100EmulatorSettings('http://127.0.0.1:0');
  const h = useHarness({ kuaidi100: settings });

  it('orderExpressGet: emulator scans with the shipment merged in; production never serves the emulator', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const address = h.app.server.address();
    settings.endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${KUAIDI100_EMULATOR_PATH}`;

    const buyer = await loginAs(h.app, DEMO.member);
    const merchant = await loginAs(h.app, DEMO.company);
    const o = await makeOrder(h, DEMO.member, DEMO.company);
    const shippedRes = await call(h.app, 'orderExpressAdd', { order_no: o.orderNo, express_value: 'SF', express_no: 'SF9000000001' }, { token: merchant });
    expect(shippedRes.ok).toBe(true);

    h.clock.advance(2 * 24 * 60 * MINUTE);
    const t = (await call<ExpressTrace>(h.app, 'orderExpressGet', { order_no: o.orderNo }, { token: buyer })).data;
    expect(t).toMatchObject({ source: 'kuaidi100', delivered: true, state: 'shipped', note: '' });
    expect(t.events[0]!.context).toMatch(/^【演示】您的快件已签收/);
    expect(t.events.at(-1)!.context).toBe('商家已发货：顺丰速运，运单号 SF9000000001');
    const bySeller = (await call<ExpressTrace>(h.app, 'enableGetExpress', { expressCom: 'SF', expressNo: 'SF9000000001' }, { token: merchant })).data;
    expect(bySeller.events).toEqual(t.events);

    const prod = await buildApp({ db: h.db, appEnv: 'production', clock: h.clock, kuaidi100: settings, storage: null });
    const res = await prod.inject({ method: 'POST', url: KUAIDI100_EMULATOR_PATH, payload: 'customer=a&sign=b&param=c', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(404);
    await prod.close();
  });
});
