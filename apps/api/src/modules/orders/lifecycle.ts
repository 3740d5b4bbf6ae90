// An order after its checkout: the buyer's cancel and confirmation of receipt, the offline transfer's
// receipt, the expiry of unpaid orders (the one cancellation they all share, the running server's sweep
// and its timer), and the demo tool that ages a checkout past its limit.
//
// A cancellation (by the buyer or the timer) is one conditional UPDATE of the unpaid orders that gives
// their stock and points back in the same transaction, so it happens once (DESIGN.md "Security and
// correctness rules"). Expiry runs on the timer and in the statements that depend on it, never as a write
// inside a read: the sweep cancels unpaid orders past their limit; the buyer's cancel and the receipt
// upload refuse a checkout past its limit (it reads as cancelled already), as paying does (checkout.ts,
// paid-effect.ts). Confirming receipt concerns paid orders only, which have no limit.
import type { DevOrderAged } from '@ws/api-sdk/contract';
import { MSG_CANNOT_CANCEL, MSG_CANNOT_CONFIRM, MSG_NOT_OFFLINE, MSG_NOT_PAYABLE, MSG_ORDER_MISSING, MSG_RECEIPT_REQUIRED } from '@ws/api-sdk/contract';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ORDER_EXPIRY_LOCK_KEY, runAlone } from '../../db/exclusive';
import { orders, type FileItem } from '../../db/schema';
import { DomainError, type OrderNo } from '../../kernel';
import { everyInterval, formatChinaTime, type Clock } from '../../kernel/time';
import type { DbTx } from '../payments';
import { changePoints, changeWallet } from '../personal';
import { MSG_DEV_ORDER_MISSING, MSG_DEV_ORDER_NOT_UNPAID, pointsReturnedRemark, walletReturnedRemark } from './messages';
import { mainOrderNoOf, type CheckoutRef, type QuotedNo } from './numbers';
import { byMainOrderNo, byOrderNo, checkoutOf, expiredUnpaid, liveAt, unpaidLive } from './queries';

export type CancelledBy = 'buyer' | 'timer' | 'refund';

/** Only URLs of a stored file: a same-site path or an http(s) URL (never javascript: or data:). */
export function safeFileItems(items: { FileName?: string | undefined; FileUrl: string }[]): FileItem[] {
  return items
    .map((f) => ({ FileName: String(f.FileName ?? '').slice(0, 200), FileUrl: String(f.FileUrl).trim() }))
    .filter((f) => f.FileUrl.length <= 1000 && (/^\/(?!\/)/.test(f.FileUrl) || /^https?:\/\/[^\s]+$/i.test(f.FileUrl)));
}

/**
 * When an order was cancelled: the buyer's moment, or for the timer the limit itself (what a reader saw
 * before the sweep ran: queries.ts asSeenAt), in China time to the second.
 */
const cancelTimeOf = (by: CancelledBy, now: Date): string | SQL =>
  by === 'timer' ? sql`date_trunc('second', (${orders.payDeadline} at time zone 'UTC') + interval '8 hours')` : formatChinaTime(now);

/**
 * Inside `tx`: cancel the unpaid orders matching `where` (always narrowed to active, unpaid ones) and give
 * back their stock and points. The UPDATE decides: a concurrent payment or a second cancel finds nothing
 * left to change. Answers how many orders it cancelled.
 */
export async function cancelIn(tx: DbTx, where: SQL, by: CancelledBy, now: Date): Promise<number> {
  // rows locked in id order, as the payment's effect locks them: a checkout's orders go wholly to
  // whichever comes first, never some paid and some cancelled, and the two never deadlock
  const due = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(where, eq(orders.state, 'active'), eq(orders.ispay, 0)))
    .orderBy(asc(orders.id))
    .for('update');
  if (due.length === 0) return 0;
  const cancelled = await tx
    .update(orders)
    .set({ state: 'cancelled', cancelTime: cancelTimeOf(by, now), cancelledBy: by })
    .where(
      and(
        inArray(
          orders.id,
          due.map((d) => d.id),
        ),
        eq(orders.state, 'active'),
        eq(orders.ispay, 0),
      ),
    )
    .returning({ id: orders.id, userId: orders.userId, usePoints: orders.usePoints, walletFen: orders.walletFen, mainOrderNo: orders.mainOrderNo });
  if (cancelled.length === 0) return 0;
  const ids = cancelled.map((c) => c.id);
  await tx.execute(sql`
    update product_skus s set stock = s.stock + x.n
    from (select sku_id, sum(amount)::int as n from order_items where order_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) group by sku_id) x
    where s.id = x.sku_id`);
  // the units were counted as sold when the order was placed: an order never paid sold nothing (已售, 销量)
  await tx.execute(sql`
    update products p set sales = greatest(p.sales - x.n, 0)
    from (select product_id, sum(amount)::int as n from order_items where order_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) group by product_id) x
    where p.id = x.product_id`);
  // the points and the wallet's part back, one ledger row each per checkout
  const refunds = new Map<string, { userId: number; mainOrderNo: string; points: number; walletFen: number }>();
  for (const c of cancelled) {
    if (c.usePoints <= 0 && c.walletFen <= 0) continue;
    const k = `${c.userId}:${c.mainOrderNo}`;
    const r = refunds.get(k) ?? { userId: c.userId, mainOrderNo: c.mainOrderNo, points: 0, walletFen: 0 };
    r.points += c.usePoints;
    r.walletFen += c.walletFen;
    refunds.set(k, r);
  }
  for (const r of refunds.values()) {
    if (r.points > 0) await changePoints(tx, r.userId, r.points, pointsReturnedRemark(r.mainOrderNo), now);
    if (r.walletFen > 0) await changeWallet(tx, r.userId, r.walletFen, walletReturnedRemark(r.mainOrderNo), now);
  }
  return cancelled.length;
}

