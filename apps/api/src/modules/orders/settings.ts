// The orders module's settings read from the environment: how often the running server sweeps the unpaid
// orders past their limit (ORDER_EXPIRY_INTERVAL_MS). A malformed value falls back to the default. How long
// an unpaid order waits is a platform setting (modules/settings: 系统设置, ORDER_UNPAID_*_HOURS by default),
// stamped on each order as its pay_deadline when it is placed.

import { HOUR } from '../settings';

export type { PayTimeouts } from '../settings';

/** ORDER_EXPIRY_INTERVAL_MS: how often the running server sweeps; default one minute, at least 500 ms
 *  (a malformed or too small value falls back rather than spinning). */
export function orderExpiryIntervalMs(value: string | undefined): number {
  const n = Number(value);
  if (!value || !Number.isInteger(n)) return 60_000;
  return Math.min(Math.max(n, 500), 24 * HOUR);
}
