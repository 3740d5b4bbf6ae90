// The payment module: native (QR) orders, a phone's orders (H5 / JSAPI), payment notices and pay status
// over the `payments` table and a PaymentProvider. One rule for every payable (a sign-up, a mall checkout, a consult, whatever is sold
// next), not a habit of each feature:
// - the amount is the server's; a payable has at most one open provider order at a time: a repeated pay
//   request answers the same code_url while it is valid (payFor; the row claims the payable before the
//   provider is asked, so parallel requests make one provider order);
// - a phone pays the same payable with another trade type (payMobile: H5 in a browser, JSAPI in WeChat);
//   WeChat refuses another trade type for an order number it has, so that is a new payment (a new number)
//   that replaces the open one, which is closed here (WeChat's closeorder is refused for the first five
//   minutes of an order, so the provider order stays payable): a payment that still arrives for it is
//   taken like any other, and refunded in full by the rule below when the payable was paid meanwhile;
// - a notice counts only when its signature is good and its amount equals the payment's; the provider's
//   transaction id is unique; a payment changes its payable once (one conditional UPDATE), so a
//   repeated or concurrent notice changes nothing and is still acknowledged;
// - a payment that changes nothing (its payable was cancelled or expired, or another code paid it first)
//   is refunded in full: marked refund_pending in the same transaction, then the provider is asked; a
//   provider that cannot (the v2 adapter has no merchant certificate) leaves it owed, retried by the
//   running server (startRefundRetry) and logged;
// - a part of a paid payment given back later (an approved after-sales request, refundPart) is owed the same
//   way: recorded in the decision's transaction, never beyond what the payment kept, asked of the provider
//   with its own refund number after the commit, and retried by the same timer until the provider refunds.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { MobilePayment, NativePayment } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { REFUND_RETRY_LOCK_KEY, runAlone } from '../../db/exclusive';
import { payments } from '../../db/schema';
import { DomainError, fenToYuan, isUniqueViolation, newOrderNo } from '../../kernel';
import { everyInterval, type Clock } from '../../kernel/time';
import type { DbTx, PaidEffects, PaidPayment, RefundReason, SubjectKind } from './effects';
import {
  MSG_AMOUNT_MISMATCH,
  MSG_DUPLICATE_REFUND_PENDING,
  MSG_DUPLICATE_REFUNDED,
  MSG_ORDER_NOT_FOUND,
  MSG_PAID_REFUND_PENDING,
  MSG_PAID_REFUNDED,
  MSG_PAY_ALREADY_PAID,
  MSG_PAY_BUSY,
  MSG_PAY_ORDER_MISSING,
  MSG_PAY_STALE,
  MSG_JSAPI_NO_OPENID,
  MSG_MOBILE_ORDER_FAILED,
} from './messages';
import { findPartRefund, markPartRefunded, owedPartRefunds, partRefundDesc, recordPartRefund, type PartRefund } from './part-refunds';
import type { PaidNotice, PaymentProvider, RefundResult, TradeType } from './provider';

/** Where a payment that changed nothing stands: given back, or still owed to the payer. */
export type RefundState = 'refunded' | 'refund_pending';

/** Warnings of the payment module (never with keys or certificates: order numbers and reasons only). */
export type PaymentLog = (fields: Record<string, unknown>, msg: string) => void;
const consoleLog: PaymentLog = (fields, msg) => console.warn(`[payments] ${msg} ${JSON.stringify(fields)}`);

export interface NewPayment {
  userId: number;
  subjectKind: SubjectKind;
  /** the payable's id (a booking, the checkout's first order, the expert consulted): with the kind and
   *  the member, the key of the one open payment */
  subjectId: number;
  /** computed by the server from its own prices, in fen */
  amountFen: number;
  /** what the payer sees on the provider's page */
  description: string;
  /** the payable's own deadline (an unpaid order's pay_deadline): the code is not offered past it */
  payableUntil?: Date;
}