/**
 * Inside `tx`: close a paid order whose seller has given back everything it was paid (an after-sales refund
 * of the whole total), so that it leaves 待发货 / 待收货 and nobody ships or confirms it any more. Its stock
 * is back only if it was never shipped (shipped goods come back, if at all, by the merchant's own count).
 * The UPDATE decides (active, paid, refunded in full): a second call changes nothing. Answers whether it
 * closed the order.
 */
export async function closeRefundedIn(tx: DbTx, orderId: number, now: Date): Promise<boolean> {
  const [closed] = await tx
    .update(orders)
    .set({ state: 'cancelled', cancelTime: formatChinaTime(now), cancelledBy: 'refund' })
    .where(and(eq(orders.id, orderId), eq(orders.state, 'active'), eq(orders.ispay, 1), sql`${orders.refundFen} = ${orders.totalFen}`))
    .returning({ isexpress: orders.isexpress });
  if (!closed) return false;
  if (closed.isexpress === 0) {
    await tx.execute(sql`
      update product_skus s set stock = s.stock + x.n
      from (select sku_id, sum(amount)::int as n from order_items where order_id = ${orderId} group by sku_id) x
      where s.id = x.sku_id`);
  }
  return true;
}

const cancelWhere = (db: Db, where: SQL, by: CancelledBy, now: Date): Promise<number> => db.transaction((tx) => cancelIn(tx, where, by, now));

/** The timer's sweep: unpaid orders past their deadline are cancelled. Answers how many. */
export async function cancelExpired(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  // most calls find nothing due: one index probe (the partial index of unpaid orders) instead of a transaction
  const [any] = await db.select({ id: orders.id }).from(orders).where(expiredUnpaid(now)).limit(1);
  return any ? cancelWhere(db, expiredUnpaid(now), 'timer', now) : 0;
}

/** What runs the sweep (OrdersService). */
export interface ExpirySweep {
  cancelExpired(): Promise<number>;
}

/**
 * One pass of the timer's sweep. With `db` on PostgreSQL it runs only while this process holds the sweep's
 * advisory lock (db/exclusive.ts): of several API processes one sweeps at a time, the others skip (null).
 * On PGlite, or without `db`, it always runs. Answers how many orders it cancelled.
 */
export async function sweepPass(service: ExpirySweep, db?: Db): Promise<number | null> {
  if (!db) return service.cancelExpired();
  const r = await runAlone(db, ORDER_EXPIRY_LOCK_KEY, () => service.cancelExpired());
  return r.ran ? r.value : null;
}

/**
 * Runs the unpaid-order sweep every `intervalMs` (default one minute); answers a stop function. `db`: the
 * shared database, so that on PostgreSQL one process sweeps at a time (sweepPass).
 */
export function startOrderExpiry(service: ExpirySweep, intervalMs = 60_000, onError: (err: unknown) => void = () => {}, db?: Db): () => void {
  return everyInterval(() => sweepPass(service, db), intervalMs, onError);
}

/** The buyer cancels an unpaid checkout (all its orders: they are paid together) while it is within its limit. */
export async function cancelCheckout(db: Db, clock: Clock, userId: number, ref: CheckoutRef): Promise<void> {
  const group = await checkoutOf(db, userId, ref);
  const now = clock.now();
  // past its limit it reads as cancelled by the timer already: the sweep gives its stock back
  const changed = await cancelWhere(db, and(eq(orders.userId, userId), byMainOrderNo(mainOrderNoOf(group[0]!)), unpaidLive(now))!, 'buyer', now);
  if (changed === 0) throw new DomainError(MSG_CANNOT_CANCEL);
}

