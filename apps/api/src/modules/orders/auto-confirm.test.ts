// The automatic confirmation of receipt: N days (系统设置 交易时限, default 10) after the 签收 scan an order
// the buyer has not confirmed is confirmed, once — also when two sweeps (two API processes) run at once
// (WS_TEST_DB=postgres runs this on a PostgreSQL server with a pool of connections).
import type { ExpressTrace } from '@ws/api-sdk/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expressTraces, orderExpress, orders } from '../../db/schema';
import { DAY } from '../../kernel/time';
import { call, DEMO, loginAs, staffToken, useHarness } from '../../../test/helpers';
import { makeOrder } from '../../../test/order-fixture';
import { autoConfirmAlone, autoConfirmPass, confirmDelivered } from './auto-confirm';

describe('automatic confirmation of receipt', () => {
  const h = useHarness();

  /** A shipped order whose parcel was signed for at `signedAt` (as the tracker stores it). */
  async function delivered(signedAt: string) {
    const o = await makeOrder(h, DEMO.member, DEMO.company, { isexpress: 1 });
    const [e] = await h.db
      .insert(orderExpress)
      .values({ orderId: o.orderId, orderNo: o.orderNo, expressValue: 'ZTO', expressName: '中通快递', expressNo: `7${o.orderId}`, createTime: '2026-05-30 12:00:00' })
      .returning({ id: orderExpress.id });
    await h.db.insert(expressTraces).values({
      orderExpressId: e!.id,
      com: 'zhongtong',
      expressNo: `7${o.orderId}`,
      state: 3,
      data: [{ time: signedAt, context: '已签收', status: '签收' }],
      fetchedAt: new Date(),
      checkedAt: new Date(),
      deliveredAt: signedAt,
    });
    return o;
  }

  const confirmState = async (id: number) => (await h.db.select({ isconfirm: orders.isconfirm, confirmTime: orders.confirmTime }).from(orders).where(eq(orders.id, id)))[0]!;

  it('confirms 10 days after the 签收 scan by default, once', async () => {
    const o = await delivered('2026-05-25 09:00:00');
    h.clock.set('2026-06-04T08:59:00+08:00');
    expect(await confirmDelivered(h.db, h.clock)).toEqual([]);
    h.clock.set('2026-06-04T09:00:00+08:00');
    expect(await confirmDelivered(h.db, h.clock)).toEqual([o.orderId]);
    expect(await confirmState(o.orderId)).toEqual({ isconfirm: 1, confirmTime: '2026-06-04 09:00:00' });
    h.clock.advance(DAY);
    expect(await confirmDelivered(h.db, h.clock)).toEqual([]);
    expect((await confirmState(o.orderId)).confirmTime).toBe('2026-06-04 09:00:00');

    // the buyer reads it as received, and can no longer confirm it
    const token = await loginAs(h.app, DEMO.member);
    const t = await call<ExpressTrace>(h.app, 'orderExpressGet', { order_no: o.orderNo }, { token });
    expect(t.data).toMatchObject({ state: 'received', delivered: true });
    expect((await call(h.app, 'confirmSelf', { order_no: o.orderNo }, { token })).ok).toBe(false);
  });

  it('follows the platform setting, and leaves undelivered, unpaid-back or already confirmed orders alone', async () => {
    const admin = await staffToken(h, 'admin');
    const trade = { version: 0, quote_valid_days: 90, unpaid_online_hours: 24, unpaid_offline_hours: 168, auto_confirm_days: 3 };
    expect((await call(h.app, 'adminSettingsTrade', trade, { token: admin })).ok).toBe(true);
    const due = await delivered('2026-05-28 10:00:00');
    const early = await delivered('2026-05-30 10:00:00');
    const cancelled = await delivered('2026-05-20 10:00:00');
    await h.db.update(orders).set({ state: 'cancelled' }).where(eq(orders.id, cancelled.orderId));
    const notDelivered = await makeOrder(h, DEMO.member, DEMO.company, { isexpress: 1 });
    h.clock.set('2026-06-01T10:00:00+08:00');
    expect(await autoConfirmPass({ db: h.db, clock: h.clock, kuaidi100: null })).toEqual([due.orderId]);
    const rows = await h.db.select({ id: orders.id, isconfirm: orders.isconfirm }).from(orders).where(inArray(orders.id, [early.orderId, cancelled.orderId, notDelivered.orderId]));
    expect(rows.every((r) => r.isconfirm === 0)).toBe(true);
  });

  it('the buyer confirming first leaves nothing for the sweep', async () => {
    const o = await delivered('2026-05-01 09:00:00');
    const token = await loginAs(h.app, DEMO.member);
    expect((await call(h.app, 'confirmSelf', { order_no: o.orderNo }, { token })).ok).toBe(true);
    expect(await confirmDelivered(h.db, h.clock)).toEqual([]);
    expect((await confirmState(o.orderId)).confirmTime).toBe('2026-06-01 08:00:00');
  });

  it('two sweeps at once confirm each order once', async () => {
    const many = [];
    for (let i = 0; i < 6; i++) many.push(await delivered('2026-05-01 09:00:00'));
    const deps = { db: h.db, clock: h.clock, kuaidi100: null };
    const [a, b, c] = await Promise.all([autoConfirmAlone(deps), autoConfirmAlone(deps), confirmDelivered(h.db, h.clock)]);
    const confirmed = [...(a ?? []), ...(b ?? []), ...c];
    expect(confirmed.sort()).toEqual(many.map((o) => o.orderId).sort());
    expect(new Set(confirmed).size).toBe(confirmed.length);
  });
});
