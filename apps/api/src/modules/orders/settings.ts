// The orders module's settings read from the environment: how long an unpaid order waits for its payment
// (ORDER_UNPAID_ONLINE_HOURS, ORDER_UNPAID_OFFLINE_HOURS) and how often the running server sweeps the
// unpaid orders past that limit (ORDER_EXPIRY_INTERVAL_MS). A malformed value falls back to the default.

/** How long an unpaid order waits before it is cancelled, by pay_cate (env, in hours). */
export interface PayTimeouts {
  onlineMs: number;
  offlineMs: number;
}

export const HOUR = 3600_000;
const positive = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** ORDER_UNPAID_ONLINE_HOURS (default 24) and ORDER_UNPAID_OFFLINE_HOURS (default 168, 7 days). */
export function payTimeoutsFromEnv(env: NodeJS.ProcessEnv = process.env): PayTimeouts {
  return {
    onlineMs: positive(env.ORDER_UNPAID_ONLINE_HOURS, 24) * HOUR,
    offlineMs: positive(env.ORDER_UNPAID_OFFLINE_HOURS, 24 * 7) * HOUR,
  };
}

/** ORDER_EXPIRY_INTERVAL_MS: how often the running server sweeps; default one minute, at least 500 ms
 *  (a malformed or too small value falls back rather than spinning). */
export function orderExpiryIntervalMs(value: string | undefined): number {
  const n = Number(value);
  if (!value || !Number.isInteger(n)) return 60_000;
  return Math.min(Math.max(n, 500), 24 * HOUR);
}
