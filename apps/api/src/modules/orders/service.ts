// Orders: checkout (quote and submit), the buyer's own orders, cancel, confirm receipt, paying again, the
// offline transfer's receipt, and the automatic cancellation of unpaid orders.
//
// Rules (DESIGN.md "Security and correctness rules"): every amount comes from the server's rows (pricing.ts);
// the stock decrement (a conditional UPDATE … WHERE stock >= n, with CHECK stock >= 0 behind it), the points
// spent (services/points.ts, self-clamping) and the order insert are one transaction; a submit carries an
// idempotency key (unique per user, key and seller), so a double-clicked or retried submit answers the
// orders the first one made; a cancellation (by the buyer or the timer) is one conditional UPDATE of the
// unpaid orders that gives their stock and points back in the same transaction, so it happens once.
import { randomInt } from 'node:crypto';
import type { MainOrder, NativePayment, Order, OrderLine, OrderQuote, OrderSubmitResult, OrderTab, PayCate } from '@ws/api-sdk/contract';
import {
  MSG_ADDRESS_REQUIRED,
  MSG_BELOW_MIN,
  MSG_CANNOT_CANCEL,
  MSG_CANNOT_CONFIRM,
  MSG_CHECKOUT_EMPTY,
  MSG_DELIVERY_REQUIRED,
  MSG_EXPECTED_REQUIRED,
  MSG_INVOICE_ADDRESS_REQUIRED,
  MSG_INVOICE_REQUIRED,
  MSG_NOT_OFFLINE,
  MSG_NOT_PAYABLE,
  MSG_OFFLINE_PAY,
  MSG_OFF_SALE,
  MSG_ORDER_MISSING,
  MSG_PAY_CATE_REQUIRED,
  MSG_POINTS_SHORT,
  MSG_RECEIPT_REQUIRED,
  MSG_STOCK_SHORT,
  ORDER_STATUS_TEXT,
  isSpecialInvoiceDictCode,
  specialInvoiceError,
} from '@ws/api-sdk/contract';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  addresses,
  cartItems,
  companies,
  invoiceProfiles,
  orderExpress,
  orderItems,
  orders,
  payments,
  productSkus,
  products,
  remarks,
  users,
  type FileItem,
} from '../../db/schema';
import { DomainError, isUniqueViolation, newOrderNo } from '../../kernel';
import { formatChinaTime, type Clock } from '../../kernel/time';
import type { DbTx, PaidEffect } from '../payments';
import type { PaymentService, RefundState } from '../payments';
import { changePoints } from '../personal';
import { checkoutChoices } from './choices';
import { fenToYuan, includedTaxFen, isRemoteArea, priceCheckout, toFen, type Priced } from './pricing';

/** How long an unpaid order waits before it is cancelled, by pay_cate (env, in hours). */
export interface PayTimeouts {
  onlineMs: number;
  offlineMs: number;
}

const HOUR = 3600_000;
const positive = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
/** ORDER_UNPAID_ONLINE_HOURS (default 24) and ORDER_UNPAID_OFFLINE_HOURS (default 168, 7 days). */
export function payTimeoutsFromEnv(env: NodeJS.ProcessEnv = process.env): PayTimeouts {
  return {
    onlineMs: positive(env.ORDER_UNPAID_ONLINE_HOURS, 24) * HOUR,
    offlineMs: positive(env.ORDER_UNPAID_OFFLINE_HOURS, 24 * 7) * HOUR,
  };
}

export interface OrdersDeps {
  db: Db;
  clock: Clock;
  payments: PaymentService;
  /** whether the demo payment simulator link may be answered */
  simulator: boolean;
  timeouts?: PayTimeouts;
}

