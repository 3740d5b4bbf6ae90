// The merchant's and the address book's races on a throwaway PostgreSQL server with a pool of connections
// (PGlite serialises every transaction, so a race there proves nothing): a double-clicked 收款 or 发货 changes
// an order once, and racing "set default" calls leave exactly one default address.
import type { Address } from '@ws/api-sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { addresses, orderExpress, orders } from '../../db/schema';
import { seedDatabase } from '../../seed/run';
import { ManualClock } from '../../kernel/time';
import { call, DEMO, loginAs, START } from '../../../test/helpers';
import { makeOrder, userId } from '../../../test/order-fixture';
import { havePgBinaries, requirePgInCi, startPgServer, type PgServer } from '../../../test/pg-server';

requirePgInCi('the merchant race tests');

describe.skipIf(!havePgBinaries)('merchant and address races on PostgreSQL', () => {
  let server: PgServer | null = null;
  let database: Database;
  let app: FastifyInstance;
  const clock = new ManualClock(START);

  beforeAll(async () => {
    server = await startPgServer();
    database = await openDatabase({ databaseUrl: server.url, dataDir: '' });
    await seedDatabase(database.db);
    app = await buildApp({ db: database.db, appEnv: 'test', clock });
    await app.ready();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    server?.stop();
  });

  it('10 simultaneous 收款 of one offline order: one 收款成功, the order paid once', async () => {
    const token = await loginAs(app, DEMO.company);
    const order = await makeOrder({ db: database.db }, DEMO.member, DEMO.company, { ispay: 0, payCate: 0 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(app, 'changePayStatus', { order_no: order.orderNo, ispay: 1 }, { token })));
    expect(answers.filter((a) => a.ok).map((a) => a.msg)).toEqual(['收款成功']);
    expect(answers.filter((a) => !a.ok).every((a) => a.msg === '订单已收款或已取消')).toBe(true);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row!.ispay).toBe(1);
  });

  it('10 simultaneous 发货 of one paid order: one 发货成功 and one shipment', async () => {
    const token = await loginAs(app, DEMO.company);
    const order = await makeOrder({ db: database.db }, DEMO.member, DEMO.company);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(app, 'orderExpressAdd', { order_no: order.orderNo, express_value: 'SF', express_no: `SF${i}` }, { token })),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok).every((a) => a.msg === '订单已发货')).toBe(true);
    expect(await database.db.select().from(orderExpress).where(eq(orderExpress.orderId, order.orderId))).toHaveLength(1);
  });

  it('racing first addresses and set-default calls leave exactly one default', async () => {
    const token = await loginAs(app, DEMO.expert);
    const body = { contact: '赵六', phone: '13800000004', city_code: '440100', county_code: '440106', address: '天河路 1 号' };
    const added = await Promise.all(Array.from({ length: 8 }, (_, i) => call<Address>(app, 'addressAdd', { ...body, address: `天河路 ${i} 号` }, { token })));
    expect(added.every((a) => a.ok)).toBe(true);
    const uid = await userId({ db: database.db }, DEMO.expert);
    const defaults = () => database.db.select().from(addresses).where(and(eq(addresses.userId, uid), eq(addresses.type, 0), eq(addresses.isDefault, 1)));
    expect(await defaults()).toHaveLength(1);
    const set = await Promise.all(added.map((a) => call(app, 'setdefault', { id: a.data.id, type: 0 }, { token })));
    expect(set.every((a) => a.ok)).toBe(true);
    expect(await defaults()).toHaveLength(1);
  });
});
