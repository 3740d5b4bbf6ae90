// The payment module: native (QR) orders, payment notices and pay status over the `payments` table and a
// PaymentProvider. Rules (DESIGN.md "Security and correctness rules"): the amount is the server's; a
// notice counts only when its signature is good and its amount equals the order's; the provider's
// transaction id is unique; an order changes once (one conditional UPDATE … WHERE status = 'unpaid'),
// so a repeated or concurrent notice changes nothing and is still acknowledged.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { NativePayment } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { Clock } from '../clock';
import { paidEffects as defaultEffects, type PaidEffect, type PaidPayment, type SubjectKind } from './effects';
import type { PaidNotice, PaymentProvider } from './provider';

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
  | { ok: true; outcome: 'applied' | 'already'; payment: PaidPayment }
  | { ok: false; reason: string };

export const MSG_ORDER_NOT_FOUND = '订单不存在';
export const MSG_AMOUNT_MISMATCH = '金额不符';
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
    private readonly options: { simulator: boolean; effects?: Record<SubjectKind, PaidEffect> },
  ) {}

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
    try {
      return await this.db.transaction(async (tx) => {
        const [changed] = await tx
          .update(payments)
          .set({ status: 'paid', transactionId: notice.transactionId, paidAt: notice.paidAt })
          .where(and(eq(payments.orderNo, notice.orderNo), eq(payments.status, 'unpaid'), eq(payments.amountFen, notice.totalFee)))
          .returning();
        if (changed) {
          const paid = toPaid(changed);
          await effects[paid.subjectKind](tx, paid);
          return { ok: true as const, outcome: 'applied' as const, payment: paid };
        }
        const [row] = await tx.select().from(payments).where(eq(payments.orderNo, notice.orderNo)).limit(1);
        if (!row) return { ok: false as const, reason: MSG_ORDER_NOT_FOUND };
        if (row.amountFen !== notice.totalFee) return { ok: false as const, reason: MSG_AMOUNT_MISMATCH };
        // paid already (by this notice before, or by another payment of the same order: the provider
        // refunds that one; the order itself changes once)
        return { ok: true as const, outcome: 'already' as const, payment: toPaid(row) };
      });
    } catch (err) {
      // the transaction id already belongs to another order: a signed notice can't claim it twice
      if (isUniqueViolation(err)) return { ok: false, reason: '交易号重复' };
      throw err;
    }
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
    if (this.clock.now().getTime() - row.createdAt.getTime() < NOTICE_GRACE_MS) return 0;
    let paid: PaidNotice | null;
    try {
      paid = await this.provider.queryOrder(orderNo);
    } catch {
      return 0;
    }
    if (!paid || paid.orderNo !== orderNo) return 0;
    const applied = await this.applyPaid(paid);
    return applied.ok ? 1 : 0;
  }
}
