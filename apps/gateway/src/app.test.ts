import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { adminRoutes, routes } from '@ws/routes';
import { parseCidrList } from './admin-access';
import { buildGateway } from './app';
import { CONTENT_SECURITY_POLICY, FIRST_PAINT_GATE_HASH, START_AFTER_PAINT_HASH } from './security';
import { ADMIN_HTML, MALL_HTML, PORTAL_HTML, freePort, makeDists, sha1, startEchoApi, type Echo } from '../test/helpers';

type Api = Awaited<ReturnType<typeof startEchoApi>>;
type Dists = Awaited<ReturnType<typeof makeDists>>;

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

let api: Api;
let dists: Dists;
let demo: FastifyInstance;
let prod: FastifyInstance;

beforeAll(async () => {
  api = await startEchoApi();
  dists = await makeDists();
  demo = await buildGateway({ mode: 'prod', appEnv: 'demo', apiUrl: api.url, dist: dists.dist });
  prod = await buildGateway({ mode: 'prod', appEnv: 'production', apiUrl: api.url, dist: dists.dist });
});

afterAll(async () => {
  await demo.close();
  await prod.close();
  await api.close();
  await dists.cleanup();
});

const echo = (body: string): Echo => (JSON.parse(body) as { data: Echo }).data;

describe('pages', () => {
  it('serves each route with its app index.html, no-cache', async () => {
    for (const r of routes) {
      const res = await demo.inject({ method: 'GET', url: r.path });
      expect(res.statusCode, r.path).toBe(200);
      expect(res.headers['content-type'], r.path).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], r.path).toBe('no-cache');
      expect(res.body, r.path).toBe(r.app === 'portal' ? PORTAL_HTML : MALL_HTML);
    }
  });

  it('matches case-insensitively and ignores a trailing slash', async () => {
    const a = await demo.inject('/acticlelist');
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe(PORTAL_HTML);
    const b = await demo.inject('/MYORDERS/?vsstatus=pay');
    expect(b.statusCode).toBe(200);
    expect(b.body).toBe(MALL_HTML);
  });

  it('answers HEAD and conditional requests', async () => {
    const head = await demo.inject({ method: 'HEAD', url: '/cart' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const first = await demo.inject('/homePage');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await demo.inject({ url: '/homePage', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('gives unknown paths the portal index.html with 404', async () => {
    for (const url of ['/nope', '/homePage/extra', '/help', '/index.html']) {
      const res = await demo.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe(PORTAL_HTML);
    }
  });

  it('redirects / to /homePage keeping the query', async () => {
    const res = await demo.inject('/?from=ad');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/homePage?from=ad');
  });

  it('refuses POST on a page', async () => {
    const res = await demo.inject({ method: 'POST', url: '/homePage', payload: 'x', headers: { 'content-type': 'text/plain' } });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('answers the favicon from the portal build', async () => {
    const res = await demo.inject('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
  });
});

describe('assets', () => {
  it('caches hashed assets for a year', async () => {
    const js = await demo.inject('/_portal/assets/index-Ab12Cd34.js');
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe('console.log("portal")');
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const css = await demo.inject('/_portal/assets/index-Ef56Gh78.css');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const mall = await demo.inject('/_mall/assets/index-Zz99Yy88.js');
    expect(mall.statusCode).toBe(200);
    expect(mall.body).toBe('console.log("mall")');
    expect(mall.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches other build files briefly and index.html not at all', async () => {
    expect((await demo.inject('/_portal/logo.png')).headers['cache-control']).toBe('public, max-age=3600');
    const html = await demo.inject('/_portal/index.html');
    expect(html.statusCode).toBe(200);
    expect(html.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with a plain 404, never with html', async () => {
    for (const url of ['/_portal/assets/missing.js', '/_mall/nope.css', '/_portal/', '/_mall/assets/']) {
      const res = await demo.inject(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-type'] ?? '', url).not.toMatch(/html/);
    }
    expect((await demo.inject('/_portal/assets/missing.js')).statusCode).toBe(404);
  });
});

describe('api proxy', () => {
  it('keeps path and query', async () => {
    const res = await demo.inject('/api/open/uni/list?cate=1&val=%E5%AE%89%E5%85%A8&page=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-from']).toBe('fake-api');
    const e = echo(res.body);
    expect(e.method).toBe('GET');
    expect(e.url).toBe('/api/open/uni/list?cate=1&val=%E5%AE%89%E5%85%A8&page=2');
  });

  it("keeps nginx's cache instruction (X-Accel-Expires) to itself and passes the other headers on", async () => {
    const res = await demo.inject('/api/open/uni/listproduct?accel=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-from']).toBe('fake-api');
    expect(res.headers['x-accel-expires']).toBeUndefined();
  });

  it('proxies any case of the prefix to /api', async () => {
    const e = echo((await demo.inject('/API/foo?x=1')).body);
    expect(e.url).toBe('/api/foo?x=1');
  });

  it('passes POST bodies and headers through', async () => {
    const payload = JSON.stringify({ phone: '13800000000', pwd: '密码123' });
    const res = await demo.inject({
      method: 'POST',
      url: '/api/user/login?from=web',
      payload,
      headers: { 'content-type': 'application/json', token: 'abc123' },
    });
    const e = echo(res.body);
    expect(e.method).toBe('POST');
    expect(e.url).toBe('/api/user/login?from=web');
    expect(e.bodyText).toBe(payload);
    expect(e.headers.token).toBe('abc123');
    expect(e.headers['content-type']).toBe('application/json');
  });

  it('streams a 21 MB multipart upload to the storage emulator unchanged', async () => {
    const boundary = '----wsboundary';
    const file = Buffer.alloc(21 * 1024 * 1024, 7);
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\nuploads/a.bin\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await demo.inject({
      method: 'POST',
      url: '/api/oss-emulator/ws-demo',
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(200);
    const e = echo(res.body);
    expect(e.bodyLength).toBe(body.length);
    expect(e.bodySha1).toBe(sha1(body));
  });

  it('replaces forwarded headers a client made up', async () => {
    const e = echo((await demo.inject({ url: '/api/x', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '6.6.6.6' } })).body);
    expect(e.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(e.headers['x-real-ip']).toBe('203.0.113.9');
  });

  it('passes on the client address a proxy on this machine (nginx) forwarded', async () => {
    const e = echo((await demo.inject({ url: '/api/x', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.7' } })).body);
    expect(e.headers['x-forwarded-for']).toBe('198.51.100.7');
  });

  it('answers 502 in the envelope when the API is down', async () => {
    const gw = await buildGateway({ mode: 'prod', apiUrl: `http://127.0.0.1:${await freePort()}`, dist: dists.dist });
    try {
      const res = await gw.inject('/api/open/uni/list');
      expect(res.statusCode).toBe(502);
      expect(JSON.parse(res.body)).toMatchObject({ ok: false, code: 502 });
    } finally {
      await gw.close();
    }
  });
});

describe('security headers', () => {
  it('sends CSP and Referrer-Policy on HTML of the built apps, in demo and production', async () => {
    const p = await prod.inject('/homePage');
    expect(p.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(p.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(p.headers['x-content-type-options']).toBe('nosniff');
    const nf = await prod.inject('/nope');
    expect(nf.statusCode).toBe(404);
    expect(nf.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);

    const d = await demo.inject('/homePage');
    expect(d.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(d.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends nosniff on every answer and CSP not on assets or api', async () => {
    const js = await prod.inject('/_portal/assets/index-Ab12Cd34.js');
    expect(js.headers['x-content-type-options']).toBe('nosniff');
    expect(js.headers['content-security-policy']).toBeUndefined();
    const a = await prod.inject('/api/x');
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    expect(a.headers['content-security-policy']).toBeUndefined();
  });

  it('keeps the sandboxing CSP the API sets on uploaded files', async () => {
    const res = await prod.inject('/api/files/u/evil.html');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('has the CSP the design asks for', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; img-src 'self' data: blob:; media-src 'self' blob:; style-src 'self' 'unsafe-inline'; " +
        `script-src 'self' ${START_AFTER_PAINT_HASH} ${FIRST_PAINT_GATE_HASH}; object-src 'none'; base-uri 'none'; frame-src 'self' https://open.weixin.qq.com; frame-ancestors 'self'`,
    );
  });
});

describe('mobile redirect', () => {
  it('redirects mobile user agents to the mobile site when configured', async () => {
    const gw = await buildGateway({ mode: 'prod', apiUrl: api.url, dist: dists.dist, mobileSiteUrl: 'https://m.example.com' });
    try {
      const page = await gw.inject({ url: '/detailPages?key=5', headers: { 'user-agent': IPHONE } });
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toBe('https://m.example.com/detailPages?key=5');
      const desktop = await gw.inject({ url: '/detailPages?key=5', headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0)' } });
      expect(desktop.statusCode).toBe(200);
      expect(desktop.headers.vary).toMatch(/user-agent/i);
      const apiRes = await gw.inject({ url: '/api/x', headers: { 'user-agent': IPHONE } });
      expect(apiRes.statusCode).toBe(200);
      const asset = await gw.inject({ url: '/_portal/assets/index-Ab12Cd34.js', headers: { 'user-agent': IPHONE } });
      expect(asset.statusCode).toBe(200);
    } finally {
      await gw.close();
    }
  });

  it('does not redirect when no mobile site is configured', async () => {
    const res = await demo.inject({ url: '/homePage', headers: { 'user-agent': IPHONE } });
    expect(res.statusCode).toBe(200);
  });
});

describe('missing builds', () => {
  it('answers 503 with a hint to build', async () => {
    const partial = await makeDists({ portal: true });
    const gw = await buildGateway({ mode: 'prod', apiUrl: api.url, dist: partial.dist });
    try {
      const res = await gw.inject('/cart');
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toContain('pnpm build');
      expect(res.body).toContain('尚未构建');
      const asset = await gw.inject('/_mall/assets/index-x.js');
      expect(asset.statusCode).toBe(503);
      expect((await gw.inject('/homePage')).statusCode).toBe(200);
    } finally {
      await gw.close();
      await partial.cleanup();
    }
  });
});

describe('the operations console (admin)', () => {
  it('serves each console screen with its index.html, no-cache, with the page security headers', async () => {
    for (const r of adminRoutes) {
      for (const url of [r.path, `${r.path}/`, r.path.toUpperCase()]) {
        const res = await prod.inject(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
        expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
        expect(res.body, url).toBe(ADMIN_HTML);
      }
    }
    expect((await demo.inject('/admin/reviewInfo?kind=company&id=41')).body).toBe(ADMIN_HTML);
  });

  it('answers any other path under /admin with the console index.html and 404 (its own not-found page)', async () => {
    for (const url of ['/admin/nope', '/ADMIN/reviews/x', '/admin/articles/12?x=1']) {
      const res = await demo.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(ADMIN_HTML);
    }
    // not the console's
    expect((await demo.inject('/administrator')).body).toBe(PORTAL_HTML);
  });

  it('serves /_admin/ files: hashed assets immutable, index.html revalidated', async () => {
    const js = await demo.inject('/_admin/assets/index-Ad77Mn11.js');
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe('console.log("admin")');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await demo.inject('/_admin/index.html')).headers['cache-control']).toBe('no-cache');
    const missing = await demo.inject('/_admin/assets/missing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type'] ?? '').not.toMatch(/html/);
  });

  it('never sends the console to the mobile site', async () => {
    const gw = await buildGateway({ mode: 'prod', apiUrl: api.url, dist: dists.dist, mobileSiteUrl: 'https://m.example.com' });
    try {
      const res = await gw.inject({ url: '/admin/reviews', headers: { 'user-agent': IPHONE } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(ADMIN_HTML);
    } finally {
      await gw.close();
    }
  });

  it('answers 503 with a hint when the console is not built', async () => {
    const partial = await makeDists({ portal: true, mall: true });
    const gw = await buildGateway({ mode: 'prod', apiUrl: api.url, dist: partial.dist });
    try {
      const res = await gw.inject('/admin');
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('运营后台');
      expect((await gw.inject('/_admin/assets/index-x.js')).statusCode).toBe(503);
    } finally {
      await gw.close();
      await partial.cleanup();
    }
  });

  it('proxies /api/admin/* to the API like any call', async () => {
    const e = echo((await demo.inject({ url: '/api/admin/me', headers: { token: 'staff-1' } })).body);
    expect(e.url).toBe('/api/admin/me');
    expect(e.headers.token).toBe('staff-1');
  });
});

describe('ADMIN_ALLOW_CIDRS', () => {
  let gw: FastifyInstance;
  beforeAll(async () => {
    gw = await buildGateway({ mode: 'prod', appEnv: 'production', apiUrl: api.url, dist: dists.dist, adminAllowCidrs: parseCidrList('10.8.0.0/16, 2001:db8::/32') });
  });
  afterAll(() => gw.close());

  const from = (url: string, remoteAddress: string, headers: Record<string, string> = {}) => gw.inject({ url, remoteAddress, headers });

  it('serves the console to the allowed networks', async () => {
    expect((await from('/admin/reviews', '10.8.1.2')).body).toBe(ADMIN_HTML);
    expect((await from('/_admin/assets/index-Ad77Mn11.js', '10.8.1.2')).statusCode).toBe(200);
    expect(echo((await from('/api/admin/me', '2001:db8::7')).body).url).toBe('/api/admin/me');
    expect((await from('/admin', '::ffff:10.8.9.9')).statusCode).toBe(200);
  });

  it('answers 403 to any other address: pages and files as text, calls in the envelope, nothing proxied', async () => {
    for (const url of ['/admin', '/admin/login', '/ADMIN/Reviews', '/admin/nope', '/_admin/assets/index-Ad77Mn11.js', '/_admin/index.html']) {
      const res = await from(url, '203.0.113.9');
      expect(res.statusCode, url).toBe(403);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['content-type'], url).toMatch(/^text\/plain/);
      expect(res.body, url).not.toContain('ADMIN');
    }
    for (const url of ['/api/admin/me', '/API/Admin/login', '/api//admin/reviews/list', '/api/%61dmin/me']) {
      const res = await gw.inject({ method: 'POST', url, remoteAddress: '203.0.113.9', payload: '{}', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, url).toBe(403);
      expect(JSON.parse(res.body), url).toEqual({ ok: false, code: 1, msg: '无权限', data: null });
      expect(res.headers['x-from'], url).toBeUndefined();
    }
  });

  it('believes X-Forwarded-For from a proxy on this machine only', async () => {
    // nginx on this machine names an allowed client
    expect((await from('/admin', '127.0.0.1', { 'x-forwarded-for': '10.8.4.4' })).statusCode).toBe(200);
    // nginx names a client outside
    expect((await from('/admin', '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    // anyone else's claim counts for nothing
    expect((await from('/admin', '203.0.113.9', { 'x-forwarded-for': '10.8.4.4' })).statusCode).toBe(403);
  });

  it('leaves the rest of the site open', async () => {
    expect((await from('/homePage', '203.0.113.9')).statusCode).toBe(200);
    expect((await from('/_portal/assets/index-Ab12Cd34.js', '203.0.113.9')).statusCode).toBe(200);
    expect((await from('/api/open/uni/statInfo', '203.0.113.9')).statusCode).toBe(200);
    expect((await from('/administrator', '203.0.113.9')).statusCode).toBe(404);
  });

  it('is off when unset: the console is open', async () => {
    expect((await demo.inject({ url: '/admin', remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
  });
});
