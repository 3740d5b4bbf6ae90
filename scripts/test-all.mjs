#!/usr/bin/env node
// Every test, in order, without stopping at the first failure:
//   1. turbo run lint typecheck test   (every workspace; vitest prints its summary lines). The API suite
//      runs on PostgreSQL 15 (WS_TEST_DB=postgres: a throwaway server, the race tests with their own
//      pools) where its binaries are, which is the production database; on PGlite without them
//   1b. the API's embedded-database paths again on PGlite (pnpm --filter @ws/api test:pglite: migrations,
//      seed, the HTTP gate, checkout, payments, search, chat), which `npm start` runs on. Running the whole
//      suite twice cost 6 minutes of every run and found nothing the two halves miss
//   2. node --test scripts/*.test.mjs  (the root scripts' own tests)
//   3. knip                            (unused files and dependencies fail; unused exports are a report)
//   4. scripts/budget.mjs              (builds portal, mall and admin, checks the bundle budgets)
//   4b. scripts/release.mjs --check     (pnpm release, then the servers run from release/ with node alone)
//   4c. scripts/test-scale.mjs          (pnpm test:scale: nginx, two API processes, PostgreSQL 15)
//   5. Playwright journeys (e2e/)      (built apps through the gateway, fresh API, Debian Chromium)
// Each step ends with its runner's own summary line, and the run with the table of steps (one line per
// vitest workspace) and one plain line `N passed, N failed` (vitest + node:test + Playwright test counts;
// a failed lint/typecheck task, knip, budget or runner crash counts as one failure). Exit code 1 on any
// failure.
// Env: TEST_CONCURRENCY (turbo tasks at once; default = CPU count, at least 2), SKIP_E2E=1, CHROMIUM_PATH.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, bold, fail, log, paint, run, since, warn } from './lib/proc.mjs';
import { ensurePnpm } from './lib/pnpm.mjs';
import { parseScale } from './test-scale.mjs';

export const E2E_RESULTS = path.join(ROOT, 'e2e', 'playwright-report', 'results.json');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Parse turbo output: vitest summary lines per workspace (`<pkg>:test: Tests  1 failed | 9 passed (10)`),
 * `Test Files` lines, and turbo's `Failed:` list. Lines must be ANSI-free.
 */
export const parseTurbo = (output) => {
  const perPkg = new Map();
  const failedTasks = [];
  for (const raw of output.split('\n')) {
    const line = raw.trimEnd();
    const m = line.match(/^(?:(\S+?):test:)?\s*(Tests|Test Files)\s+(.+?)\s+\((\d+)\)\s*$/);
    if (m) {
      const pkg = m[1] ?? '(unknown)';
      const entry = perPkg.get(pkg) ?? { passed: 0, failed: 0, filesFailed: 0, seen: false };
      const failed = Number(m[3].match(/(\d+) failed/)?.[1] ?? 0);
      const passed = Number(m[3].match(/(\d+) passed/)?.[1] ?? 0);
      if (m[2] === 'Tests') {
        entry.passed += passed;
        entry.failed += failed;
        entry.seen = true;
      } else entry.filesFailed += failed;
      perPkg.set(pkg, entry);
      continue;
    }
    const f = line.match(/^\s*Failed:\s+(.+)$/);
    if (f) failedTasks.push(...f[1].split(',').map((s) => s.trim()).filter((s) => s.includes('#')));
  }
  return { perPkg, failedTasks };
};

/**
 * The failed tests' names from vitest's report (`<pkg>:test:  FAIL  src/a.test.ts > suite > name`), once each,
 * so that the summary (often the only part of a CI log anyone reads) says what failed, not only how many.
 */
export const vitestFailures = (output) => {
  const names = new Map();
  const lines = output.split('\n').map((l) => l.trimEnd());
  lines.forEach((line, i) => {
    const m = line.match(/^(?:(\S+?):test:)?\s*FAIL\s+(.*\.test\.\w+.*)$/);
    if (!m) return;
    const name = `${m[1] ? `${m[1]}: ` : ''}${m[2].replace(/\s+/g, ' ').trim()}`;
    // the error's first line follows (`Error: Test timed out in 5000ms.`), under the same turbo prefix
    const next = (lines[i + 1] ?? '').replace(/^\S+?:test:/, '').trim();
    if (!names.has(name)) names.set(name, next && !/^(FAIL|⎯)/.test(next) ? `${name} — ${next}` : name);
  });
  return [...names.values()];
};

