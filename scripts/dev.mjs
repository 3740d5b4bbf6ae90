#!/usr/bin/env node
// `pnpm dev`: the three Vite dev servers (portal, mall, the operations console; HMR), the API in watch mode
// and the gateway in dev mode, together, with prefixed output. Open http://localhost:8080 (the gateway): it
// proxies /_portal/, /_mall/ and /_admin/ to Vite (websocket included) and /api to the API; the console is
// at http://localhost:8080/admin. Ctrl-C stops everything; when one process dies, all stop.
//
// Ports (env): PORT 8080 (gateway), API_PORT 8081, PORTAL_DEV_PORT 5173, MALL_DEV_PORT 5174, ADMIN_DEV_PORT 5175.
// APP_ENV (demo unless set) goes to the API and the gateway alike (lib/mode.mjs).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, bold, fail, log, requireFreePort, spawnPrefixed, superviseTogether, waitForHttp, warn } from './lib/proc.mjs';
import { appEnvOf, describeMode, gatewayHostOf, probeHost } from './lib/mode.mjs';
import { ensurePnpm, install } from './lib/pnpm.mjs';

const port = Number(process.env.PORT || 8080);
const apiPort = Number(process.env.API_PORT || 8081);
const portalPort = Number(process.env.PORTAL_DEV_PORT || 5173);
const mallPort = Number(process.env.MALL_DEV_PORT || 5174);
const adminPort = Number(process.env.ADMIN_DEV_PORT || 5175);

const main = async () => {
  const appEnv = appEnvOf();
  const host = gatewayHostOf(appEnv);
  const { env } = ensurePnpm();
  if (!existsSync(path.join(ROOT, 'node_modules', '.modules.yaml'))) {
    await install();
  }
  for (const [p, what] of [
    [port, 'gateway'],
    [apiPort, 'api'],
    [portalPort, 'portal vite'],
    [mallPort, 'mall vite'],
    [adminPort, 'admin vite'],
  ]) {
    await requireFreePort(p, what);
  }

  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const portalUrl = `http://127.0.0.1:${portalPort}`;
  const mallUrl = `http://127.0.0.1:${mallPort}`;
  const adminUrl = `http://127.0.0.1:${adminPort}`;
  const children = [
    spawnPrefixed('portal', 'pnpm', ['--filter', '@ws/portal', '--silent', 'dev', '--port', String(portalPort), '--strictPort'], { env }),
    spawnPrefixed('mall', 'pnpm', ['--filter', '@ws/mall', '--silent', 'dev', '--port', String(mallPort), '--strictPort'], { env }),
    spawnPrefixed('admin', 'pnpm', ['--filter', '@ws/admin', '--silent', 'dev', '--port', String(adminPort), '--strictPort'], { env }),
    // --seed-if-empty: a fresh data folder gets the demo content, an existing one is left alone (never in
    // production: the demo accounts' password is public).
    spawnPrefixed('api', 'pnpm', ['--filter', '@ws/api', '--silent', 'dev', ...(appEnv === 'production' ? [] : ['--seed-if-empty'])], {
      env: { ...env, APP_ENV: appEnv, PORT: String(apiPort), API_PORT: String(apiPort), API_HOST: env.API_HOST?.trim() || '127.0.0.1' },
    }),
    spawnPrefixed('gateway', 'pnpm', ['--filter', '@ws/gateway', '--silent', 'dev'], {
      env: {
        ...env,
        APP_ENV: appEnv,
        HOST: host,
        PORT: String(port),
        GATEWAY_MODE: 'dev',
        API_URL: apiUrl,
        PORTAL_DEV_URL: portalUrl,
        MALL_DEV_URL: mallUrl,
        ADMIN_DEV_URL: adminUrl,
      },
    }),
  ];

  superviseTogether(children, { what: 'the dev servers' });

  try {
    await waitForHttp(`${apiUrl}/api/open/uni/statInfo`, { children, timeoutMs: 180_000 });
    await waitForHttp(`http://${probeHost(host)}:${port}/homePage`, { children, timeoutMs: 120_000 });
    console.log(`\n${bold(`开发站点已启动: http://localhost:${port}`)}  (HMR through the gateway; Ctrl-C stops)\n`);
    log(describeMode(appEnv, host));
  } catch (e) {
    warn(e instanceof Error ? e.message : String(e));
  }
  log(`portal vite ${portalUrl}/_portal/, mall vite ${mallUrl}/_mall/, admin vite ${adminUrl}/_admin/, api ${apiUrl}/api`);
};

main().catch((e) => {
  fail(e instanceof Error ? (e.stack ?? e.message) : String(e));
  process.exit(1);
});
