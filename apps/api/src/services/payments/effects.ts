// What a payment changes besides its own row, by what was paid for. Each runs inside the transaction
// that marks the payment paid, and only when that update changed the row: once per order, however many
// notices arrive. The features that sell (training enrolment, mall orders, expert consults) fill in theirs.
import type { Db } from '../../db/client';
import { markBookingPaid } from '../../handlers/training';
import { consultPaidEffect } from '../experts/consult-orders';
import { orderPaidEffect } from '../orders/service';

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

/** What an effect could not deliver: the part of the payment to give back (its subject was cancelled
 *  before the money arrived, or another payment of the same subject paid it first). */
export interface PaidShortfall {
  refundFen: number;
  /** why, for the payer (WeChat's refund_desc) */
  reason: string;
}

export type PaidEffect = (tx: DbTx, payment: PaidPayment) => Promise<void | PaidShortfall>;

export const paidEffects: Record<SubjectKind, PaidEffect> = {
  training: markBookingPaid,
  order: orderPaidEffect,
  consult: consultPaidEffect,
};
