// The cart under real concurrency, on a throwaway PostgreSQL server (PGlite serialises everything, so a race
// there proves nothing): 20 simultaneous 加入购物车 of one SKU by one buyer end as one line holding all 20
// (the unique (user_id, sku_id) upsert adds in one statement), and simultaneous changes of two buyers never
// touch each other's lines.
import type { CartItem, Items } from '@ws/api-sdk/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { cartItems, companies, products, productSkus, users } from '../../db/schema';
import { ManualClock } from '../../kernel/time';
import { hashPassword } from '../account';
import { call, loginAs, START } from '../../../test/helpers';
import { havePgBinaries, requirePgInCi, startPgServer, type PgServer } from '../../../test/pg-server';

requirePgInCi('the cart race test');

describe.skipIf(!havePgBinaries)('cart on PostgreSQL', () => {
  let server: PgServer | null = null;
  let database: Database;
  let app: FastifyInstance;
  let productId = 0;
  let skuId = 0;
  const clock = new ManualClock(START);

  beforeAll(async () => {
    server = await startPgServer();
    database = await openDatabase({ databaseUrl: server.url, dataDir: '' });
    const hash = await hashPassword('Demo1234');
    await database.db.insert(users).values([
      { userAccount: '13800000001', userMobile: '13800000001', name: '张三', passwordHash: hash, createdAt: clock.now() },
      { userAccount: '13800000002', userMobile: '13800000002', name: '李四', passwordHash: hash, createdAt: clock.now() },
    ]);
    const [company] = await database.db.insert(companies).values({ name: '广州安信安全技术有限公司', auditStatus: 1, createTime: '2026-01-01 00:00:00' }).returning({ id: companies.id });
    const [product] = await database.db
      .insert(products)
      .values({
        companyId: company!.id,
        name: 'ABS 透气安全帽',
        price: '35.00',
        stock: 500,
        att: [{ name: '颜色', att_item: [{ id: 1, name: '黄色' }] }],
        attItemPrice: [{ name: '黄色', price: '35.00', stock: 500, img_url: '' }],
        createTime: '2026-01-01 00:00:00',
      })
      .returning({ id: products.id });
    productId = product!.id;
    const [sku] = await database.db.insert(productSkus).values({ productId, attItemIds: '1', attItemNames: '黄色', price: '35.00', stock: 500 }).returning({ id: productSkus.id });
    skuId = sku!.id;
    app = await buildApp({ db: database.db, appEnv: 'test', clock });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    server?.stop();
  });

  it('20 simultaneous adds of one SKU make one line with all 20', async () => {
    const token = await loginAs(app, '13800000001');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call<{ id: number; amount: number }>(app, 'buygoods', { product_id: productId, amount: 1, atts_items_ids: [1], buycate: 'cart' }, { token })),
    );
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    const rows = await database.db.select().from(cartItems).where(eq(cartItems.skuId, skuId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amount).toBe(20);
  });

  it('two buyers changing at once only ever change their own lines', async () => {
    const a = await loginAs(app, '13800000001');
    const b = await loginAs(app, '13800000002');
    const lineA = (await call<Items<CartItem>>(app, 'cartList', {}, { token: a })).data.items[0]!;
    const added = await call<{ id: number }>(app, 'buygoods', { product_id: productId, amount: 2, atts_items_ids: [1] }, { token: b });
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => call(app, 'cartUpdateSelf', { id: lineA.id, amount: 99 }, { token: b })),
      ...Array.from({ length: 10 }, () => call(app, 'deleteCard', { ids: [lineA.id] }, { token: b })),
      call(app, 'cartUpdateSelf', { id: added.data.id, amount: 7 }, { token: b }),
    ]);
    expect(results.slice(0, 20).every((r) => !r.ok)).toBe(true);
    expect(results[20]!.ok).toBe(true);
    const [rowA] = await database.db.select().from(cartItems).where(eq(cartItems.id, lineA.id));
    expect(rowA!.amount).toBe(20);
    const [rowB] = await database.db.select().from(cartItems).where(eq(cartItems.id, added.data.id));
    expect(rowB!.amount).toBe(7);
  });
});
