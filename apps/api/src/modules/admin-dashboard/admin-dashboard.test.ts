// 工作台's figures: orders made today and in the window (not cancelled ones, nor older ones), sales by the day
// paid less refunds, new members by China day (a registration at 23:30 China time counts on that day), 30 days
// oldest first; and who may read them.
import type { AdminDashboard } from '@ws/api-sdk/contract';
import { describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, staffToken, useHarness } from '../../../test/helpers';
import { makeOrder } from '../../../test/order-fixture';


describe('adminDashboard', () => {
  const h = useHarness();

  it('counts today’s and the window’s orders, sales and new members per China day', async () => {
    const ops = await staffToken(h, 'ops');
    const read = async () => (await call<AdminDashboard>(h.app, 'adminDashboard', {}, { token: ops })).data;
    const before = await read();
    expect(before.days).toHaveLength(30);
    expect(before.days.at(-1)!.date).toBe('2026-06-01');
    expect(before.days[0]!.date).toBe('2026-05-03');

    // today (the harness clock is 2026-06-01 08:00 China time): two paid orders, one unpaid, one cancelled
    const paid = await makeOrder(h, DEMO.member, DEMO.company, { createTime: '2026-06-01 07:00:00' });
    await h.query(`update orders set pay_time = '2026-06-01 07:05:00', refund_fen = 600 where id = $1`, [paid.orderId]);
    const paid2 = await makeOrder(h, DEMO.member, DEMO.company, { createTime: '2026-06-01 07:10:00' });
    await h.query(`update orders set pay_time = '2026-06-01 07:15:00' where id = $1`, [paid2.orderId]);
    await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0, createTime: '2026-06-01 07:20:00' });
    await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0, state: 'cancelled', createTime: '2026-06-01 07:30:00' });
    // a week ago, and before the window
    const older = await makeOrder(h, DEMO.member, DEMO.company, { createTime: '2026-05-25 10:00:00' });
    await h.query(`update orders set pay_time = '2026-05-25 10:01:00' where id = $1`, [older.orderId]);
    const before30 = await makeOrder(h, DEMO.member, DEMO.company, { createTime: '2026-05-01 10:00:00' });
    await h.query(`update orders set pay_time = '2026-05-01 10:01:00' where id = $1`, [before30.orderId]);
    // members: one at 23:30 China time on 05-31 (15:30 UTC), one today
    await h.query(`update users set created_at = '2026-05-31T15:30:00Z' where user_mobile = $1`, [DEMO.salesman]);
    await h.query(`update users set created_at = '2026-06-01T07:00:00+08:00' where user_mobile = $1`, [DEMO.expert]);

    const after = await read();
    const dayOf = (d: AdminDashboard, date: string) => d.days.find((x) => x.date === date)!;
    expect(after.today.orders - before.today.orders).toBe(3);
    expect(Number(after.today.sales) - Number(before.today.sales)).toBeCloseTo(136 - 6 + 136, 2);
    expect(dayOf(after, '2026-05-25').orders - dayOf(before, '2026-05-25').orders).toBe(1);
    expect(after.last30.orders - before.last30.orders).toBe(4);
    expect(Number(after.last30.sales) - Number(before.last30.sales)).toBeCloseTo(136 - 6 + 136 + 136, 2);
    expect(dayOf(after, '2026-05-31').members - dayOf(before, '2026-05-31').members).toBeGreaterThanOrEqual(1);
    expect(after.today.members).toBeGreaterThanOrEqual(1);
    expect(after.last30.members).toBe(after.days.reduce((a, d) => a + d.members, 0));
  });

  it('运营 and 超级管理员 only: a member token is not logged in, 内容编辑 and 客服主管 get 无权限', async () => {
    const member = await loginAs(h.app, DEMO.member);
    expect(await call(h.app, 'adminDashboard', {}, { token: member })).toMatchObject({ ok: false, code: -1 });
    for (const account of ['editor', 'cs']) {
      expect(await call(h.app, 'adminDashboard', {}, { token: await staffToken(h, account) })).toMatchObject({ ok: false, msg: '无权限' });
    }
    expect((await call(h.app, 'adminDashboard', {}, { token: await staffToken(h, 'admin') })).ok).toBe(true);
  });
});
