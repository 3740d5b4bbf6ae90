// Payment notices under real concurrency, on a throwaway PostgreSQL server with a pool of 10 connections
// (PGlite serialises every transaction, so a race there proves nothing): 20 identical notices at once
// change the order once, and every one of them is acknowledged.
import type { PayStatus } from '@ws/api-sdk/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { payments, users } from '../../db/schema';
import { NOTIFY_PATH } from '../../http/payments';
import { ManualClock, systemClock } from '../../kernel/time';
import { CODE_URL_PREFIX, LocalWechatPay, type PaidEffect, type SubjectKind } from './index';
import { NOTICE_GRACE_MS, PaymentService } from './service';
import { hashPassword } from '../account/password';
import { call, START } from '../../../test/helpers';
import { havePgBinaries, requirePgInCi, startPgServer, type PgServer } from '../../../test/pg-server';

requirePgInCi('the payment race test');

const SUCCESS = '<xml><return_code><![CDATA[SUCCESS]]></return_code><return_msg><![CDATA[OK]]></return_msg></xml>';

describe.skipIf(!havePgBinaries)('payment notices on PostgreSQL', () => {
  let server: PgServer | null = null;
  let database: Database;
  let app: FastifyInstance;
  let service: PaymentService;
  let userId = 0;
  const clock = new ManualClock(START);
  const provider = new LocalWechatPay({ appId: 'wxtestapp', mchId: '1230000109', key: 'race-key-0123456789abcdef012345678' }, systemClock);
  let effectRuns = 0;
  // holds the row lock a while, so the other notices really wait on it
  const slowEffect: PaidEffect = async (tx) => {
    effectRuns++;
    await tx.execute(sql`select pg_sleep(0.05)`);
  };
  const effects: Record<SubjectKind, PaidEffect> = { training: slowEffect, order: slowEffect, consult: slowEffect };

  beforeAll(async () => {
    server = await startPgServer();
    database = await openDatabase({ databaseUrl: server.url, dataDir: '' });
    const [user] = await database.db
      .insert(users)
      .values({ userAccount: 'payer', userMobile: '13800000001', name: '张三', passwordHash: await hashPassword('Demo1234'), createdAt: clock.now() })
      .returning({ id: users.id });
    userId = user!.id;
    app = await buildApp({ db: database.db, appEnv: 'test', clock, payments: { provider, effects } });
    await app.ready();
    service = new PaymentService(database.db, clock, provider, { simulator: true, effects });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    server?.stop();
  });

  beforeEach(() => {
    effectRuns = 0;
  });

  let subject = 1;
  const newPaidAtProvider = async () => {
    const order = await service.payFor({ userId, subjectKind: 'training', subjectId: subject++, amountFen: 50_000, description: '培训报名' });
    const { order: local } = await provider.pay(order.code_url.slice(CODE_URL_PREFIX.length), { notify: false });
    return { order, paid: local.paid! };
  };

  it('20 identical notices at once: the order changes once, all 20 are acknowledged', async () => {
    const { order, paid } = await newPaidAtProvider();
    const xml = provider.noticeXml(paid);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { 'content-type': 'text/xml' }, payload: xml })),
    );
    expect(replies.map((r) => r.body)).toEqual(Array(20).fill(SUCCESS));
    expect(effectRuns).toBe(1);
    const rows = await database.db.select().from(payments).where(eq(payments.orderNo, order.order_no));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', transactionId: paid.transactionId });
  });

  it('20 pay-status polls at once after a lost notice: the provider is asked, the order changes once', async () => {
    const { order } = await newPaidAtProvider();
    clock.advance(NOTICE_GRACE_MS);
    const token = (await call<{ token: string }>(app, 'login', { user_mobile: '13800000001', login_type: 'password', user_password: 'Demo1234' })).data.token;
    const answers = await Promise.all(Array.from({ length: 20 }, () => call<PayStatus>(app, 'getPaystatus', { order_no: order.order_no }, { token })));
    expect(answers.map((a) => a.data)).toEqual(Array(20).fill({ ispay: 1 }));
    expect(effectRuns).toBe(1);
  });
});
