// The running server cancels unpaid orders on time by itself (main.ts turns the sweep on): a read never
// writes the expiry, so the timer is what cancels them. Nothing is called here, yet the order is cancelled.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { DEMO, useHarness } from '../../../test/helpers';
import { makeOrder } from '../../../test/order-fixture';

const stateOf = async (h: ReturnType<typeof useHarness>, orderNo: string) =>
  (await h.db.select({ state: orders.state }).from(orders).where(eq(orders.orderNo, orderNo)))[0]?.state;

const waitFor = async (check: () => Promise<boolean>, ms = 5_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
};

describe('the unpaid-order sweep of the running server', () => {
  const h = useHarness({ orderExpiry: { intervalMs: 20 } });

  it('cancels an unpaid order past its deadline without any call, and leaves one before it alone', async () => {
    const due = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0 });
    // the fixture's deadline is 2026-06-30; the harness clock starts on 2026-06-01
    await new Promise((r) => setTimeout(r, 120));
    expect(await stateOf(h, due.orderNo)).toBe('active');
    h.clock.set('2026-07-01T00:00:00+08:00');
    expect(await waitFor(async () => (await stateOf(h, due.orderNo)) === 'cancelled')).toBe(true);
  });
});

describe('without the sweep (tests, tools)', () => {
  const h = useHarness();

  it('leaves orders alone until an order call sweeps them', async () => {
    const due = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0 });
    h.clock.set('2026-07-01T00:00:00+08:00');
    await new Promise((r) => setTimeout(r, 120));
    expect(await stateOf(h, due.orderNo)).toBe('active');
  });
});
