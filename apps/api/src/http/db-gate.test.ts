// The embedded database under load (db-gate.ts, saturation-guard.ts): queries take turns in the open, and a
// saturated database answers new requests at once with 503 and the envelope, never after a long wait.
import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createPglite, fromPglite, type Database } from '../db/client';
import { DEFAULT_PGLITE_MAX_WAIT_MS, DbGate, gatePglite, openServedDatabase } from './db-gate';
import { BUSY_RETRY_AFTER_S, MSG_SERVICE_BUSY, registerSaturationGuard } from './saturation-guard';

/** A gate on a manual clock whose turns the test hands out one by one. */
const manualGate = (maxWaitMs: number) => {
  const clock = { t: 0 };
  const turns: (() => void)[] = [];
  const gate = new DbGate({ maxWaitMs, now: () => clock.t, nextTurn: (run) => turns.push(run) });
  /** Gives the next turn, then lets the unit's promise chain settle. */
  const turn = async () => {
    const run = turns.shift();
    if (!run) throw new Error('no turn waiting');
    run();
    await new Promise((r) => setImmediate(r));
  };
  return { gate, clock, turns, turn };
};

describe('DbGate', () => {
  it('runs one unit at a time, in arrival order, each in a turn of its own', async () => {
    const { gate, turns, turn } = manualGate(1000);
    const order: string[] = [];
    const unit = (name: string) => gate.run(async () => (order.push(name), name));
    const a = unit('a');
    const b = unit('b');
    const c = unit('c');
    // nothing runs in the caller's turn
    expect(order).toEqual([]);
    expect(gate.waiting).toBe(3);
    expect(turns).toHaveLength(1);
    await turn();
    expect(order).toEqual(['a']);
    expect(gate.waiting).toBe(2);
    await turn();
    await turn();
    expect(order).toEqual(['a', 'b', 'c']);
    expect(await Promise.all([a, b, c])).toEqual(['a', 'b', 'c']);
    expect(turns).toHaveLength(0);
  });

  it('passes a failure on to its caller and goes on with the next unit', async () => {
    const { gate, turn } = manualGate(1000);
    const bad = gate.run(() => Promise.reject(new Error('syntax error')));
    const thrown = gate.run(() => {
      throw new Error('thrown at once');
    });
    const good = gate.run(async () => 1);
    const results = Promise.allSettled([bad, thrown, good]);
    await turn();
    await turn();
    await turn();
    expect((await results).map((r) => r.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
  });

  it('is saturated when the waiting units would take longer than maxWaitMs, by what the last ones cost', async () => {
    const { gate, clock, turn } = manualGate(100);
    // each unit costs 30 ms
    const unit = () => gate.run(async () => void (clock.t += 30));
    const units = [unit(), unit(), unit(), unit(), unit()];
    expect(gate.saturated()).toBe(false); // a first guess of 2 ms a unit: 10 ms
    await turn();
    await turn();
    // measured: about 30 ms a unit (the running average moves towards it)
    expect(gate.serviceMs).toBeGreaterThan(10);
    for (let i = 0; i < 10; i += 1) units.push(unit());
    expect(gate.waiting).toBe(13);
    expect(gate.estimatedWaitMs()).toBeGreaterThan(100);
    expect(gate.saturated()).toBe(true);
    while (gate.waiting > 0) await turn();
    await Promise.all(units);
    expect(gate.saturated()).toBe(false);
  });

  it('is saturated when the oldest waiting unit has already waited longer than maxWaitMs', async () => {
    const { gate, clock, turn } = manualGate(100);
    const one = gate.run(async () => 1);
    clock.t += 101;
    expect(gate.estimatedWaitMs()).toBeLessThan(100);
    expect(gate.oldestWaitMs()).toBe(101);
    expect(gate.saturated()).toBe(true);
    await turn();
    await one;
    expect(gate.saturated()).toBe(false);
  });

  it('never refuses with maxWaitMs 0', async () => {
    const { gate, clock, turn } = manualGate(0);
    const units = Array.from({ length: 50 }, () => gate.run(async () => void (clock.t += 100)));
    clock.t += 10_000;
    expect(gate.saturated()).toBe(false);
    while (gate.waiting > 0) await turn();
    await Promise.all(units);
  });
});

describe('the saturation guard', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const appWith = async (saturated: boolean) => {
    const handled: string[] = [];
    app = Fastify();
    registerSaturationGuard(app, { saturated: () => saturated });
    const handler = async (request: { url: string }) => {
      handled.push(request.url);
      return { ok: true, code: 0, msg: '操作成功', data: null };
    };
    app.get('/api/open/uni/listproduct', handler);
    app.post('/api/user/login', handler);
    app.get('/api/health', handler);
    app.get('/api/files/seed/a.svg', handler);
    await app.ready();
    return { app, handled };
  };

  it('answers 503 with the envelope and Retry-After at once while saturated, the handler never run', async () => {
    const { app, handled } = await appWith(true);
    for (const req of [
      { method: 'GET' as const, url: '/api/open/uni/listproduct?pageNum=1&pageSize=20' },
      { method: 'POST' as const, url: '/api/user/login', payload: { phone: '13800000001' } },
    ]) {
      const res = await app.inject(req);
      expect(res.statusCode, req.url).toBe(503);
      expect(res.json()).toEqual({ ok: false, code: 1, msg: '服务繁忙，请稍后重试', data: null });
      expect(MSG_SERVICE_BUSY).toBe('服务繁忙，请稍后重试');
      expect(res.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_S));
      expect(res.headers['cache-control']).toBe('no-store');
      expect(String(res.headers['content-type'])).toContain('application/json');
    }
    expect(handled).toEqual([]);
    // what needs no database still answers
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    expect((await app.inject('/api/files/seed/a.svg')).statusCode).toBe(200);
  });

  it('never lets a request wait behind a stuck queue: with the database stalled, a new request gets 503 at once', async () => {
    // a gate whose turns never come (the database is stuck), 1000 ms allowed, 600 queries of 2 ms waiting
    const { gate } = manualGate(1000);
    const stuck = Array.from({ length: 600 }, () => gate.run(async () => 'never'));
    expect(gate.estimatedWaitMs()).toBeGreaterThan(1000);
    app = Fastify();
    registerSaturationGuard(app, gate);
    app.get('/api/open/uni/listproduct', async () => gate.run(async () => ({ ok: true })));
    const t0 = performance.now();
    const res = await app.inject('/api/open/uni/listproduct?pageNum=1&pageSize=20');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, code: 1, msg: '服务繁忙，请稍后重试', data: null });
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(gate.waiting).toBe(600);
    void stuck;
  });

  it('lets every request through otherwise', async () => {
    const { app, handled } = await appWith(false);
    expect((await app.inject('/api/open/uni/listproduct?pageNum=1&pageSize=20')).statusCode).toBe(200);
    expect(handled).toEqual(['/api/open/uni/listproduct?pageNum=1&pageSize=20']);
  });
});

