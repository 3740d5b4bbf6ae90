#!/usr/bin/env node
// `pnpm release`: one self-contained folder per service in release/, what a container image or a plain server
// copies and runs with Node 20 alone (no pnpm, no TypeScript, no devDependencies):
//   release/api       the API's bundles (dist/main.mjs; dist/seed.mjs, staff.mjs, review.mjs), its migrations
//                     and seed assets, and its production dependencies (pnpm deploy --prod)
//   release/gateway   the gateway's bundle and render worker with its production dependencies
//   release/portal, release/mall   each app's static build in dist/ (with its first-paint renderer, which the
//                     gateway runs) and the renderer's production dependencies (jsdom …)
//   release/admin     the operations console's static build in dist/ (no first paint)
// `pnpm release --check` then starts the API and the gateway from release/ with node alone (an in-memory
// demo database, free ports) and asks a page and an API read through the gateway.
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT, fail, log, run, since, spawnPrefixed, waitForHttp } from './lib/proc.mjs';
import { ensurePnpm } from './lib/pnpm.mjs';

const OUT = path.join(ROOT, 'release');
const APPS = ['portal', 'mall', 'admin'];

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const RUN_TXT = `Release of the site: each folder runs with Node 20 alone (see deploy/README.md).

  api       cd api && APP_ENV=production DATABASE_URL=postgres://… node dist/main.mjs
            (first 超级管理员: node dist/staff.mjs create <account> <name> super)
  gateway   cd gateway && APP_ENV=production API_URL=http://127.0.0.1:8081 \\
              PORTAL_DIST=../portal/dist MALL_DIST=../mall/dist ADMIN_DIST=../admin/dist node dist/main.mjs
            (or nginx in front of the static folders: deploy/nginx.conf)
`;

async function build(env) {
  const t0 = Date.now();
  const filters = ['@ws/portal', '@ws/mall', '@ws/admin', '@ws/api', '@ws/gateway'].map((f) => `--filter=${f}`);
  const built = await run('pnpm', ['turbo', 'run', 'build', ...filters, '--ui=stream'], {
    env: { ...env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' },
    label: 'release: building the apps and the servers (turbo run build)',
  });
  if (built.code !== 0) throw new Error('build failed (see above)');
  rmSync(OUT, { recursive: true, force: true });
  for (const svc of ['api', 'gateway', 'portal', 'mall']) {
    const deployed = await run('pnpm', ['--filter', `@ws/${svc}`, 'deploy', '--prod', path.join(OUT, svc)], { env, label: `release: ${svc} with its production dependencies (pnpm deploy --prod)` });
    if (deployed.code !== 0) throw new Error(`pnpm deploy of ${svc} failed (see above)`);
  }
  cpSync(path.join(ROOT, 'apps', 'admin', 'dist'), path.join(OUT, 'admin', 'dist'), { recursive: true });
  writeFileSync(path.join(OUT, 'RUN.txt'), RUN_TXT);
  log(`release/ written: api, gateway, ${APPS.join(', ')} (${since(t0)})`);
}

/** Whether a page comes with its server-rendered first paint (the renderer warms up in the background). */
async function firstPainted(url) {
  for (let i = 0; i < 40; i++) {
    if ((await (await fetch(url)).text()).includes('data-first-paint')) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

async function check() {
  for (const svc of ['api/dist/main.mjs', 'gateway/dist/main.mjs', ...APPS.map((a) => `${a}/dist/index.html`)]) {
    if (!existsSync(path.join(OUT, svc))) throw new Error(`release/${svc} is missing: run pnpm release first`);
  }
  const [apiPort, port] = [await freePort(), await freePort()];
  // node alone: no pnpm, no tsx on the way, nothing of the workspace but release/
  const base = { PATH: path.dirname(process.execPath), HOME: process.env.HOME ?? '/tmp', APP_ENV: 'demo', LOG_LEVEL: 'warn' };
  const api = spawnPrefixed('api', process.execPath, ['dist/main.mjs', '--seed-if-empty'], {
    cwd: path.join(OUT, 'api'),
    env: { ...base, PORT: String(apiPort), API_PORT: String(apiPort), DATA_DIR: 'memory://', UPLOAD_DIR: path.join(OUT, '.check-uploads') },
  });
  const gateway = spawnPrefixed('gateway', process.execPath, ['dist/main.mjs'], {
    cwd: path.join(OUT, 'gateway'),
    env: { ...base, PORT: String(port), HOST: '127.0.0.1', GATEWAY_MODE: 'prod', API_URL: `http://127.0.0.1:${apiPort}`, ...Object.fromEntries(APPS.map((a) => [`${a.toUpperCase()}_DIST`, path.join(OUT, a, 'dist')])) },
  });
  const children = [api, gateway];
  try {
    await waitForHttp(`http://127.0.0.1:${apiPort}/api/open/uni/statInfo`, { children, timeoutMs: 120_000 });
    await waitForHttp(`http://127.0.0.1:${port}/homePage`, { children, timeoutMs: 60_000 });
    const page = await fetch(`http://127.0.0.1:${port}/homePage`);
    const read = await fetch(`http://127.0.0.1:${port}/api/open/uni/listproduct?pageSize=1`);
    const body = await read.json();
    const html = await page.text();
    if (page.status !== 200 || !html.includes('id="root"')) throw new Error(`/homePage answered ${page.status}`);
    // the first paint: the portal's renderer (and its jsdom) loads from release/portal
    if (!(await firstPainted(`http://127.0.0.1:${port}/homePage`))) throw new Error('/homePage goes out without its first paint: the renderer did not load from release/portal');
    if (!body.ok || !Array.isArray(body.data?.items) || body.data.items.length !== 1) throw new Error(`listproduct answered ${JSON.stringify(body).slice(0, 200)}`);
    const admin = await fetch(`http://127.0.0.1:${port}/admin/login`);
    if (admin.status !== 200) throw new Error(`/admin/login answered ${admin.status}`);
    log('release check: the API and the gateway run from release/ with node alone (/homePage, /admin/login, listproduct)');
  } finally {
    for (const c of children) if (c.pid) try { process.kill(-c.pid, 'SIGTERM'); } catch { /* gone */ }
    rmSync(path.join(OUT, '.check-uploads'), { recursive: true, force: true });
  }
}

const main = async () => {
  const { env } = ensurePnpm();
  if (!process.argv.includes('--check-only')) await build(env);
  if (process.argv.includes('--check') || process.argv.includes('--check-only')) await check();
};

main().catch((e) => {
  fail(e instanceof Error ? e.message : String(e));
  process.exit(1);
});
