// The wallet spent by racing checkouts, on a throwaway PostgreSQL server with a pool (PGlite serialises every
// transaction, so a race there proves nothing): ten checkouts of one buyer at once, each asking the wallet to
// pay, never take the balance below zero, spend exactly what the orders record (the ledger agrees), and the
// buyer's cancels racing the timer's sweep give every fen back once.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { addresses, cartItems, companies, orders, payments, productSkus, products, users, walletLedger } from '../../db/schema';
import { seedDictionaries } from '../../seed/data/dictionaries';
import type { MainOrderNo } from '../../kernel';
import { DAY, ManualClock, systemClock } from '../../kernel/time';
import type { SubmitInput } from './checkout';
import { MSG_WALLET_SHORT } from './messages';
import { OrdersService } from './service';
import { LocalWechatPay, PaymentService } from '../payments';
import { START } from '../../../test/helpers';
import { havePgBinaries, requirePgInCi, startPgServer, type PgServer } from '../../../test/pg-server';

requirePgInCi('the wallet race tests');

describe.skipIf(!havePgBinaries)('the wallet at checkout on PostgreSQL', () => {
  let server: PgServer | null = null;
  let database: Database;
  let service: OrdersService;
  const clock = new ManualClock(START);
  const provider = new LocalWechatPay({ appId: 'wxtestapp', mchId: '1230000109', key: 'wallet-race-0123456789abcdef012345' }, systemClock);

  beforeAll(async () => {
    server = await startPgServer();
    database = await openDatabase({ databaseUrl: server.url, dataDir: '' });
    await seedDictionaries(database.db);
    service = new OrdersService({ db: database.db, clock, payments: new PaymentService(database.db, clock, provider, { simulator: true }), simulator: true });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    server?.stop();
  });

  it('ten checkouts spending one balance at once: never below zero, the orders and the ledger agree, cancels give it back once', async () => {
    const [c] = await database.db.insert(companies).values({ name: '东莞市安泰劳保用品有限公司', createTime: '2026-05-01 10:00:00' }).returning({ id: companies.id });
    const [p] = await database.db
      .insert(products)
      .values({ companyId: c!.id, name: '防护手套', price: '35.00', stock: 100, unit: '副', createTime: '2026-05-01 10:00:00' })
      .returning({ id: products.id });
    // one cart line per SKU: ten sizes
    const skus = await database.db
      .insert(productSkus)
      .values(Array.from({ length: 10 }, (_, i) => ({ productId: p!.id, attItemIds: String(i + 1), attItemNames: `${i + 1} 号`, price: '35.00', stock: 10 })))
      .returning();
    const [u] = await database.db
      .insert(users)
      .values({ userAccount: 'wallet-buyer', userMobile: '13911110000', name: '钱包买家', passwordHash: 'x', userMoney: '100.00', createdAt: clock.now() })
      .returning({ id: users.id });
    const userId = u!.id;
    const [a] = await database.db
      .insert(addresses)
      .values({ userId, contact: '买家', phone: '13911110000', provinceName: '广东省', provinceCode: '440000', cityName: '广州市', cityCode: '440100', countyName: '天河区', countyCode: '440106', address: '天河路 1 号', createTime: '2026-05-01 10:00:00' })
      .returning({ id: addresses.id });
    const lines = await database.db
      .insert(cartItems)
      .values(skus.map((s) => ({ userId, productId: p!.id, skuId: s.id, amount: 1, createTime: '2026-05-01 10:00:00' })))
      .returning({ id: cartItems.id });
    const input = (cartId: number, i: number): SubmitInput => ({
      ids: [cartId],
      IfUseProfitJifen: 0,
      IfUseUserMoney: 1,
      address_id: a!.id,
      order_cate: 'product',
      pay_cate: i % 2, // transfers and QR payments alike
      contains_invoice: 0,
      invoice_id: null,
      invoice_address_id: null,
      order_invoice_type: '',
      delivery: '快递配送',
      expected_deliverys: '7天内',
      remarks: '',
      order_remark_file_items: [],
      idem_key: `wallet-${i}`,
    });

    // each checkout is 43.00 (35.00 + 8.00 shipping): the 100.00 cannot pay them all
    const results = await Promise.allSettled(lines.map((l, i) => service.submit(userId, input(l.id, i))));
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => (r.reason as Error).message);
    expect(refused.every((m) => m === MSG_WALLET_SHORT), refused.join()).toBe(true);
    const made = await database.db.select().from(orders).where(eq(orders.userId, userId));
    expect(made.length + refused.length).toBe(10);
    const balanceFen = async () => Math.round(Number((await database.db.select({ m: users.userMoney }).from(users).where(eq(users.id, userId)))[0]!.m) * 100);
    const spent = made.reduce((sum, o) => sum + o.walletFen, 0);
    expect(await balanceFen()).toBeGreaterThanOrEqual(0);
    expect(await balanceFen()).toBe(10000 - spent);
    expect(spent).toBeGreaterThanOrEqual(8600); // at least two checkouts were paid wholly from the wallet
    for (const o of made) expect(o.walletFen).toBeLessThanOrEqual(o.totalFen);
    // the paid-at-once ones are those the wallet covered; the others' payments ask only for the rest
    for (const o of made) expect(o.ispay).toBe(o.walletFen === o.totalFen ? 1 : 0);
    for (const pay of await database.db.select().from(payments).where(eq(payments.userId, userId))) {
      const [o] = made.filter((m) => m.id === pay.subjectId);
      expect(pay.amountFen).toBe(o!.totalFen - o!.walletFen);
    }
    const [ledgerSum] = await database.db
      .select({ fen: sql<string>`coalesce(sum(round(${walletLedger.amount} * 100)), 0)::text` })
      .from(walletLedger)
      .where(eq(walletLedger.userId, userId));
    expect(Number(ledgerSum!.fen)).toBe(-spent);

    // every unpaid checkout cancelled twice by the buyer while the timer sweeps them: each fen back once
    clock.advance(8 * DAY);
    const unpaid = made.filter((o) => o.ispay === 0);
    await Promise.allSettled([
      ...unpaid.flatMap((o) => [service.cancel(userId, { mainOrderNo: o.mainOrderNo as MainOrderNo }), service.cancel(userId, { mainOrderNo: o.mainOrderNo as MainOrderNo })]),
      service.cancelExpired(),
      service.cancelExpired(),
    ]);
    const keptFen = made.filter((o) => o.ispay === 1).reduce((sum, o) => sum + o.walletFen, 0);
    expect(await balanceFen()).toBe(10000 - keptFen);
  }, 90_000);
});
