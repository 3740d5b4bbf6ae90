// Global setup of the journeys: builds the two servers (their release bundles, a second each; the apps are
// built by the test script first), starts a fresh API (DATA_DIR=memory://, --seed-if-empty, own port) and
// the gateway in prod mode on its own port, both with `node` as production runs them, waits until both
// answer, and returns the teardown that stops them.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PORT, EXTERNAL_BASE_URL, GATEWAY_PORT } from './env';
import { LOG_DIR, REPO_ROOT, portFree, startServer, stopServers, waitFor, type Server } from './servers';

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (EXTERNAL_BASE_URL) {
    console.log(`[e2e] E2E_BASE_URL=${EXTERNAL_BASE_URL}: using the running site, starting no servers`);
    return undefined;
  }
  for (const app of ['portal', 'mall']) {
    if (!existsSync(path.join(REPO_ROOT, 'apps', app, 'dist', 'index.html'))) {
      console.warn(`[e2e] apps/${app}/dist is missing: build first (pnpm turbo run build --filter=@ws/${app}); its pages will fail`);
    }
  }
  for (const [port, what] of [
    [API_PORT, 'E2E_API_PORT'],
    [GATEWAY_PORT, 'E2E_GATEWAY_PORT'],
  ] as const) {
    if (!(await portFree(port))) throw new Error(`[e2e] port ${port} is in use (left over from another run?). Free it or set ${what}.`);
  }

  // the servers as a release runs them: dist/main.mjs of each (esbuild, about a second)
  for (const app of ['api', 'gateway']) execFileSync(process.execPath, ['build.mjs'], { cwd: path.join(REPO_ROOT, 'apps', app), stdio: 'inherit' });

  const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'ws-e2e-uploads-'));
  const apiUrl = `http://127.0.0.1:${API_PORT}`;
  const gatewayUrl = `http://127.0.0.1:${GATEWAY_PORT}`;
  // One APP_ENV for both, as `npm start` gives them: demo, whose stand-ins (SMS outbox, WeChat confirm,
  // payment simulator) answer this machine, which is where the browser and the tests run.
  const appEnv = process.env.E2E_APP_ENV || 'demo';
  const t0 = Date.now();
  const servers: Server[] = [];
  const stop = async () => {
    await stopServers(servers);
    rmSync(uploadDir, { recursive: true, force: true });
  };
  // A crash of the runner must not leave servers behind.
  const killNow = () => servers.forEach((s) => s.child.pid && safeKill(-s.child.pid));
  process.once('exit', killNow);

  try {
    servers.push(
      startServer('api', '@ws/api', 'start', ['--seed-if-empty'], {
        // API_PORT / API_HOST win over PORT / HOST in the API: set both, whatever the shell exported
        PORT: String(API_PORT),
        API_PORT: String(API_PORT),
        HOST: '127.0.0.1',
        API_HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        // the journeys count the orders they make: the demo shop's seeded orders are left out
        SEED_DEMO_SHOP: '0',
        // every client of the run is 127.0.0.1: per-address limits would throttle the whole suite
        SMS_IP_LIMIT: '1000',
        LOGIN_IP_MAX_FAILURES: '1000',
        DATABASE_URL: '',
        UPLOAD_DIR: uploadDir,
        APP_ENV: appEnv,
        // the unpaid-order sweep every 2 s (default one minute), so the automatic-cancellation journey
        // sees an order aged by the demo route cancelled within seconds
        ORDER_EXPIRY_INTERVAL_MS: '2000',
      }),
    );
    servers.push(
      startServer('gateway', '@ws/gateway', 'start', [], {
        PORT: String(GATEWAY_PORT),
        HOST: '127.0.0.1',
        GATEWAY_MODE: 'prod',
        API_URL: apiUrl,
        // serving the built apps, the gateway sends the Content-Security-Policy in demo mode too
        APP_ENV: appEnv,
        LOG_LEVEL: 'warn',
      }),
    );
    console.log(`[e2e] starting api :${API_PORT} and gateway :${GATEWAY_PORT} (logs in ${path.relative(process.cwd(), LOG_DIR)})`);
    const okJson = async (res: Response) => {
      if (res.status !== 200) return false;
      const body = (await res.json().catch(() => null)) as { ok?: boolean } | null;
      return body?.ok === true;
    };
    // seeded before it listens: an answer with ok means the demo content is there
    await waitFor(`${apiUrl}/api/open/uni/listads?cate_value=quicknav`, servers, okJson, 180_000);
    await waitFor(`${gatewayUrl}/api/open/uni/listads?cate_value=quicknav`, servers, okJson, 60_000);
    await waitFor(`${gatewayUrl}/homePage`, servers, (res) => res.status > 0, 30_000);
    console.log(`[e2e] servers ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  } catch (e) {
    await stop();
    throw e;
  }
  return async () => {
    process.off('exit', killNow);
    await stop();
  };
}

const safeKill = (pid: number) => {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    /* gone */
  }
};
