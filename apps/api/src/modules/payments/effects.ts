// What a payment changes besides its own row, by what was paid for. The payment module knows nothing of
// what it sells: each selling module exports its effect and the app wires them into the payment service
// at start (app.ts). An effect runs inside the transaction that marks the payment paid, and only when
// that update changed the row: once per payment, however many notices arrive.
import type { Db } from '../../db/client';

export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const SUBJECT_KINDS = ['training', 'order', 'consult'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

export interface PaidPayment {
  id: number;
  orderNo: string;
  subjectKind: SubjectKind;
  subjectId: number;
  userId: number;
  amountFen: number;
  transactionId: string;
  paidAt: Date;
}

/** Why money goes back: the payable was gone (cancelled, expired) or another payment had paid it. */
export const REFUND_REASONS = ['cancelled', 'duplicate'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** What an effect could not deliver: the part of the payment to give back. */
export interface PaidShortfall {
  refundFen: number;
  reason: RefundReason;
}

/**
 * Applies a payment to its payable. Answers nothing when the whole amount bought something, or the
 * shortfall when part or all of it changed nothing (the payment module then refunds that part). An
 * effect must answer a shortfall rather than silently do nothing: a payment that changes nothing is
 * refunded in full, whatever was paid for.
 */
export type PaidEffect = (tx: DbTx, payment: PaidPayment) => Promise<void | PaidShortfall>;

export type PaidEffects = Record<SubjectKind, PaidEffect>;

/** The whole payment back, for an effect whose conditional update changed nothing. */
export const refundAll = (payment: PaidPayment, reason: RefundReason): PaidShortfall => ({ refundFen: payment.amountFen, reason });
