// Checkout: the quote (the server's totals of the chosen cart lines), the submit that turns them into
// orders (one per seller), and the QR payment of a checkout (what submit answers, and paying again).
//
// Rules (DESIGN.md "Security and correctness rules"): every amount comes from the server's rows (pricing.ts);
// the stock decrement (a conditional UPDATE … WHERE stock >= n, with CHECK stock >= 0 behind it), the points
// spent (modules/personal/points.ts, self-clamping) and the order insert are one transaction; a submit carries an
// idempotency key (unique per user, key and seller), so a double-clicked or retried submit answers the
// orders the first one made. Paying checks the payment limit itself: a checkout past it reads as
// cancelled, and is not offered a code.
import { randomInt } from 'node:crypto';
import type { NativePayment, OrderQuote, OrderSubmitResult, PayCate } from '@ws/api-sdk/contract';
import {
  MSG_ADDRESS_REQUIRED,
  MSG_BELOW_MIN,
  MSG_CHECKOUT_EMPTY,
  MSG_DELIVERY_REQUIRED,
  MSG_EXPECTED_REQUIRED,
  MSG_INVOICE_ADDRESS_REQUIRED,
  MSG_INVOICE_REQUIRED,
  MSG_NOT_PAYABLE,
  MSG_OFFLINE_PAY,
  MSG_OFF_SALE,
  MSG_PAY_CATE_REQUIRED,
  MSG_POINTS_SHORT,
  msgStockShort,
  isSpecialInvoiceDictCode,
} from '@ws/api-sdk/contract';
import { specialInvoiceProblem } from '@ws/validators';
import type { Db } from '../../db/client';
import { DomainError, isUniqueViolation, newOrderNo, type MainOrderNo } from '../../kernel';
import { formatChinaTime, type Clock } from '../../kernel/time';
import type { DbTx, PaymentService } from '../payments';
import { changePoints, changeWallet, walletBalanceFen } from '../personal';
import {
  checkoutLines,
  insertOrders,
  ordersByKey,
  ownAddress,
  ownInvoiceProfile,
  pointAtPayment,
  pointsBalance,
  removeCartLines,
  takeStock,
  type AddressRow,
  type CheckoutLine,
  type NewCheckout,
} from './checkout-queries';
import { checkoutChoices, type CheckoutChoices } from './choices';
import { cancelExpired, safeFileItems } from './lifecycle';
import { MSG_WALLET_SHORT, paymentDescription, pointsSpentRemark, walletSpentRemark } from './messages';
import { mainOrderNoOf, paymentNoOf, type CheckoutRef } from './numbers';
import { fenToYuan, isRemoteArea, priceCheckout, toFen, type Priced } from './pricing';
import { checkoutOf, dueFen, isExpiredUnpaid, type OrderRow } from './queries';
import { payTimeouts, shippingRule, type PayTimeouts, type ShippingFen } from '../settings';

/** What the checkout needs: the database, the clock, the payment module and the payment limits. */
export interface CheckoutDeps {
  db: Db;
  clock: Clock;
  payments: PaymentService;
  /** fixed limits (tests); absent: the platform settings' limits in force */
  timeouts?: PayTimeouts;
}

export interface CheckoutInput {
  ids: number[];
  IfUseProfitJifen: 0 | 1;
  /** absent in older callers: the wallet is not used */
  IfUseUserMoney?: 0 | 1;
  address_id: number | null;
}

export interface SubmitInput extends CheckoutInput {
  order_cate: string;
  pay_cate: number;
  contains_invoice: 0 | 1;
  invoice_id: number | null;
  invoice_address_id: number | null;
  order_invoice_type: string;
  delivery: string;
  expected_deliverys: string;
  remarks: string;
  order_remark_file_items: { FileName?: string | undefined; FileUrl: string }[];
  idem_key: string;
}

const REMIT_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const remitCode = () => Array.from({ length: 8 }, () => REMIT_ALPHABET[randomInt(REMIT_ALPHABET.length)]).join('');

/** The buyer's balances a checkout may spend: points and the wallet (fen). */
interface Balances {
  points: number;
  walletFen: number;
}

const balancesOf = async (db: Db | DbTx, userId: number): Promise<Balances> => {
  const [points, walletFen] = await Promise.all([pointsBalance(db, userId), walletBalanceFen(db, userId)]);
  return { points, walletFen };
};

