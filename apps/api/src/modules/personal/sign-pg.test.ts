// Daily sign-in and points under real concurrency, on a throwaway PostgreSQL server with a pool of 10
// connections (PGlite serialises every transaction, so a race there proves nothing): racing sign-ins of
// one user give one reward, and racing spends never take the balance below zero.
import type { SignResult } from '@ws/api-sdk/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { pointsLedger, signRecords, users } from '../../db/schema';
import { SIGN_REWARD } from './service';
import { ManualClock } from '../../kernel/time';
import { hashPassword } from '../account/password';
import { changePoints } from './points';
import { call, START } from '../../../test/helpers';
import { havePgBinaries, requirePgInCi, startPgServer, type PgServer } from '../../../test/pg-server';

requirePgInCi('the sign-in race test');

describe.skipIf(!havePgBinaries)('sign-in and points on PostgreSQL', () => {
  let server: PgServer | null = null;
  let database: Database;
  let app: FastifyInstance;
  let userId = 0;
  const clock = new ManualClock(START);

  beforeAll(async () => {
    server = await startPgServer();
    database = await openDatabase({ databaseUrl: server.url, dataDir: '' });
    const [user] = await database.db
      .insert(users)
      .values({ userAccount: 'signer', userMobile: '13800000001', name: '张三', passwordHash: await hashPassword('Demo1234'), createdAt: clock.now() })
      .returning({ id: users.id });
    userId = user!.id;
    app = await buildApp({ db: database.db, appEnv: 'test', clock });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    server?.stop();
  });

  it('10 sign-ins of one user at once: one succeeds, one reward, one ledger row', async () => {
    const token = (await call<{ token: string }>(app, 'login', { user_mobile: '13800000001', login_type: 'password', user_password: 'Demo1234' })).data.token;
    const answers = await Promise.all(Array.from({ length: 10 }, () => call<SignResult>(app, 'signAdd', {}, { token })));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok).map((a) => a.msg)).toEqual(Array(9).fill('今日已签到'));
    const [u] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(u!.profitJifen).toBe(SIGN_REWARD);
    expect(await database.db.select().from(signRecords).where(eq(signRecords.userId, userId))).toHaveLength(1);
    expect(await database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId))).toHaveLength(1);
  });

  it('20 spends of 10 at once from 100 points: exactly 10 pass, the balance ends at 0, the ledger adds up', async () => {
    await database.db.update(users).set({ profitJifen: 100 }).where(eq(users.id, userId));
    await database.db.delete(pointsLedger);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => database.db.transaction((tx) => changePoints(tx, userId, -10, '下单抵扣'))),
    );
    expect(results.filter((r) => r !== false)).toHaveLength(10);
    const [u] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(u!.profitJifen).toBe(0);
    const ledger = await database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
    expect(ledger).toHaveLength(10);
    expect(ledger.map((r) => r.curTotal).sort((a, b) => a - b)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });
});