export interface CheckoutInput {
  ids: number[];
  IfUseProfitJifen: 0 | 1;
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
/** Only URLs of a stored file: a same-site path or an http(s) URL (never javascript: or data:). */
export function safeFileItems(items: { FileName?: string | undefined; FileUrl: string }[]): FileItem[] {
  return items
    .map((f) => ({ FileName: String(f.FileName ?? '').slice(0, 200), FileUrl: String(f.FileUrl).trim() }))
    .filter((f) => f.FileUrl.length <= 1000 && (/^\/(?!\/)/.test(f.FileUrl) || /^https?:\/\/[^\s]+$/i.test(f.FileUrl)));
}

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

const statusText = (o: OrderRow, refund: RefundState | null) =>
  o.state === 'cancelled'
    ? refund === 'refunded'
      ? ORDER_STATUS_TEXT.cancelledRefunded
      : refund === 'refund_pending'
        ? ORDER_STATUS_TEXT.cancelledRefundPending
        : ORDER_STATUS_TEXT.cancelled
    : o.isconfirm
      ? ORDER_STATUS_TEXT.confirm
      : o.isexpress
        ? ORDER_STATUS_TEXT.express
        : o.ispay
          ? ORDER_STATUS_TEXT.pay
          : ORDER_STATUS_TEXT.notpay;

export const MSG_CANCELLED_BY_TIMER = '超时未支付，订单已自动取消';
export const MSG_CANCELLED_BY_BUYER = '订单已由买家取消';

/** Why a cancelled order was cancelled, and where a payment that came afterwards stands. */
const cancelNote = (o: OrderRow, refund: RefundState | null) =>
  [
    // rows cancelled before cancelled_by existed say nothing about who did it
    o.cancelledBy === 'timer' ? MSG_CANCELLED_BY_TIMER : o.cancelledBy === 'buyer' ? MSG_CANCELLED_BY_BUYER : '',
    refund === 'refunded' ? '支付款项已原路退回' : refund === 'refund_pending' ? '支付款项退款处理中' : '',
  ]
    .filter(Boolean)
    .join('；');

const flag = (n: number) => (n === 1 ? 1 : 0) as 0 | 1;

/** The tab filters (spec 02 §2 Orders); cancelled orders are listed in none of them. */
export function tabWhere(tab: OrderTab): SQL {
  const active = eq(orders.state, 'active');
  switch (tab) {
    case 'notpay':
      return and(active, eq(orders.ispay, 0))!;
    case 'pay':
      return and(active, eq(orders.ispay, 1), eq(orders.isexpress, 0))!;
    case 'express':
      return and(active, eq(orders.ispay, 1), eq(orders.isexpress, 1), eq(orders.isconfirm, 0))!;
    case 'confirm':
      return and(active, eq(orders.isconfirm, 1))!;
    default:
      return active;
  }
}

interface CheckoutLine {
  cartId: number;
  productId: number;
  productName: string;
  productType: string;
  pcode: string;
  unit: string;
  minAmount: number;
  isOnSale: number;
  fileItems: FileItem[];
  skuId: number;
  attItemIds: string;
  attItemNames: string;
  skuPrice: string;
  imgUrl: string;
  amount: number;
  rate: number;
  companyId: number;
  companyName: string;
}

export class OrdersService {
  private readonly timeouts: PayTimeouts;
  constructor(private readonly deps: OrdersDeps) {
    this.timeouts = deps.timeouts ?? payTimeoutsFromEnv();
  }

  private get db() {
    return this.deps.db;
  }

  // ── checkout ─────────────────────────────────────────────────────────────────────────────

  private async checkoutLines(db: Db | DbTx, userId: number, ids: number[], lock: boolean): Promise<CheckoutLine[]> {
    const q = db
      .select({
        cartId: cartItems.id,
        productId: products.id,
        productName: products.name,
        productType: products.productType,
        pcode: products.pcode,
        unit: products.unit,
        minAmount: products.minAmount,
        isOnSale: products.isOnSale,
        fileItems: products.fileItems,
        skuId: productSkus.id,
        attItemIds: productSkus.attItemIds,
        attItemNames: productSkus.attItemNames,
        skuPrice: productSkus.price,
        imgUrl: productSkus.imgUrl,
        amount: cartItems.amount,
        rate: products.useProfitJifenRate,
        companyId: products.companyId,
        companyName: companies.name,
      })
      .from(cartItems)
      .innerJoin(productSkus, eq(productSkus.id, cartItems.skuId))
      .innerJoin(products, eq(products.id, productSkus.productId))
      .innerJoin(companies, eq(companies.id, products.companyId))
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
      .orderBy(asc(cartItems.id));
    return lock ? q.for('update', { of: cartItems }) : q;
  }

