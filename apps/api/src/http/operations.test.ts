// Operations: /api/health and /api/ready, request ids on every answer and log line, and the Prometheus
// metrics on their own listener (never under /api).
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Db } from '../db/client';
import { call, DEMO, loginAs, onPostgres, requestCode, useHarness } from '../../test/helpers';
import { CHAT_EVENTS_PATH } from './chat-events';
import { ApiMetrics, metricsPortFromEnv, startMetricsServer, type MetricsServer } from './metrics';
import { checkReadiness } from './readiness';
import { NOTIFY_PATH } from './payments';

const metrics = new ApiMetrics();

describe('health and readiness', () => {
  const h = useHarness({ metrics });

  it('/api/health is alive and /api/ready sees the database migrated, neither cached', async () => {
    for (const url of ['/api/health', '/api/ready']) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('not ready: a migration the database lacks, an unreachable database', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ws-migrations-'));
    mkdirSync(path.join(dir, 'meta'));
    writeFileSync(
      path.join(dir, 'meta', '_journal.json'),
      JSON.stringify({ version: '7', dialect: 'postgresql', entries: [{ idx: 0, version: '7', when: 4_102_444_800_000, tag: '9999_future', breakpoints: true }] }),
    );
    writeFileSync(path.join(dir, '9999_future.sql'), 'select 1;');
    expect(await checkReadiness(h.db, { migrationsDir: dir })).toEqual({ ok: false, reason: 'migrations pending' });
    const down = { execute: () => Promise.reject(new Error('connect ECONNREFUSED')) } as unknown as Db;
    expect(await checkReadiness(down)).toEqual({ ok: false, reason: 'database unreachable' });
    const hung = { execute: () => new Promise(() => {}) } as unknown as Db;
    expect(await checkReadiness(hung, { timeoutMs: 50 })).toEqual({ ok: false, reason: 'database timeout' });
  });

  it('answers 503 with a short reason when not ready, even while the embedded database is saturated', async () => {
    const down = new Proxy(h.db, {
      get: (target, prop, receiver) => (prop === 'execute' ? () => Promise.reject(new Error('down')) : Reflect.get(target, prop, receiver)),
    });
    const app = await buildApp({ db: h.db, appEnv: 'test', clock: h.clock, dbGate: { saturated: () => true } });
    try {
      expect((await app.inject('/api/health')).statusCode).toBe(200);
      expect((await app.inject('/api/ready')).json()).toEqual({ ok: true });
      expect((await app.inject('/api/open/uni/listproduct')).statusCode).toBe(503);
    } finally {
      await app.close();
    }
    const app2 = await buildApp({ db: down, appEnv: 'test', clock: h.clock });
    try {
      const res = await app2.inject('/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ ok: false, reason: 'database unreachable' });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await app2.close();
    }
  });
});

describe('request ids', () => {
  const h = useHarness();

  it('uses a valid incoming X-Request-Id, replaces an invalid one, makes one when absent', async () => {
    const given = await h.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc.DEF_123-x' } });
    expect(given.headers['x-request-id']).toBe('abc.DEF_123-x');
    for (const bad of ['has space', 'x'.repeat(65), 'semi;colon', '中文']) {
      const res = await h.app.inject({ url: '/api/health', headers: { 'x-request-id': bad } });
      const id = String(res.headers['x-request-id']);
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    }
    const made = await h.app.inject('/api/nowhere');
    expect(made.statusCode).toBe(404);
    expect(String(made.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a failed answer carries the id of its log line, and the log keeps no secrets', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      db: h.db,
      appEnv: 'test',
      clock: h.clock,
      logLevel: 'info',
      logStream: new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }),
      handlers: {
        ...(await import('../modules/index')).handlers,
        async listproduct() {
          throw new Error('boom');
        },
      },
    });
    try {
      const res = await app.inject({ url: '/api/open/uni/listproduct', headers: { 'x-request-id': 'req-failing-1' } });
      expect(res.json()).toMatchObject({ ok: false, msg: '服务器繁忙，请稍后重试' });
      expect(res.headers['x-request-id']).toBe('req-failing-1');
      // a login carries its password in the query string: never in the log
      const login = await app.inject({ url: `/api/login?user_mobile=${DEMO.member}&login_type=password&user_password=Secret-Pw-9`, headers: { 'x-request-id': 'req-login-1' } });
      expect(login.headers['x-request-id']).toBe('req-login-1');
    } finally {
      await app.close();
    }
    const records = lines.flatMap((l) => l.split('\n')).filter(Boolean).map((l) => JSON.parse(l) as { reqId?: string; level: number; msg: string });
    const failing = records.filter((r) => r.reqId === 'req-failing-1');
    expect(failing.length).toBeGreaterThan(1);
    expect(failing.some((r) => r.level >= 50)).toBe(true);
    expect(records.some((r) => r.reqId === 'req-login-1')).toBe(true);
    expect(lines.join('')).not.toContain('Secret-Pw-9');
  });
});

