// Test harness: a real PGlite restored from the seeded dump, the app built on it with a manual clock,
// and a fast reset to the seeded state between tests.
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { EndpointName } from '@ws/api-sdk/contract';
import { endpoints } from '@ws/api-sdk/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, inject, vi } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import { createPglite, fromPglite, type Db } from '../src/db/client';
import { tableNames } from '../src/seed/run';
import { ManualClock } from '../src/services/clock';

export const START = '2026-06-01T08:00:00+08:00';

export interface Harness {
  app: FastifyInstance;
  db: Db;
  pglite: PGlite;
  clock: ManualClock;
  reset(): Promise<void>;
}

/** Restore the seeded dump into a new in-memory PGlite. */
export async function restoreSeeded(): Promise<PGlite> {
  const bytes = readFileSync(inject('seededDump'));
  return createPglite({ loadDataDir: new Blob([bytes]) });
}

/** Copy every table into schema `snap` so that reset() can put the seeded rows back quickly. */
async function snapshot(pglite: PGlite): Promise<() => Promise<void>> {
  const tables = tableNames();
  await pglite.exec(['CREATE SCHEMA snap', ...tables.map((t) => `CREATE TABLE snap."${t}" AS TABLE public."${t}"`)].join(';\n'));
  const serials = (
    await pglite.query<{ table_name: string }>(
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
    await pglite.exec(resetSql);
  };
}

/**
 * Per test file: restore the seeded database, build the app (APP_ENV 'test' unless given), and reset the
 * rows and the clock before each test. Use the returned object's fields inside tests.
 */
export function useHarness(options: Partial<Omit<BuildAppOptions, 'db' | 'clock'>> = {}): Harness {
  const h = {} as Harness;
  beforeAll(async () => {
    h.pglite = await restoreSeeded();
    h.db = fromPglite(h.pglite).db;
    h.clock = new ManualClock(START);
    h.reset = await snapshot(h.pglite);
    h.app = await buildApp({ appEnv: 'test', ...options, db: h.db, clock: h.clock });
    await h.app.ready();
  });
  beforeEach(async () => {
    h.clock.set(START);
    await h.reset();
  });
  afterAll(async () => {
    await h.app?.close();
    await h.pglite?.close();
  });
  return h;
}

export interface SentQuery {
  sql: string;
  params: unknown[];
}

/** The statements the app sends to the database while `fn` runs (drizzle's PGlite session calls client.query). */
export async function captureQueries(pglite: PGlite, fn: () => Promise<unknown>): Promise<SentQuery[]> {
  const sent: SentQuery[] = [];
  const original = pglite.query.bind(pglite);
  const spy = vi.spyOn(pglite, 'query').mockImplementation(((q: string, params?: unknown[], opts?: unknown) => {
    sent.push({ sql: q, params: params ?? [] });
    return original(q, params as never, opts as never);
  }) as typeof pglite.query);
  try {
    await fn();
  } finally {
    spy.mockRestore();
  }
  return sent;
}

/** EXPLAIN (or EXPLAIN ANALYZE) of a statement with its parameters, as one text. */
export async function explain(pglite: PGlite, q: SentQuery, analyze = false): Promise<string> {
  const res = await pglite.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${analyze ? '(ANALYZE, TIMING OFF) ' : ''}${q.sql}`, q.params as never);
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