  private async address(db: Db | DbTx, userId: number, id: number | null, type: 0 | 1) {
    if (!id) return null;
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId), eq(addresses.type, type)))
      .limit(1);
    return row ?? null;
  }

  private price(lines: CheckoutLine[], remote: boolean, usePoints: boolean, balance: number): Priced {
    return priceCheckout(
      lines.map((l) => ({ priceFen: toFen(l.skuPrice), amount: l.amount, rate: l.rate, companyId: l.companyId })),
      { remote, usePoints, pointsBalance: balance },
    );
  }

  private static checkLines(lines: CheckoutLine[], ids: number[]) {
    if (ids.length === 0 || lines.length !== new Set(ids).size) throw new DomainError(MSG_CHECKOUT_EMPTY);
    for (const l of lines) {
      if (l.isOnSale !== 1) throw new DomainError(`${MSG_OFF_SALE}：${l.productName}`);
      if (l.amount < l.minAmount) throw new DomainError(`${MSG_BELOW_MIN}：${l.productName}`);
      if (!Number.isFinite(toFen(l.skuPrice))) throw new DomainError(MSG_CHECKOUT_EMPTY);
    }
  }

  /** The server's totals of the chosen cart lines, exactly as submit will charge them. */
  async quote(userId: number, input: CheckoutInput): Promise<OrderQuote> {
    const lines = await this.checkoutLines(this.db, userId, input.ids, false);
    OrdersService.checkLines(lines, input.ids);
    const addr = await this.address(this.db, userId, input.address_id, 0);
    const remote = addr ? isRemoteArea(addr) : false;
    const [u] = await this.db.select({ points: users.profitJifen }).from(users).where(eq(users.id, userId));
    const balance = u?.points ?? 0;
    const p = this.price(lines, remote, input.IfUseProfitJifen === 1, balance);
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
      points_balance: balance,
      points_usable: p.pointsUsable,
      use_profit_jifen: p.usePoints,
      jifen_deduction: fenToYuan(p.usePoints),
      total_price: fenToYuan(p.totalFen),
      tax: fenToYuan(p.taxFen),
    };
  }

  /** The answer for the orders a submit made (also what a repeated submit with the same key gets). */
  private async submitResult(userId: number, rows: OrderRow[]): Promise<OrderSubmitResult> {
    const first = rows[0]!;
    const totalFen = rows.reduce((a, r) => a + r.totalFen, 0);
    const base = {
      pay_cate: first.payCate as PayCate,
      main_order_no: first.mainOrderNo,
      total_price: fenToYuan(totalFen),
      remit_code: first.remitCode,
    };
    if (first.payCate !== 1 || first.ispay === 1) return { ...base, order_no: first.mainOrderNo, code_url: '' };
    const pay = await this.paymentOf(userId, rows);
    return { ...base, order_no: pay.order_no, code_url: pay.code_url, ...(pay.simulator_url ? { simulator_url: pay.simulator_url } : {}) };
  }

  private async existingByKey(userId: number, key: string): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idemKey, key)))
      .orderBy(asc(orders.id));
  }

  async submit(userId: number, input: SubmitInput): Promise<OrderSubmitResult> {
    await this.cancelExpired();
    const key = input.idem_key || `auto-${newOrderNo(this.deps.clock.now())}-${randomInt(1e9)}`;
    const earlier = await this.existingByKey(userId, key);
    if (earlier.length > 0) return this.submitResult(userId, earlier);

    if (input.ids.length === 0) throw new DomainError(MSG_CHECKOUT_EMPTY);
    if (!input.address_id) throw new DomainError(MSG_ADDRESS_REQUIRED);
    if (input.contains_invoice === 1) {
      if (!input.invoice_address_id) throw new DomainError(MSG_INVOICE_ADDRESS_REQUIRED);
      if (!input.invoice_id) throw new DomainError(MSG_INVOICE_REQUIRED);
    }
    if (!input.delivery) throw new DomainError(MSG_DELIVERY_REQUIRED);
    if (!input.expected_deliverys) throw new DomainError(MSG_EXPECTED_REQUIRED);
    if (input.pay_cate !== 0 && input.pay_cate !== 1) throw new DomainError(MSG_PAY_CATE_REQUIRED);
    const payCate = input.pay_cate;
    const choices = await checkoutChoices(this.db, input);

    const now = this.deps.clock.now();
    const nowText = formatChinaTime(now);
    const mainNo = newOrderNo(now);
    const deadline = new Date(now.getTime() + (payCate === 1 ? this.timeouts.onlineMs : this.timeouts.offlineMs));
    const code = payCate === 0 ? remitCode() : '';

    let made: OrderRow[];
    try {
      made = await this.db.transaction(async (tx) => {
        const addr = await this.address(tx, userId, input.address_id, 0);
        if (!addr) throw new DomainError(MSG_ADDRESS_REQUIRED);
        let invoiceInfo: Record<string, unknown> | null = null;
        let invoiceAddressInfo: Record<string, unknown> | null = null;
        if (input.contains_invoice === 1) {
          const invAddr = await this.address(tx, userId, input.invoice_address_id, 1);
          if (!invAddr) throw new DomainError(MSG_INVOICE_ADDRESS_REQUIRED);
          const [inv] = await tx
            .select()
            .from(invoiceProfiles)
            .where(and(eq(invoiceProfiles.id, input.invoice_id!), eq(invoiceProfiles.userId, userId)))
            .limit(1);
          if (!inv) throw new DomainError(MSG_INVOICE_REQUIRED);
          if (isSpecialInvoiceDictCode(input.order_invoice_type)) {
            const problem = specialInvoiceError({
              invoice_type: inv.invoiceType,
              reg_address: inv.regAddress,
              reg_phone: inv.regPhone,
              bank_name: inv.bankName,
              bank_account: inv.bankAccount,
            });
            if (problem) throw new DomainError(problem);
          }
          invoiceInfo = {
            name: inv.name,
            invoice_type: inv.invoiceType,
            email: inv.email,
            identification: inv.invoiceType === 1 ? inv.identification : '',
            reg_address: inv.regAddress,
            reg_phone: inv.regPhone,
            bank_name: inv.bankName,
            bank_account: inv.bankAccount,
          };
          invoiceAddressInfo = {
            contact: invAddr.contact,
            phone: invAddr.phone,
            province_name: invAddr.provinceName,
            city_name: invAddr.cityName,
            county_name: invAddr.countyName,
            address: invAddr.address,
          };
        }

        // the cart lines are locked: a concurrent submit of the same lines waits here, then finds them gone
        const lines = await this.checkoutLines(tx, userId, input.ids, true);
        OrdersService.checkLines(lines, input.ids);
        const [u] = await tx.select({ points: users.profitJifen }).from(users).where(eq(users.id, userId));
        const p = this.price(lines, isRemoteArea(addr), input.IfUseProfitJifen === 1, u?.points ?? 0);

        // stock, in SKU order so that two buyers of the same SKUs never wait on each other in a cycle
        for (const l of [...lines].sort((a, b) => a.skuId - b.skuId)) {
          const taken = await tx
            .update(productSkus)
            .set({ stock: sql`${productSkus.stock} - ${l.amount}` })
            .where(and(eq(productSkus.id, l.skuId), sql`${productSkus.stock} >= ${l.amount}`))
            .returning({ id: productSkus.id });
          if (taken.length === 0) throw new DomainError(`${MSG_STOCK_SHORT}：${l.productName}`);
          await tx.update(products).set({ sales: sql`${products.sales} + ${l.amount}` }).where(eq(products.id, l.productId));
        }
        if (p.usePoints > 0) {
          const left = await changePoints(tx, userId, -p.usePoints, `订单${mainNo}抵扣`, now);
          if (left === false) throw new DomainError(MSG_POINTS_SHORT);
        }

        const allPaid = p.totalFen === 0;
        const rows: OrderRow[] = [];
        for (const [i, o] of p.orders.entries()) {
          const [row] = await tx
            .insert(orders)
            .values({
              orderNo: `${mainNo}${String(i + 1).padStart(2, '0')}`,
              mainOrderNo: mainNo,
              userId,
              companyId: o.companyId,
              idemKey: key,
              orderCate: input.order_cate || 'product',
              payCate,
              ispay: allPaid ? 1 : 0,
              payTime: allPaid ? nowText : null,
              goodsFen: o.goodsFen,
              expressFeeFen: o.expressFeeFen,
              usePoints: o.usePoints,
              totalFen: o.totalFen,
              contact: addr.contact,
              phone: addr.phone,
              provinceName: addr.provinceName,
              provinceCode: addr.provinceCode,
              cityName: addr.cityName,
              cityCode: addr.cityCode,
              countyName: addr.countyName,
              countyCode: addr.countyCode,
              address: addr.address,
              containsInvoice: input.contains_invoice,
              invoiceId: input.contains_invoice ? input.invoice_id : null,
              invoiceAddressId: input.contains_invoice ? input.invoice_address_id : null,
              orderInvoiceType: choices.orderInvoiceType,
              invoiceInfo,
              invoiceAddressInfo,
              delivery: choices.delivery,
              expectedDelivery: choices.expectedDelivery,
              remarks: input.remarks,
              remarkFileItems: safeFileItems(input.order_remark_file_items),
              remitCode: code,
              createTime: nowText,
              payDeadline: deadline,
            })
            .returning();
          rows.push(row!);
          await tx.insert(orderItems).values(
            o.lines.map((li) => {
              const l = lines[li]!;
              return {
                orderId: row!.id,
                productId: l.productId,
                skuId: l.skuId,
                productName: l.productName,
                productType: l.productType,
                skuCode: l.pcode ? `${l.pcode}-${l.skuId}` : String(l.skuId),
                attsItemsIds: l.attItemIds,
                attsItemsNames: l.attItemNames,
                unit: l.unit,
                imgUrl: l.imgUrl || l.fileItems[0]?.FileUrl || '',
                priceFen: toFen(l.skuPrice),
                amount: l.amount,
                useProfitJifenRate: l.rate,
                usePoints: p.linePoints[li]!,
              };
            }),
          );
        }
        await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, input.ids)));
        return rows;
      });
    } catch (err) {
      // the same key a moment ago (a double click): its orders are the answer
      if (err instanceof DomainError || isUniqueViolation(err, 'orders_idem_uq')) {
        const same = await this.existingByKey(userId, key);
        if (same.length > 0) return this.submitResult(userId, same);
      }
      throw err;
    }
    return this.submitResult(userId, made);
  }

  // ── payment ──────────────────────────────────────────────────────────────────────────────

  /**
   * The QR payment of a checkout's unpaid orders: the payment module's one open payment of the checkout
   * (keyed by its first order), for the checkout's whole amount and offered until its pay deadline. The
   * orders point at the code they were last offered (pay_order_no): the pay status and the list read it.
   */
  private async paymentOf(userId: number, group: OrderRow[]): Promise<NativePayment> {
    const totalFen = group.reduce((a, r) => a + r.totalFen, 0);
    const first = group[0]!;
    const pay = await this.deps.payments.payFor({
      userId,
      subjectKind: 'order',
      subjectId: first.id,
      amountFen: totalFen,
      description: `商城订单-${first.mainOrderNo}`,
      payableUntil: first.payDeadline,
    });
    if (group.some((r) => r.payOrderNo !== pay.order_no)) {
      await this.db
        .update(orders)
        .set({ payOrderNo: pay.order_no })
        .where(and(eq(orders.mainOrderNo, first.mainOrderNo), eq(orders.userId, userId), eq(orders.ispay, 0)));
    }
    return pay;
  }

  /** Pay an unpaid online order (the list's pay button): its checkout's QR payment. */
  async pay(userId: number, orderNo: string): Promise<NativePayment> {
    await this.cancelExpired();
    const group = await this.groupOf(userId, orderNo);
    const live = group.filter((r) => r.state === 'active' && r.ispay === 0);
    if (live.length === 0 || live.length !== group.length) throw new DomainError(MSG_NOT_PAYABLE);
    if (group[0]!.payCate !== 1) throw new DomainError(MSG_OFFLINE_PAY);
    return this.paymentOf(userId, group);
  }

  // ── reading ──────────────────────────────────────────────────────────────────────────────

  private async group(userId: number, mainNo: string): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.mainOrderNo, mainNo)))
      .orderBy(asc(orders.id));
  }

  /** The caller's checkout of an order number or a checkout number; throws 订单不存在 otherwise. */
  private async groupOf(userId: number, no: string): Promise<OrderRow[]> {
    if (!no) throw new DomainError(MSG_ORDER_MISSING);
    const [hit] = await this.db
      .select({ main: orders.mainOrderNo })
      .from(orders)
      .where(and(eq(orders.userId, userId), or(eq(orders.orderNo, no), eq(orders.mainOrderNo, no), eq(orders.payOrderNo, no))))
      .limit(1);
    if (!hit) throw new DomainError(MSG_ORDER_MISSING);
    return this.group(userId, hit.main);
  }

  private shape(rows: OrderRow[]): Promise<Order[]> {
    return shapeOrders(this.db, rows);
  }

  async list(userId: number, opts: { tab: OrderTab; orderCate: string; pageNum: number; pageSize: number }): Promise<{ items: Order[]; total: number }> {
    await this.cancelExpired();
    const where = and(eq(orders.userId, userId), tabWhere(opts.tab), opts.orderCate ? eq(orders.orderCate, opts.orderCate) : undefined);
    const [rows, [n]] = await Promise.all([
      this.db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createTime), desc(orders.id))
        .limit(opts.pageSize)
        .offset((opts.pageNum - 1) * opts.pageSize),
      this.db.select({ n: count() }).from(orders).where(where),
    ]);
    return { items: await this.shape(rows), total: n?.n ?? 0 };
  }

  async info(userId: number, orderNo: string): Promise<Order> {
    await this.cancelExpired();
    const group = await this.groupOf(userId, orderNo);
    const row = group.find((r) => r.orderNo === orderNo) ?? group[0]!;
    return (await this.shape([row]))[0]!;
  }

  async mainInfo(userId: number, no: string): Promise<MainOrder> {
    await this.cancelExpired();
    const group = await this.groupOf(userId, no);
    const first = group[0]!;
    const shaped = await this.shape(group);
    const cancelled = group.every((r) => r.state === 'cancelled');
    return {
      main_order_no: first.mainOrderNo,
      pay_cate: first.payCate as PayCate,
      ispay: group.every((r) => r.ispay === 1) ? 1 : 0,
      cancelled: cancelled ? 1 : 0,
      total_price: fenToYuan(group.reduce((a, r) => a + r.totalFen, 0)),
      remit_code: first.remitCode,
      transfer_receipt: first.transferReceipt,
      auto_cancel_time: shaped[0]!.auto_cancel_time,
      orders: shaped,
    };
  }

  // ── changes ──────────────────────────────────────────────────────────────────────────────

  /**
   * Cancel unpaid orders matching `where` (always narrowed to active, unpaid ones) and give back their
   * stock and points, in one transaction. The UPDATE decides: a concurrent payment or a second cancel
   * finds nothing left to change.
   */
  private async cancelWhere(where: SQL, by: 'buyer' | 'timer'): Promise<number> {
    const now = this.deps.clock.now();
    return this.db.transaction(async (tx) => {
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
        .set({ state: 'cancelled', cancelTime: formatChinaTime(now), cancelledBy: by })
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
        .returning({ id: orders.id, userId: orders.userId, usePoints: orders.usePoints, mainOrderNo: orders.mainOrderNo });
      if (cancelled.length === 0) return 0;
      const ids = cancelled.map((c) => c.id);
      await tx.execute(sql`
        update product_skus s set stock = s.stock + x.n
        from (select sku_id, sum(amount)::int as n from order_items where order_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) group by sku_id) x
        where s.id = x.sku_id`);
      const refunds = new Map<string, { userId: number; points: number }>();
      for (const c of cancelled) {
        if (c.usePoints <= 0) continue;
        const k = `${c.userId}:${c.mainOrderNo}`;
        const r = refunds.get(k) ?? { userId: c.userId, points: 0 };
        r.points += c.usePoints;
        refunds.set(k, r);
      }
      for (const [k, r] of refunds) await changePoints(tx, r.userId, r.points, `订单${k.split(':')[1]}取消，退还积分`, now);
      return cancelled.length;
    });
  }

  /** The timer's sweep: unpaid orders past their deadline are cancelled. Answers how many. */
  async cancelExpired(): Promise<number> {
    const now = this.deps.clock.now();
    const due = sql`${orders.payDeadline} <= ${now.toISOString()}::timestamptz`;
    // most calls find nothing due: one index probe (the partial index of unpaid orders) instead of a transaction
    const [any] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(due, eq(orders.state, 'active'), eq(orders.ispay, 0)))
      .limit(1);
    return any ? this.cancelWhere(due, 'timer') : 0;
  }

  /** The buyer cancels an unpaid checkout (all its orders: they are paid together). */
  async cancel(userId: number, orderNo: string): Promise<void> {
    const group = await this.groupOf(userId, orderNo);
    const changed = await this.cancelWhere(and(eq(orders.userId, userId), eq(orders.mainOrderNo, group[0]!.mainOrderNo))!, 'buyer');
    if (changed === 0) throw new DomainError(MSG_CANNOT_CANCEL);
  }

  async confirm(userId: number, orderNo: string): Promise<void> {
    const now = formatChinaTime(this.deps.clock.now());
    const changed = await this.db
      .update(orders)
      .set({ isconfirm: 1, confirmTime: now })
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.orderNo, orderNo),
          eq(orders.state, 'active'),
          eq(orders.ispay, 1),
          eq(orders.isexpress, 1),
          eq(orders.isconfirm, 0),
        ),
      )
      .returning({ id: orders.id });
    if (changed.length > 0) return;
    const [exists] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.orderNo, orderNo)))
      .limit(1);
    throw new DomainError(exists ? MSG_CANNOT_CONFIRM : MSG_ORDER_MISSING);
  }

  /** The offline transfer's receipt, on every order of the checkout (the merchants see it). */
  async uploadReceipt(userId: number, orderNo: string, files: { FileName?: string | undefined; FileUrl: string }[]): Promise<void> {
    const kept = safeFileItems(files);
    if (kept.length === 0) throw new DomainError(MSG_RECEIPT_REQUIRED);
    const group = await this.groupOf(userId, orderNo);
    if (group[0]!.payCate !== 0) throw new DomainError(MSG_NOT_OFFLINE);
    const changed = await this.db
      .update(orders)
      .set({ transferReceipt: kept })
      .where(and(eq(orders.userId, userId), eq(orders.mainOrderNo, group[0]!.mainOrderNo), eq(orders.state, 'active')))
      .returning({ id: orders.id });
    if (changed.length === 0) throw new DomainError(MSG_NOT_PAYABLE);
  }
}

