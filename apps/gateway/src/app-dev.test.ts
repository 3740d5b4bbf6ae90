import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from './app';
import { freePort, listen, startEchoApi } from '../test/helpers';

type Server = Awaited<ReturnType<typeof listen>>;

const WS_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

/** Stands in for a Vite dev server with base /_<app>/; its websocket sends one HMR text frame. */
const fakeVite = async (app: 'portal' | 'mall' | 'admin') => {
  const server = http.createServer((req, res) => {
    const url = req.url ?? '';
    if (url === `/_${app}/index.html`) {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><script type="module" src="/_${app}/@vite/client"></script><div>${app.toUpperCase()} DEV</div>`);
    } else if (url.startsWith(`/_${app}/src/`)) {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(`// ${url}`);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  server.on('upgrade', (req, socket) => {
    const accept = createHash('sha1').update(`${String(req.headers['sec-websocket-key'])}${WS_GUID}`).digest('base64');
    const payload = Buffer.from(JSON.stringify({ type: 'connected', app, url: req.url }));
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        `Sec-WebSocket-Accept: ${accept}\r\nSec-WebSocket-Protocol: vite-hmr\r\n\r\n`,
    );
    socket.write(Buffer.concat([Buffer.from([0x81, payload.length]), payload]));
    socket.on('error', () => undefined);
  });
  return listen(server);
};

let portal: Server;
let mall: Server;
let admin: Server;
let api: Awaited<ReturnType<typeof startEchoApi>>;
let gw: FastifyInstance;

beforeAll(async () => {
  portal = await fakeVite('portal');
  mall = await fakeVite('mall');
  admin = await fakeVite('admin');
  api = await startEchoApi();
  gw = await buildGateway({ mode: 'dev', apiUrl: api.url, devUrl: { portal: portal.url, mall: mall.url, admin: admin.url } });
});

afterAll(async () => {
  await Promise.all([portal.close(), mall.close(), admin.close(), api.close()]);
  await gw.close();
});

describe('dev mode', () => {
  it('answers page routes with the index.html of the owning Vite server', async () => {
    const home = await gw.inject('/homePage');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('PORTAL DEV');
    expect(home.headers['cache-control']).toBe('no-cache');
    const cart = await gw.inject('/CART');
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain('MALL DEV');
    const nf = await gw.inject('/nope');
    expect(nf.statusCode).toBe(404);
    expect(nf.body).toContain('PORTAL DEV');
  });

  it('proxies app files to the Vite servers', async () => {
    const a = await gw.inject('/_portal/src/main.tsx?t=1');
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe('// /_portal/src/main.tsx?t=1');
    const b = await gw.inject('/_mall/src/main.tsx');
    expect(b.body).toBe('// /_mall/src/main.tsx');
  });

  it("answers the console's pages with the admin Vite server's index.html and proxies /_admin/ to it (ADMIN_DEV_URL)", async () => {
    const page = await gw.inject('/admin/reviews?kind=expert');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('ADMIN DEV');
    const nf = await gw.inject('/admin/nope');
    expect(nf.statusCode).toBe(404);
    expect(nf.body).toContain('ADMIN DEV');
    const file = await gw.inject('/_admin/src/main.tsx?t=2');
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('// /_admin/src/main.tsx?t=2');
  });

  it('still proxies the API', async () => {
    const res = await gw.inject('/api/open/x?y=1');
    expect(JSON.parse(res.body)).toMatchObject({ data: { url: '/api/open/x?y=1' } });
  });
});

describe('dev mode websockets (HMR)', () => {
  it('proxies the HMR websocket to the Vite server, query included', async () => {
    await gw.listen({ port: 0, host: '127.0.0.1' });
    const { port } = gw.server.address() as AddressInfo;
    const text = await new Promise<string>((resolve, reject) => {
      const req = http.request(`http://127.0.0.1:${port}/_portal/?token=abc`, {
        agent: false,
        headers: {
          connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', 'sec-websocket-protocol': 'vite-hmr',
        },
      });
      req.on('upgrade', (res, socket, head) => {
        expect(res.statusCode).toBe(101);
        let buf = Buffer.from(head);
        const tryRead = () => {
          const len = buf[1];
          if (buf.length >= 2 && len !== undefined && buf.length >= 2 + len) {
            socket.destroy();
            resolve(buf.subarray(2, 2 + len).toString('utf8'));
          }
        };
        socket.on('data', (d: Buffer) => { buf = Buffer.concat([buf, d]); tryRead(); });
        tryRead();
      });
      req.on('response', (res) => reject(new Error(`no upgrade: ${res.statusCode}`)));
      req.on('error', reject);
      req.end();
    });
    expect(JSON.parse(text)).toEqual({ type: 'connected', app: 'portal', url: '/_portal/?token=abc' });
  });

  it("proxies the console's HMR websocket to its Vite server", async () => {
    const { port } = gw.server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`http://127.0.0.1:${port}/_admin/?token=abc`, {
        agent: false,
        headers: {
          connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', 'sec-websocket-protocol': 'vite-hmr',
        },
      });
      req.on('upgrade', (res, socket) => {
        socket.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(101);
  });
});

describe('dev mode with a Vite server down', () => {
  let down: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    const dead = `http://127.0.0.1:${await freePort()}`;
    down = await buildGateway({ mode: 'dev', apiUrl: api.url, devUrl: { portal: portal.url, mall: dead } });
    await down.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(down.server.address() as AddressInfo).port}`;
  });
  afterAll(() => down.close());

  it('answers page routes with a self-refreshing 503', async () => {
    const res = await down.inject('/cart');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.body).toMatch(/<meta http-equiv="refresh" content="2">/);
    expect((await down.inject('/homePage')).statusCode).toBe(200);
  });

  it('answers app files with 503', async () => {
    expect((await down.inject('/_mall/src/main.tsx')).statusCode).toBe(503);
  });

  const upgrade = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(`${base}${path}`, {
        agent: false,
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
          'sec-websocket-protocol': 'vite-hmr',
        },
      });
      req.on('upgrade', (res, socket) => {
        socket.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });

  it('answers websocket upgrades with 502 while the Vite server is down, 101 when it is up', async () => {
    expect(await upgrade('/_mall/?token=x')).toBe(502);
    expect(await upgrade('/_portal/?token=x')).toBe(101);
    expect(await upgrade('/_MALL/')).toBe(502);
  });
});
