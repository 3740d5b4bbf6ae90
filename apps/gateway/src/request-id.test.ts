// X-Request-Id through the gateway: an incoming plain id is kept, passed to the API and returned; anything
// else is replaced by one the gateway makes; pages and the gateway's own answers carry it too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from './app';
import { makeDists, startEchoApi, type Echo } from '../test/helpers';

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

const echo = (body: string): Echo => (JSON.parse(body) as { data: Echo }).data;

describe('request ids', () => {
  it('passes a valid incoming X-Request-Id on to the API and returns it', async () => {
    const res = await gw.inject({ url: '/api/open/uni/listproduct', headers: { 'x-request-id': 'nginx-0123abcd.ef_9' } });
    expect(res.statusCode).toBe(200);
    expect(echo(res.body).headers['x-request-id']).toBe('nginx-0123abcd.ef_9');
    expect(res.headers['x-request-id']).toBe('nginx-0123abcd.ef_9');
  });

  it('makes an id when none or an invalid one comes, the same one for the API and the answer', async () => {
    for (const headers of [{}, { 'x-request-id': 'two words' }, { 'x-request-id': 'x'.repeat(65) }, { 'x-request-id': '<script>' }]) {
      const res = await gw.inject({ url: '/api/open/uni/listproduct', headers });
      const id = String(res.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(echo(res.body).headers['x-request-id']).toBe(id);
    }
  });

  it('pages and the gateway’s own answers carry an id too', async () => {
    const page = await gw.inject({ url: '/homePage', headers: { 'x-request-id': 'page-1' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-request-id']).toBe('page-1');
    const tooLong = await gw.inject({ url: `/api/x?${'a'.repeat(20_000)}` });
    expect(tooLong.headers['x-request-id']).toBeTruthy();
  });
});