/**
 * The 'order' effect of a QR payment: the checkout's orders become paid, once (the payment module runs it
 * only when the payment row changed). An order cancelled before the money arrived stays cancelled (its
 * stock and points are back already): its share is answered as a shortfall, which the payment module
 * refunds. The rows are locked in id order first, as a cancellation locks them.
 */
export const orderPaidEffect: PaidEffect = async (tx, payment) => {
  // the checkout of the payment's first order (subject), whichever of its codes was paid
  const rows = await tx
    .select({ id: orders.id, state: orders.state, ispay: orders.ispay, totalFen: orders.totalFen })
    .from(orders)
    .where(
      and(
        eq(orders.userId, payment.userId),
        eq(orders.mainOrderNo, sql`(select ${orders.mainOrderNo} from ${orders} where ${orders.id} = ${payment.subjectId})`),
      ),
    )
    .orderBy(asc(orders.id))
    .for('update');
  const payable = rows.filter((r) => r.state === 'active' && r.ispay === 0);
  let paidFen = 0;
  if (payable.length > 0) {
    const changed = await tx
      .update(orders)
      .set({ ispay: 1, payTime: formatChinaTime(payment.paidAt), payOrderNo: payment.orderNo })
      .where(
        and(
          inArray(
            orders.id,
            payable.map((r) => r.id),
          ),
          eq(orders.ispay, 0),
          eq(orders.state, 'active'),
        ),
      )
      .returning({ totalFen: orders.totalFen });
    paidFen = changed.reduce((a, r) => a + r.totalFen, 0);
  }
  const refundFen = payment.amountFen - paidFen;
  if (refundFen <= 0) return;
  return { refundFen, reason: rows.some((r) => r.state === 'cancelled') ? 'cancelled' : 'duplicate' };
};

