// The gateway's micro-cache of public reads (the embedded default's edge, as nginx is in production): only a
// visitor's GET under /api/open/uni/ whose answer the API marks with X-Accel-Expires, for that long, one
// request per URL to the API at a time.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDists, startEchoApi, type Echo } from '../test/helpers';
import { buildGateway } from './app';

let api: Awaited<ReturnType<typeof startEchoApi>>;
let dists: Awaited<ReturnType<typeof makeDists>>;
let gw: FastifyInstance;

beforeAll(async () => {
  api = await startEchoApi();
  dists = await makeDists();
  gw = await buildGateway({ mode: 'prod', appEnv: 'demo', apiUrl: api.url, dist: dists.dist });
});

afterAll(async () => {
  await gw.close();
  await api.close();
  await dists.cleanup();
});

const idOf = (body: string) => (JSON.parse(body) as { data: Echo }).data.headers['x-request-id'];
const servedOf = (url: string) => api.served.filter((u) => u === url).length;
let n = 0;
const fresh = (query: string) => `/api/open/uni/listproduct?${query}&n=${++n}`;

describe('the public-read micro-cache', () => {
  it("answers a visitor's repeat from the cache for the seconds the API gives, with its own request id", async () => {
    const url = fresh('accel=1');
    const first = await gw.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['x-accel-expires'], "nginx's header stays with the gateway").toBeUndefined();
    const again = await gw.inject(url);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['cache-control']).toBe('public, max-age=2');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(servedOf(url)).toBe(1);
    // the client's copy still good: 304 from the cache
    const revalidated = await gw.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    // past the seconds: the API again
    await new Promise((r) => setTimeout(r, 1_050));
    const later = await gw.inject(url);
    expect(later.headers['x-cache']).toBe('MISS');
    expect(idOf(later.body)).not.toBe(idOf(first.body));
    expect(servedOf(url)).toBe(2);
  });

  it('never answers nor keeps a request with a token, and keeps nothing the API does not mark', async () => {
    const url = fresh('accel=5');
    await gw.inject(url);
    const withToken = await gw.inject({ url, headers: { token: 'abc' } });
    expect(withToken.headers['x-cache']).toBeUndefined();
    expect(servedOf(url)).toBe(2);
    const plain = fresh('x=1');
    await gw.inject(plain);
    await gw.inject(plain);
    expect(servedOf(plain)).toBe(2);
    // only under /api/open/uni/, only GET
    const other = `/api/orders/list_self?accel=5&n=${++n}`;
    await gw.inject(other);
    await gw.inject(other);
    expect(servedOf(other)).toBe(2);
    const head = fresh('accel=5');
    await gw.inject({ method: 'HEAD', url: head });
    expect((await gw.inject(head)).body).not.toBe('');
  });

  it('forgets everything when a change passes through, also an answer asked for before it', async () => {
    const url = fresh('accel=5');
    const first = await gw.inject(url);
    expect((await gw.inject(url)).headers['x-cache']).toBe('HIT');
    const save = await gw.inject({ method: 'POST', url: '/api/admin/help/save', payload: { id: 1 } });
    expect(save.statusCode).toBe(200);
    const after = await gw.inject(url);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(idOf(after.body)).not.toBe(idOf(first.body));
    // a read under way while the change is made is answered but not kept
    const slow = fresh('accel=5&delay=200');
    const pending = gw.inject(slow);
    await new Promise((r) => setTimeout(r, 50));
    await gw.inject({ method: 'POST', url: '/api/merchant/goods/save', payload: {} });
    await pending;
    expect((await gw.inject(slow)).headers['x-cache']).toBe('MISS');
    expect(servedOf(slow)).toBe(2);
  });

  it('sends one request per URL to the API while the others wait for its answer', async () => {
    const url = fresh('accel=5&delay=150');
    const answers = await Promise.all(Array.from({ length: 8 }, () => gw.inject(url)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(servedOf(url)).toBe(1);
    expect(answers.filter((a) => a.headers['x-cache'] === 'MISS')).toHaveLength(1);
  });
});
