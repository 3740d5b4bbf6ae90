// 同意退款's one rule, for the seller's approval (merchant.ts) and the platform's 判定退款 (售后仲裁, the console's
// admin-after-sales module) alike, inside the caller's transaction: the request changes to approved by a
// conditional UPDATE (decided once: the loser gets 该售后申请已处理), the order's refund grows by a
// self-clamping UPDATE (never beyond what was paid), a full refund gives back the points the order spent and
// closes the order, the part the wallet paid goes back to the wallet first (self-clamping, with its ledger
// row), and what is left of an online order's refund is recorded as owed through the payment module (refundPart:
// never beyond what its payment kept). After the commit the caller settles it (settleRefund): the provider is
// asked outside the transaction; one that cannot yet leaves it owed for the running server's retry.
import { MSG_AFTER_SALES_DECIDED, MSG_AFTER_SALES_REFUND_OVER } from '@ws/api-sdk/contract';
import { DomainError } from '../../kernel';
import { formatChinaTime } from '../../kernel/time';
import { closeRefundedIn } from '../orders';
import { MSG_PART_REFUND_NOT_PAID, type DbTx, type PaymentService } from '../payments';
import { changePoints, changeWallet } from '../personal';
import { pointsRefundedRemark, walletRefundedRemark } from './messages';
import { addOrderRefund, markApproved, type Decider } from './merchant-queries';
import { REFUND_KIND } from './queries';

export interface RefundDecision {
  /** the request */
  id: number;
  by: Decider;
  refundFen: number;
  /** the order was paid online (QR): 原路退回 through the payment module; otherwise recorded for the seller */
  online: boolean;
  now: Date;
}

export interface RefundDone {
  /** the online refund to settle after the commit, null for an offline one */
  refundNo: string | null;
  orderId: number;
  /** the order's refunds after this one, and what was paid for it (fen) */
  orderRefundFen: number;
  orderTotalFen: number;
}

/** Approve request `d.id` with a refund of `d.refundFen`, inside `tx` (see the file's note). */
export async function approveRefundIn(tx: DbTx, payments: PaymentService, d: RefundDecision): Promise<RefundDone> {
  const decided = await markApproved(tx, { id: d.id, by: d.by, refundFen: d.refundFen, mode: d.online ? 'online' : 'offline', decideTime: formatChinaTime(d.now) });
  if (!decided) throw new DomainError(MSG_AFTER_SALES_DECIDED);
  const order = await addOrderRefund(tx, decided.orderId, d.refundFen);
  if (!order) throw new DomainError(MSG_AFTER_SALES_REFUND_OVER);
  // all of it back: the points the order spent too (once: the request is decided once)
  if (order.refundFen === order.totalFen) {
    if (order.usePoints > 0) await changePoints(tx, order.userId, order.usePoints, pointsRefundedRemark(order.orderNo), d.now);
    // nothing left to deliver or to confirm: the order is closed (its stock back if it never left)
    await closeRefundedIn(tx, decided.orderId, d.now);
  }
  // the wallet's part first: the refunds before this one took from it first too, so what it has left to
  // give back is its part less what they gave
  const before = order.refundFen - d.refundFen;
  const walletPart = Math.min(d.refundFen, Math.max(0, order.walletFen - Math.min(before, order.walletFen)));
  if (walletPart > 0) await changeWallet(tx, order.userId, walletPart, walletRefundedRemark(order.orderNo), d.now);
  const cashFen = d.refundFen - walletPart;
  const done = { orderId: decided.orderId, orderRefundFen: order.refundFen, orderTotalFen: order.totalFen };
  if (!d.online || cashFen === 0) return { refundNo: null, ...done };
  if (!order.payOrderNo) throw new DomainError(MSG_PART_REFUND_NOT_PAID);
  const part = await payments.refundPart({ paymentOrderNo: order.payOrderNo, subjectKind: REFUND_KIND, subjectId: d.id, amountFen: cashFen }, tx);
  return { refundNo: part.refundNo, ...done };
}

/** After the commit, outside the transaction: a provider call holds no row lock; a failure stays owed. */
export async function settleRefund(payments: PaymentService, done: RefundDone): Promise<void> {
  if (done.refundNo) await payments.settlePartRefund(done.refundNo);
}