describe('metrics', () => {
  const h = useHarness({ metrics });
  let server: MetricsServer | null = null;
  afterAll(async () => {
    await server?.close();
  });

  const scrape = async (): Promise<string> => {
    server ??= await startMetricsServer(metrics, { port: 0 });
    const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  it('METRICS_PORT: a port turns the listener on, anything else leaves it off', () => {
    expect(metricsPortFromEnv('9464')).toBe(9464);
    for (const v of [undefined, '', ' ', 'abc', '0', '70000', '-1']) expect(metricsPortFromEnv(v)).toBeNull();
  });

  it('counts requests by route pattern and status, notices, SMS and owed refunds on their own listener', async () => {
    await call(h.app, 'listproduct', { page: 1 });
    await call(h.app, 'listproduct', { page: 2 });
    await h.app.inject('/api/no/such/path?secret=1');
    await h.app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { 'content-type': 'text/xml' }, payload: '<xml><return_code>SUCCESS</return_code></xml>' });
    await requestCode(h.app, DEMO.member, 'login');
    await h.exec(
      `insert into payments (order_no, subject_kind, subject_id, user_id, amount_fen, status, created_at, refund_fen, refund_no, refund_reason)
       values ('METRICS-T-1', 'order', 999999, 1, 500, 'refund_pending', now(), 300, 'R-METRICS-T-1', 'cancelled')`,
    );

    const text = await scrape();
    expect(text).toContain('# TYPE ws_http_requests_total counter');
    expect(text).toContain('ws_http_requests_total{method="GET",route="/api/open/uni/listproduct",status="200"} 2');
    expect(text).toMatch(/ws_http_requests_total\{method="GET",route="unmatched",status="404"\} 1/);
    expect(text).not.toContain('/api/no/such/path');
    expect(text).toContain('# TYPE ws_http_request_duration_seconds histogram');
    expect(text).toContain('ws_http_request_duration_seconds_bucket{method="GET",route="/api/open/uni/listproduct",le="+Inf"} 2');
    expect(text).toContain('ws_http_request_duration_seconds_count{method="GET",route="/api/open/uni/listproduct"} 2');
    expect(text).toContain('ws_payment_notices_total{outcome="refused"} 1');
    expect(text).toContain('ws_sms_sent_total{usecate="login",result="ok"} 1');
    expect(text).toContain('ws_refunds_owed{kind="payment"} 1');
    expect(text).toContain('ws_refunds_owed_fen{kind="payment"} 300');
    expect(text).toContain('ws_refunds_owed{kind="part"} 0');
    expect(text).toContain('process_resident_memory_bytes ');
    if (onPostgres) {
      expect(text).toMatch(/ws_db_pool_connections\{state="total"\} \d+/);
      expect(text).toMatch(/ws_db_pool_waiting \d+/);
    }
    // every line is a comment or `name{labels} value`
    for (const line of text.trim().split('\n')) expect(line).toMatch(/^(# (HELP|TYPE) \w+ .+|[a-zA-Z_:][\w:]*(\{[^}]*\})? [-+0-9.eInfNa]+)$/);

    // the listener serves /metrics only
    const other = await fetch(`http://127.0.0.1:${server!.port}/api/health`);
    expect(other.status).toBe(404);
  });

  it('nothing under /api (nor the app at all) serves the metrics', async () => {
    for (const url of ['/api/metrics', '/metrics', '/api/dev/metrics', '/api/open/uni/metrics']) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('ws_http_requests_total');
    }
  });

  it.skipIf(onPostgres)('counts the pool of the embedded database behind its gate', async () => {
    const gated = new ApiMetrics();
    const app = await buildApp({ db: h.db, appEnv: 'test', clock: h.clock, metrics: gated, dbGate: Object.assign({ saturated: () => false }, { waiting: 3 }) });
    try {
      const text = await gated.render();
      expect(text).toContain('ws_db_gate_waiting 3');
      expect(text).toContain('ws_db_gate_saturated 0');
    } finally {
      await app.close();
    }
  });
});

describe('closing with a chat event stream open', () => {
  const h = useHarness();

  it('ends the stream first, so a graceful close does not wait for it', async () => {
    const app = await buildApp({ db: h.db, appEnv: 'test', clock: h.clock });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const member = await loginAs(app, DEMO.member);
    const { data } = await call<{ ticket: string }>(app, 'chatEventsTicket', {}, { token: member });
    const res = await fetch(`${address}${CHAT_EVENTS_PATH}?ticket=${data.ticket}`);
    const reader = res.body!.getReader();
    let seen = '';
    while (!seen.includes('event: ready')) seen += new TextDecoder().decode((await reader.read()).value);
    const t0 = Date.now();
    await app.close();
    expect(Date.now() - t0).toBeLessThan(2000);
    // the stream is over
    for (;;) if ((await reader.read()).done) break;
  });
});
