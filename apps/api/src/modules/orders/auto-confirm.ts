// The automatic confirmation of receipt: a shipped order whose parcel Kuaidi100 reports signed for (签收) is
// confirmed received `auto_confirm_days` (系统设置 交易时限, default 10) days after that scan, if the buyer
// has not confirmed it by then. It goes through markReceived, the buyer's own 确认收货 statement, so the buyer
// and the sweep at once, or two API processes, confirm an order once. Each pass first asks the tracking
// service about a few shipments nobody has looked at lately, so their delivery is known without a visit.
import { inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AUTO_CONFIRM_LOCK_KEY, runAlone } from '../../db/exclusive';
import { expressTraces, orderExpress, orders } from '../../db/schema';
import { DAY, everyInterval, formatChinaTime, type Clock } from '../../kernel/time';
import { refreshStaleTraces, type Kuaidi100Settings } from '../express';
import { autoConfirmDays } from '../settings';
import { markReceived } from './lifecycle';

/** How often the sweep runs unless told otherwise (the delivery times it reads are days old anyway). */
export const AUTO_CONFIRM_INTERVAL_MS = 10 * 60_000;

export interface AutoConfirmDeps {
  db: Db;
  clock: Clock;
  /** the tracking service to refresh stale shipments with; null: only the delivery times already known */
  kuaidi100: Kuaidi100Settings | null;
  fetchFn?: typeof fetch;
}

/** Confirms the orders delivered at least the setting's days ago. Answers the ids it confirmed. */
export async function confirmDelivered(db: Db, clock: Clock): Promise<number[]> {
  const now = clock.now();
  const days = await autoConfirmDays(db);
  const dueBy = formatChinaTime(new Date(now.getTime() - days * DAY));
  const delivered = db
    .select({ id: orderExpress.orderId })
    .from(orderExpress)
    .innerJoin(expressTraces, sql`${expressTraces.orderExpressId} = ${orderExpress.id}`)
    .where(lte(expressTraces.deliveredAt, dueBy));
  return markReceived(db, inArray(orders.id, delivered), now);
}

/** One pass: refresh a few stale traces (their failures are only logged), then confirm what is due. */
export async function autoConfirmPass(deps: AutoConfirmDeps, onError: (err: unknown) => void = () => {}): Promise<number[]> {
  await refreshStaleTraces({ db: deps.db, clock: deps.clock, kuaidi100: deps.kuaidi100, ...(deps.fetchFn ? { fetchFn: deps.fetchFn } : {}) }).catch(onError);
  return confirmDelivered(deps.db, deps.clock);
}

/** One pass on PostgreSQL only while this process holds the sweep's advisory lock; null when another does. */
export async function autoConfirmAlone(deps: AutoConfirmDeps, onError?: (err: unknown) => void): Promise<number[] | null> {
  const r = await runAlone(deps.db, AUTO_CONFIRM_LOCK_KEY, () => autoConfirmPass(deps, onError));
  return r.ran ? r.value : null;
}

/** Runs the pass every `intervalMs`; answers a stop function. */
export function startAutoConfirm(deps: AutoConfirmDeps, intervalMs = AUTO_CONFIRM_INTERVAL_MS, onError: (err: unknown) => void = () => {}): () => void {
  return everyInterval(() => autoConfirmAlone(deps, onError), intervalMs, onError);
}