/** GETs `path` `n` times at once over real connections; each answer's status, body and time. */
const flood = async (port: number, path: string, n: number) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: n });
  try {
    return await Promise.all(
      Array.from(
        { length: n },
        () =>
          new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
            const t0 = performance.now();
            const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
              let body = '';
              res.setEncoding('utf8');
              res.on('data', (c: string) => (body += c));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - t0 }));
            });
            req.on('error', reject);
          }),
      ),
    );
  } finally {
    agent.destroy();
  }
};

/** The most requests the server had read and not yet answered at once (counted as Node parses them). */
const trackInFlight = (app: FastifyInstance) => {
  const state = { now: 0, max: 0 };
  app.server.on('request', (_req, res: http.ServerResponse) => {
    state.now += 1;
    state.max = Math.max(state.max, state.now);
    res.once('finish', () => (state.now -= 1));
  });
  return state;
};

describe('the API on PGlite under a flood of requests', () => {
  const LIST = '/api/open/uni/listproduct?pageNum=1&pageSize=20';
  // one migrated in-memory database, opened as the API opens it: PGlite behind the gate
  let database: Database;
  let gate: DbGate | null;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    // a tight limit, so that this machine's speed does not decide whether the flood saturates it
    ({ database, gate } = await openServedDatabase({ databaseUrl: null, dataDir: 'memory://', pgliteMaxWaitMs: 5 }));
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  const serve = async (db: Database['db'], dbGate: DbGate | null) => {
    app = await buildApp({ db, appEnv: 'test', logger: false, dbGate });
    const inFlight = trackInFlight(app);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    return { port: Number(new URL(address).port), inFlight };
  };

  it('PGLITE_MAX_WAIT_MS: default 1000, 0 allowed (never refuse), nonsense ignored', () => {
    expect(DEFAULT_PGLITE_MAX_WAIT_MS).toBe(1000);
    expect(loadConfig({}).pgliteMaxWaitMs).toBe(1000);
    expect(loadConfig({ PGLITE_MAX_WAIT_MS: '250' }).pgliteMaxWaitMs).toBe(250);
    expect(loadConfig({ PGLITE_MAX_WAIT_MS: '0' }).pgliteMaxWaitMs).toBe(0);
    expect(loadConfig({ PGLITE_MAX_WAIT_MS: '-5' }).pgliteMaxWaitMs).toBe(1000);
    expect(loadConfig({ PGLITE_MAX_WAIT_MS: 'soon' }).pgliteMaxWaitMs).toBe(1000);
  });

  it('without the gate (the cause): the API holds one request at a time, the rest wait unread where nothing can see them', async () => {
    expect(database.pglite).not.toBeNull();
    const { port, inFlight } = await serve(fromPglite(database.pglite as PGlite).db, null);
    const answers = await flood(port, LIST, 40);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // (one more at most: a response's 'finish' may come a tick after the next request was read)
    expect(inFlight.max).toBeLessThanOrEqual(2);
  }, 60_000);

  it('with the gate, requests are read as they come and wait for the database in the open (here never refused)', async () => {
    const open = new DbGate({ maxWaitMs: 0 });
    const { port, inFlight } = await serve(fromPglite(gatePglite(database.pglite as PGlite, open)).db, open);
    const answers = await flood(port, LIST, 40);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(inFlight.max).toBeGreaterThan(10);
  }, 60_000);

  it('the server opens PGlite behind the gate: requests are read as they come, and a flood beyond what can be served in time gets 503 at once', async () => {
    expect(gate).toBeInstanceOf(DbGate);
    expect(database.kind).toBe('pglite');
    const { port } = await serve(database.db, gate);
    const answers = await flood(port, LIST, 80);

    const busy = answers.filter((a) => a.status === 503);
    const served = answers.filter((a) => a.status === 200);
    expect(busy.length + served.length).toBe(answers.length);
    expect(busy.length).toBeGreaterThan(0);
    expect(served.length).toBeGreaterThan(0);
    for (const a of busy) expect(JSON.parse(a.body)).toEqual({ ok: false, code: 1, msg: MSG_SERVICE_BUSY, data: null });
    for (const a of served) expect(JSON.parse(a.body)).toMatchObject({ ok: true, code: 0, data: { items: [], total: 0 } });
    // once the flood has drained, the next request is served
    expect(gate?.saturated()).toBe(false);
    const after = await flood(port, LIST, 1);
    expect(after[0]?.status).toBe(200);
  }, 60_000);
});

describe('a gated PGlite', () => {
  it('still does everything drizzle and the app ask of it (transactions, exec, its own methods)', async () => {
    const lite = await createPglite();
    const gate = new DbGate({ maxWaitMs: 1000 });
    const gated = gatePglite(lite, gate);
    try {
      await gated.exec('create table t (id int primary key, v text)');
      await gated.transaction(async (tx) => {
        await tx.query('insert into t values (1, $1)', ['一']);
        await tx.query('insert into t values (2, $1)', ['二']);
      });
      expect((await gated.query<{ v: string }>('select v from t order by id')).rows.map((r) => r.v)).toEqual(['一', '二']);
      // a failed transaction rolls back and lets the next unit run
      await expect(
        gated.transaction(async (tx) => {
          await tx.query('insert into t values (3, $1)', ['三']);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect((await gated.query<{ n: number }>('select count(*)::int as n from t')).rows[0]?.n).toBe(2);
      // PGlite's own methods (private state) work through the wrapper
      expect(gated.ready).toBe(true);
      expect(gated.closed).toBe(false);
    } finally {
      await gated.close();
    }
    expect(lite.closed).toBe(true);
  }, 60_000);
});