const price = (lines: CheckoutLine[], remote: boolean, input: CheckoutInput, balances: Balances, shipping: ShippingFen): Priced =>
  priceCheckout(
    lines.map((l) => ({ priceFen: toFen(l.skuPrice), amount: l.amount, rate: l.rate, companyId: l.companyId })),
    {
      remote,
      usePoints: input.IfUseProfitJifen === 1,
      pointsBalance: balances.points,
      shipping,
      useWallet: input.IfUseUserMoney === 1,
      walletBalanceFen: balances.walletFen,
    },
  );

/** Every chosen line found, on sale, at least its minimum, with a price. */
function checkLines(lines: CheckoutLine[], ids: number[]): void {
  if (ids.length === 0 || lines.length !== new Set(ids).size) throw new DomainError(MSG_CHECKOUT_EMPTY);
  for (const l of lines) {
    if (l.isOnSale !== 1 || l.auditStatus !== 1) throw new DomainError(`${MSG_OFF_SALE}：${l.productName}`);
    if (l.amount < l.minAmount) throw new DomainError(`${MSG_BELOW_MIN}：${l.productName}`);
    if (!Number.isFinite(toFen(l.skuPrice))) throw new DomainError(MSG_CHECKOUT_EMPTY);
  }
}

/** The server's totals of the chosen cart lines, exactly as submit will charge them. */
export async function quote(deps: CheckoutDeps, userId: number, input: CheckoutInput): Promise<OrderQuote> {
  const lines = await checkoutLines(deps.db, userId, input.ids, false);
  checkLines(lines, input.ids);
  const addr = await ownAddress(deps.db, userId, input.address_id, 0);
  const remote = addr ? isRemoteArea(addr) : false;
  const [balances, shipping] = await Promise.all([balancesOf(deps.db, userId), shippingRule(deps.db)]);
  const p = price(lines, remote, input, balances, shipping);
  return {
    items: lines.map((l) => ({
      cart_id: l.cartId,
      product_id: l.productId,
      product_name: l.productName,
      company_id: l.companyId,
      company_name: l.companyName,
      atts_items_names: l.attItemNames,
      unit: l.unit,
      firstFile: l.imgUrl ? { FileUrl: l.imgUrl } : (l.fileItems[0] ?? null),
      price: fenToYuan(toFen(l.skuPrice)),
      amount: l.amount,
      subtotal: fenToYuan(toFen(l.skuPrice) * l.amount),
      use_profit_jifen_rate: l.rate,
    })),
    sellers: p.orders.map((o) => ({
      company_id: o.companyId,
      company_name: lines[o.lines[0]!]!.companyName,
      goods: fenToYuan(o.goodsFen),
      express_fee: fenToYuan(o.expressFeeFen),
    })),
    goods_total: fenToYuan(p.goodsFen),
    express_fee: fenToYuan(p.expressFeeFen),
    remote: remote ? 1 : 0,
    points_balance: balances.points,
    points_usable: p.pointsUsable,
    use_profit_jifen: p.usePoints,
    jifen_deduction: fenToYuan(p.usePoints),
    total_price: fenToYuan(p.totalFen),
    tax: fenToYuan(p.taxFen),
    user_money: fenToYuan(balances.walletFen),
    user_money_usable: fenToYuan(p.walletUsable),
    use_user_money: fenToYuan(p.walletFen),
    pay_price: fenToYuan(p.payFen),
  };
}

// ── submit ──────────────────────────────────────────────────────────────────────────────────

/** The spec's refusals of a submit's form, in the spec's order, before anything is read; answers pay_cate. */
function checkSubmitForm(input: SubmitInput): 0 | 1 {
  if (input.ids.length === 0) throw new DomainError(MSG_CHECKOUT_EMPTY);
  if (!input.address_id) throw new DomainError(MSG_ADDRESS_REQUIRED);
  if (input.contains_invoice === 1) {
    if (!input.invoice_address_id) throw new DomainError(MSG_INVOICE_ADDRESS_REQUIRED);
    if (!input.invoice_id) throw new DomainError(MSG_INVOICE_REQUIRED);
  }
  if (!input.delivery) throw new DomainError(MSG_DELIVERY_REQUIRED);
  if (!input.expected_deliverys) throw new DomainError(MSG_EXPECTED_REQUIRED);
  if (input.pay_cate !== 0 && input.pay_cate !== 1) throw new DomainError(MSG_PAY_CATE_REQUIRED);
  return input.pay_cate;
}

interface InvoiceSnapshot {
  invoiceInfo: Record<string, unknown> | null;
  invoiceAddressInfo: Record<string, unknown> | null;
}

