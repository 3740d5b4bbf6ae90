#!/usr/bin/env node
// `npm start` / `npm test` on a fresh machine with only Node 20:
//   1. find pnpm (on PATH, else pnpm@12.21.0 through npx),
//   2. pnpm install --frozen-lockfile,
//   3. start: build portal + mall + the operations console (admin) and the two servers (api, gateway: plain
//      JavaScript bundles that node runs), seed the database (when empty), serve the site on :8080;
//      test:  scripts/test-all.mjs (lint, typecheck, unit tests, budget, Playwright journeys).
import { ROOT, bold, fail, log, run, since } from './lib/proc.mjs';
import { appEnvOf } from './lib/mode.mjs';
import { install } from './lib/pnpm.mjs';

const MIN_NODE = [20, 19];

const checkNode = () => {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1])) {
    fail(`Node ${process.versions.node} is too old: this project needs Node >= ${MIN_NODE.join('.')} (Node 20 LTS).`);
    process.exit(1);
  }
};

const start = async () => {
  const appEnv = appEnvOf(); // checked before anything is installed or built
  const env = await install();
  const t0 = Date.now();
  const build = await run(
    'pnpm',
    ['turbo', 'run', 'build', '--filter=@ws/portal', '--filter=@ws/mall', '--filter=@ws/admin', '--filter=@ws/api', '--filter=@ws/gateway', '--ui=stream'],
    {
      env: { ...env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' },
      label: 'building portal, mall, the operations console, the API and the gateway (turbo run build)',
    },
  );
  if (build.code !== 0) {
    fail('build failed (see above)');
    process.exit(build.code);
  }
  log(`build done (${since(t0)})`);
  if (appEnv === 'production') {
    // the demo content includes accounts whose password everybody knows
    log('APP_ENV=production: not seeding the demo content');
  } else {
    const seed = await run(process.execPath, ['apps/api/dist/seed.mjs'], { env, label: 'seeding the demo database (node apps/api/dist/seed.mjs)' });
    if (seed.code !== 0) {
      fail('seeding the database failed (see above)');
      process.exit(seed.code);
    }
  }
  const { serve } = await import('./serve.mjs');
  await serve();
};

const test = async () => {
  // Whatever happens, the last line of `npm test` is the `N passed, N failed` total.
  let summarized = false;
  process.on('exit', (code) => {
    if (!summarized && code !== 0) console.log('0 passed, 1 failed');
  });
  await install();
  const { testAll } = await import('./test-all.mjs');
  const code = await testAll();
  summarized = true;
  process.exit(code);
};

const main = async () => {
  checkNode();
  const cmd = process.argv[2];
  process.chdir(ROOT);
  if (cmd === 'start') return start();
  if (cmd === 'test') return test();
  if (cmd === 'install') {
    await install();
    return;
  }
  console.error(`usage: node scripts/bootstrap.mjs start|test|install\n  ${bold('npm start')}  install, build and serve the site on http://localhost:8080\n  ${bold('npm test')}   install and run every test`);
  process.exit(2);
};

main().catch((e) => {
  fail(e instanceof Error ? (e.stack ?? e.message) : String(e));
  process.exit(1);
});
