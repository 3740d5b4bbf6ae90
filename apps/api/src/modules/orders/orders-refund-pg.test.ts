// A payment notice racing the order's cancellation, on a throwaway PostgreSQL server with a pool (PGlite
// serialises every transaction, so a race there proves nothing). Each checkout has orders of two sellers
// and one QR payment; its notice and a cancel (the buyer's, or the timer's sweep) start at once, for many
// checkouts together. Every checkout ends either wholly paid (payment paid, nothing refunded) or wholly
// cancelled with the money given back (payment refunded, the provider's refund equal to the amount),
// never cancelled with the money kept, never partly paid; the stock comes back once for the cancelled.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { addresses, cartItems, companies, orders, payments, productSkus, products, users } from '../../db/schema';
import { seedDictionaries } from '../../seed/data/dictionaries';
import type { MainOrderNo } from '../../kernel';
import { DAY, ManualClock } from '../../kernel/time';
import type { SubmitInput } from './checkout';
import { orderPaidEffect } from './paid-effect';
import { OrdersService } from './service';
import { CODE_URL_PREFIX, LocalWechatPay, PaymentService, type PaidEffect } from '../payments';
import { START } from '../../../test/helpers';
import { havePgBinaries, requirePgInCi, startPgServer, type PgServer } from '../../../test/pg-server';

requirePgInCi('the payment-or-cancel race test');

