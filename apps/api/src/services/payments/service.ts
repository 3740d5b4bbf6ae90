// The payment module: native (QR) orders, payment notices and pay status over the `payments` table and a
// PaymentProvider. Rules (DESIGN.md "Security and correctness rules"): the amount is the server's; a
// notice counts only when its signature is good and its amount equals the order's; the provider's
// transaction id is unique; an order changes once (one conditional UPDATE … WHERE status = 'unpaid'),
// so a repeated or concurrent notice changes nothing and is still acknowledged. Money for a subject that
// was gone when it arrived (an order cancelled by its buyer or the timer meanwhile) is given back: the
// payment is marked refund_pending in the same transaction, then the provider is asked to refund it;
// a provider that cannot (the v2 adapter has no merchant certificate) leaves it owed, and logs so.
import { randomInt } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { NativePayment } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { ApiFail } from '../../http/handler';
import type { Clock } from '../clock';
import { paidEffects as defaultEffects, type PaidEffect, type PaidPayment, type SubjectKind } from './effects';
import type { PaidNotice, PaymentProvider } from './provider';

/** Where a payment whose subject was gone stands: given back, or still owed to the payer. */
export type RefundState = 'refunded' | 'refund_pending';

/** Warnings of the payment module (never with keys or certificates: order numbers and reasons only). */
export type PaymentLog = (fields: Record<string, unknown>, msg: string) => void;
const consoleLog: PaymentLog = (fields, msg) => console.warn(`[payments] ${msg} ${JSON.stringify(fields)}`);

export interface NewPayment {
  userId: number;
  subjectKind: SubjectKind;
  subjectId: number;
  /** computed by the server from its own prices, in fen */
  amountFen: number;
  /** what the payer sees on the provider's page */
  description: string;
}

/** How a notice was taken: `applied` changed the order; `already` found it paid (acknowledged, unchanged). */
export type NoticeOutcome =
  | { ok: true; outcome: 'applied' | 'already'; payment: PaidPayment; refund: RefundState | null }
  | { ok: false; reason: string };

export const MSG_ORDER_NOT_FOUND = '订单不存在';
export const MSG_AMOUNT_MISMATCH = '金额不符';
/** The pay status of a payment that arrived after its order was cancelled (the QR dialog shows it). */
export const MSG_PAID_REFUNDED = '订单已取消，支付款项已原路退回';
export const MSG_PAID_REFUND_PENDING = '订单已取消，支付款项退款处理中';
/** The provider's notice normally arrives within seconds; after this the pay status asks the provider. */
export const NOTICE_GRACE_MS = 15_000;

