// Several API processes on one PostgreSQL database: migrations at the same moment take turns (an advisory
// lock), and the timers' passes (the unpaid-order sweep, the owed-refund retry) run in one process at a
// time. Two Database objects with their own pools stand for two processes. Skipped without the PostgreSQL
// binaries (a failure in CI).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MIGRATION_LOCK_KEY, createPglite, fromPglite, migrateDatabase, openDatabase, type Database } from '../src/db/client';
import { ORDER_EXPIRY_LOCK_KEY, REFUND_RETRY_LOCK_KEY, runAlone } from '../src/db/exclusive';
import { sweepPass } from '../src/modules/orders/lifecycle';
import { refundRetryPass } from '../src/modules/payments/service';
import { havePgBinaries, requirePgInCi, startPgServer, type PgServer } from './pg-server';

requirePgInCi('the migration and timer lock test');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!havePgBinaries && !inject('pgUrl'))('several API processes on one PostgreSQL database', () => {
  let server: PgServer | null = null;
  let url = '';
  const opened: Database[] = [];
  const name = `exclusive_${process.pid}`;

  beforeAll(async () => {
    let serverUrl = inject('pgUrl');
    if (!serverUrl) {
      server = await startPgServer();
      serverUrl = server.url;
    }
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    url = u.toString();
  }, 60_000);

  afterAll(async () => {
    for (const d of opened) await d.close().catch(() => {});
    server?.stop();
  });

  it('runs the migrations once when two processes start at the same moment', async () => {
    // openDatabase migrates; both at once on a fresh database
    const [a, b] = await Promise.all([openDatabase({ databaseUrl: url, dataDir: '' }), openDatabase({ databaseUrl: url, dataDir: '' })]);
    opened.push(a, b);
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    try {
      const { rows } = await check.query<{ hash: string; n: number }>('select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((r) => r.n !== 1)).toEqual([]);
      // the lock is released afterwards: a third start finds nothing to do and does not wait
      await migrateDatabase(a);
      const { rows: after } = await check.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(after[0]!.n).toBe(rows.length);
      const { rows: free } = await check.query<{ got: boolean }>('select pg_try_advisory_lock($1::bigint) as got', [MIGRATION_LOCK_KEY.toString()]);
      expect(free[0]!.got).toBe(true);
      await check.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY.toString()]);
    } finally {
      await check.end();
    }
  }, 60_000);

  it('runs one pass of the expiry sweep at a time: the other process skips', async () => {
    const [a, b] = opened;
    let passes = 0;
    let inside = 0;
    let most = 0;
    const service = {
      async cancelExpired() {
        passes++;
        inside++;
        most = Math.max(most, inside);
        await sleep(300);
        inside--;
        return 3;
      },
    };
    const results = await Promise.all([sweepPass(service, a!.db), sweepPass(service, b!.db)]);
    expect(results.sort()).toEqual([3, null]);
    expect(passes).toBe(1);
    expect(most).toBe(1);
    // free again after the pass: the next tick runs
    expect(await sweepPass(service, b!.db)).toBe(3);
  });

  it('runs one pass of the refund retry at a time, with its own lock', async () => {
    const [a, b] = opened;
    let passes = 0;
    const service = {
      async settleOwedRefunds() {
        passes++;
        await sleep(300);
        return { refunded: 1, pending: 0 };
      },
    };
    // the sweep running meanwhile does not stop the retry (separate keys)
    const sweeping = runAlone(a!.db, ORDER_EXPIRY_LOCK_KEY, () => sleep(400));
    const results = await Promise.all([refundRetryPass(service, a!.db), refundRetryPass(service, b!.db)]);
    await sweeping;
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.filter((r) => r !== null)).toEqual([{ refunded: 1, pending: 0 }]);
    expect(passes).toBe(1);
    expect(ORDER_EXPIRY_LOCK_KEY).not.toBe(REFUND_RETRY_LOCK_KEY);
  });

  it('releases the lock when a pass fails', async () => {
    const [a, b] = opened;
    await expect(runAlone(a!.db, REFUND_RETRY_LOCK_KEY, () => Promise.reject(new Error('provider down')))).rejects.toThrow('provider down');
    expect(await runAlone(b!.db, REFUND_RETRY_LOCK_KEY, async () => 'ran')).toEqual({ ran: true, value: 'ran' });
  });

  it('on PGlite (one process) every pass runs', async () => {
    const client = await createPglite();
    try {
      const db = fromPglite(client).db;
      const [x, y] = await Promise.all([runAlone(db, ORDER_EXPIRY_LOCK_KEY, async () => 1), runAlone(db, ORDER_EXPIRY_LOCK_KEY, async () => 2)]);
      expect([x, y]).toEqual([
        { ran: true, value: 1 },
        { ran: true, value: 2 },
      ]);
    } finally {
      await client.close();
    }
  }, 30_000);
});
