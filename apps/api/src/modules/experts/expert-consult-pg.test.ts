// Free consultations under real concurrency, on a throwaway PostgreSQL server with a pool (PGlite serialises
// everything, so a race there proves nothing): a member clicking 咨询 on a free expert many times at once
// ends with one consult order (paid, amount 0) and one chat, and every click answers that order.
import type { ExpertOrder, ExpertPayAnswer, Page } from '@ws/api-sdk/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { chats, consultOrders, experts, users } from '../../db/schema';
import { systemClock } from '../../kernel/time';
import { hashPassword } from '../account/password';
import { call } from '../../../test/helpers';
import { havePgBinaries, requirePgInCi, startPgServer, type PgServer } from '../../../test/pg-server';

requirePgInCi('the free consultation race test');

const N = 20;

describe.skipIf(!havePgBinaries)('free consultations on PostgreSQL', () => {
  let server: PgServer | null = null;
  let dbA: Database;
  let dbB: Database;
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  let expertId = 0;

  beforeAll(async () => {
    server = await startPgServer();
    dbA = await openDatabase({ databaseUrl: server.url, dataDir: '' });
    dbB = await openDatabase({ databaseUrl: server.url, dataDir: '' });
    const hash = await hashPassword('Demo1234');
    const now = new Date();
    const rows = await dbA.db
      .insert(users)
      .values([
        { userAccount: 'member', userMobile: '13800000001', name: '张三', passwordHash: hash, createdAt: now },
        { userAccount: 'member2', userMobile: '13800000002', name: '李四', passwordHash: hash, createdAt: now },
        { userAccount: 'expert', userMobile: '13800000004', name: '赵六', passwordHash: hash, createdAt: now },
      ])
      .returning({ id: users.id });
    const [expert] = await dbA.db
      .insert(experts)
      .values({ userId: rows[2]!.id, name: '赵六', price: '0.00', auditStatus: 1, createTime: '2026-06-01 08:00:00' })
      .returning({ id: experts.id });
    expertId = expert!.id;
    // two API processes with their own pools
    appA = await buildApp({ db: dbA.db, appEnv: 'test', clock: systemClock });
    appB = await buildApp({ db: dbB.db, appEnv: 'test', clock: systemClock });
    await Promise.all([appA.ready(), appB.ready()]);
  }, 120_000);

  afterAll(async () => {
    await appA?.close();
    await appB?.close();
    await dbA?.close();
    await dbB?.close();
    server?.stop();
  });

  const login = async (app: FastifyInstance, phone: string) =>
    (await call<{ token: string }>(app, 'login', { user_mobile: phone, login_type: 'password', user_password: 'Demo1234' })).data.token;

  it(`${N} clicks at once through two API processes: one order, one chat, every click answers it`, async () => {
    const member = await login(appA, '13800000001');
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) => call<ExpertPayAnswer>(i % 2 ? appB : appA, 'expertPay', { expert_id: expertId, pay_type: 'native' }, { token: member })),
    );
    for (const a of answers) expect(a).toMatchObject({ ok: true, msg: 'paysuccess', data: { pass: 1 } });
    const numbers = new Set(answers.map((a) => a.data.order_no));
    expect(numbers.size).toBe(1);
    const [orderNo] = [...numbers];

    const orders = await dbA.db.select().from(consultOrders).where(eq(consultOrders.expertId, expertId));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ orderNo, amountFen: 0, ispay: 1, pass: 1 });
    const chatRows = await dbA.db.select().from(chats).where(eq(chats.expertId, expertId));
    expect(chatRows).toHaveLength(1);
    expect(chatRows[0]).toMatchObject({ orderNo, pass: 1, kind: 'expert' });

    const listed = await call<Page<ExpertOrder>>(appB, 'expertOrdersListSelf', {}, { token: member });
    expect(listed.data.items.map((o) => [o.order_no, o.total_price, o.ispay])).toEqual([[orderNo, '0.00', 1]]);
  });

  it('two members clicking at once: one order each', async () => {
    const [a, b] = await Promise.all([login(appA, '13800000001'), login(appB, '13800000002')]);
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) => call<ExpertPayAnswer>(i % 2 ? appB : appA, 'expertPay', { expert_id: expertId, pay_type: 'native' }, { token: i % 4 < 2 ? a : b })),
    );
    for (const x of answers) expect(x.ok).toBe(true);
    expect(new Set(answers.map((x) => x.data.order_no)).size).toBe(2);
    expect(await dbA.db.select().from(consultOrders).where(eq(consultOrders.expertId, expertId))).toHaveLength(2);
    expect(await dbA.db.select().from(chats).where(eq(chats.expertId, expertId))).toHaveLength(2);
  });
});
