#!/usr/bin/env node
// Serve the built site with node alone: the API (apps/api/dist, port API_PORT or 8081, on 127.0.0.1) and the gateway
// (apps/gateway, port PORT or 8080) serving the apps' dist folders (portal, mall, and the operations console
// under /admin) and proxying /api. Both get the same
// APP_ENV (demo unless set; see lib/mode.mjs).
// Waits until both answer, prints the address, forwards Ctrl-C / SIGTERM, and exits when either dies.
// Run `npm start` for install + build + seed + serve; this script only serves what is built.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, bold, fail, log, requireFreePort, since, spawnPrefixed, superviseTogether, waitForHttp, warn } from './lib/proc.mjs';
import { appEnvOf, describeMode, gatewayHostOf, probeHost } from './lib/mode.mjs';
import { ensurePnpm } from './lib/pnpm.mjs';

/**
 * The environments of the two processes: one APP_ENV for both; the API on 127.0.0.1 (reached through the
 * gateway only), the gateway on `host`.
 */
export const processEnvs = ({ env, appEnv, host, port, apiPort }) => ({
  api: { ...env, APP_ENV: appEnv, PORT: String(apiPort), API_PORT: String(apiPort), API_HOST: env.API_HOST?.trim() || '127.0.0.1' },
  gateway: { ...env, APP_ENV: appEnv, HOST: host, PORT: String(port), GATEWAY_MODE: 'prod', API_URL: `http://127.0.0.1:${apiPort}` },
});

export const serve = async ({ port = Number(process.env.PORT || 8080), apiPort = Number(process.env.API_PORT || 8081) } = {}) => {
  const appEnv = appEnvOf();
  const host = gatewayHostOf(appEnv);
  const { env } = ensurePnpm();
  for (const app of ['portal', 'mall', 'admin']) {
    if (!existsSync(path.join(ROOT, 'apps', app, 'dist', 'index.html'))) {
      warn(`apps/${app}/dist/index.html is missing: build first (npm start does; or pnpm turbo run build --filter=@ws/${app}).`);
    }
  }
  for (const app of ['api', 'gateway']) {
    if (!existsSync(path.join(ROOT, 'apps', app, 'dist', 'main.mjs'))) {
      fail(`apps/${app}/dist/main.mjs is missing: build first (npm start does; or pnpm --filter @ws/${app} build).`);
      process.exit(1);
    }
  }
  await requireFreePort(apiPort, 'api');
  await requireFreePort(port, 'gateway');

  const t0 = Date.now();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const envs = processEnvs({ env, appEnv, host, port, apiPort });
  // the servers' release bundles, run by node alone (as production does)
  const api = spawnPrefixed('api', process.execPath, ['dist/main.mjs'], { env: envs.api, cwd: path.join(ROOT, 'apps', 'api') });
  const gateway = spawnPrefixed('gateway', process.execPath, ['dist/main.mjs'], { env: envs.gateway, cwd: path.join(ROOT, 'apps', 'gateway') });
  const children = [api, gateway];

  const stopAll = superviseTogether(children);

  log(`starting api on :${apiPort} and gateway on :${port} ... (${describeMode(appEnv, host)})`);
  try {
    // The API is up when an open read answers (any HTTP answer means it listens).
    await waitForHttp(`${apiUrl}/api/open/uni/statInfo`, { children, timeoutMs: 180_000 });
    await waitForHttp(`http://${probeHost(host)}:${port}/homePage`, { children, timeoutMs: 120_000 });
  } catch (e) {
    fail(e instanceof Error ? e.message : String(e));
    await stopAll(1);
    return;
  }
  console.log(`\n${bold(`站点已启动: http://localhost:${port}`)}  (ready in ${since(t0)}; Ctrl-C stops)\n`);
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  serve().catch((e) => {
    fail(e instanceof Error ? (e.stack ?? e.message) : String(e));
    process.exit(1);
  });
}
