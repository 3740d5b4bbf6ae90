// The generated nginx config answers like the gateway: /api bodies over the API's limit and over-long
// request lines get the envelope, and the build manifest is not served. Served by the real nginx on a
// loopback port when it is installed (apt-get install nginx); skipped otherwise.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@ws/routes';
import { API_BODY_LIMIT } from './limits';
import { renderNginxConf } from './nginx';
import { freePort, startEchoApi } from '../test/helpers';

const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

const get = (url: string, init: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => (e.code === 'EPIPE' || e.code === 'ECONNRESET' ? undefined : reject(e)));
    req.end(init.body);
  });

describe.skipIf(!nginx)('nginx config, served', () => {
  let dir = '';
  let base = '';
  let api: Awaited<ReturnType<typeof startEchoApi>>;
  let run: (args: string[]) => void;

  beforeAll(async () => {
    api = await startEchoApi();
    dir = mkdtempSync(path.join(tmpdir(), 'ws-nginx-serve-'));
    for (const app of ['portal', 'mall']) mkdirSync(path.join(dir, 'apps', app, 'dist', '.vite'), { recursive: true });
    writeFileSync(path.join(dir, 'apps', 'portal', 'dist', 'index.html'), '<html>portal</html>');
    writeFileSync(path.join(dir, 'apps', 'portal', 'dist', '.vite', 'manifest.json'), '{"index.html":{}}');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    writeFileSync(path.join(dir, 'site.conf'), renderNginxConf(routes, { siteRoot: dir, apiUpstream: `127.0.0.1:${api.port}`, listen: `127.0.0.1:${port}`, accessLog: path.join(dir, 'access.log'), cacheDir: path.join(dir, 'cache') }));
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n` +
        `  client_body_temp_path ${dir};\n  proxy_temp_path ${dir};\n  include ${dir}/site.conf;\n}\n`,
    );
    run = (args) => {
      const r = spawnSync(nginx ?? 'nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), ...args], { encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`nginx ${args.join(' ')}: ${r.stderr}`);
    };
    run([]);
    for (let i = 0; i < 50 && !(await get(`${base}/homePage`).then(() => true, () => false)); i++) await new Promise((r) => setTimeout(r, 100));
  });

  afterAll(async () => {
    try {
      run(['-s', 'stop']);
    } catch {
      /* not started */
    }
    await api?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('passes an /api body up to the limit and refuses a larger one with 413 and the envelope', async () => {
    const ok = await get(`${base}/api/x`, { method: 'POST', body: Buffer.alloc(API_BODY_LIMIT - 100, 1), headers: { 'content-type': 'application/octet-stream' } });
    expect(ok.status).toBe(200);
    const big = await get(`${base}/api/x`, { method: 'POST', body: Buffer.alloc(API_BODY_LIMIT + 1, 1), headers: { 'content-type': 'application/json' } });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body)).toEqual({ ok: false, code: 1, msg: '请求内容过大', data: null });
    // uploads to the storage emulator have their own, larger limit
    const upload = await get(`${base}/api/oss-emulator/ws-demo`, { method: 'POST', body: Buffer.alloc(3 * API_BODY_LIMIT, 1), headers: { 'content-type': 'application/octet-stream' } });
    expect(upload.status).toBe(200);
  });

  it('answers a URL over 16 KB with the envelope and lets a 15 KB one through', async () => {
    const long = await get(`${base}/api/x?k=${'a'.repeat(17 * 1024)}`);
    expect(long.status).toBe(431);
    expect(JSON.parse(long.body)).toEqual({ ok: false, code: 1, msg: '请求地址过长', data: null });
    expect((await get(`${base}/api/x?k=${'a'.repeat(15 * 1024)}`)).status).toBe(200);
  });

  it('does not serve the build manifest', async () => {
    expect((await get(`${base}/_portal/.vite/manifest.json`)).status).toBe(404);
    expect((await get(`${base}/homePage`)).status).toBe(200);
  });
});