/** yuan with 2 decimals of an amount in fen */
export const yuan = (fen: number) => (fen / 100).toFixed(2);

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** yyyyMMddHHmmss (China time) and 6 random digits: 20 digits, unique by the table's key. */
function newOrderNo(now: Date): string {
  const c = new Date(now.getTime() + 8 * 3600_000);
  return `${c.getUTCFullYear()}${pad(c.getUTCMonth() + 1)}${pad(c.getUTCDate())}${pad(c.getUTCHours())}${pad(c.getUTCMinutes())}${pad(c.getUTCSeconds())}${pad(randomInt(1e6), 6)}`;
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

type Row = typeof payments.$inferSelect;
const refundState = (status: string): RefundState | null => (status === 'refunded' || status === 'refund_pending' ? status : null);
/** One refund number per payment (out_refund_no: at most 64 characters). */
const refundNoOf = (orderNo: string) => `R${orderNo}`;

const toPaid = (r: Row): PaidPayment => ({
  id: r.id,
  orderNo: r.orderNo,
  subjectKind: r.subjectKind as SubjectKind,
  subjectId: r.subjectId,
  userId: r.userId,
  amountFen: r.amountFen,
  transactionId: r.transactionId ?? '',
  paidAt: r.paidAt ?? new Date(0),
});

export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    readonly provider: PaymentProvider,
    private readonly options: { simulator: boolean; effects?: Record<SubjectKind, PaidEffect>; log?: PaymentLog },
  ) {}

  private get log(): PaymentLog {
    return this.options.log ?? consoleLog;
  }

  /** A new unpaid order and its code_url (what train/add, ordersSubmit and expertPay answer). */
  async createNativeOrder(input: NewPayment): Promise<NativePayment> {
    if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0) throw new Error(`bad amount ${input.amountFen}`);
    // the provider first: when it refuses (or is not available) no order row is left behind
    for (let attempt = 0; ; attempt++) {
      const orderNo = newOrderNo(this.clock.now());
      const { codeUrl } = await this.provider.createNativeOrder({ orderNo, amountFen: input.amountFen, description: input.description });
      try {
        await this.db.insert(payments).values({ ...input, orderNo, codeUrl, status: 'unpaid', createdAt: this.clock.now() });
      } catch (err) {
        if (isUniqueViolation(err) && attempt < 3) continue;
        throw err;
      }
      const simulatorUrl = this.options.simulator ? this.provider.simulatorUrl(codeUrl) : null;
      return { order_no: orderNo, code_url: codeUrl, total_price: yuan(input.amountFen), ...(simulatorUrl ? { simulator_url: simulatorUrl } : {}) };
    }
  }

  /** A notice body as the provider posted it: checked, then applied once. */
  async acceptNotice(body: string): Promise<NoticeOutcome> {
    const reading = this.provider.readNotice(body);
    if (!reading.ok) return reading;
    return this.applyPaid(reading.notice);
  }

  /**
   * Mark the order paid when it is unpaid and the amount is its own, and run its subject's effect, in one
   * transaction. Concurrent calls: the row lock of the UPDATE lets one through; the others then find the
   * row paid and change nothing.
   */
  async applyPaid(notice: PaidNotice): Promise<NoticeOutcome> {
    const effects = this.options.effects ?? defaultEffects;
    let outcome: NoticeOutcome;
    try {
      outcome = await this.db.transaction(async (tx) => {
        const [changed] = await tx
          .update(payments)
          .set({ status: 'paid', transactionId: notice.transactionId, paidAt: notice.paidAt })
          .where(and(eq(payments.orderNo, notice.orderNo), eq(payments.status, 'unpaid'), eq(payments.amountFen, notice.totalFee)))
          .returning();
        if (changed) {
          const paid = toPaid(changed);
          const shortfall = await effects[paid.subjectKind](tx, paid);
          if (!shortfall || shortfall.refundFen <= 0) return { ok: true as const, outcome: 'applied' as const, payment: paid, refund: null };
          // owed from this moment, in the same transaction: a crash before the provider answers leaves it visible
          await tx
            .update(payments)
            .set({ status: 'refund_pending', refundFen: Math.min(shortfall.refundFen, paid.amountFen), refundNo: refundNoOf(paid.orderNo) })
            .where(eq(payments.id, paid.id));
          return { ok: true as const, outcome: 'applied' as const, payment: paid, refund: 'refund_pending' as const };
        }
        const [row] = await tx.select().from(payments).where(eq(payments.orderNo, notice.orderNo)).limit(1);
        if (!row) return { ok: false as const, reason: MSG_ORDER_NOT_FOUND };
        if (row.amountFen !== notice.totalFee) return { ok: false as const, reason: MSG_AMOUNT_MISMATCH };
        // paid already (by this notice before, or by another payment of the same order: the provider
        // refunds that one; the order itself changes once)
        return { ok: true as const, outcome: 'already' as const, payment: toPaid(row), refund: refundState(row.status) };
      });
    } catch (err) {
      // the transaction id already belongs to another order: a signed notice can't claim it twice
      if (isUniqueViolation(err)) return { ok: false, reason: '交易号重复' };
      throw err;
    }
    // outside the transaction (a provider call holds no row lock); a repeated notice retries an owed refund
    if (outcome.ok && outcome.refund === 'refund_pending') outcome.refund = await this.settleRefund(outcome.payment.orderNo);
    return outcome;
  }

  /**
   * Ask the provider to give back an owed refund; 'refunded' once it has (one conditional update, so two
   * callers record it once), 'refund_pending' while it cannot (logged without secrets).
   */
  async settleRefund(orderNo: string): Promise<RefundState> {
    const [row] = await this.db.select().from(payments).where(eq(payments.orderNo, orderNo)).limit(1);
    if (!row || row.status !== 'refund_pending') return row?.status === 'refunded' ? 'refunded' : 'refund_pending';
    let result: { ok: true } | { ok: false; reason: string };
    try {
      result = await this.provider.refund({
        orderNo: row.orderNo,
        transactionId: row.transactionId ?? '',
        refundNo: row.refundNo ?? refundNoOf(row.orderNo),
        totalFee: row.amountFen,
        refundFee: row.refundFen ?? row.amountFen,
        reason: '订单已取消',
      });
    } catch (err) {
      result = { ok: false, reason: err instanceof Error ? err.message : '退款请求失败' };
    }
    if (!result.ok) {
      this.log({ orderNo: row.orderNo, refundFen: row.refundFen, reason: result.reason }, 'refund owed: the provider did not refund');
      return 'refund_pending';
    }
    await this.db
      .update(payments)
      .set({ status: 'refunded', refundedAt: this.clock.now() })
      .where(and(eq(payments.id, row.id), eq(payments.status, 'refund_pending')));
    return 'refunded';
  }

  /** Retry every owed refund (a provider that was down, or one that needed its certificate configured). */
  async settleOwedRefunds(limit = 100): Promise<{ refunded: number; pending: number }> {
    const owed = await this.db
      .select({ orderNo: payments.orderNo })
      .from(payments)
      .where(eq(payments.status, 'refund_pending'))
      .orderBy(asc(payments.id))
      .limit(limit);
    let refunded = 0;
    for (const o of owed) if ((await this.settleRefund(o.orderNo)) === 'refunded') refunded++;
    return { refunded, pending: owed.length - refunded };
  }

  /** ispay of the caller's own order; null when there is no such order of theirs. An order still unpaid
   *  here NOTICE_GRACE_MS after it was made is looked up with the provider (a late or lost notice); a
   *  failed lookup answers unpaid, and the next poll asks again. */
  async payStatus(userId: number, orderNo: string): Promise<0 | 1 | null> {
    const [row] = await this.db
      .select({ status: payments.status, createdAt: payments.createdAt })
      .from(payments)
      .where(and(eq(payments.orderNo, orderNo), eq(payments.userId, userId)))
      .limit(1);
    if (!row) return null;
    if (row.status === 'paid') return 1;
    const refund = refundState(row.status);
    if (refund) throw new ApiFail(refund === 'refunded' ? MSG_PAID_REFUNDED : MSG_PAID_REFUND_PENDING);
    if (this.clock.now().getTime() - row.createdAt.getTime() < NOTICE_GRACE_MS) return 0;
    let paid: PaidNotice | null;
    try {
      paid = await this.provider.queryOrder(orderNo);
    } catch {
      return 0;
    }
    if (!paid || paid.orderNo !== orderNo) return 0;
    const applied = await this.applyPaid(paid);
    if (applied.ok && applied.refund) throw new ApiFail(applied.refund === 'refunded' ? MSG_PAID_REFUNDED : MSG_PAID_REFUND_PENDING);
    return applied.ok ? 1 : 0;
  }
}

/** How often the running server retries owed refunds: a provider that was down is asked again, not hammered. */
export const REFUND_RETRY_INTERVAL_MS = 10 * 60_000;

/**
 * Retries every owed refund (settleOwedRefunds) every `intervalMs` until stopped: money a buyer is owed for a
 * late payment of a cancelled order goes back once the provider answers again, without anyone asking.
 */
export function startRefundRetry(
  service: Pick<PaymentService, 'settleOwedRefunds'>,
  intervalMs = REFUND_RETRY_INTERVAL_MS,
  onError: (err: unknown) => void = () => {},
): () => void {
  let running = false;
  const timer = setInterval(() => {
    // one retry at a time: a slow provider does not stack them up
    if (running) return;
    running = true;
    service
      .settleOwedRefunds()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
