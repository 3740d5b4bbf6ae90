// Checkout under real concurrency, on a throwaway PostgreSQL server with a pool of 10 connections (PGlite
// serialises every transaction, so a race there proves nothing): 50 buyers of the last 10 units end with
// stock 0 and exactly 10 orders; 20 identical submits (a double click, retries) make one checkout; the
// buyer's cancel racing the timer gives the stock back once.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { addresses, cartItems, companies, orderItems, orders, payments, productSkus, products, users } from '../../db/schema';
import { seedDictionaries } from '../../seed/data/dictionaries';
import type { MainOrderNo } from '../../kernel';
import { DAY, ManualClock, systemClock } from '../../kernel/time';
import type { SubmitInput } from './checkout';
import { OrdersService } from './service';
import { LocalWechatPay, PaymentService } from '../payments';
import { START } from '../../../test/helpers';
import { havePgBinaries, requirePgInCi, startPgServer, type PgServer } from '../../../test/pg-server';

requirePgInCi('the checkout race tests');

describe.skipIf(!havePgBinaries)('checkout on PostgreSQL', () => {
  let server: PgServer | null = null;
  let database: Database;
  let service: OrdersService;
  const clock = new ManualClock(START);
  let companyId = 0;

  const newSku = async (stock: number) => {
    const [p] = await database.db
      .insert(products)
      .values({ companyId, name: '最后的安全帽', price: '35.00', stock, unit: '顶', createTime: '2026-05-01 10:00:00' })
      .returning({ id: products.id });
    const [s] = await database.db.insert(productSkus).values({ productId: p!.id, attItemIds: '', attItemNames: '', price: '35.00', stock }).returning();
    return s!;
  };
  const newBuyer = async (i: number, sku: { id: number; productId: number }, amount = 1) => {
    const [u] = await database.db
      .insert(users)
      .values({ userAccount: `buyer${i}`, userMobile: `139${String(i).padStart(8, '0')}`, name: `买家${i}`, passwordHash: 'x', createdAt: clock.now() })
      .returning({ id: users.id });
    const [a] = await database.db
      .insert(addresses)
      .values({
        userId: u!.id,
        contact: '买家',
        phone: '13900000000',
        provinceName: '广东省',
        provinceCode: '440000',
        cityName: '广州市',
        cityCode: '440100',
        countyName: '天河区',
        countyCode: '440106',
        address: '天河路 1 号',
        createTime: '2026-05-01 10:00:00',
      })
      .returning({ id: addresses.id });
    const [c] = await database.db
      .insert(cartItems)
      .values({ userId: u!.id, productId: sku.productId, skuId: sku.id, amount, createTime: '2026-05-01 10:00:00' })
      .returning({ id: cartItems.id });
    return { userId: u!.id, addressId: a!.id, cartId: c!.id };
  };
  const input = (b: { addressId: number; cartId: number }, more: Partial<SubmitInput> = {}): SubmitInput => ({
    ids: [b.cartId],
    IfUseProfitJifen: 0,
    address_id: b.addressId,
    order_cate: 'product',
    pay_cate: 0,
    contains_invoice: 0,
    invoice_id: null,
    invoice_address_id: null,
    order_invoice_type: '',
    delivery: '快递配送',
    expected_deliverys: '7天内',
    remarks: '',
    order_remark_file_items: [],
    idem_key: '',
    ...more,
  });

  // counts the provider orders made (each is a call to WeChat Pay in production); a little slow, as a real one is
  const provider = new (class extends LocalWechatPay {
    made = 0;
    override async createNativeOrder(order: Parameters<LocalWechatPay['createNativeOrder']>[0]) {
      this.made++;
      await new Promise((r) => setTimeout(r, 20));
      return super.createNativeOrder(order);
    }
  })({ appId: 'wxtestapp', mchId: '1230000109', key: 'race-key-0123456789abcdef012345678' }, systemClock);

  beforeAll(async () => {
    server = await startPgServer();
    database = await openDatabase({ databaseUrl: server.url, dataDir: '' });
    await seedDictionaries(database.db); // the checkout's delivery choices (checked against dict_data)
    const [c] = await database.db.insert(companies).values({ name: '广州安信安全技术有限公司', createTime: '2026-05-01 10:00:00' }).returning({ id: companies.id });
    companyId = c!.id;
    service = new OrdersService({ db: database.db, clock, payments: new PaymentService(database.db, clock, provider, { simulator: true }), simulator: true });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    server?.stop();
  });

  it('50 buyers of the last 10 units at once: stock 0, exactly 10 orders, the other 40 told 库存不足', async () => {
    const sku = await newSku(10);
    const buyers = await Promise.all(Array.from({ length: 50 }, (_, i) => newBuyer(i, sku)));
    const results = await Promise.allSettled(buyers.map((b) => service.submit(b.userId, input(b))));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(10);
    expect(refused.map((r) => String((r.reason as Error).message))).toEqual(Array(40).fill('库存不足：最后的安全帽，仅剩 0 件'));
    const [left] = await database.db.select({ stock: productSkus.stock }).from(productSkus).where(eq(productSkus.id, sku.id));
    expect(left!.stock).toBe(0);
    const [n] = await database.db.select({ n: count() }).from(orderItems).where(eq(orderItems.skuId, sku.id));
    expect(n!.n).toBe(10);
    // the 40 refused kept their cart lines; the 10 buyers' lines are gone
    const [lines] = await database.db.select({ n: count() }).from(cartItems).where(eq(cartItems.skuId, sku.id));
    expect(lines!.n).toBe(40);
  }, 60_000);

  it('20 identical submits at once (same key) make one checkout and all answer it', async () => {
    const sku = await newSku(100);
    const b = await newBuyer(100, sku, 3);
    const madeBefore = provider.made;
    const results = await Promise.all(Array.from({ length: 20 }, () => service.submit(b.userId, input(b, { idem_key: 'double-click-1', pay_cate: 1 }))));
    expect(new Set(results.map((r) => r.main_order_no)).size).toBe(1);
    expect(new Set(results.map((r) => r.order_no)).size).toBe(1);
    expect(results[0]!.code_url).toMatch(/^weixin:\/\//);
    const made = await database.db.select().from(orders).where(eq(orders.userId, b.userId));
    expect(made).toHaveLength(1);
    // one provider order for the checkout, not one per request
    expect(await database.db.select().from(payments).where(eq(payments.userId, b.userId))).toHaveLength(1);
    expect(provider.made - madeBefore).toBe(1);
    const [left] = await database.db.select({ stock: productSkus.stock }).from(productSkus).where(eq(productSkus.id, sku.id));
    expect(left!.stock).toBe(97);
  }, 60_000);

  it('the buyer cancelling while the timer sweeps: the stock comes back once', async () => {
    const sku = await newSku(5);
    const b = await newBuyer(200, sku, 2);
    const res = await service.submit(b.userId, input(b, { pay_cate: 1 }));
    clock.advance(DAY + 1000);
    await Promise.allSettled([
      service.cancel(b.userId, { mainOrderNo: res.main_order_no as MainOrderNo }),
      service.cancelExpired(),
      service.cancel(b.userId, { mainOrderNo: res.main_order_no as MainOrderNo }),
      service.cancelExpired(),
    ]);
    const [left] = await database.db.select({ stock: productSkus.stock }).from(productSkus).where(eq(productSkus.id, sku.id));
    expect(left!.stock).toBe(5);
  }, 60_000);
});
