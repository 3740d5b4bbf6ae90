// Deleting an account while another request of the same user is under way, on a throwaway PostgreSQL
// server with a pool (PGlite serialises every transaction, so a race there proves nothing). The harmful
// order is made on purpose: a sign-in (or a card binding) whose token was accepted is held just before
// its insert by a test transaction that has an uncommitted row on the same unique key, the deletion runs
// meanwhile, then the test transaction rolls back and lets the write go on. Nothing personal may be left
// on the anonymised row: the write either lands before the deletion (and is deleted with it) or is refused.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { bankCards, pointsLedger, signRecords, users } from '../../db/schema';
import { formatChinaTime, ManualClock } from '../../kernel/time';
import { hashPassword } from './password';
import { call, requestCode, START } from '../../../test/helpers';
import { havePgBinaries, requirePgInCi, startPgServer, type PgServer } from '../../../test/pg-server';

requirePgInCi('the account deletion race test');

const CARD = { name: '测试', card_number: '6222021234567890128', bank_name: '工行', phone: '13900000000' };

describe.skipIf(!havePgBinaries)('account deletion racing the user’s own writes on PostgreSQL', () => {
  let server: PgServer | null = null;
  let database: Database;
  let app: FastifyInstance;
  const clock = new ManualClock(START);
  let seq = 0;

  beforeAll(async () => {
    server = await startPgServer();
    database = await openDatabase({ databaseUrl: server.url, dataDir: '' });
    app = await buildApp({ db: database.db, appEnv: 'test', clock });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    server?.stop();
  });

  /** A user logged in, with a deletion code. */
  async function racer() {
    const phone = `1391234${String(++seq).padStart(4, '0')}`;
    const [row] = await database.db
      .insert(users)
      .values({ userAccount: phone, userMobile: phone, passwordHash: await hashPassword('Demo1234'), createdAt: clock.now() })
      .returning({ id: users.id });
    const login = await call<{ token: string }>(app, 'login', { user_mobile: phone, login_type: 'password', user_password: 'Demo1234' });
    const code = await requestCode(app, phone, 'deleteaccount', `10.0.0.${seq}`);
    return { id: row!.id, token: login.data.token, code };
  }

  /** Backends waiting for a lock (asked outside any transaction: the view is a snapshot per transaction). */
  async function waiting(monitor: pg.Client): Promise<number> {
    const r = await monitor.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'`);
    return r.rows[0]!.n;
  }
  async function until(check: () => Promise<boolean>, what: string) {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /**
   * Run `write` held by an uncommitted row of `blocker` (same unique key), delete the account meanwhile,
   * then roll the blocker back. Answers the write's and the deletion's envelopes.
   */
  async function race(blocker: string, params: unknown[], write: () => Promise<{ ok: boolean }>, remove: () => Promise<{ ok: boolean; msg: string }>) {
    const client = new pg.Client({ connectionString: server!.url });
    const monitor = new pg.Client({ connectionString: server!.url });
    await Promise.all([client.connect(), monitor.connect()]);
    try {
      await client.query('begin');
      await client.query(blocker, params);
      const pending = write();
      await until(async () => (await waiting(monitor)) >= 1, 'the write to wait');
      const deleting = remove();
      // the deletion either finishes (the write is not in its way) or waits for the write
      let settled = false;
      void deleting.finally(() => (settled = true));
      await until(async () => settled || (await waiting(monitor)) >= 2, 'the deletion to finish or wait');
      await client.query('rollback');
      return { written: await pending, deleted: await deleting };
    } finally {
      await Promise.all([client.end(), monitor.end()]);
    }
  }

  it('a sign-in held at its insert while the account is deleted leaves no sign-in and no points', async () => {
    const u = await racer();
    const day = formatChinaTime(clock.now()).slice(0, 10);
    const { deleted } = await race(
      `insert into sign_records (user_id, day, points, create_time) values ($1, $2, 10, now())`,
      [u.id, day],
      () => call(app, 'signAdd', {}, { token: u.token }),
      () => call(app, 'deleteSelf', { smscode: u.code, confirm_text: '注销账号' }, { token: u.token }),
    );
    expect(deleted).toMatchObject({ ok: true });
    const [row] = await database.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ userMobile: `deleted:${u.id}`, profitJifen: 0 });
    expect(await database.db.select().from(signRecords).where(eq(signRecords.userId, u.id))).toHaveLength(0);
    expect(await database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, u.id))).toHaveLength(0);
  });

  it('a bank card held at its insert while the account is deleted is not stored', async () => {
    const u = await racer();
    const { deleted } = await race(
      `insert into bank_cards (user_id, name, phone, bank_name, card_number, update_time) values ($1, 'x', 'x', 'x', 'x', now())`,
      [u.id],
      () => call(app, 'CardUpdateUser', CARD, { token: u.token }),
      () => call(app, 'deleteSelf', { smscode: u.code, confirm_text: '注销账号' }, { token: u.token }),
    );
    expect(deleted).toMatchObject({ ok: true });
    expect(await database.db.select().from(bankCards).where(eq(bankCards.userId, u.id))).toHaveLength(0);
  });
});
