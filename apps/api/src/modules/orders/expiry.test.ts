import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFUND_RETRY_INTERVAL_MS, startRefundRetry } from '../payments';
import { startOrderExpiry } from './lifecycle';
import { orderExpiryIntervalMs } from './settings';

describe('the unpaid-order timer', () => {
  afterEach(() => vi.useRealTimers());

  it('sweeps every interval until stopped, and reports a failed sweep without stopping', async () => {
    vi.useFakeTimers();
    let runs = 0;
    const errors: unknown[] = [];
    const stop = startOrderExpiry(
      {
        cancelExpired: async () => {
          runs++;
          if (runs === 2) throw new Error('db down');
          return 0;
        },
      },
      1000,
      (e) => errors.push(e),
    );
    await vi.advanceTimersByTimeAsync(3500);
    expect(runs).toBe(3);
    expect(errors).toHaveLength(1);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });

  it('reads the sweep interval (ORDER_EXPIRY_INTERVAL_MS): one minute by default, never below 500 ms', () => {
    expect(orderExpiryIntervalMs(undefined)).toBe(60_000);
    expect(orderExpiryIntervalMs('')).toBe(60_000);
    expect(orderExpiryIntervalMs('2000')).toBe(2000);
    expect(orderExpiryIntervalMs('10')).toBe(500);
    expect(orderExpiryIntervalMs('1.5')).toBe(60_000);
    expect(orderExpiryIntervalMs('soon')).toBe(60_000);
    expect(orderExpiryIntervalMs('999999999999')).toBe(24 * 3600_000);
  });
});

describe('the owed-refund timer', () => {
  afterEach(() => vi.useRealTimers());

  it('retries every ten minutes by default, one retry at a time, and reports a failure without stopping', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let release: () => void = () => {};
    const errors: unknown[] = [];
    const stop = startRefundRetry(
      {
        settleOwedRefunds: () => {
          runs++;
          if (runs === 1) return Promise.reject(new Error('provider down'));
          // the second retry hangs: the next beats do not start another
          if (runs === 2) return new Promise((resolve) => (release = () => resolve({ refunded: 0, pending: 1 })));
          return Promise.resolve({ refunded: 1, pending: 0 });
        },
      },
      undefined,
      (e) => errors.push(e),
    );
    expect(REFUND_RETRY_INTERVAL_MS).toBe(600_000);
    await vi.advanceTimersByTimeAsync(REFUND_RETRY_INTERVAL_MS - 1);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(REFUND_RETRY_INTERVAL_MS * 3);
    expect(runs).toBe(2);
    release();
    await vi.advanceTimersByTimeAsync(REFUND_RETRY_INTERVAL_MS);
    expect(runs).toBe(3);
    stop();
    await vi.advanceTimersByTimeAsync(REFUND_RETRY_INTERVAL_MS * 5);
    expect(runs).toBe(3);
  });
});

