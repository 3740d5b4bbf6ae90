import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_REDIRECT, adminRoutes, routes, type AppName } from '@ws/routes';
import { ADMIN_HTML, freePort, MALL_HTML, PORTAL_HTML, startEchoApi, type Echo } from '../test/helpers';
import { parseCidrList } from './admin-access';
import { NGINX_CONF_PATH, renderNginxConf, routeRegex } from './nginx';
import { CONTENT_SECURITY_POLICY, IMMUTABLE_CACHE_CONTROL, PAGE_CACHE_CONTROL } from './security';

const conf = renderNginxConf(routes);
const ALLOWED = parseCidrList('10.8.0.0/16, 2001:db8::/32');
const guarded = renderNginxConf(routes, { adminAllowCidrs: ALLOWED });

/** The `location ~* <regex>` of each app's page block, as JS regexes (nginx ~* = case-insensitive PCRE). */
const pageRegexes = (text: string): Record<AppName, RegExp> => {
  const out: Partial<Record<AppName, RegExp>> = {};
  for (const m of text.matchAll(/# (portal|mall) routes \(\d+\)[^\n]*\n\s*location ~\* (\S+) \{/g)) {
    out[m[1] as AppName] = new RegExp(m[2] ?? '', 'i');
  }
  if (!out.portal || !out.mall) throw new Error('page locations not found');
  return out as Record<AppName, RegExp>;
};

describe('deploy/nginx.conf', () => {
  it('is what renderNginxConf(routes) generates', () => {
    const onDisk = existsSync(NGINX_CONF_PATH) ? readFileSync(NGINX_CONF_PATH, 'utf8') : '(missing)';
    expect(
      onDisk === conf,
      'deploy/nginx.conf is out of date with packages/routes: run `pnpm --filter @ws/gateway gen:nginx` and commit it',
    ).toBe(true);
  });
});

describe('renderNginxConf', () => {
  it('routes every route to its app, case-insensitively, with or without a trailing slash', () => {
    const re = pageRegexes(conf);
    for (const r of routes) {
      const other: AppName = r.app === 'portal' ? 'mall' : 'portal';
      for (const p of [r.path, `${r.path}/`, r.path.toUpperCase(), r.path.toLowerCase()]) {
        expect(re[r.app].test(p), `${p} -> ${r.app}`).toBe(true);
        expect(re[other].test(p), `${p} not -> ${other}`).toBe(false);
      }
    }
    for (const p of ['/', '/nope', '/cartx', '/homePage/x', '/help', '/session/x', '/api/cart', '/_portal/assets/a.js']) {
      expect(re.portal.test(p) || re.mall.test(p), p).toBe(false);
    }
  });

  it('has the root redirect, the api proxy, both asset prefixes and the 404 fallback', () => {
    expect(conf).toContain('location = / {');
    expect(conf).toContain('return 302 /homePage$is_args$args;');
    expect(conf).toContain('upstream ws_api {\n    server 127.0.0.1:8081;');
    expect(conf).toContain('location ^~ /api/ {\n        proxy_pass http://ws_api;');
    expect(conf).toContain('location ^~ /_portal/ {\n        alias /srv/ws-safety-platform/apps/portal/dist/;');
    expect(conf).toContain('location ^~ /_mall/ {\n        alias /srv/ws-safety-platform/apps/mall/dist/;');
    expect(conf).toMatch(/location \^~ \/_portal\/assets\/ \{[^}]*immutable/);
    expect(conf).toMatch(/location \/ \{\n(?:\s*#[^\n]*\n)*\s*error_page 404 @portal_not_found;\s*return 404;\n\s*\}/);
    expect(conf).toMatch(/location @portal_not_found \{[^}]*root \/srv\/ws-safety-platform\/apps\/portal\/dist;/);
    expect(conf).toContain('client_max_body_size 25m;');
  });

  it('sends the CSP on every HTML answer and has a commented mobile redirect', () => {
    const csp = `add_header Content-Security-Policy "${CONTENT_SECURITY_POLICY}" always;`;
    // portal page, mall page, not-found, each app's index.html, the console's screens and its not-found
    expect(conf.split(csp).length - 1).toBe(8);
    expect(conf).toContain('add_header Referrer-Policy "strict-origin-when-cross-origin" always;');
    expect(conf).toMatch(/^# map \$http_user_agent \$ws_is_mobile \{$/m);
    expect(conf).toMatch(/^\s+# if \(\$ws_is_mobile\) \{ return 302 https:\/\/m\.example\.com\$request_uri; \}$/m);
    expect(conf).not.toMatch(/^\s*if \(/m);
  });

  it('takes a site root and upstream', () => {
    const c = renderNginxConf(routes, { siteRoot: '/opt/ws/', apiUpstream: '10.0.0.2:9000', serverName: 'example.cn' });
    expect(c).toContain('alias /opt/ws/apps/mall/dist/;');
    expect(c).toContain('server 10.0.0.2:9000;');
    expect(c).toContain('server_name example.cn;');
  });

  it('lists several API processes in the upstream and retries an idempotent request on the next', () => {
    const c = renderNginxConf(routes, { apiUpstreams: ['127.0.0.1:8081', '127.0.0.1:8082'] });
    expect(c).toContain('upstream ws_api {\n    server 127.0.0.1:8081 max_fails=1 fail_timeout=5s;\n    server 127.0.0.1:8082 max_fails=1 fail_timeout=5s;');
    // every location that passes to the API may try the next process (nginx does so for idempotent methods only)
    const passes = c.match(/proxy_pass http:\/\/ws_api;/g)?.length ?? 0;
    expect(passes).toBeGreaterThan(3);
    expect(c.match(/proxy_next_upstream error timeout http_502 http_503;/g)?.length).toBe(passes);
    expect(c).not.toMatch(/non_idempotent/);
    // the default (deploy/nginx.conf): one server line, as before
    expect(conf).toContain('upstream ws_api {\n    server 127.0.0.1:8081;\n');
  });

  it('micro-caches public reads only where the API allows it, and not at all when turned off', () => {
    expect(conf).toContain('proxy_cache_path /var/lib/nginx/ws-public levels=1:2 keys_zone=ws_public:10m');
    const block = conf.slice(conf.indexOf('location ^~ /api/open/uni/ {'));
    const loc = block.slice(0, block.indexOf('\n    }'));
    for (const d of ['proxy_cache ws_public;', 'proxy_cache_bypass $http_token;', 'proxy_no_cache $http_token;', 'proxy_cache_lock on;']) expect(loc).toContain(d);
    // nginx keeps an answer only for the seconds X-Accel-Expires gives: no default validity, no ignored header
    expect(conf).not.toMatch(/proxy_cache_valid|proxy_ignore_headers/);
    expect(conf.match(/proxy_cache ws_public;/g)).toHaveLength(1);
    const off = renderNginxConf(routes, { microCache: false });
    expect(off).not.toMatch(/proxy_cache_path|proxy_cache ws_public|location \^~ \/api\/open\/uni\//);
  });

  it("routes the console's screens and everything under /admin/ to its build, never to the other apps", () => {
    const re = pageRegexes(conf);
    const admin = conf.match(/# admin routes \((\d+)\)[^\n]*\n\s*location ~\* (\S+) \{/);
    expect(Number(admin?.[1])).toBe(adminRoutes.length);
    const adminRe = new RegExp(admin?.[2] ?? '', 'i');
    for (const r of adminRoutes) {
      for (const p of [r.path, `${r.path}/`, r.path.toUpperCase()]) {
        expect(adminRe.test(p), p).toBe(true);
        expect(re.portal.test(p) || re.mall.test(p), p).toBe(false);
      }
    }
    expect(conf).toContain('location ~* ^/admin/ {\n        error_page 404 @admin_not_found;');
    expect(conf).toMatch(/location @admin_not_found \{[^}]*root \/srv\/ws-safety-platform\/apps\/admin\/dist;/);
    expect(conf).toContain('location ^~ /_admin/ {\n        alias /srv/ws-safety-platform/apps/admin/dist/;');
    expect(conf).toMatch(/location \^~ \/_admin\/assets\/ \{[^}]*immutable/);
    expect(conf).toContain('location ^~ /api/admin {');
    expect(conf).toContain('location ~* ^/api/admin {');
    // the generic config: the console open like the rest of the site
    expect(conf).not.toMatch(/^\s*(allow|deny) /m);
  });

  it('puts allow <network>; deny all; into every console location when ADMIN_ALLOW_CIDRS is given', () => {
    const rules = '        allow 10.8.0.0/16;\n        allow 2001:db8:0:0:0:0:0:0/32;\n        deny all;\n';
    const blocks = guarded.split(/\n(?= {4}location )/).filter((b) => /location [^{]*(admin)/i.test(b.split('\n')[0] ?? ''));
    const names = blocks.map((b) => b.split('\n')[0]?.trim());
    expect(names).toEqual([
      'location ^~ /api/admin {',
      'location ~* ^/api/admin {',
      'location @ws_admin_forbidden {',
      'location ^~ /_admin/. {',
      'location ^~ /_admin/assets/ {',
      'location = /_admin/index.html {',
      'location ^~ /_admin/ {',
      `location ~* ^/(${adminRoutes.map((r) => r.path.slice(1)).join('|')})/?$ {`,
      'location ~* ^/admin/ {',
      'location @admin_not_found {',
    ]);
    for (const b of blocks) {
      const name = b.split('\n')[0] ?? '';
      // the 403 answer itself, and the dotfiles' 404, need none
      if (/@ws_admin_forbidden|\/_admin\/\. /.test(name)) expect(b, name).not.toContain('deny all;');
      else expect(b, name).toContain(rules);
    }
    expect(guarded.match(/deny all;/g)).toHaveLength(8);
    // nothing else of the site is restricted
    const strip = (t: string) => t.split('\n').filter((l) => !/^\s*(allow |deny all;|#)/.test(l)).join('\n');
    expect(strip(guarded)).toBe(strip(conf));
  });

  it('refuses route paths that would break the regex', () => {
    expect(() => routeRegex(['/ok', '/a|b'])).toThrow(/cannot be put/);
    expect(() => routeRegex(['/a.b'])).toThrow();
    expect(routeRegex(['/a', '/b/c'])).toBe('^/(a|b/c)/?$');
  });
});

// The real nginx (Debian's package; bash .ci/run installs it): the generated config must load and route
// like the gateway. In CI a missing nginx fails these tests; elsewhere they are skipped with a notice.
const NGINX = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx'].find((p): p is string => !!p && existsSync(p));
const REQUIRE_NGINX = process.env.CI === 'true' || process.env.CI === '1';
if (!NGINX && !REQUIRE_NGINX) console.warn('nginx is not installed: the nginx config tests are skipped (apt-get install -y nginx)');

/** A main nginx.conf around the site config, with every path in `dir` (runs without root too). */
const mainConf = (dir: string, extra = '') =>
  `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\n${extra}events { worker_connections 64; }\nhttp {\n` +
  `  include /etc/nginx/mime.types;\n  access_log off;\n` +
  ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t}_temp;\n`).join('') +
  `  include ${dir}/site.conf;\n}\n`;

/** The generated config with its access log in `dir` (nginx opens it at -t; /var/log/nginx needs root). */
/** The generated config with its log and its micro-cache in a test's folder. */
const logInto = (text: string, dir: string) =>
  text.replace('access_log /var/log/nginx/ws-access.log ', `access_log ${dir}/access.log `).replace('proxy_cache_path /var/lib/nginx/ws-public ', `proxy_cache_path ${dir}/cache `);

describe.runIf(NGINX || REQUIRE_NGINX)('with the real nginx', () => {
  const nginxBin = () => {
    if (!NGINX) throw new Error('CI=true but nginx is not installed (/usr/sbin/nginx): bash .ci/run installs it with apt-get');
    return NGINX;
  };

  it('passes nginx -t (deploy/nginx.conf as generated)', () => {
    const bin = nginxBin();
    const dir = mkdtempSync(path.join(tmpdir(), 'ws-nginx-t-'));
    try {
      writeFileSync(path.join(dir, 'site.conf'), logInto(conf, dir));
      writeFileSync(path.join(dir, 'nginx.conf'), mainConf(dir));
      const r = spawnSync(bin, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
      expect(r.stderr).toContain('test is successful');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('passes nginx -t with ADMIN_ALLOW_CIDRS', () => {
    const bin = nginxBin();
    const dir = mkdtempSync(path.join(tmpdir(), 'ws-nginx-t-'));
    try {
      writeFileSync(path.join(dir, 'site.conf'), logInto(guarded, dir));
      writeFileSync(path.join(dir, 'nginx.conf'), mainConf(dir));
      const r = spawnSync(bin, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
      expect(r.stderr).not.toMatch(/\[warn\]/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a broken config (the check above can fail)', () => {
    const bin = nginxBin();
    const dir = mkdtempSync(path.join(tmpdir(), 'ws-nginx-t-'));
    try {
      writeFileSync(path.join(dir, 'site.conf'), logInto(conf, dir).replace('location = / {', 'location = / {\n        no_such_directive on;'));
      writeFileSync(path.join(dir, 'nginx.conf'), mainConf(dir));
      const r = spawnSync(bin, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
      expect(r.status).not.toBe(0);
      expect(r.stderr).toMatch(/unknown directive "no_such_directive"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('serving the generated config on a loopback port', () => {
    let dir = '';
    let base = '';
    let nginx: ChildProcess | undefined;
    let api: Awaited<ReturnType<typeof startEchoApi>> | undefined;
    const logs: string[] = [];

    beforeAll(async () => {
      const bin = nginxBin();
      dir = mkdtempSync(path.join(tmpdir(), 'ws-nginx-serve-'));
      // nginx's workers may run as another user (nobody): the release tree must be readable by them
      chmodSync(dir, 0o755);
      for (const [app, html, asset] of [['portal', PORTAL_HTML, 'index-Ab12Cd34.js'], ['mall', MALL_HTML, 'index-Zz99Yy88.js'], ['admin', ADMIN_HTML, 'index-Ad77Mn11.js']] as const) {
        const dist = path.join(dir, 'apps', app, 'dist');
        mkdirSync(path.join(dist, 'assets'), { recursive: true, mode: 0o755 });
        writeFileSync(path.join(dist, 'index.html'), html);
        writeFileSync(path.join(dist, 'assets', asset), `console.log(${JSON.stringify(app)})`);
      }
      for (const d of ['apps', 'apps/portal', 'apps/mall', 'apps/admin']) chmodSync(path.join(dir, d), 0o755);
      api = await startEchoApi();
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      writeFileSync(path.join(dir, 'site.conf'), renderNginxConf(routes, { siteRoot: dir, apiUpstream: `127.0.0.1:${api.port}`, listen: `127.0.0.1:${port}`, serverName: 'localhost', accessLog: path.join(dir, 'access.log'), cacheDir: path.join(dir, 'cache') }));
      // one foreground process that the test owns and stops (no daemon, no master/worker pair)
      writeFileSync(path.join(dir, 'nginx.conf'), mainConf(dir, 'daemon off;\nmaster_process off;\n'));
      nginx = spawn(bin, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
      nginx.stdout?.on('data', (b: Buffer) => logs.push(b.toString()));
      nginx.stderr?.on('data', (b: Buffer) => logs.push(b.toString()));
      const deadline = Date.now() + 10_000;
      for (;;) {
        if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}): ${logs.join('')}`);
        try {
          await fetch(`${base}/favicon.ico`);
          break;
        } catch {
          if (Date.now() > deadline) throw new Error(`nginx did not answer on ${base}: ${logs.join('')}`);
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    }, 20_000);

    afterAll(async () => {
      if (nginx && nginx.exitCode === null) {
        const exited = new Promise((r) => nginx?.once('exit', r));
        nginx.kill('SIGTERM');
        await exited;
      }
      await api?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    const get = (p: string, init: RequestInit = {}) => fetch(`${base}${p}`, { redirect: 'manual', ...init });
    const echoOf = async (res: Response): Promise<Echo> => ((await res.json()) as { data: Echo }).data;

    it('redirects / to the home page, keeping the query', async () => {
      const res = await get('/?from=ad');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`${ROOT_REDIRECT}?from=ad`);
    });

    it("answers each app's routes with its index.html and the page headers, in any case, with or without a slash", async () => {
      for (const [p, html] of [['/homePage', PORTAL_HTML], ['/HOMEPAGE/', PORTAL_HTML], ['/help/orders', PORTAL_HTML], ['/cart', MALL_HTML], ['/Session/ChatItem', MALL_HTML]] as const) {
        const res = await get(p);
        expect(res.status, p).toBe(200);
        expect(await res.text(), p).toBe(html);
        expect(res.headers.get('content-type'), p).toMatch(/^text\/html/);
        expect(res.headers.get('cache-control'), p).toBe(PAGE_CACHE_CONTROL);
        expect(res.headers.get('content-security-policy'), p).toBe(CONTENT_SECURITY_POLICY);
      }
    });

    it('proxies /api in any case to the API upstream, path, query and body unchanged', async () => {
      const got = await echoOf(await get('/api/open/uni/statInfo?a=1&b=%E4%B8%AD'));
      expect(got).toMatchObject({ method: 'GET', url: '/api/open/uni/statInfo?a=1&b=%E4%B8%AD' });
      expect(got.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect((await echoOf(await get('/API/open/uni/statInfo'))).url).toBe('/api/open/uni/statInfo');
      const body = JSON.stringify({ user_mobile: '13800000001', login_type: 'password' });
      const post = await echoOf(await get('/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body }));
      expect(post).toMatchObject({ method: 'POST', url: '/api/user/login', bodyText: body });
    });

    it("keeps a visitor's public read for the seconds the API's X-Accel-Expires gives, never a caller's with a token", async () => {
      const u = `/api/open/uni/listproduct?accel=2&n=${Date.now()}`;
      const first = await get(u);
      const firstId = (await echoOf(first)).headers['x-request-id'];
      expect(first.headers.get('x-cache')).toBe('MISS');
      expect(first.headers.get('x-accel-expires'), 'nginx keeps its own header to itself').toBeNull();
      const again = await get(u);
      expect(again.headers.get('x-cache')).toBe('HIT');
      expect((await echoOf(again)).headers['x-request-id'], 'the same answer, not a new one').toBe(firstId);
      // a token: past the cache both ways (its answer has prices or the caller's own state)
      const withToken = await get(u, { headers: { token: 'abc' } });
      expect(withToken.headers.get('x-cache')).toBe('BYPASS');
      expect((await echoOf(withToken)).headers['x-request-id']).not.toBe(firstId);
      expect((await echoOf(await get(u))).headers['x-request-id'], 'the token answer was not stored').toBe(firstId);
      // an answer without X-Accel-Expires (every other call, a refusal) is never kept
      const plain = `/api/open/uni/statInfo?n=${Date.now()}`;
      const a = await echoOf(await get(plain));
      expect((await echoOf(await get(plain))).headers['x-request-id']).not.toBe(a.headers['x-request-id']);
      // past its seconds (nginx counts whole seconds of its clock: up to one more), the next visitor gets a fresh answer
      await new Promise((r) => setTimeout(r, 3_100));
      const later = await get(u);
      expect(later.headers.get('x-cache')).not.toBe('HIT');
      expect((await echoOf(later)).headers['x-request-id']).not.toBe(firstId);
      // only under /api/open/uni/: elsewhere the same header keeps nothing
      const other = `/api/orders/list_self?accel=5&n=${Date.now()}`;
      const o1 = await echoOf(await get(other));
      expect((await echoOf(await get(other))).headers['x-request-id']).not.toBe(o1.headers['x-request-id']);
    });

    it('gives each /api request an id (X-Request-Id to the API) and logs it in the JSON access log', async () => {
      const got = await echoOf(await get('/api/open/uni/statInfo?password=secret1'));
      const id = got.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      const lines = readFileSync(path.join(dir, 'access.log'), 'utf8').trim().split('\n');
      const entry = lines.map((l) => JSON.parse(l) as { request_id: string; uri: string; status: number }).find((e) => e.request_id === id);
      expect(entry).toMatchObject({ uri: '/api/open/uni/statInfo', status: 200 });
      expect(lines.join('\n')).not.toContain('secret1');
    });

    it("serves each app's hashed assets, cached for a year", async () => {
      for (const [p, text] of [['/_portal/assets/index-Ab12Cd34.js', 'console.log("portal")'], ['/_mall/assets/index-Zz99Yy88.js', 'console.log("mall")']] as const) {
        const res = await get(p);
        expect(res.status, p).toBe(200);
        expect(await res.text(), p).toBe(text);
        expect(res.headers.get('cache-control'), p).toBe(IMMUTABLE_CACHE_CONTROL);
      }
      expect((await get('/_mall/assets/missing.js')).status).toBe(404);
    });

    it("answers the console's screens with its index.html, its other paths with it and 404, and serves /_admin/", async () => {
      for (const p of ['/admin', '/admin/', '/ADMIN/Reviews', '/admin/login', '/admin/reviewInfo']) {
        const res = await get(p);
        expect(res.status, p).toBe(200);
        expect(await res.text(), p).toBe(ADMIN_HTML);
        expect(res.headers.get('content-security-policy'), p).toBe(CONTENT_SECURITY_POLICY);
      }
      for (const p of ['/admin/nope', '/Admin/x/y']) {
        const res = await get(p);
        expect(res.status, p).toBe(404);
        expect(await res.text(), p).toBe(ADMIN_HTML);
      }
      const js = await get('/_admin/assets/index-Ad77Mn11.js');
      expect(js.status).toBe(200);
      expect(js.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
      expect((await echoOf(await get('/api/admin/me'))).url).toBe('/api/admin/me');
      expect((await echoOf(await get('/API/Admin/me'))).url).toBe('/api/Admin/me');
      // the console is open: no allow-list given
      expect((await get('/administrator')).status).toBe(404);
    });

    it("answers a path no app owns with the portal's index.html and HTTP 404", async () => {
      for (const p of ['/nope', '/homePage/x', '/cartx', '/help']) {
        const res = await get(p);
        expect(res.status, p).toBe(404);
        expect(await res.text(), p).toBe(PORTAL_HTML);
      }
    });
  });
  describe('ADMIN_ALLOW_CIDRS, served', () => {
    const servers: { dir: string; base: string; nginx: ChildProcess }[] = [];
    let api: Awaited<ReturnType<typeof startEchoApi>> | undefined;

    /** nginx with the config generated for `cidrs`, serving a release with the console built. */
    const serve = async (cidrs: string): Promise<string> => {
      const bin = nginxBin();
      api ??= await startEchoApi();
      const dir = mkdtempSync(path.join(tmpdir(), 'ws-nginx-admin-'));
      chmodSync(dir, 0o755);
      const dist = path.join(dir, 'apps', 'admin', 'dist');
      mkdirSync(path.join(dist, 'assets'), { recursive: true, mode: 0o755 });
      writeFileSync(path.join(dist, 'index.html'), ADMIN_HTML);
      writeFileSync(path.join(dist, 'assets', 'index-Ad77Mn11.js'), 'console.log("admin")');
      for (const d of ['apps', 'apps/admin']) chmodSync(path.join(dir, d), 0o755);
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      writeFileSync(
        path.join(dir, 'site.conf'),
        renderNginxConf(routes, { siteRoot: dir, apiUpstream: `127.0.0.1:${api.port}`, listen: `127.0.0.1:${port}`, serverName: 'localhost', adminAllowCidrs: parseCidrList(cidrs), accessLog: path.join(dir, 'access.log'), cacheDir: path.join(dir, 'cache') }),
      );
      writeFileSync(path.join(dir, 'nginx.conf'), mainConf(dir, 'daemon off;\nmaster_process off;\n'));
      const nginx = spawn(bin, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
      const logs: string[] = [];
      nginx.stderr?.on('data', (b: Buffer) => logs.push(b.toString()));
      servers.push({ dir, base, nginx });
      const deadline = Date.now() + 10_000;
      for (;;) {
        if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}): ${logs.join('')}`);
        try {
          await fetch(`${base}/favicon.ico`);
          return base;
        } catch {
          if (Date.now() > deadline) throw new Error(`nginx did not answer on ${base}: ${logs.join('')}`);
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    };

    afterAll(async () => {
      for (const { nginx, dir } of servers) {
        if (nginx.exitCode === null) {
          const exited = new Promise((r) => nginx.once('exit', r));
          nginx.kill('SIGTERM');
          await exited;
        }
        rmSync(dir, { recursive: true, force: true });
      }
      await api?.close();
    });

    it('answers 403 to a client outside the networks: pages, files and calls (the envelope), in any case', async () => {
      const base = await serve('10.8.0.0/16, 2001:db8::/32');
      const get = (p: string, init: RequestInit = {}) => fetch(`${base}${p}`, { redirect: 'manual', ...init });
      for (const p of ['/admin', '/admin/reviews', '/ADMIN/Login', '/admin/nope', '/_admin/assets/index-Ad77Mn11.js', '/_admin/index.html', '/_admin/']) {
        const res = await get(p);
        expect(res.status, p).toBe(403);
        expect(await res.text(), p).not.toContain('ADMIN');
      }
      for (const p of ['/api/admin/me', '/API/Admin/me', '/api//admin/me', '/api/%61dmin/me', '/api/admin']) {
        const res = await get(p, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
        expect(res.status, p).toBe(403);
        expect(await res.json(), p).toEqual({ ok: false, code: 1, msg: '无权限', data: null });
      }
      // the rest of the site stays open
      expect((await get('/api/open/uni/statInfo')).status).toBe(200);
      expect((await get('/homePage')).status).not.toBe(403);
    });

    it('serves the console to a client inside them', async () => {
      const base = await serve('127.0.0.0/8');
      const get = (p: string) => fetch(`${base}${p}`, { redirect: 'manual' });
      const page = await get('/admin/reviews');
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(ADMIN_HTML);
      expect((await get('/admin/nope')).status).toBe(404);
      expect((await get('/_admin/assets/index-Ad77Mn11.js')).status).toBe(200);
      expect(((await (await get('/api/admin/me')).json()) as { data: Echo }).data.url).toBe('/api/admin/me');
    });
  });
});
