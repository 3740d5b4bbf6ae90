// Orders: checkout (quote and submit), the buyer's own orders, cancel, confirm receipt, paying again, the
// offline transfer's receipt, and the automatic cancellation of unpaid orders.
//
// OrdersService binds the module's rules to one request's (or the timer's) database, clock and payment
// module; the rules themselves live in checkout.ts (quote, submit, paying), queries.ts (reading and the
// API shape) and lifecycle.ts (cancel, confirm, receipt, expiry). Every call passes the caller's id and
// says which number it has (numbers.ts).
import type { MainOrder, NativePayment, Order, OrderQuote, OrderSubmitResult } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import type { OrderNo } from '../../kernel';
import type { Clock } from '../../kernel/time';
import type { PaymentService } from '../payments';
import { pay, quote, submit, type CheckoutDeps, type CheckoutInput, type SubmitInput } from './checkout';
import { cancelCheckout, cancelExpired, confirmReceipt, uploadReceipt } from './lifecycle';
import type { CheckoutRef } from './numbers';
import { checkoutInfo, listOrders, orderInfo, type ListOptions } from './queries';
import type { PayTimeouts } from './settings';

export interface OrdersDeps {
  db: Db;
  clock: Clock;
  payments: PaymentService;
  /** whether the demo payment simulator link may be answered */
  simulator: boolean;
  /** fixed limits (tests); default: the platform settings' limits in force when an order is placed */
  timeouts?: PayTimeouts;
}

export class OrdersService {
  private readonly deps: CheckoutDeps;

  constructor(deps: OrdersDeps) {
    this.deps = { db: deps.db, clock: deps.clock, payments: deps.payments, ...(deps.timeouts ? { timeouts: deps.timeouts } : {}) };
  }

  private get db() {
    return this.deps.db;
  }

  private get clock() {
    return this.deps.clock;
  }

  quote(userId: number, input: CheckoutInput): Promise<OrderQuote> {
    return quote(this.deps, userId, input);
  }

  submit(userId: number, input: SubmitInput): Promise<OrderSubmitResult> {
    return submit(this.deps, userId, input);
  }

  /** Pay an unpaid online order (the list's pay button): its checkout's QR payment. */
  pay(userId: number, ref: CheckoutRef): Promise<NativePayment> {
    return pay(this.deps, userId, ref);
  }

  list(userId: number, opts: ListOptions): Promise<{ items: Order[]; total: number }> {
    return listOrders(this.db, userId, opts, this.clock.now());
  }

  info(userId: number, ref: CheckoutRef): Promise<Order> {
    return orderInfo(this.db, userId, ref, this.clock.now());
  }

  mainInfo(userId: number, ref: CheckoutRef): Promise<MainOrder> {
    return checkoutInfo(this.db, userId, ref, this.clock.now());
  }

  /** The buyer cancels an unpaid checkout (all its orders: they are paid together). */
  cancel(userId: number, ref: CheckoutRef): Promise<void> {
    return cancelCheckout(this.db, this.clock, userId, ref);
  }

  confirm(userId: number, orderNo: OrderNo): Promise<void> {
    return confirmReceipt(this.db, this.clock, userId, orderNo);
  }

  /** The offline transfer's receipt, on every order of the checkout (the merchants see it). */
  uploadReceipt(userId: number, ref: CheckoutRef, files: { FileName?: string | undefined; FileUrl: string }[]): Promise<void> {
    return uploadReceipt(this.db, this.clock, userId, ref, files);
  }

  /** The timer's sweep: unpaid orders past their deadline are cancelled. Answers how many. */
  cancelExpired(): Promise<number> {
    return cancelExpired(this.db, this.clock);
  }
}