/** The chosen invoice profile and invoice address as the orders keep them (a special invoice complete). */
async function invoiceSnapshot(tx: DbTx, userId: number, input: SubmitInput): Promise<InvoiceSnapshot> {
  if (input.contains_invoice !== 1) return { invoiceInfo: null, invoiceAddressInfo: null };
  const invAddr = await ownAddress(tx, userId, input.invoice_address_id, 1);
  if (!invAddr) throw new DomainError(MSG_INVOICE_ADDRESS_REQUIRED);
  const inv = await ownInvoiceProfile(tx, userId, input.invoice_id!);
  if (!inv) throw new DomainError(MSG_INVOICE_REQUIRED);
  // a VAT special invoice (增值税专用发票, 增值税电子专用发票) needs a profile complete for one
  if (isSpecialInvoiceDictCode(input.order_invoice_type)) {
    const problem = specialInvoiceProblem({
      invoice_type: inv.invoiceType,
      name: inv.name,
      identification: inv.identification,
      reg_address: inv.regAddress,
      reg_phone: inv.regPhone,
      bank_name: inv.bankName,
      bank_account: inv.bankAccount,
    });
    if (problem) throw new DomainError(problem);
  }
  return {
    invoiceInfo: {
      name: inv.name,
      invoice_type: inv.invoiceType,
      email: inv.email,
      identification: inv.invoiceType === 1 ? inv.identification : '',
      reg_address: inv.regAddress,
      reg_phone: inv.regPhone,
      bank_name: inv.bankName,
      bank_account: inv.bankAccount,
    },
    invoiceAddressInfo: {
      contact: invAddr.contact,
      phone: invAddr.phone,
      province_name: invAddr.provinceName,
      city_name: invAddr.cityName,
      county_name: invAddr.countyName,
      address: invAddr.address,
    },
  };
}

/** What a submit fixes before its transaction: the numbers, the limit and the remittance code. */
interface SubmitPlan {
  key: string;
  payCate: 0 | 1;
  choices: CheckoutChoices;
  now: Date;
  mainOrderNo: MainOrderNo;
  payDeadline: Date;
  remitCode: string;
  /** the shipping rule in force when the submit began */
  shipping: ShippingFen;
}

/**
 * The submit's transaction: the addresses and invoice, the cart lines (locked: a concurrent submit of the
 * same lines waits here, then finds them gone), the price, the stock and the points taken, the orders
 * written and the cart lines removed. Any refusal rolls all of it back.
 */
async function writeCheckout(tx: DbTx, userId: number, input: SubmitInput, plan: SubmitPlan): Promise<OrderRow[]> {
  const addr: AddressRow | null = await ownAddress(tx, userId, input.address_id, 0);
  if (!addr) throw new DomainError(MSG_ADDRESS_REQUIRED);
  const invoice = await invoiceSnapshot(tx, userId, input);
  const lines = await checkoutLines(tx, userId, input.ids, true);
  checkLines(lines, input.ids);
  const priced = price(lines, isRemoteArea(addr), input, await balancesOf(tx, userId), plan.shipping);
  const short = await takeStock(tx, lines);
  if (short) throw new DomainError(msgStockShort(short.line.productName, short.line.attItemNames, short.left));
  if (priced.usePoints > 0) {
    const left = await changePoints(tx, userId, -priced.usePoints, pointsSpentRemark(plan.mainOrderNo), plan.now);
    if (left === false) throw new DomainError(MSG_POINTS_SHORT);
  }
  // the wallet pays what the balance read above allows; a spend racing this one in between makes the
  // self-clamping update refuse, and the whole checkout rolls back
  if (priced.walletFen > 0) {
    const left = await changeWallet(tx, userId, -priced.walletFen, walletSpentRemark(plan.mainOrderNo), plan.now);
    if (left === false) throw new DomainError(MSG_WALLET_SHORT);
  }
  const checkout: NewCheckout = {
    userId,
    mainOrderNo: plan.mainOrderNo,
    idemKey: plan.key,
    orderCate: input.order_cate || 'product',
    payCate: plan.payCate,
    nowText: formatChinaTime(plan.now),
    payDeadline: plan.payDeadline,
    remitCode: plan.remitCode,
    address: addr,
    containsInvoice: input.contains_invoice,
    invoiceId: input.contains_invoice ? input.invoice_id : null,
    invoiceAddressId: input.contains_invoice ? input.invoice_address_id : null,
    ...invoice,
    choices: plan.choices,
    remarks: input.remarks,
    remarkFileItems: safeFileItems(input.order_remark_file_items),
    lines,
    priced,
  };
  const rows = await insertOrders(tx, checkout);
  await removeCartLines(tx, userId, input.ids);
  return rows;
}