/** How a notice was taken: `applied` changed the order; `already` found it paid (acknowledged, unchanged). */
export type NoticeOutcome =
  | { ok: true; outcome: 'applied' | 'already'; payment: PaidPayment; refund: RefundState | null }
  | { ok: false; reason: string };

/** The provider's notice normally arrives within seconds; after this the pay status asks the provider. */
export const NOTICE_GRACE_MS = 15_000;
/** How long a code_url is offered (WeChat Pay native's own default validity, sent as time_expire). */
export const PAYMENT_VALID_MS = 2 * 3600_000;
/** A code with less time left than this is replaced rather than offered again. */
export const REUSE_MARGIN_MS = 60_000;
/** WeChat's mweb_url opens for five minutes: an H5 payment older than this (less a margin) is replaced. */
export const MWEB_REUSE_MS = 5 * 60_000 - REUSE_MARGIN_MS;
/** A claimed row whose provider order never arrived (the process died meanwhile) is given up after this. */
const CLAIM_STALE_MS = 30_000;
/** How long a request waits for another request of the same payable to get its code. */
const CLAIM_WAIT_MS = 5_000;
const CLAIM_POLL_MS = 25;

/** The payer's text for a refund (WeChat's refund_desc) and the pay status of a refunded payment. */
const REFUND_DESC: Record<RefundReason, string> = { cancelled: '订单已取消', duplicate: '重复支付退款' };
const refundMessage = (state: RefundState, reason: string | null): string =>
  reason === 'duplicate'
    ? state === 'refunded'
      ? MSG_DUPLICATE_REFUNDED
      : MSG_DUPLICATE_REFUND_PENDING
    : state === 'refunded'
      ? MSG_PAID_REFUNDED
      : MSG_PAID_REFUND_PENDING;

/** yuan with 2 decimals of an amount in fen */
export const yuan = fenToYuan;

/**
 * The trade type of a payment, from what its provider order answered (payments.code_url holds it): a
 * weixin:// code (NATIVE), a JSAPI prepay package, else an H5 page (MWEB). Kept in the one column so the
 * schema needs no migration for it.
 */
export const tradeTypeOf = (codeUrl: string): TradeType => (codeUrl.startsWith('weixin://') ? 'NATIVE' : codeUrl.startsWith(JSAPI_PREFIX) ? 'JSAPI' : 'MWEB');
const JSAPI_PREFIX = 'prepay_id=';

/** The provider's body of a phone's payment (the QR payment's own text is not stored). */
const MOBILE_BODY: Record<SubjectKind, string> = { training: '培训报名', order: '商城订单', consult: '专家咨询' };