/** API shapes of order rows, with their lines, company names, shipments, reviews and (for cancelled ones) late payments' refunds in at most five queries (the buyer's and the merchant's calls answer the same shape). */
export async function shapeOrders(db: Db, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, names, ships] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(companies.id, [...new Set(rows.map((r) => r.companyId))])),
    db.select().from(orderExpress).where(inArray(orderExpress.orderId, ids)),
  ]);
  const reviewed = items.length
    ? await db
        .select({ itemId: remarks.itemId })
        .from(remarks)
        .where(and(eq(remarks.xcate, 'product'), inArray(remarks.itemId, items.map((i) => i.id))))
    : [];
  const reviewedIds = new Set(reviewed.map((r) => r.itemId));
  // a cancelled order whose payment came afterwards says whether the money is back
  const payNos = [...new Set(rows.filter((r) => r.state === 'cancelled' && r.payOrderNo).map((r) => r.payOrderNo!))];
  const refunds = payNos.length
    ? await db
        .select({ orderNo: payments.orderNo, status: payments.status })
        .from(payments)
        .where(and(inArray(payments.orderNo, payNos), inArray(payments.status, ['refunded', 'refund_pending'])))
    : [];
  const refundOf = new Map(refunds.map((r) => [r.orderNo, r.status as RefundState]));
  const byOrder = new Map<number, ItemRow[]>();
  for (const it of items) byOrder.set(it.orderId, [...(byOrder.get(it.orderId) ?? []), it]);
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const shipOf = new Map(ships.map((s) => [s.orderId, s]));
  return rows.map((o) => {
    const lines = byOrder.get(o.id) ?? [];
    const ship = shipOf.get(o.id);
    return {
      order_no: o.orderNo,
      main_order_no: o.mainOrderNo,
      status: statusText(o, o.payOrderNo ? (refundOf.get(o.payOrderNo) ?? null) : null),
      ispay: flag(o.ispay),
      isexpress: flag(o.isexpress),
      isconfirm: flag(o.isconfirm),
      isremark: lines.length > 0 && lines.every((l) => reviewedIds.has(l.id)) ? 1 : 0,
      pay_cate: o.payCate as PayCate,
      order_cate: o.orderCate,
      company_id: o.companyId,
      company_name: nameOf.get(o.companyId) ?? '',
      create_time: o.createTime,
      pay_time: o.payTime ?? '',
      express_time: o.expressTime ?? ship?.createTime ?? '',
      confirm_time: o.confirmTime ?? '',
      cancel_time: o.cancelTime ?? '',
      auto_cancel_time: o.state === 'active' && o.ispay === 0 ? formatChinaTime(o.payDeadline) : '',
      ...(o.state === 'cancelled' ? { cancel_note: cancelNote(o, o.payOrderNo ? (refundOf.get(o.payOrderNo) ?? null) : null) } : {}),
      contact: o.contact,
      phone: o.phone,
      province_name: o.provinceName,
      city_name: o.cityName,
      county_name: o.countyName,
      province_code: o.provinceCode,
      city_code: o.cityCode,
      county_code: o.countyCode,
      address: o.address,
      coupon_item_facevalue: '0.00',
      use_user_money: '0.00',
      total: fenToYuan(o.totalFen),
      ptotal: fenToYuan(o.goodsFen),
      express_fee: fenToYuan(o.expressFeeFen),
      use_profit_jifen: o.usePoints,
      jifen_deduction: fenToYuan(o.usePoints),
      tax: fenToYuan(includedTaxFen(o.totalFen)),
      contains_invoice: flag(o.containsInvoice),
      invoice_id: o.invoiceId ?? 0,
      invoice_address_id: o.invoiceAddressId ?? 0,
      order_invoice_type: o.orderInvoiceType,
      invoiceInfo: o.invoiceInfo ?? null,
      invoiceAddressInfo: o.invoiceAddressInfo ?? null,
      delivery: o.delivery,
      expected_deliverys: o.expectedDelivery,
      remarks: o.remarks,
      order_remark_file_items: o.remarkFileItems,
      order_express: ship ? { express_name: ship.expressName, express_no: ship.expressNo, express_value: ship.expressValue } : null,
      remit_code: o.remitCode,
      transfer_receipt: o.transferReceipt,
      order_items: lines.map(
        (l): OrderLine => ({
          id: l.id,
          product_id: l.productId,
          product_name: l.productName,
          product_type: l.productType,
          sku_code: l.skuCode,
          atts_items_ids: l.attsItemsIds,
          atts_items_names: l.attsItemsNames,
          unit: l.unit,
          firstFile: l.imgUrl ? { FileUrl: l.imgUrl } : null,
          price: fenToYuan(l.priceFen),
          amount: l.amount,
          use_profit_jifen_rate: l.useProfitJifenRate,
          use_profit_jifen: l.usePoints,
        }),
      ),
    };
  });
}

/** ORDER_EXPIRY_INTERVAL_MS: how often the running server sweeps; default one minute, at least 500 ms
 *  (a malformed or too small value falls back rather than spinning). */
export function orderExpiryIntervalMs(value: string | undefined): number {
  const n = Number(value);
  if (!value || !Number.isInteger(n)) return 60_000;
  return Math.min(Math.max(n, 500), 24 * HOUR);
}

/** Runs the unpaid-order sweep every `intervalMs` (default one minute); answers a stop function. */
export function startOrderExpiry(service: Pick<OrdersService, 'cancelExpired'>, intervalMs = 60_000, onError: (err: unknown) => void = () => {}): () => void {
  const timer = setInterval(() => {
    service.cancelExpired().catch(onError);
  }, intervalMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