export async function submit(deps: CheckoutDeps, userId: number, input: SubmitInput): Promise<OrderSubmitResult> {
  // a submit depends on the expiry: the stock of unpaid orders past their limit is free again first
  await cancelExpired(deps.db, deps.clock);
  const key = input.idem_key || `auto-${newOrderNo(deps.clock.now())}-${randomInt(1e9)}`;
  const earlier = await ordersByKey(deps.db, userId, key);
  if (earlier.length > 0) return submitResult(deps, userId, earlier);

  const payCate = checkSubmitForm(input);
  const choices = await checkoutChoices(deps.db, input);
  // the limits and the shipping rule in force now (系统设置): the buyer's quote a moment ago used the same
  const [timeouts, shipping] = await Promise.all([deps.timeouts ?? payTimeouts(deps.db), shippingRule(deps.db)]);
  const now = deps.clock.now();
  const plan: SubmitPlan = {
    key,
    payCate,
    choices,
    now,
    mainOrderNo: newOrderNo(now) as MainOrderNo,
    payDeadline: new Date(now.getTime() + (payCate === 1 ? timeouts.onlineMs : timeouts.offlineMs)),
    remitCode: payCate === 0 ? remitCode() : '',
    shipping,
  };
  let made: OrderRow[];
  try {
    made = await deps.db.transaction((tx) => writeCheckout(tx, userId, input, plan));
  } catch (err) {
    // the same key a moment ago (a double click): its orders are the answer
    if (err instanceof DomainError || isUniqueViolation(err, 'orders_idem_uq')) {
      const same = await ordersByKey(deps.db, userId, key);
      if (same.length > 0) return submitResult(deps, userId, same);
    }
    throw err;
  }
  return submitResult(deps, userId, made);
}

/** The answer for the orders a submit made (also what a repeated submit with the same key gets). */
async function submitResult(deps: CheckoutDeps, userId: number, rows: OrderRow[]): Promise<OrderSubmitResult> {
  const first = rows[0]!;
  const totalFen = rows.reduce((a, r) => a + dueFen(r), 0);
  const base = {
    pay_cate: first.payCate as PayCate,
    main_order_no: first.mainOrderNo,
    total_price: fenToYuan(totalFen),
    remit_code: first.remitCode,
  };
  if (first.payCate !== 1 || first.ispay === 1) return { ...base, order_no: first.mainOrderNo, code_url: '' };
  const pay = await paymentOf(deps, userId, rows);
  return { ...base, order_no: pay.order_no, code_url: pay.code_url, ...(pay.simulator_url ? { simulator_url: pay.simulator_url } : {}) };
}

// ── payment ─────────────────────────────────────────────────────────────────────────────────

/**
 * The QR payment of a checkout's unpaid orders: the payment module's one open payment of the checkout
 * (keyed by its first order), for the checkout's whole amount and offered until its pay deadline. The
 * orders point at the code they were last offered (pay_order_no): the pay status and the list read it.
 */
async function paymentOf(deps: CheckoutDeps, userId: number, group: OrderRow[]): Promise<NativePayment> {
  const totalFen = group.reduce((a, r) => a + dueFen(r), 0);
  const first = group[0]!;
  const pay = await deps.payments.payFor({
    userId,
    subjectKind: 'order',
    subjectId: first.id,
    amountFen: totalFen,
    description: paymentDescription(first.mainOrderNo),
    payableUntil: first.payDeadline,
  });
  if (group.some((r) => r.payOrderNo !== pay.order_no)) await pointAtPayment(deps.db, userId, mainOrderNoOf(first), paymentNoOf(pay));
  return pay;
}

/** Pay an unpaid online checkout again (the list's pay button): its QR payment, while within its limit. */
export async function pay(deps: CheckoutDeps, userId: number, ref: CheckoutRef): Promise<NativePayment> {
  const group = await checkoutOf(deps.db, userId, ref);
  const now = deps.clock.now();
  const live = group.filter((r) => r.state === 'active' && r.ispay === 0 && !isExpiredUnpaid(r, now));
  if (live.length === 0 || live.length !== group.length) throw new DomainError(MSG_NOT_PAYABLE);
  if (group[0]!.payCate !== 1) throw new DomainError(MSG_OFFLINE_PAY);
  return paymentOf(deps, userId, group);
}
