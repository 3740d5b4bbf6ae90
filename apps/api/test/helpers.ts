// Test harness: a real database in the seeded state, the app built on it with a manual clock, and a fast
// reset to the seeded state between tests. The suite runs twice in `npm test`: on PGlite (a copy of the
// seeded dump per file) and with WS_TEST_DB=postgres on a throwaway PostgreSQL server (a database per
// harness, created from the seeded template database; node-postgres pool of 10), so every handler's SQL
// is also proven on the server production runs, with real concurrent connections.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { EndpointName } from '@ws/api-sdk/contract';
import { endpoints } from '@ws/api-sdk/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, inject, vi } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import { createPglite, fromPglite, openDatabase, type Database, type Db } from '../src/db/client';
import { tableNames } from '../src/seed/run';
import { ManualClock } from '../src/kernel/time';
import { DEFAULT_BUCKET, EMULATOR_PREFIX } from '../src/modules/uploads/settings';
import { onPostgres, PG_TEMPLATE } from './test-db';

export { onPostgres } from './test-db';

export const START = '2026-06-01T08:00:00+08:00';


export interface Harness {
  app: FastifyInstance;
  db: Db;
  /** PGlite runs only; a PostgreSQL run skips the tests that need it (see onPostgres) */
  pglite: PGlite;
  clock: ManualClock;
  /** plain SQL on either database: statements without parameters, several at once */
  exec(sqlText: string): Promise<void>;
  /** one parameterised statement on either database */
  query<R>(sqlText: string, params?: unknown[]): Promise<{ rows: R[] }>;
  reset(): Promise<void>;
}

/** Restore the seeded dump into a new in-memory PGlite. */
export async function restoreSeeded(): Promise<PGlite> {
  const bytes = readFileSync(inject('seededDump'));
  return createPglite({ loadDataDir: new Blob([bytes]) });
}

/** Copy every table into schema `snap` so that reset() can put the seeded rows back quickly. */
async function snapshot(h: Pick<Harness, 'exec' | 'query'>): Promise<() => Promise<void>> {
  const tables = tableNames();
  await h.exec(['CREATE SCHEMA snap', ...tables.map((t) => `CREATE TABLE snap."${t}" AS TABLE public."${t}"`)].join(';\n'));
  const serials = (
    await h.query<{ table_name: string }>(
      `select table_name from information_schema.columns where table_schema = 'public' and column_name = 'id' and column_default like 'nextval%'`,
    )
  ).rows.map((r) => r.table_name);
  const resetSql = [
    `TRUNCATE ${tables.map((t) => `public."${t}"`).join(', ')} RESTART IDENTITY CASCADE`,
    // parents before children (foreign keys)
    ...['users', 'categories', 'companies', ...tables.filter((t) => !['users', 'categories', 'companies'].includes(t))].map(
      (t) => `INSERT INTO public."${t}" SELECT * FROM snap."${t}"`,
    ),
    ...serials.map((t) => `SELECT setval(pg_get_serial_sequence('public."${t}"', 'id'), COALESCE((SELECT max(id) FROM public."${t}"), 0) + 1, false)`),
  ].join(';\n');
  return async () => {
    await h.exec(resetSql);
  };
}

let databases = 0;
/** A new database on the throwaway server, copied from the migrated and seeded template (global-setup). */
async function createPostgresCopy(): Promise<Database> {
  const serverUrl = inject('pgUrl');
  const name = `t_${process.pid}_${++databases}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${PG_TEMPLATE}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString(), dataDir: '' });
}

/**
 * Per test file: restore the seeded database, build the app (APP_ENV 'test' unless given), and reset the
 * rows and the clock before each test. Use the returned object's fields inside tests.
 */
export function useHarness(options: Partial<Omit<BuildAppOptions, 'db' | 'clock'>> = {}): Harness {
  const h = {} as Harness;
  let database: Database | null = null;
  beforeAll(async () => {
    if (onPostgres) {
      database = await createPostgresCopy();
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      Object.defineProperty(h, 'pglite', {
        get() {
          throw new Error('h.pglite is PGlite-only: skip this test on PostgreSQL (onPostgres)');
        },
      });
      h.exec = async (text) => {
        await pool.query(text);
      };
      h.query = async <R,>(text: string, params: unknown[] = []) => ({ rows: (await pool.query(text, params)).rows as R[] });
    } else {
      const lite = await restoreSeeded();
      database = fromPglite(lite);
      h.pglite = lite;
      h.exec = async (text) => {
        await lite.exec(text);
      };
      h.query = async <R,>(text: string, params: unknown[] = []) => ({ rows: (await lite.query<R>(text, params)).rows });
    }
    h.db = database.db;
    h.clock = new ManualClock(START);
    h.reset = await snapshot(h);
    h.app = await buildApp({ appEnv: 'test', ...options, db: h.db, clock: h.clock });
    await h.app.ready();
  });
  beforeEach(async () => {
    h.clock.set(START);
    await h.reset();
  });
  afterAll(async () => {
    await h.app?.close();
    await database?.close();
  });
  return h;
}

export interface SentQuery {
  sql: string;
  params: unknown[];
}

/**
 * The statements the app sends to the database while `fn` runs: a spy on the client drizzle calls
 * (PGlite's query, or the node-postgres pool's query, which gets `{ text }` or a string).
 */
export async function captureQueries(h: Pick<Harness, 'db'>, fn: () => Promise<unknown>): Promise<SentQuery[]> {
  const sent: SentQuery[] = [];
  const client = (h.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query.bind(client);
  const spy = vi.spyOn(client, 'query').mockImplementation(((q: unknown, params?: unknown, ...rest: unknown[]) => {
    const text = typeof q === 'string' ? q : (q as { text: string }).text;
    sent.push({ sql: text, params: Array.isArray(params) ? params : [] });
    return original(q, params, ...rest);
  }) as never);
  try {
    await fn();
  } finally {
    spy.mockRestore();
  }
  return sent;
}

/** EXPLAIN (or EXPLAIN ANALYZE) of a statement with its parameters, as one text. */
export async function explain(h: Pick<Harness, 'query'>, q: SentQuery, analyze = false): Promise<string> {
  const res = await h.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${analyze ? '(ANALYZE, TIMING OFF) ' : ''}${q.sql}`, q.params);
  return res.rows.map((r) => r['QUERY PLAN']).join('\n');
}

