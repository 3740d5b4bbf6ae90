// The /api proxy under load: requests to the API go out side by side (no small socket limit queues them
// behind each other), and the API's "busy" answer (503, its saturation guard on PGlite) reaches the client
// at once, as it is, exactly once: the proxy never asks again by itself (which multiplied the load on a
// saturated API and left each unread 503 holding one of the proxy's connections to the API).
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from './app';
import { API_UPSTREAM_CONNECTIONS } from './limits';
import { listen, makeDists } from '../test/helpers';

const BUSY = JSON.stringify({ ok: false, code: 1, msg: '服务繁忙，请稍后重试', data: null });

/**
 * A fake API: `answer` decides each request's status and delay; counts requests and the most at once. With
 * `holdUntil` n, it answers nothing until n requests are in at the same time (or `delayMs` has passed): then
 * "all at once" does not depend on how fast a loaded machine sends them, only on whether the proxy lets them through.
 */
const startApi = async (answer: (url: string) => { status: number; delayMs: number }, holdUntil = 0) => {
  const stats = { hits: 0, now: 0, max: 0, sockets: new Set<unknown>() };
  const waiting: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    stats.hits += 1;
    stats.now += 1;
    stats.max = Math.max(stats.max, stats.now);
    stats.sockets.add(req.socket);
    const { status, delayMs } = answer(req.url ?? '');
    const respond = () => {
      stats.now -= 1;
      if (status === 503) {
        res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1', 'cache-control': 'no-store' });
        res.end(BUSY);
      } else {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ ok: true, code: 0, msg: '操作成功', data: { url: req.url } }));
      }
    };
    if (holdUntil === 0) {
      setTimeout(respond, delayMs);
      return;
    }
    const timer = setTimeout(respond, delayMs);
    waiting.push(() => {
      clearTimeout(timer);
      respond();
    });
    if (stats.now >= holdUntil) waiting.splice(0).forEach((release) => release());
  });
  const api = await listen(server);
  return { ...api, stats };
};

/** GETs `path` from the gateway `n` times at once over real connections. */
const getAll = async (port: number, path: string, n: number) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: n });
  try {
    return await Promise.all(
      Array.from(
        { length: n },
        (_, i) =>
          new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
            const req = http.get({ host: '127.0.0.1', port, path: `${path}${path.includes('?') ? '&' : '?'}i=${i}`, agent }, (res) => {
              let body = '';
              res.setEncoding('utf8');
              res.on('data', (c: string) => (body += c));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
            });
            req.on('error', reject);
          }),
      ),
    );
  } finally {
    agent.destroy();
  }
};

describe('the /api proxy under load', () => {
  let gw: FastifyInstance | undefined;
  let close: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await gw?.close();
    gw = undefined;
    for (const c of close) await c();
    close = [];
  });

  const start = async (answer: Parameters<typeof startApi>[0], holdUntil = 0) => {
    const api = await startApi(answer, holdUntil);
    const dists = await makeDists();
    close.push(api.close, dists.cleanup);
    gw = await buildGateway({ mode: 'prod', appEnv: 'demo', apiUrl: api.url, dist: dists.dist });
    const address = await gw.listen({ port: 0, host: '127.0.0.1' });
    return { api, port: Number(new URL(address).port) };
  };

  it('sends 50 requests at once to the API side by side, not one after another', async () => {
    expect(API_UPSTREAM_CONNECTIONS).toBeGreaterThanOrEqual(50);
    // the API holds every answer until all 50 are in at once (10 s at most): a proxy that queued them behind a
    // socket limit would never get there, and the most at once would be that limit
    const { api, port } = await start(() => ({ status: 200, delayMs: 10_000 }), 50);
    const answers = await getAll(port, '/api/open/uni/listproduct?pageNum=1&pageSize=20', 50);
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(api.stats.hits).toBe(50);
    expect(api.stats.max).toBe(50);
  }, 30_000);

  it("passes the API's 503 on at once and once: no retry of its own", async () => {
    const { api, port } = await start(() => ({ status: 503, delayMs: 0 }));
    const [res] = await getAll(port, '/api/open/uni/listproduct?pageNum=1&pageSize=20', 1);
    expect(res?.status).toBe(503);
    expect(res?.body).toBe(BUSY);
    expect(res?.headers['retry-after']).toBe('1');
    expect(res?.headers['cache-control']).toBe('no-store');
    expect(api.stats.hits).toBe(1);
  }, 20_000);

  it('stays fast after many 503s: no connection to the API is left holding an unread answer', async () => {
    let busy = true;
    const { api, port } = await start(() => ({ status: busy ? 503 : 200, delayMs: 0 }));
    for (let round = 0; round < 4; round += 1) {
      const answers = await getAll(port, '/api/open/uni/listproduct?pageNum=1&pageSize=20', 50);
      expect(answers.every((a) => a.status === 503 && a.body === BUSY)).toBe(true);
    }
    expect(api.stats.hits).toBe(200);
    busy = false;
    const t0 = performance.now();
    const after = await getAll(port, '/api/open/uni/statInfo', 20);
    expect(after.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(performance.now() - t0).toBeLessThan(2000);
  }, 30_000);
});