/** Failed and flaky journeys from Playwright's JSON reporter, as `file:line title`. */
export const playwrightProblems = (json) => {
  const failed = [];
  const flaky = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const name = `${spec.file}:${spec.line} ${spec.title}`;
        if (t.status === 'unexpected') failed.push(name);
        else if (t.status === 'flaky') flaky.push(name);
      }
    }
    for (const s of suite.suites ?? []) walk(s);
  };
  for (const s of json.suites ?? []) walk(s);
  return { failed, flaky };
};

/** Totals from a turbo run: vitest counts plus one failure per failed task that reported no failed test. */
export const turboTotals = ({ perPkg, failedTasks }) => {
  let passed = 0;
  let failed = 0;
  for (const e of perPkg.values()) {
    passed += e.passed;
    failed += e.failed > 0 ? e.failed : e.filesFailed;
  }
  const extra = [];
  for (const task of failedTasks) {
    const [pkg, name] = task.split('#');
    const e = perPkg.get(pkg);
    if (name === 'test' && e && (e.failed > 0 || e.filesFailed > 0)) continue;
    extra.push(task);
  }
  return { passed, failed: failed + extra.length, failedChecks: extra };
};

/** Parse node:test's spec reporter summary (`ℹ pass 6`, `ℹ fail 0`). */
export const parseNodeTest = (output) => ({
  passed: Number(output.match(/^\S*\s*pass (\d+)\s*$/m)?.[1] ?? 0),
  failed: Number(output.match(/^\S*\s*fail (\d+)\s*$/m)?.[1] ?? 0),
});

/** knip's issue types that fail the run (knip.jsonc sets the others to warnings, printed as a report). */
const KNIP_GATING = /^(Unused files|Unused dependencies|Unused devDependencies|Unlisted dependencies|Unlisted binaries|Unresolved imports)$/;

/** Sections of knip's default report (`Unused files (3)`): gating issues and reported ones. */
export const parseKnip = (output) => {
  const gating = [];
  const reported = [];
  for (const line of output.split('\n')) {
    const m = line.trimEnd().match(/^([A-Z][A-Za-z ]+?) \((\d+)\)$/);
    if (!m) continue;
    (KNIP_GATING.test(m[1]) ? gating : reported).push({ title: m[1], count: Number(m[2]) });
  }
  const total = (list) => list.reduce((n, s) => n + s.count, 0);
  const describe = (list) => list.map((s) => `${s.count} ${s.title.toLowerCase()}`).join(', ');
  return { gating, reported, summary: `knip: ${total(gating) ? describe(gating) : 'no unused files or dependencies'}${total(reported) ? `; reported: ${describe(reported)}` : ''}` };
};

/** Counts from Playwright's JSON reporter: flaky tests passed on retry and count as passed. */
export const parsePlaywrightJson = (json) => {
  const s = json.stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, flaky: s.flaky ?? 0, skipped: s.skipped ?? 0 };
};

