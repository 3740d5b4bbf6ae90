// The console's race tests on a throwaway PostgreSQL server: the server, the API on a pool of connections,
// a few staff accounts created and logged in (their tokens in the order given), and everything stopped at
// the end. `prepare` writes what a file needs before the app starts (members, seed data).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { staff } from '../src/db/schema';
import { ManualClock } from '../src/kernel/time';
import { hashPassword } from '../src/modules/account';
import { call, START } from './helpers';
import { startPgServer, type PgServer } from './pg-server';

export interface StaffSeed {
  account: string;
  name: string;
  roles: string[];
}

export interface PgConsole {
  app: () => FastifyInstance;
  db: () => Db;
  /** the staff tokens, in the order of `staff` */
  tokens: string[];
  clock: ManualClock;
  /** the password of every staff account (and of what `prepare` hashes with `hash`) */
  hash: () => string;
}

/** Register the suite's beforeAll / afterAll: call at the top of a describe.skipIf(!havePgBinaries). */
export function usePgConsole(options: { staff: StaffSeed[]; prepare?: (db: Db, hash: string, clock: ManualClock) => Promise<void> }): PgConsole {
  let server: PgServer | null = null;
  let database: Database | null = null;
  let app: FastifyInstance | null = null;
  let hash = '';
  const clock = new ManualClock(START);
  const tokens: string[] = [];

  beforeAll(async () => {
    server = await startPgServer();
    database = await openDatabase({ databaseUrl: server.url, dataDir: '' });
    hash = await hashPassword('Demo1234');
    await database.db.insert(staff).values(options.staff.map((s) => ({ ...s, passwordHash: hash, createdAt: clock.now() })));
    await options.prepare?.(database.db, hash, clock);
    app = await buildApp({ db: database.db, appEnv: 'test', clock });
    await app.ready();
    for (const s of options.staff) {
      const res = await call<{ token: string }>(app, 'adminLogin', { account: s.account, password: 'Demo1234' });
      if (!res.ok) throw new Error(res.msg);
      tokens.push(res.data.token);
    }
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    server?.stop();
  });

  return { app: () => app!, db: () => database!.db, tokens, clock, hash: () => hash };
}
