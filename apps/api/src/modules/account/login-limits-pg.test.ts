// The login limit under real concurrency: PGlite has one connection, so a race there proves nothing
// (DESIGN.md "Tests"). A throwaway PostgreSQL 15 cluster (Debian's binaries) with a pool of 10
// connections; skipped when the binaries are missing, except in CI (CI=true), where that is a failure.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { users } from '../../db/schema';
import { MINUTE } from '../../kernel/time';
import { startPasswordAttempt } from './login-limits';
import { hashPassword } from './password';
import { call, START } from '../../../test/helpers';
import { ManualClock } from '../../kernel/time';
import { havePgBinaries, requirePgInCi, startPgServer, type PgServer } from '../../../test/pg-server';

requirePgInCi('the race test');

const LOCKED = '密码错误次数过多，请于08:15后重试或使用短信验证码登录';

describe.skipIf(!havePgBinaries)('login limits on PostgreSQL', () => {
  let server: PgServer | null = null;
  let database: Database;
  let app: FastifyInstance;
  const clock = new ManualClock(START);

  beforeAll(async () => {
    server = await startPgServer();
    database = await openDatabase({ databaseUrl: server.url, dataDir: '' });
    await database.db.insert(users).values({
      userAccount: 'race_member',
      userMobile: '13800000001',
      name: '张三',
      passwordHash: await hashPassword('Demo1234'),
      createdAt: clock.now(),
    });
    app = await buildApp({ db: database.db, appEnv: 'test', clock });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    server?.stop();
  });

  it('lets exactly the limit of 40 parallel attempts through the counter', async () => {
    const limits = { accountMax: 5, ipMax: 1000, lockMs: 15 * MINUTE };
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => startPasswordAttempt(database.db, clock, { account: 'race-counter', ip: `10.0.${i}.1` }, limits)),
    );
    expect(attempts.filter((a) => a.allowed)).toHaveLength(5);
  });

  it('checks at most 5 of 30 parallel password guesses, and then the right password is locked out too', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(app, 'login', { user_mobile: '13800000001', login_type: 'password', user_password: `Wrong${i}pass` }, { ip: `10.1.${i}.1` }),
      ),
    );
    const msgs = guesses.map((g) => g.msg);
    expect(msgs.filter((m) => m === '账号或密码错误')).toHaveLength(4);
    expect(msgs.filter((m) => m === LOCKED)).toHaveLength(26);
    const right = await call(app, 'login', { user_mobile: '13800000001', login_type: 'password', user_password: 'Demo1234' }, { ip: '10.2.0.1' });
    expect(right.msg).toBe(LOCKED);
  });
});