const turboEnv = (env) => ({ ...env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' });

export const testAll = async () => {
  const t0 = Date.now();
  const { env } = ensurePnpm();
  const rows = [];
  const totals = { passed: 0, failed: 0 };
  const problems = [];
  const add = (name, passed, failed, note = '') => {
    rows.push({ name, passed, failed, note });
    totals.passed += passed;
    totals.failed += failed;
  };
  let exitCode = 0;

  // 1. lint, typecheck, unit and component tests of every workspace
  const concurrency = process.env.TEST_CONCURRENCY || String(Math.max(2, os.availableParallelism?.() ?? os.cpus().length));
  const t1 = Date.now();
  const pgBin = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
  // in CI a missing server is a failure of the PostgreSQL suite (its tests say so), never a silent PGlite run
  const onPostgres = existsSync(path.join(pgBin, 'initdb')) || process.env.CI === 'true';
  const turbo = await run('pnpm', ['turbo', 'run', 'lint', 'typecheck', 'test', '--continue', '--ui=stream', `--concurrency=${concurrency}`], {
    env: turboEnv(onPostgres ? { ...env, WS_TEST_DB: 'postgres' } : env),
    capture: true,
    label: `step 1/5: turbo run lint typecheck test (concurrency ${concurrency}; the API suite on ${onPostgres ? 'PostgreSQL' : 'PGlite'})`,
  });
  const parsedTurbo = parseTurbo(turbo.output);
  const tt = turboTotals(parsedTurbo);
  problems.push(...vitestFailures(turbo.output).map((n) => `failed: ${n}`));
  if (turbo.code !== 0) exitCode = 1;
  if (turbo.code !== 0 && tt.failed === 0) tt.failed = 1; // failed without a parsable reason
  add('vitest + lint + typecheck (turbo)', tt.passed, tt.failed, tt.failedChecks.length ? `failed: ${tt.failedChecks.join(', ')}` : '');
  // one line per workspace's vitest summary, under the turbo total (not added to it twice)
  for (const [pkg, e] of [...parsedTurbo.perPkg].filter(([, e]) => e.seen).sort(([a], [b]) => a.localeCompare(b))) {
    rows.push({ name: `  ${pkg} (vitest)`, passed: e.passed, failed: e.failed > 0 ? e.failed : e.filesFailed, note: '', detail: true });
  }
  log(`step 1 done in ${since(t1)}`);

  // 1b. the API's embedded-database paths on PGlite (step 1 ran the suite on PostgreSQL)
  const t1b = Date.now();
  if (!onPostgres) {
    warn(`step 1b/5: no PostgreSQL binaries in ${pgBin} (apt-get install -y postgresql; bash .ci/run installs them): the API suite ran on PGlite only, its race tests skipped`);
    add('@ws/api on PGlite (vitest)', 0, 0, 'skipped: step 1 ran the API suite on PGlite');
  } else {
    const apiLite = await run('pnpm', ['--filter', '@ws/api', 'test:pglite'], {
      env,
      capture: true,
      label: 'step 1b/5: the API on the embedded database (pnpm --filter @ws/api test:pglite)',
    });
    const liteTotals = turboTotals(parseTurbo(apiLite.output));
    problems.push(...vitestFailures(apiLite.output).map((n) => `failed on PGlite: ${n}`));
    if (apiLite.code !== 0) {
      exitCode = 1;
      if (liteTotals.failed === 0) liteTotals.failed = 1;
    }
    add('@ws/api on PGlite (vitest)', liteTotals.passed, liteTotals.failed);
    log(`step 1b done in ${since(t1b)}`);
  }

  // 2. the root scripts' own tests
  const scriptTests = readdirSync(path.join(ROOT, 'scripts'))
    .filter((f) => f.endsWith('.test.mjs'))
    .map((f) => path.join('scripts', f));
  const nodeTest = await run(process.execPath, ['--test', '--test-reporter=spec', ...scriptTests], {
    env,
    capture: true,
    label: `step 2/5: node --test ${scriptTests.join(' ')}`,
  });
  const nt = parseNodeTest(nodeTest.output);
  if (nodeTest.code !== 0) {
    exitCode = 1;
    if (nt.failed === 0) nt.failed = 1;
  }
  add('scripts (node:test)', nt.passed, nt.failed);

  // 3. unused files, dependencies and exports
  const knip = await run('pnpm', ['--silent', 'knip', '--no-progress'], { env, capture: true, label: 'step 3/5: knip (pnpm knip)' });
  const kn = parseKnip(knip.output);
  console.log(kn.summary);
  if (knip.code !== 0) exitCode = 1;
  add('knip', 0, knip.code === 0 ? 0 : 1, kn.summary.replace(/^knip: /, ''));

  // 4. bundle budgets (builds portal, mall and admin)
  const t3 = Date.now();
  const budget = await run(process.execPath, ['scripts/budget.mjs'], { env, label: 'step 4/5: bundle budgets (scripts/budget.mjs; builds portal, mall and admin)' });
  if (budget.code !== 0) exitCode = 1;
  add('budget', 0, budget.code === 0 ? 0 : 1, budget.code === 0 ? 'within limits' : 'over budget or build failed');
  // 4b. the release folders run with node alone (scripts/release.mjs --check: pnpm release, then the API and
  // the gateway started from release/ with nothing of the workspace, a page with its first paint and a read)
  const release = await run(process.execPath, ['scripts/release.mjs', '--check'], { env, label: 'step 4b/5: release (pnpm release --check: node alone from release/)' });
  if (release.code !== 0) exitCode = 1;
  add('release', release.code === 0 ? 1 : 0, release.code === 0 ? 0 : 1, release.code === 0 ? 'release/ runs with node alone' : 'release build or its check failed');
  // 4c. the production topology (scripts/test-scale.mjs): nginx in front of two API processes on one
  // PostgreSQL 15; migrations, chat, login limits, payment notices, a stock race, the timers' locks and a
  // rolling restart checked through it (skipped, with a message, without nginx or PostgreSQL)
  const scale = await run(process.execPath, ['scripts/test-scale.mjs'], { env, capture: true, label: 'step 4c/5: scale-out (pnpm test:scale: nginx, two API processes, PostgreSQL 15)' });
  const sc = parseScale(scale.output) ?? { passed: 0, failed: 0, note: 'no summary line' };
  if (scale.code !== 0) {
    exitCode = 1;
    if (sc.failed === 0) sc.failed = 1;
  }
  add('scale-out (test:scale)', sc.passed, sc.failed, sc.note);
  log(`step 4 done in ${since(t3)}`);

  // 5. Playwright journeys
  if (process.env.SKIP_E2E === '1') {
    warn('step 5/5: SKIP_E2E=1: Playwright journeys skipped');
    add('e2e (Playwright)', 0, 0, 'skipped (SKIP_E2E=1)');
  } else if (!existsSync(CHROMIUM)) {
    fail(`step 5/5: no Chromium at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium fonts-noto-cjk (or set CHROMIUM_PATH). bash .ci/run does this for you.`);
    exitCode = 1;
    add('e2e (Playwright)', 0, 1, `no browser at ${CHROMIUM}`);
  } else {
    const t4 = Date.now();
    rmSync(E2E_RESULTS, { force: true });
    const e2e = await run('pnpm', ['--filter', '@ws/e2e', 'e2e'], { env, label: 'step 5/5: Playwright journeys (pnpm --filter @ws/e2e e2e)' });
    let pw = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
    if (existsSync(E2E_RESULTS)) {
      try {
        const json = JSON.parse(readFileSync(E2E_RESULTS, 'utf8'));
        pw = parsePlaywrightJson(json);
        const found = playwrightProblems(json);
        problems.push(...found.failed.map((n) => `failed journey: ${n}`), ...found.flaky.map((n) => `flaky journey: ${n}`));
      } catch (e) {
        warn(`could not read ${E2E_RESULTS}: ${e instanceof Error ? e.message : e}`);
      }
    }
    if (e2e.code !== 0) {
      exitCode = 1;
      if (pw.failed === 0) pw.failed = 1; // global setup or the runner itself failed
    }
    add('e2e (Playwright)', pw.passed, pw.failed, [pw.flaky ? `${pw.flaky} flaky` : '', pw.skipped ? `${pw.skipped} skipped` : ''].filter(Boolean).join(', '));
    log(`step 5 done in ${since(t4)}`);
  }

  if (totals.failed > 0) exitCode = 1;
  console.log(`\n${bold('Summary')} (${since(t0)})`);
  for (const r of rows) {
    const status = r.failed > 0 ? paint(31, 'FAIL') : r.detail ? '    ' : paint(32, 'ok  ');
    console.log(`  ${status} ${r.name.padEnd(36)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed${r.note ? `  (${r.note})` : ''}`);
  }
  const shown = problems.slice(0, 20);
  for (const p of shown) console.log(`  ${p.length > 200 ? `${p.slice(0, 199)}…` : p}`);
  if (problems.length > shown.length) console.log(`  … and ${problems.length - shown.length} more (see above)`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  return exitCode;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.chdir(ROOT);
  testAll().then(
    (code) => process.exit(code),
    (e) => {
      console.error(e);
      console.log('0 passed, 1 failed');
      process.exit(1);
    },
  );
}