/** A phone's payment request: the QR payment it came with, and where it is paid. */
export interface MobilePayRequest {
  userId: number;
  /** a payment of the caller's (the QR payment the paying call answered, or one that replaced it) */
  orderNo: string;
  tradeType: 'MWEB' | 'JSAPI';
  /** the payer's address (H5: WeChat compares it with the phone's) */
  clientIp: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  private readonly effects: Partial<PaidEffects>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    readonly provider: PaymentProvider,
    private readonly options: { simulator: boolean; effects?: Partial<PaidEffects>; log?: PaymentLog },
  ) {
    this.effects = { ...options.effects };
  }

  private get log(): PaymentLog {
    return this.options.log ?? consoleLog;
  }

  /** A selling module's paid effect (app.ts wires them at start): the payment module never imports what it sells. */
  registerEffect(kind: SubjectKind, effect: PaidEffects[SubjectKind]): void {
    this.effects[kind] = effect;
  }

  private answer(row: Pick<Row, 'orderNo' | 'codeUrl' | 'amountFen'>): NativePayment {
    const simulatorUrl = this.options.simulator ? this.provider.simulatorUrl(row.codeUrl) : null;
    return { order_no: row.orderNo, code_url: row.codeUrl, total_price: yuan(row.amountFen), ...(simulatorUrl ? { simulator_url: simulatorUrl } : {}) };
  }

  /**
   * The QR payment of a payable (what train/add, booking/pay, ordersSubmit, orders pay and expertPay
   * answer): its open payment while the code is valid and for the same amount, else a new one. The new
   * row claims the payable (payments_open_uq) before the provider is asked, so parallel requests make
   * one provider order; the others wait for its code. A code past its time, or for another amount, is
   * closed first (a payment that still arrives for it is refunded when it changes nothing).
   */
  async payFor(input: NewPayment): Promise<NativePayment> {
    if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0) throw new Error(`bad amount ${input.amountFen}`);
    const { description, payableUntil, ...key } = input;
    const waitUntil = Date.now() + CLAIM_WAIT_MS;
    for (;;) {
      const now = this.clock.now();
      const [open] = await this.db
        .select()
        .from(payments)
        .where(and(eq(payments.subjectKind, key.subjectKind), eq(payments.subjectId, key.subjectId), eq(payments.userId, key.userId), eq(payments.status, 'unpaid')))
        .limit(1);
      if (open) {
        const claimed = open.codeUrl === '';
        const valid = (open.expiresAt?.getTime() ?? open.createdAt.getTime() + PAYMENT_VALID_MS) - now.getTime() > REUSE_MARGIN_MS;
        // an open H5 or JSAPI payment is not a QR code: it is replaced by one
        if (!claimed && valid && open.amountFen === key.amountFen && tradeTypeOf(open.codeUrl) === 'NATIVE') return this.answer(open);
        if (claimed && now.getTime() - open.createdAt.getTime() < CLAIM_STALE_MS) {
          // another request is asking the provider right now: its code is the answer
          if (Date.now() > waitUntil) throw new DomainError(MSG_PAY_BUSY);
          await sleep(CLAIM_POLL_MS);
          continue;
        }
        await this.db.update(payments).set({ status: 'closed' }).where(and(eq(payments.id, open.id), eq(payments.status, 'unpaid')));
        continue;
      }
      const until = new Date(Math.min(now.getTime() + PAYMENT_VALID_MS, payableUntil?.getTime() ?? Number.POSITIVE_INFINITY));
      const orderNo = newOrderNo(now);
      const [row] = await this.db
        .insert(payments)
        .values({ ...key, orderNo, codeUrl: '', status: 'unpaid', createdAt: now, expiresAt: until })
        .onConflictDoNothing()
        .returning();
      // another request claimed the payable first (or took the order number): read again
      if (!row) continue;
      let codeUrl: string;
      try {
        ({ codeUrl } = await this.provider.createNativeOrder({ orderNo, amountFen: key.amountFen, description, expiresAt: until }));
      } catch (err) {
        // the provider refused (or is not available): no claim is left behind
        await this.db.delete(payments).where(and(eq(payments.id, row.id), eq(payments.codeUrl, ''), eq(payments.status, 'unpaid')));
        throw err;
      }
      await this.db.update(payments).set({ codeUrl }).where(eq(payments.id, row.id));
      return this.answer({ ...row, codeUrl });
    }
  }

  /**
   * A phone's payment of the payable that `orderNo` (a payment of the caller's) was made for: its open
   * payment when that is of the same trade type and still usable, else a new provider order of that type
   * for the same payable, amount and deadline, which replaces (closes) the open one. The claim works as in
   * payFor, so parallel requests make one provider order. A payment that is paid answers MSG_PAY_ALREADY_PAID;
   * a payable without an open payment (past its time, or paid) MSG_PAY_STALE: its own paying call is asked again.
   */
  async payMobile(input: MobilePayRequest): Promise<MobilePayment> {
    const [given] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderNo, input.orderNo), eq(payments.userId, input.userId)))
      .limit(1);
    if (!given) throw new DomainError(MSG_PAY_ORDER_MISSING);
    if (given.status === 'paid') throw new DomainError(MSG_PAY_ALREADY_PAID);
    const refund = refundState(given.status);
    if (refund) throw new DomainError(refundMessage(refund, given.refundReason));
    const key = { subjectKind: given.subjectKind, subjectId: given.subjectId, userId: given.userId };
    // JSAPI only for a payer the provider knows under its official account; asked before anything is replaced
    const openId = input.tradeType === 'JSAPI' ? await this.provider.payerOpenId(input.userId) : null;
    if (input.tradeType === 'JSAPI' && !openId) throw new DomainError(MSG_JSAPI_NO_OPENID);
    const waitUntil = Date.now() + CLAIM_WAIT_MS;
    for (;;) {
      const now = this.clock.now();
      const [open] = await this.db
        .select()
        .from(payments)
        .where(and(eq(payments.subjectKind, key.subjectKind), eq(payments.subjectId, key.subjectId), eq(payments.userId, key.userId), eq(payments.status, 'unpaid')))
        .limit(1);
      if (!open) throw new DomainError(MSG_PAY_STALE);
      const age = now.getTime() - open.createdAt.getTime();
      if (open.codeUrl === '') {
        if (age >= CLAIM_STALE_MS) {
          // its request died before the provider answered: nothing to pay there; the payable's paying call starts again
          await this.db.update(payments).set({ status: 'closed' }).where(and(eq(payments.id, open.id), eq(payments.status, 'unpaid')));
          throw new DomainError(MSG_PAY_STALE);
        }
        if (Date.now() > waitUntil) throw new DomainError(MSG_PAY_BUSY);
        await sleep(CLAIM_POLL_MS);
        continue;
      }
      const until = open.expiresAt ?? new Date(open.createdAt.getTime() + PAYMENT_VALID_MS);
      if (until.getTime() - now.getTime() <= REUSE_MARGIN_MS) {
        // past its time: the amount may have changed since, so only the payable's own paying call makes the next
        await this.db.update(payments).set({ status: 'closed' }).where(and(eq(payments.id, open.id), eq(payments.status, 'unpaid')));
        throw new DomainError(MSG_PAY_STALE);
      }
      const type = tradeTypeOf(open.codeUrl);
      if (type === input.tradeType && (type === 'JSAPI' || age < MWEB_REUSE_MS)) return this.mobileAnswer(open);
      // replace the open payment: closed, and the new row claiming the payable (payments_open_uq), in one
      // transaction, so a parallel request never sees the payable without an open payment in between
      const orderNo = newOrderNo(now);
      let row: Row | null;
      try {
        row = await this.db.transaction(async (tx) => {
          const [closed] = await tx
            .update(payments)
            .set({ status: 'closed' })
            .where(and(eq(payments.id, open.id), eq(payments.status, 'unpaid')))
            .returning({ id: payments.id });
          if (!closed) return null;
          const [claimed] = await tx
            .insert(payments)
            .values({ ...key, amountFen: open.amountFen, orderNo, codeUrl: '', status: 'unpaid', createdAt: now, expiresAt: until })
            .returning();
          return claimed ?? null;
        });
      } catch (err) {
        // another request claimed the payable (or took the order number) first: read again
        if (isUniqueViolation(err)) continue;
        throw err;
      }
      if (!row) continue;
      let placed: string;
      try {
        const order = { orderNo, amountFen: open.amountFen, description: MOBILE_BODY[key.subjectKind as SubjectKind] ?? '订单支付', expiresAt: until, clientIp: input.clientIp };
        const answer = await this.provider.createMobileOrder(input.tradeType === 'JSAPI' ? { ...order, tradeType: 'JSAPI', openId: openId! } : { ...order, tradeType: 'MWEB' });
        placed = answer.tradeType === 'MWEB' ? answer.mwebUrl : `${JSAPI_PREFIX}${answer.prepayId}`;
      } catch (err) {
        // the provider refused: no claim is left behind, and the replaced payment is open again
        await this.db.delete(payments).where(and(eq(payments.id, row.id), eq(payments.codeUrl, ''), eq(payments.status, 'unpaid')));
        try {
          await this.db.update(payments).set({ status: 'unpaid' }).where(and(eq(payments.id, open.id), eq(payments.status, 'closed')));
        } catch (reopen) {
          // another request opened a payment of the payable meanwhile: that one is the open one
          if (!isUniqueViolation(reopen)) throw reopen;
        }
        if (err instanceof DomainError) throw err;
        this.log({ orderNo, tradeType: input.tradeType, reason: err instanceof Error ? err.message : String(err) }, 'mobile order refused by the provider');
        throw new DomainError(MSG_MOBILE_ORDER_FAILED);
      }
      await this.db.update(payments).set({ codeUrl: placed }).where(eq(payments.id, row.id));
      return this.mobileAnswer({ ...row, codeUrl: placed });
    }
  }

  private mobileAnswer(row: Pick<Row, 'orderNo' | 'codeUrl' | 'amountFen'>): MobilePayment {
    const base = { order_no: row.orderNo, total_price: yuan(row.amountFen) };
    if (tradeTypeOf(row.codeUrl) === 'JSAPI') return { ...base, trade_type: 'JSAPI', jsapi: this.provider.jsapiParams(row.codeUrl.slice(JSAPI_PREFIX.length)) };
    return { ...base, trade_type: 'MWEB', mweb_url: row.codeUrl };
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
    let outcome: NoticeOutcome;
    try {
      outcome = await this.db.transaction(async (tx) => {
        const [changed] = await tx
          .update(payments)
          .set({ status: 'paid', transactionId: notice.transactionId, paidAt: notice.paidAt })
          .where(and(eq(payments.orderNo, notice.orderNo), inArray(payments.status, ['unpaid', 'closed']), eq(payments.amountFen, notice.totalFee)))
          .returning();
        if (changed) {
          const paid = toPaid(changed);
          const effect = this.effects[paid.subjectKind];
          // a kind nobody sells any more: the money changes nothing, so it goes back
          const shortfall = effect ? await effect(tx, paid) : { refundFen: paid.amountFen, reason: 'cancelled' as const };
          if (!shortfall || shortfall.refundFen <= 0) return { ok: true as const, outcome: 'applied' as const, payment: paid, refund: null };
          // owed from this moment, in the same transaction: a crash before the provider answers leaves it visible
          await tx
            .update(payments)
            .set({
              status: 'refund_pending',
              refundFen: Math.min(shortfall.refundFen, paid.amountFen),
              refundNo: refundNoOf(paid.orderNo),
              refundReason: shortfall.reason,
            })
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
        reason: REFUND_DESC[row.refundReason === 'duplicate' ? 'duplicate' : 'cancelled'],
      });
    } catch (err) {
      result = { ok: false, reason: err instanceof Error ? err.message : '退款请求失败' };
    }
    if (!result.ok) {
      this.log({ orderNo: row.orderNo, refundFen: row.refundFen, why: row.refundReason, reason: result.reason }, 'refund owed: the provider did not refund');
      return 'refund_pending';
    }
    await this.db
      .update(payments)
      .set({ status: 'refunded', refundedAt: this.clock.now() })
      .where(and(eq(payments.id, row.id), eq(payments.status, 'refund_pending')));
    return 'refunded';
  }

  /**
   * Give back a part of a paid payment (an approved after-sales request): recorded as owed (refund_pending)
   * inside the caller's transaction `tx`, so it commits with the decision that makes it owed or not at all.
   * The payment's refunds never exceed what it kept (the payment row locked, one conditional insert); one
   * refund per subject. After the caller's commit, settlePartRefund(refundNo) asks the provider; until it
   * has refunded, the running server's retry (settleOwedRefunds) asks again with the same refund number.
   */
  async refundPart(part: PartRefund, tx: DbTx): Promise<{ refundNo: string }> {
    return recordPartRefund(tx, part, this.clock.now());
  }

  /**
   * Ask the provider for an owed partial refund (outside any transaction: a provider call holds no row
   * lock); 'refunded' once it has (recorded once), 'refund_pending' while it cannot (logged without secrets).
   */
  async settlePartRefund(refundNo: string): Promise<RefundState> {
    const row = await findPartRefund(this.db, refundNo);
    if (!row || row.status !== 'refund_pending') return row?.status === 'refunded' ? 'refunded' : 'refund_pending';
    let result: RefundResult;
    try {
      result = await this.provider.refund({
        orderNo: row.orderNo,
        transactionId: row.transactionId ?? '',
        refundNo: row.refundNo,
        totalFee: row.paymentFen,
        refundFee: row.amountFen,
        reason: partRefundDesc(row.subjectKind),
      });
    } catch (err) {
      result = { ok: false, reason: err instanceof Error ? err.message : '退款请求失败' };
    }
    if (!result.ok) {
      this.log({ orderNo: row.orderNo, refundNo: row.refundNo, refundFen: row.amountFen, reason: result.reason }, 'partial refund owed: the provider did not refund');
      return 'refund_pending';
    }
    await markPartRefunded(this.db, row.id, this.clock.now());
    return 'refunded';
  }

  /**
   * Retry every owed refund (a provider that was down, or one that needed its certificate configured): the
   * payments' own (a payment that changed nothing) and the partial ones (approved after-sales requests).
   */
  async settleOwedRefunds(limit = 100): Promise<{ refunded: number; pending: number }> {
    const owed = await this.db
      .select({ orderNo: payments.orderNo })
      .from(payments)
      .where(eq(payments.status, 'refund_pending'))
      .orderBy(asc(payments.id))
      .limit(limit);
    let refunded = 0;
    for (const o of owed) if ((await this.settleRefund(o.orderNo)) === 'refunded') refunded++;
    const owedParts = await owedPartRefunds(this.db, limit);
    for (const refundNo of owedParts) if ((await this.settlePartRefund(refundNo)) === 'refunded') refunded++;
    return { refunded, pending: owed.length + owedParts.length - refunded };
  }

  /** ispay of the caller's own order; null when there is no such order of theirs. An order still unpaid
   *  here NOTICE_GRACE_MS after it was made is looked up with the provider (a late or lost notice); a
   *  failed lookup answers unpaid, and the next poll asks again. */
  async payStatus(userId: number, orderNo: string): Promise<0 | 1 | null> {
    const [row] = await this.db
      .select({ status: payments.status, createdAt: payments.createdAt, refundReason: payments.refundReason })
      .from(payments)
      .where(and(eq(payments.orderNo, orderNo), eq(payments.userId, userId)))
      .limit(1);
    if (!row) return null;
    if (row.status === 'paid') return 1;
    const refund = refundState(row.status);
    if (refund) throw new DomainError(refundMessage(refund, row.refundReason));
    if (this.clock.now().getTime() - row.createdAt.getTime() < NOTICE_GRACE_MS) return 0;
    let paid: PaidNotice | null;
    try {
      paid = await this.provider.queryOrder(orderNo);
    } catch {
      return 0;
    }
    if (!paid || paid.orderNo !== orderNo) return 0;
    const applied = await this.applyPaid(paid);
    if (applied.ok && applied.refund) {
      const [after] = await this.db.select({ refundReason: payments.refundReason }).from(payments).where(eq(payments.orderNo, orderNo)).limit(1);
      throw new DomainError(refundMessage(applied.refund, after?.refundReason ?? null));
    }
    return applied.ok ? 1 : 0;
  }
}

/**
 * One pass of the owed-refund retry. With `db` on PostgreSQL it runs only while this process holds the
 * retry's advisory lock (db/exclusive.ts): of several API processes one asks the provider at a time, the
 * others skip (null). On PGlite, or without `db`, it always runs.
 */
export async function refundRetryPass(
  service: Pick<PaymentService, 'settleOwedRefunds'>,
  db?: Db,
): Promise<{ refunded: number; pending: number } | null> {
  if (!db) return service.settleOwedRefunds();
  const r = await runAlone(db, REFUND_RETRY_LOCK_KEY, () => service.settleOwedRefunds());
  return r.ran ? r.value : null;
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
  db?: Db,
): () => void {
  return everyInterval(() => refundRetryPass(service, db), intervalMs, onError);
}
