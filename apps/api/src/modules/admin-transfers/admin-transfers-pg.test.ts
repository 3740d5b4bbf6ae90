// 确认到账's races on a throwaway PostgreSQL server with a pool of connections (PGlite serialises every
// transaction, so a race there proves nothing): staff confirming one transfer at once, and staff confirming
// while the merchant presses 收款 for the same order, make the order paid once and write at most one audit row.
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { adminAudit, orders } from '../../db/schema';
import { ManualClock } from '../../kernel/time';
import { seedDatabase } from '../../seed/run';
import { call, DEMO, loginAs, PASSWORD, START } from '../../../test/helpers';
import { makeOrder, otherCompany } from '../../../test/order-fixture';
import { havePgBinaries, requirePgInCi, startPgServer, type PgServer } from '../../../test/pg-server';

requirePgInCi('the transfer confirmation race tests');

describe.skipIf(!havePgBinaries)('确认到账 races on PostgreSQL', () => {
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

  const staffToken = async (account: string) => {
    const res = await call<{ token: string }>(app, 'adminLogin', { account, password: PASSWORD });
    if (!res.ok) throw new Error(res.msg);
    return res.data.token;
  };
  const auditOf = (main: string) => database.db.select().from(adminAudit).where(eq(adminAudit.targetId, main));

  it('two staff members confirming a two-order checkout 5 times each: one 已确认到账, both orders paid, one audit row', async () => {
    const db = { db: database.db };
    const first = await makeOrder(db, DEMO.member, DEMO.company, { ispay: 0, payCate: 0, remitCode: 'RACE2AAA' });
    const second = await makeOrder(db, DEMO.member, DEMO.company, {
      ispay: 0,
      payCate: 0,
      remitCode: 'RACE2AAA',
      mainOrderNo: first.orderNo,
      companyId: await otherCompany(db, DEMO.company),
    });
    const tokens = [await staffToken('ops'), await staffToken('admin')];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(app, 'adminTransferConfirm', { remit_code: 'RACE2AAA', amount: '272.00' }, { token: tokens[i % 2] })),
    );
    expect(answers.filter((a) => a.ok).map((a) => a.msg)).toEqual(['已确认到账']);
    expect(answers.filter((a) => !a.ok).map((a) => a.msg)).toEqual(Array(9).fill('订单已收款或已取消'));
    const rows = await database.db.select({ ispay: orders.ispay }).from(orders).where(inArray(orders.id, [first.orderId, second.orderId]));
    expect(rows.map((r) => r.ispay)).toEqual([1, 1]);
    expect(await auditOf(first.orderNo)).toHaveLength(1);
  });

  it('staff 确认到账 and the merchant’s 收款 of the same order at once: paid once, an audit row only when the staff won', async () => {
    const db = { db: database.db };
    const merchant = await loginAs(app, DEMO.company);
    const ops = await staffToken('ops');
    for (let round = 0; round < 4; round++) {
      const code = `RACE1B${round}Z`;
      const order = await makeOrder(db, DEMO.member, DEMO.company, { ispay: 0, payCate: 0, remitCode: code });
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          i % 2 === 0
            ? call(app, 'adminTransferConfirm', { remit_code: code, amount: '136.00' }, { token: ops }).then((a) => ({ by: 'staff', ...a }))
            : call(app, 'changePayStatus', { order_no: order.orderNo, ispay: 1 }, { token: merchant }).then((a) => ({ by: 'merchant', ...a })),
        ),
      );
      const won = answers.filter((a) => a.ok);
      expect(won, `round ${round}`).toHaveLength(1);
      expect(answers.filter((a) => !a.ok).every((a) => a.msg === '订单已收款或已取消')).toBe(true);
      const [row] = await database.db.select({ ispay: orders.ispay }).from(orders).where(eq(orders.id, order.orderId));
      expect(row!.ispay).toBe(1);
      expect(await auditOf(order.orderNo)).toHaveLength(won[0]!.by === 'staff' ? 1 : 0);
    }
  });
});