/** The median of `n` timed runs of `fn` (ms), and all of them sorted. */
export async function medianMs(fn: () => Promise<unknown>, n = 7): Promise<{ median: number; times: number[] }> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(n / 2)]!, times };
}

export interface Envelope<T = unknown> {
  ok: boolean;
  code: number;
  msg: string;
  data: T;
}

/** Call a contract endpoint the way the SDK does (GET: query string, arrays comma-joined; POST: JSON). */
export async function call<T = unknown>(
  app: FastifyInstance,
  name: EndpointName,
  payload: Record<string, unknown> = {},
  opts: { token?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<Envelope<T>> {
  const ep = endpoints[name];
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.token = opts.token;
  const query: Record<string, string> = {};
  if (ep.method === 'GET') {
    for (const [k, v] of Object.entries(payload)) {
      if (v === undefined || v === null || v === '') continue;
      query[k] = Array.isArray(v) ? v.join(',') : String(v);
    }
  }
  const res = await app.inject({
    method: ep.method,
    url: `/api${ep.path}`,
    headers,
    ...(ep.method === 'GET' ? { query } : { payload }),
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`${name}: HTTP ${res.statusCode} ${res.body}`);
  return res.json() as Envelope<T>;
}

export const DEMO = {
  member: '13800000001',
  company: '13800000002',
  salesman: '13800000003',
  expert: '13800000004',
  custuser: '13800000005',
} as const;
export const PASSWORD = 'Demo1234';
/** The demo accounts' user ids (the seed inserts them first, in TEAM-BRIEF order). */
export const DEMO_ID = { member: 1, company: 2, salesman: 3, expert: 4, custuser: 5 } as const;

/**
 * A file of the test app's storage (the emulator) as uploadFile names it: host + the policy's folder + a
 * name. A member's folder is u<id>/<day>/ (the only one whose files that member may store); 'guest' is a
 * visitor's folder (enterprise registration before the account exists).
 */
export const uploadUrl = (owner: number | 'guest' | 'staff', name = 'a.png'): string =>
  `${EMULATOR_PREFIX}/${DEFAULT_BUCKET}/${owner === 'guest' ? 'guest/20260601/Vis1tor_f0lder' : owner === 'staff' ? 'staff/s1/20260601' : `u${owner}/20260601`}/${name}`;

export async function loginAs(app: FastifyInstance, phone: string, password = PASSWORD): Promise<string> {
  const res = await call<{ token: string }>(app, 'login', { user_mobile: phone, login_type: 'password', user_password: password });
  if (!res.ok) throw new Error(`login ${phone}: ${res.msg}`);
  return res.data.token;
}

/** Ask for a code and read it from the dev outbox. */
export async function requestCode(app: FastifyInstance, phone: string, usecate: string, ip?: string): Promise<string> {
  const sent = await call(app, 'sendsms', { ac: 'appvercode', phone, usecate, expireTime: 5 }, ip ? { ip } : {});
  if (!sent.ok) throw new Error(`sendsms ${phone}: ${sent.msg}`);
  const outbox = await call<{ items: { code: string }[] }>(app, 'devSmsOutbox', { phone });
  const code = outbox.data.items[0]?.code;
  if (!code) throw new Error('no code in outbox');
  return code;
}

/** A console session's token: the staff login of `account` (the demo staff's password unless given). */
export async function staffToken(h: { app: FastifyInstance }, account: string, password: string = PASSWORD): Promise<string> {
  const res = await call<{ token: string }>(h.app, 'adminLogin', { account, password });
  if (!res.ok) throw new Error(`adminLogin ${account}: ${res.msg}`);
  return res.data.token;
}

/** One row of the console's audit log as the tests read it. */
export interface AuditRow {
  staff_account: string;
  action: string;
  target_kind: string;
  target_id: string;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The audit log's rows whose action starts with `prefix` ('media.', 'expert.'), oldest first. */
export const auditRowsOf = async (h: Harness, prefix: string): Promise<AuditRow[]> =>
  (await h.query<AuditRow>(`select * from admin_audit where action like $1 order by id`, [`${prefix}%`])).rows;

/**
 * The console's gate of `calls`: without a token and with a member's (`memberToken`) each is not logged in
 * (code -1); each staff account of `refused` (default 运营 and 客服主管) gets 无权限.
 */
export async function expectStaffOnly(
  h: { app: FastifyInstance },
  calls: readonly (readonly [EndpointName, Record<string, unknown>])[],
  memberToken: string,
  refused: readonly string[] = ['ops', 'cs'],
): Promise<void> {
  const tokens = await Promise.all(refused.map(async (account) => [account, await staffToken(h, account)] as const));
  for (const [name, body] of calls) {
    expect(await call(h.app, name, body), name).toMatchObject({ ok: false, code: -1 });
    expect(await call(h.app, name, body, { token: memberToken }), name).toMatchObject({ ok: false, code: -1 });
    for (const [account, token] of tokens) expect(await call(h.app, name, body, { token }), `${name} ${account}`).toMatchObject({ ok: false, msg: '无权限' });
  }
}
