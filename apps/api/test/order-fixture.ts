// Orders made directly in the database for the after-sales, review and merchant tests: a paid (or not)
// order of a buyer with one line of a product of the company user's company. Checkout itself is tested by
// the orders tests; these tests need orders in given states.
import { and, eq } from 'drizzle-orm';
import { companies, orderItems, orders, productSkus, products, users } from '../src/db/schema';
import type { Harness } from './helpers';

export interface OrderState {
  ispay?: 0 | 1;
  isexpress?: 0 | 1;
  isconfirm?: 0 | 1;
  state?: 'active' | 'cancelled';
  payCate?: 0 | 1;
  /** the seller; default: the demo company user's company */
  companyId?: number;
  createTime?: string;
  /** an offline checkout's code (default HK123456) and its checkout number (default the order's own) */
  remitCode?: string;
  mainOrderNo?: string;
  payDeadline?: Date;
}

let seq = 0;

export async function userId(h: Pick<Harness, 'db'>, phone: string): Promise<number> {
  const [u] = await h.db.select({ id: users.id }).from(users).where(eq(users.userMobile, phone)).limit(1);
  if (!u) throw new Error(`no user ${phone}`);
  return u.id;
}

/** The company owned by a user (the demo company user owns 广州安信安全技术有限公司). */
export async function companyOf(h: Pick<Harness, 'db'>, ownerPhone: string): Promise<number> {
  const owner = await userId(h, ownerPhone);
  const [c] = await h.db.select({ id: companies.id }).from(companies).where(eq(companies.userId, owner)).limit(1);
  if (!c) throw new Error(`no company of ${ownerPhone}`);
  return c.id;
}

/** A company that the given user does not own. */
export async function otherCompany(h: Pick<Harness, 'db'>, notOwnerPhone: string): Promise<number> {
  const mine = await companyOf(h, notOwnerPhone);
  const rows = await h.db.select({ id: companies.id, userId: companies.userId }).from(companies).limit(50);
  const other = rows.find((r) => r.id !== mine);
  if (!other) throw new Error('no other company');
  return other.id;
}

export async function makeOrder(h: Pick<Harness, 'db'>, buyerPhone: string, sellerPhone: string, s: OrderState = {}) {
  const buyer = await userId(h, buyerPhone);
  const companyId = s.companyId ?? (await companyOf(h, sellerPhone));
  const [sku] = await h.db
    .select({ skuId: productSkus.id, productId: products.id, name: products.name, unit: products.unit })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(and(eq(products.companyId, companyId)))
    .limit(1);
  // a company without mall products: any SKU (the merchant screens only read the order's company)
  const line = sku ?? (await h.db.select({ skuId: productSkus.id, productId: products.id, name: products.name, unit: products.unit }).from(productSkus).innerJoin(products, eq(products.id, productSkus.productId)).limit(1))[0]!;
  seq += 1;
  const orderNo = `T${Date.now()}${String(seq).padStart(4, '0')}`;
  const [o] = await h.db
    .insert(orders)
    .values({
      orderNo,
      mainOrderNo: s.mainOrderNo ?? orderNo,
      userId: buyer,
      companyId,
      idemKey: orderNo,
      payCate: s.payCate ?? 1,
      state: s.state ?? 'active',
      ispay: s.ispay ?? 1,
      isexpress: s.isexpress ?? 0,
      isconfirm: s.isconfirm ?? 0,
      goodsFen: 12_800,
      expressFeeFen: 800,
      totalFen: 13_600,
      contact: '张三',
      phone: '13800000001',
      provinceName: '广东省',
      provinceCode: '440000',
      cityName: '广州市',
      cityCode: '440100',
      countyName: '天河区',
      countyCode: '440106',
      address: '天河路 385 号',
      remitCode: s.payCate === 0 ? (s.remitCode ?? 'HK123456') : '',
      createTime: s.createTime ?? '2026-05-30 10:00:00',
      payTime: (s.ispay ?? 1) === 1 ? '2026-05-30 10:05:00' : null,
      payDeadline: s.payDeadline ?? new Date('2026-06-30T00:00:00+08:00'),
    })
    .returning({ id: orders.id });
  const [item] = await h.db
    .insert(orderItems)
    .values({ orderId: o!.id, productId: line.productId, skuId: line.skuId, productName: line.name, unit: line.unit, priceFen: 6_400, amount: 2 })
    .returning({ id: orderItems.id });
  return { orderNo, orderId: o!.id, itemId: item!.id, productId: line.productId, companyId };
}
