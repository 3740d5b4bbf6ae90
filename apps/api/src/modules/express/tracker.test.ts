import { describe, expect, it } from 'vitest';
import { LocalExpressTracker } from './tracker';

describe('LocalExpressTracker', () => {
  const shipment = { orderNo: 'A1', expressValue: 'SF', expressName: '顺丰速运', expressNo: 'SF001', remark: '', shippedAt: '2026-06-01 10:00:00', receivedAt: null };

  it('answers only the recorded shipment while the buyer has not confirmed', async () => {
    const t = await new LocalExpressTracker().trace(shipment);
    expect(t.state).toBe('shipped');
    expect(t.events).toEqual([{ time: '2026-06-01 10:00:00', context: '商家已发货：顺丰速运，运单号 SF001' }]);
  });

  it('adds the receipt when the buyer confirmed it, and nothing else', async () => {
    const t = await new LocalExpressTracker().trace({ ...shipment, receivedAt: '2026-06-03 18:00:00' });
    expect(t.state).toBe('received');
    expect(t.events.map((e) => e.context)).toEqual(['商家已发货：顺丰速运，运单号 SF001', '买家已确认收货']);
  });
});
