// The order numbers a call names, branded where they enter (MainOrderNo, OrderNo, PaymentNo of
// kernel/ids.ts): the routes narrow a payload's order_no here, rows read from the database are branded
// here, and each lookup matches a number against its own column only (queries.ts).
//
// The spec lets the buyer's pages send whichever number they hold for a checkout — an order's own number
// (the list, the detail), the checkout's (the offline page) or its QR payment's (the pay dialog) — so
// such a number is a QuotedNo: looked up as each of the three, each in its own column. confirmSelf names
// one order only.
import { MSG_ORDER_MISSING } from '@ws/api-sdk/contract';
import { DomainError, type MainOrderNo, type OrderNo, type PaymentNo } from '../../kernel';

/** What an order number looks like: this server's digits (20 for a checkout or a payment, 22 for an
 *  order), and the seed's and the tests' letters and digits. Anything else names no order. */
const NUMBER_SHAPE = /^[0-9A-Za-z_-]{1,40}$/;

/** A number a buyer's page quotes for a checkout: an order's, the checkout's, or its payment's. */
export interface QuotedNo {
  readonly orderNo: OrderNo;
  readonly mainOrderNo: MainOrderNo;
  readonly paymentNo: PaymentNo;
}

/** Which checkout a call means, by the number it has: one kind, or a quoted number (any of the three). */
export type CheckoutRef = { readonly orderNo: OrderNo } | { readonly mainOrderNo: MainOrderNo } | { readonly paymentNo: PaymentNo } | QuotedNo;

/** A payload's order_no as a quoted number, or null when it cannot be one. */
export function quotedNo(text: string): QuotedNo | null {
  if (!NUMBER_SHAPE.test(text)) return null;
  return { orderNo: text as OrderNo, mainOrderNo: text as MainOrderNo, paymentNo: text as PaymentNo };
}

/** A payload's order_no as a quoted number; anything that cannot be one answers `missing` (订单不存在). */
export function quotedOrMissing(text: string, missing: string = MSG_ORDER_MISSING): QuotedNo {
  const no = quotedNo(text);
  if (!no) throw new DomainError(missing);
  return no;
}

/** A payload's order_no as one order's number; anything that cannot be one answers 订单不存在. */
export function orderNoOrMissing(text: string): OrderNo {
  if (!NUMBER_SHAPE.test(text)) throw new DomainError(MSG_ORDER_MISSING);
  return text as OrderNo;
}

/** The numbers of an order row (the database holds them as text). */
export const mainOrderNoOf = (row: { mainOrderNo: string }) => row.mainOrderNo as MainOrderNo;
export const paymentNoOf = (payment: { order_no: string }) => payment.order_no as PaymentNo;