/**
 * The one way an order becomes received (the buyer's 确认收货 and the automatic confirmation): a single
 * conditional UPDATE of the orders matching `where` that are still active, paid, shipped and not confirmed,
 * so a second call, or the buyer and the sweep at once, confirm an order once. Answers the ids it confirmed.
 */
export async function markReceived(db: Db, where: SQL, now: Date): Promise<number[]> {
  const changed = await db
    .update(orders)
    .set({ isconfirm: 1, confirmTime: formatChinaTime(now) })
    .where(and(where, eq(orders.state, 'active'), eq(orders.ispay, 1), eq(orders.isexpress, 1), eq(orders.isconfirm, 0)))
    .returning({ id: orders.id });
  return changed.map((r) => r.id);
}

/** The buyer confirms receipt of one shipped order. */
export async function confirmReceipt(db: Db, clock: Clock, userId: number, orderNo: OrderNo): Promise<void> {
  const changed = await markReceived(db, and(eq(orders.userId, userId), byOrderNo(orderNo))!, clock.now());
  if (changed.length > 0) return;
  const [exists] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), byOrderNo(orderNo)))
    .limit(1);
  throw new DomainError(exists ? MSG_CANNOT_CONFIRM : MSG_ORDER_MISSING);
}

/** The offline transfer's receipt, on every order of the checkout (the merchants see it). */
export async function uploadReceipt(
  db: Db,
  clock: Clock,
  userId: number,
  ref: CheckoutRef,
  files: { FileName?: string | undefined; FileUrl: string }[],
): Promise<void> {
  const kept = safeFileItems(files);
  if (kept.length === 0) throw new DomainError(MSG_RECEIPT_REQUIRED);
  const group = await checkoutOf(db, userId, ref);
  if (group[0]!.payCate !== 0) throw new DomainError(MSG_NOT_OFFLINE);
  const changed = await db
    .update(orders)
    .set({ transferReceipt: kept })
    .where(and(eq(orders.userId, userId), byMainOrderNo(mainOrderNoOf(group[0]!)), liveAt(clock.now())))
    .returning({ id: orders.id });
  if (changed.length === 0) throw new DomainError(MSG_NOT_PAYABLE);
}

/**
 * Demo only (contract ordersDev, devOnly): moves an unpaid checkout back in time, named by an order's or
 * the checkout's number, whoever's it is. Its creation time and payment limit shift by the same amount,
 * until the limit is one second ago. Nothing is cancelled here: the unpaid-order sweep finds it due and
 * cancels it (stock and points back) as it would any order that was never paid.
 */
export async function ageUnpaidCheckout(db: Db, clock: Clock, no: QuotedNo): Promise<DevOrderAged> {
  const [hit] = await db
    .select({ main: orders.mainOrderNo })
    .from(orders)
    .where(or(byOrderNo(no.orderNo), byMainOrderNo(no.mainOrderNo)))
    .limit(1);
  if (!hit) throw new DomainError(MSG_DEV_ORDER_MISSING);
  const group = await db
    .select({ id: orders.id, orderNo: orders.orderNo, state: orders.state, ispay: orders.ispay, payDeadline: orders.payDeadline })
    .from(orders)
    .where(byMainOrderNo(mainOrderNoOf({ mainOrderNo: hit.main })));
  if (group.some((o) => o.state !== 'active' || o.ispay !== 0)) throw new DomainError(MSG_DEV_ORDER_NOT_UNPAID);
  const target = new Date(clock.now().getTime() - 1000);
  const latest = Math.max(...group.map((o) => o.payDeadline.getTime()));
  const shiftSec = Math.max(0, Math.ceil((latest - target.getTime()) / 1000));
  const moved = await db
    .update(orders)
    .set({
      createTime: sql`${orders.createTime} - (${shiftSec} * interval '1 second')`,
      payDeadline: sql`${orders.payDeadline} - (${shiftSec} * interval '1 second')`,
    })
    .where(
      and(
        inArray(
          orders.id,
          group.map((o) => o.id),
        ),
        eq(orders.state, 'active'),
        eq(orders.ispay, 0),
      ),
    )
    .returning({ orderNo: orders.orderNo, payDeadline: orders.payDeadline });
  if (moved.length !== group.length) throw new DomainError(MSG_DEV_ORDER_NOT_UNPAID);
  return {
    order_nos: moved.map((m) => m.orderNo).sort(),
    pay_deadline: formatChinaTime(new Date(Math.max(...moved.map((m) => m.payDeadline.getTime())))),
  };
}
