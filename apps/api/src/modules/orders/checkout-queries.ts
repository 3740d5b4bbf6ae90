// The checkout's SQL: the chosen cart lines with their products, SKUs and sellers (locked while a submit
// runs), the caller's addresses, invoice profile and points, the stock taken, the orders and their lines
// written, the cart lines removed, a submit's orders found again by its idempotency key, and the payment
// number the unpaid orders point at.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, cartItems, companies, invoiceProfiles, orderItems, orders, productSkus, products, users, type FileItem } from '../../db/schema';
import type { MainOrderNo, PaymentNo } from '../../kernel';
import type { DbTx } from '../payments';
import type { CheckoutChoices } from './choices';
import { byMainOrderNo, type OrderRow } from './queries';
import { toFen, type Priced } from './pricing';

type Reader = Db | DbTx;

export interface CheckoutLine {
  cartId: number;
  productId: number;
  productName: string;
  productType: string;
  pcode: string;
  unit: string;
  minAmount: number;
  isOnSale: number;
  auditStatus: number;
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

/** The caller's chosen cart lines; `lock` holds them (FOR UPDATE) until the submit's transaction ends. */
export async function checkoutLines(db: Reader, userId: number, ids: number[], lock: boolean): Promise<CheckoutLine[]> {
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
      auditStatus: products.auditStatus,
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

export type AddressRow = typeof addresses.$inferSelect;

/** One of the caller's addresses of a type (0 delivery, 1 invoice), or null. */
export async function ownAddress(db: Reader, userId: number, id: number | null, type: 0 | 1): Promise<AddressRow | null> {
  if (!id) return null;
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId), eq(addresses.type, type)))
    .limit(1);
  return row ?? null;
}

export type InvoiceProfileRow = typeof invoiceProfiles.$inferSelect;

/** One of the caller's invoice profiles, or null. */
export async function ownInvoiceProfile(db: Reader, userId: number, id: number): Promise<InvoiceProfileRow | null> {
  const [row] = await db
    .select()
    .from(invoiceProfiles)
    .where(and(eq(invoiceProfiles.id, id), eq(invoiceProfiles.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function pointsBalance(db: Reader, userId: number): Promise<number> {
  const [u] = await db.select({ points: users.profitJifen }).from(users).where(eq(users.id, userId));
  return u?.points ?? 0;
}

/**
 * Takes each line's amount from its SKU's stock (a conditional UPDATE … WHERE stock >= n, with CHECK
 * stock >= 0 behind it) and adds it to the product's sales, in SKU order so that two buyers of the same
 * SKUs never wait on each other in a cycle. Answers the first line whose stock is short (the caller rolls
 * back), or null.
 */
export async function takeStock(tx: DbTx, lines: CheckoutLine[]): Promise<{ line: CheckoutLine; left: number } | null> {
  for (const l of [...lines].sort((a, b) => a.skuId - b.skuId)) {
    const taken = await tx
      .update(productSkus)
      .set({ stock: sql`${productSkus.stock} - ${l.amount}` })
      .where(and(eq(productSkus.id, l.skuId), sql`${productSkus.stock} >= ${l.amount}`))
      .returning({ id: productSkus.id });
    if (taken.length === 0) {
      // what is left, for the buyer's message (the transaction is rolled back anyway)
      const [row] = await tx.select({ stock: productSkus.stock }).from(productSkus).where(eq(productSkus.id, l.skuId));
      return { line: l, left: Math.max(0, row?.stock ?? 0) };
    }
    await tx.update(products).set({ sales: sql`${products.sales} + ${l.amount}` }).where(eq(products.id, l.productId));
  }
  return null;
}

/** Everything a submit writes into its orders. */
export interface NewCheckout {
  userId: number;
  mainOrderNo: MainOrderNo;
  idemKey: string;
  orderCate: string;
  payCate: 0 | 1;
  /** China time of the submit (create_time; pay_time of a checkout that costs nothing) */
  nowText: string;
  payDeadline: Date;
  remitCode: string;
  address: AddressRow;
  containsInvoice: 0 | 1;
  invoiceId: number | null;
  invoiceAddressId: number | null;
  invoiceInfo: Record<string, unknown> | null;
  invoiceAddressInfo: Record<string, unknown> | null;
  choices: CheckoutChoices;
  remarks: string;
  remarkFileItems: FileItem[];
  lines: CheckoutLine[];
  priced: Priced;
}

/** One order per seller (numbered main order number + 01, 02 …) with its lines' snapshots. */
export async function insertOrders(tx: DbTx, c: NewCheckout): Promise<OrderRow[]> {
  // nothing left to pay (points and the wallet cover it all): paid at once
  const allPaid = c.priced.payFen === 0;
  const a = c.address;
  const rows: OrderRow[] = [];
  for (const [i, o] of c.priced.orders.entries()) {
    const [row] = await tx
      .insert(orders)
      .values({
        orderNo: `${c.mainOrderNo}${String(i + 1).padStart(2, '0')}`,
        mainOrderNo: c.mainOrderNo,
        userId: c.userId,
        companyId: o.companyId,
        idemKey: c.idemKey,
        orderCate: c.orderCate,
        payCate: c.payCate,
        ispay: allPaid ? 1 : 0,
        payTime: allPaid ? c.nowText : null,
        goodsFen: o.goodsFen,
        expressFeeFen: o.expressFeeFen,
        usePoints: o.usePoints,
        totalFen: o.totalFen,
        walletFen: o.walletFen,
        contact: a.contact,
        phone: a.phone,
        provinceName: a.provinceName,
        provinceCode: a.provinceCode,
        cityName: a.cityName,
        cityCode: a.cityCode,
        countyName: a.countyName,
        countyCode: a.countyCode,
        address: a.address,
        containsInvoice: c.containsInvoice,
        invoiceId: c.invoiceId,
        invoiceAddressId: c.invoiceAddressId,
        orderInvoiceType: c.choices.orderInvoiceType,
        invoiceInfo: c.invoiceInfo,
        invoiceAddressInfo: c.invoiceAddressInfo,
        delivery: c.choices.delivery,
        expectedDelivery: c.choices.expectedDelivery,
        remarks: c.remarks,
        remarkFileItems: c.remarkFileItems,
        remitCode: c.remitCode,
        createTime: c.nowText,
        payDeadline: c.payDeadline,
      })
      .returning();
    rows.push(row!);
    await tx.insert(orderItems).values(
      o.lines.map((li) => {
        const l = c.lines[li]!;
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
          usePoints: c.priced.linePoints[li]!,
        };
      }),
    );
  }
  return rows;
}

export async function removeCartLines(tx: DbTx, userId: number, ids: number[]): Promise<void> {
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
}

/** The orders an earlier submit of the same key made (none: a new submit). */
export async function ordersByKey(db: Db, userId: number, key: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idemKey, key)))
    .orderBy(asc(orders.id));
}

/** The checkout's unpaid orders point at the payment last offered for them (the pay status and the list read it). */
export async function pointAtPayment(db: Db, userId: number, mainNo: MainOrderNo, paymentNo: PaymentNo): Promise<void> {
  await db
    .update(orders)
    .set({ payOrderNo: paymentNo })
    .where(and(byMainOrderNo(mainNo), eq(orders.userId, userId), eq(orders.ispay, 0)));
}
