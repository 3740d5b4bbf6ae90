// What an attacker tried against the gateway: secrets in its request log, oversize bodies, very long
// URLs, the build manifest, and the address the API is told a request comes from.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from './app';
import { API_BODY_LIMIT, BODY_LIMIT, EMULATOR_BODY_LIMIT } from './limits';
import { makeDists, startEchoApi } from '../test/helpers';

type Api = Awaited<ReturnType<typeof startEchoApi>>;
type Dists = Awaited<ReturnType<typeof makeDists>>;

let api: Api;
let dists: Dists;
let gw: FastifyInstance;
let base: string;

beforeAll(async () => {
  api = await startEchoApi();
  dists = await makeDists();
  gw = await buildGateway({ mode: 'prod', appEnv: 'demo', apiUrl: api.url, dist: dists.dist });
  await gw.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(gw.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await gw.close();
  await api.close();
  await dists.cleanup();
});

/** A raw HTTP request (fetch cannot send a chunked body of our choosing or an oversize URL reliably). */
const rawRequest = (
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer; chunked?: boolean } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> =>
  new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    // the server may answer and close before the whole body is written: that is the point of some tests
    req.on('error', (e: NodeJS.ErrnoException) => (e.code === 'EPIPE' || e.code === 'ECONNRESET' ? undefined : reject(e)));
    if (init.body && init.chunked) {
      const step = 64 * 1024;
      for (let i = 0; i < init.body.length; i += step) req.write(init.body.subarray(i, i + step));
      req.end();
    } else {
      req.end(init.body);
    }
  });

describe('request log', () => {
  it('never writes the password, SMS code or token of a login to the log', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (c: Buffer) => lines.push(...c.toString('utf8').split('\n').filter(Boolean)));
    const logged = await buildGateway({ mode: 'prod', apiUrl: api.url, dist: dists.dist, logger: { level: 'info' }, logStream: stream });
    try {
      const query = 'user_mobile=13800000001&login_type=password&user_password=S3cretPassw0rd&smscode=482913&token=tok9f8e7d';
      const res = await logged.inject(`/api/open/uni/login?${query}`);
      expect(res.statusCode).toBe(200);
      const page = await logged.inject(`/login?redirect=%2Fcart&password=S3cretPassw0rd`);
      expect(page.statusCode).toBe(200);
      await new Promise((r) => setImmediate(r));
      const log = lines.join('\n');
      expect(log).toContain('/api/open/uni/login'); // the request is logged …
      for (const secret of ['S3cretPassw0rd', '482913', 'tok9f8e7d', '13800000001']) expect(log).not.toContain(secret); // … without its query
    } finally {
      await logged.close();
    }
  });
});

describe('request body limits', () => {
  it('refuses a declared body over the API limit with 413 and the envelope, without bothering the API', async () => {
    const res = await rawRequest(`${base}/api/open/uni/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(API_BODY_LIMIT + 1, 0x20),
    });
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({ ok: false, code: 1, msg: '请求内容过大', data: null });
  });

  it('cuts off a chunked body at the limit with 413 and the envelope (not 502)', async () => {
    const res = await rawRequest(`${base}/api/open/uni/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(3 * API_BODY_LIMIT, 0x41),
      chunked: true,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ ok: false, code: 1, msg: '请求内容过大', data: null });
  });

  it('gives uploads to the storage emulator their own limit', async () => {
    const upload = await rawRequest(`${base}/api/oss-emulator/ws-demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(3 * API_BODY_LIMIT, 0x43),
    });
    expect(upload.status).toBe(200);
    expect((JSON.parse(upload.body) as { data: { bodyLength: number } }).data.bodyLength).toBe(3 * API_BODY_LIMIT);
    // a video of the console's, over the site's general limit, passes to the emulator whole
    const video = await rawRequest(`${base}/api/oss-emulator/ws-demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(BODY_LIMIT + 1, 0x43),
    });
    expect(video.status).toBe(200);
    // over the console's limit: refused on its declared length before anything is sent on
    const tooBig = await rawRequest(`${base}/api/oss-emulator/ws-demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(EMULATOR_BODY_LIMIT + 1) },
      body: Buffer.alloc(1024, 0x43),
    });
    expect(tooBig.status).toBe(413);
  });

  it('passes a chunked body under the limit through whole', async () => {
    const body = Buffer.alloc(API_BODY_LIMIT - 10, 0x42);
    const res = await rawRequest(`${base}/api/echo`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body, chunked: true });
    expect(res.status).toBe(200);
    expect((JSON.parse(res.body) as { data: { bodyLength: number } }).data.bodyLength).toBe(body.length);
  });
});

describe('very long URLs', () => {
  it('answers a URL over 16 KB with 431 and the envelope', async () => {
    const res = await rawRequest(`${base}/api/open/uni/listarticle?keywords=${'a'.repeat(17 * 1024)}`);
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({ ok: false, code: 1, msg: '请求地址过长', data: null });
  });
});

describe('build manifest', () => {
  it('is not served (the gateway reads it from disk only)', async () => {
    const { mkdir, writeFile } = await import('node:fs/promises');
    const path = await import('node:path');
    for (const app of ['portal', 'mall'] as const) {
      await mkdir(path.join(dists.dist[app], '.vite'), { recursive: true });
      await writeFile(path.join(dists.dist[app], '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index.js"}}');
      for (const url of [`/_${app}/.vite/manifest.json`, `/_${app}/.VITE/manifest.json`, `/_${app}/%2evite/manifest.json`]) {
        const res = await gw.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('index.html');
      }
    }
    // ordinary build files are still served
    expect((await gw.inject('/_portal/assets/index-Ab12Cd34.js')).statusCode).toBe(200);
  });
});