describe.skipIf(!havePgBinaries)('a payment notice racing the cancellation on PostgreSQL', () => {
  let server: PgServer | null = null;
  let database: Database;
  const clock = new ManualClock(START);
  // the payer pays on the server's clock: the paid effect judges the payment limit at the payment's time
  const provider = new LocalWechatPay({ appId: 'wxtestapp', mchId: '1230000109', key: 'race-key-0123456789abcdef012345678' }, clock);
  let payService: PaymentService;
  let service: OrdersService;
  const skus: number[] = [];
  const STOCK = 1000;

  beforeAll(async () => {
    server = await startPgServer();
    database = await openDatabase({ databaseUrl: server.url, dataDir: '' });
    await seedDictionaries(database.db); // the checkout's delivery choices (checked against dict_data)
    for (const name of ['广州安信安全技术有限公司', '深圳消防器材有限公司']) {
      const [c] = await database.db.insert(companies).values({ name, createTime: '2026-05-01 10:00:00' }).returning({ id: companies.id });
      const [p] = await database.db
        .insert(products)
        .values({ companyId: c!.id, name: `${name}的安全帽`, price: '35.00', stock: STOCK, unit: '顶', useProfitJifenRate: 10, createTime: '2026-05-01 10:00:00' })
        .returning({ id: products.id });
      const [s] = await database.db.insert(productSkus).values({ productId: p!.id, attItemIds: '', attItemNames: '', price: '35.00', stock: STOCK }).returning({ id: productSkus.id });
      skus.push(s!.id);
    }
    // the real order effect, after a short pause inside the payment's transaction: a cancel that starts
    // meanwhile commits first, and the effect must then find the orders cancelled and answer a refund
    const effects = {
      order: (async (tx, payment) => {
        await tx.execute(sql`select pg_sleep(0.01)`);
        return orderPaidEffect(tx, payment);
      }) satisfies PaidEffect,
    };
    payService = new PaymentService(database.db, clock, provider, { simulator: true, effects, log: () => {} });
    service = new OrdersService({ db: database.db, clock, payments: payService, simulator: true });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    server?.stop();
  });

  /** A buyer with points, an address and a line of each seller in the cart; their online checkout. */
  const checkout = async (i: number) => {
    const [u] = await database.db
      .insert(users)
      .values({ userAccount: `racer${i}`, userMobile: `137${String(i).padStart(8, '0')}`, name: `买家${i}`, passwordHash: 'x', profitJifen: 500, createdAt: clock.now() })
      .returning({ id: users.id });
    const [a] = await database.db
      .insert(addresses)
      .values({
        userId: u!.id,
        contact: '买家',
        phone: '13700000000',
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
    const ids: number[] = [];
    for (const skuId of skus) {
      const [sku] = await database.db.select().from(productSkus).where(eq(productSkus.id, skuId));
      const [line] = await database.db
        .insert(cartItems)
        .values({ userId: u!.id, productId: sku!.productId, skuId, amount: 2, createTime: '2026-05-01 10:00:00' })
        .returning({ id: cartItems.id });
      ids.push(line!.id);
    }
    const input: SubmitInput = {
      ids,
      IfUseProfitJifen: 1,
      address_id: a!.id,
      order_cate: 'product',
      pay_cate: 1,
      contains_invoice: 0,
      invoice_id: null,
      invoice_address_id: null,
      order_invoice_type: '',
      delivery: '快递配送',
      expected_deliverys: '7天内',
      remarks: '',
      order_remark_file_items: [],
      idem_key: `race-${i}`,
    };
    const res = await service.submit(u!.id, input);
    // paid at the provider; its notice is what races
    const { order } = await provider.pay(res.code_url.slice(CODE_URL_PREFIX.length), { notify: false });
    return { userId: u!.id, res, notice: order.paid! };
  };

  /** the checkout a run made, by its number */
  const checkoutOf = (r: { res: { main_order_no: string } }) => ({ mainOrderNo: r.res.main_order_no as MainOrderNo });
  const stockOf = async (skuId: number) => (await database.db.select({ s: productSkus.stock }).from(productSkus).where(eq(productSkus.id, skuId)))[0]!.s;

  it('40 checkouts, each notice and cancel at once: paid, or cancelled and refunded, never cancelled with the money kept', async () => {
    const runs = await Promise.all(Array.from({ length: 40 }, (_, i) => checkout(i)));
    for (const r of runs) expect(r.res.main_order_no).toBeTruthy();
    expect(await stockOf(skus[0]!)).toBe(STOCK - 80);
    // cancelled by their buyer, or by the timer (a sweep that sees them all due)
    const timer = new OrdersService({ db: database.db, clock: new ManualClock(new Date(clock.now().getTime() + DAY + 1000)), payments: payService, simulator: true });
    const after = <T,>(ms: number, f: () => Promise<T>) => new Promise<T>((resolve, reject) => setTimeout(() => f().then(resolve, reject), ms));
    // two in a known order first, so both endings are certainly there (the timer's sweep below takes every due order)
    await payService.applyPaid(runs[0]!.notice);
    await expect(service.cancel(runs[0]!.userId, checkoutOf(runs[0]!))).rejects.toThrow();
    await service.cancel(runs[1]!.userId, checkoutOf(runs[1]!));
    await payService.applyPaid(runs[1]!.notice);
    // the rest truly at once, with a little jitter on both sides
    await Promise.allSettled(
      runs
        .slice(2)
        .flatMap((r): Promise<unknown>[] => [after(5 + Math.random() * 30, () => payService.applyPaid(r.notice)), after(Math.random() * 30, () => service.cancel(r.userId, checkoutOf(r)))])
        // and the timer's sweep, which takes every due order it can lock, twice in between
        .concat([after(10, () => timer.cancelExpired()), after(20, () => timer.cancelExpired())]),
    );

    let paid = 0;
    let refunded = 0;
    for (const r of runs) {
      const rows = await database.db.select().from(orders).where(eq(orders.mainOrderNo, r.res.main_order_no));
      expect(rows).toHaveLength(2);
      const [pay] = await database.db.select().from(payments).where(eq(payments.orderNo, r.res.order_no));
      const states = new Set(rows.map((o) => `${o.state}/${o.ispay}`));
      expect(states.size, `checkout ${r.res.main_order_no} split: ${[...states].join(', ')}`).toBe(1);
      if (rows[0]!.state === 'active') {
        expect(rows.every((o) => o.ispay === 1)).toBe(true);
        expect(pay).toMatchObject({ status: 'paid', refundFen: null });
        expect(provider.refundedFen(r.res.order_no)).toBe(0);
        paid++;
      } else {
        expect(rows.every((o) => o.state === 'cancelled' && o.ispay === 0)).toBe(true);
        expect(pay).toMatchObject({ status: 'refunded', refundFen: pay!.amountFen });
        expect(provider.refundedFen(r.res.order_no)).toBe(pay!.amountFen);
        refunded++;
      }
    }
    expect(paid + refunded).toBe(40);
    expect(paid).toBeGreaterThan(0);
    expect(refunded).toBeGreaterThan(0);
    // the stock of the cancelled came back once; the paid keep theirs
    expect(await stockOf(skus[0]!)).toBe(STOCK - 2 * paid);
    expect(await stockOf(skus[1]!)).toBe(STOCK - 2 * paid);
    // and the points: back for the cancelled, spent for the paid
    const buyers = await database.db
      .select({ id: users.id, points: users.profitJifen })
      .from(users)
      .where(inArray(users.id, runs.map((r) => r.userId)));
    const paidBuyers = new Set(
      (
        await database.db
          .select({ userId: orders.userId })
          .from(orders)
          .where(and(inArray(orders.userId, runs.map((r) => r.userId)), eq(orders.ispay, 1)))
      ).map((o) => o.userId),
    );
    for (const b of buyers) expect(b.points).toBe(paidBuyers.has(b.id) ? 0 : 500);
    console.log(`[race] ${paid} paid, ${refunded} cancelled and refunded`);
  }, 120_000);
});
