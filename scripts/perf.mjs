#!/usr/bin/env node
// Lighthouse budgets of the first paint (docs/performance.md): `pnpm perf` measures /homePage, /article,
// /detailPages (a seeded article), /enable, /funeng, /enableInfo (a seeded product) and /cart (logged in as
// the demo member) of a running site, mobile and desktop, each the median of
// 3 runs (interleaved, a fresh browser profile per run), prints a table (the median and the worst run) and
// exits 1 when a run misses a budget — every run must meet it, not only the median:
//   mobile: performance score >= 95, LCP <= 2.0 s, CLS <= 0.05 (/homePage 0.01), TBT <= 150 ms;  desktop: score 100.
// Not part of `npm test`: a shared machine makes single runs too noisy for a gate.
//
//   node scripts/perf.mjs [--url http://127.0.0.1:8080] [--runs 3] [--form mobile|desktop|both]
//                         [--pages /homePage,/article] [--json] [--keep <folder>]
// --keep writes each run's Lighthouse report there (<form>-<page>-<run>.json); every run's log line names
// the largest paint's element and the elements that moved (Lighthouse's layout-shifts).
// When nothing answers at --url (default PERF_URL or http://127.0.0.1:8080) and it is this machine, the
// script serves the built apps itself like `npm start` does (scripts/serve.mjs, API on the next port,
// the demo database seeded when empty) and stops them at the end. Build first (`pnpm build`).
// Lighthouse comes from the e2e workspace; Chromium from CHROME_PATH (default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiLogin, loggedInChrome } from './lib/perf-login.mjs';
import { ROOT, bold, fail, log, run, signalGroup, stopGroup, waitForHttp, warn } from './lib/proc.mjs';

export const DEFAULT_URL = 'http://127.0.0.1:8080';
/** The portal's first-paint pages, then the mall's (/enable is both). */
export const PAGES = ['/homePage', '/article', '/detailPages', '/enable', '/funeng', '/enableInfo', '/cart'];
/**
 * Pages a visitor is sent to /login from: measured logged in as the demo member (a fresh profile whose local
 * storage holds the session, scripts/lib/perf-login.mjs), or the run would measure the login page.
 */
export const LOGIN_PAGES = new Set(['/cart']);
export const PERF_ACCOUNT = { phone: '13800000001', password: 'Demo1234' };
export const FORMS = ['mobile', 'desktop'];
export const BUDGETS = {
  mobile: { score: 95, lcp: 2000, cls: 0.05, tbt: 150 },
  desktop: { score: 100 },
};
/**
 * Tighter budgets of single pages: the home page, the first page most visitors see, carries a carousel, two
 * tickers and the stat line that arrives after the paint; nothing on it may move.
 */
export const PAGE_BUDGETS = {
  '/homePage': { mobile: { cls: 0.01 }, desktop: {} },
};
/** The budget of one page in one form factor. */
export const budgetOf = (form, page) => ({ ...(BUDGETS[form] ?? {}), ...(PAGE_BUDGETS[page]?.[form] ?? {}) });
/** Chromium flags of TOOLCHAIN.md (headless, no sandbox in containers, nothing in the background). */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * API reads fetched more than once in one load: a preload the gateway wrote into the HTML that the page
 * did not reuse (a different URL spelling) downloads the answer twice.
 */
export const duplicateReads = (lhr) => {
  const seen = new Map();
  for (const r of lhr.audits?.['network-requests']?.details?.items ?? []) {
    let u;
    try {
      u = new URL(r.url);
    } catch {
      continue;
    }
    if (!u.pathname.startsWith('/api/open/')) continue;
    const key = `${u.pathname}${u.search}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].filter(([, n]) => n > 1).map(([k]) => k);
};

/** The selector of the largest paint's element (Lighthouse's largest-contentful-paint-element), or ''. */
export const lcpElementOf = (lhr) => {
  for (const block of lhr.audits?.['largest-contentful-paint-element']?.details?.items ?? []) {
    const node = (block.items ?? []).find((i) => i?.node?.type === 'node')?.node;
    if (node) return String(node.selector ?? node.snippet ?? '');
  }
  return '';
};

/** The elements that moved, with their share of the CLS ([{ selector, score }], largest first). */
export const shiftElementsOf = (lhr) =>
  (lhr.audits?.['layout-shifts']?.details?.items ?? [])
    .filter((i) => i?.node?.selector && Number.isFinite(i.score))
    .map((i) => ({ selector: String(i.node.selector), score: i.score }))
    .sort((a, b) => b.score - a.score);

/** The metrics of one Lighthouse result (lhr): score 0-100, times in ms, duplicate API reads. */
export const metricsOf = (lhr) => {
  const num = (id) => lhr.audits?.[id]?.numericValue ?? Number.NaN;
  const score = lhr.categories?.performance?.score;
  return {
    duplicates: duplicateReads(lhr),
    score: typeof score === 'number' ? Math.round(score * 100) : Number.NaN,
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbt: num('total-blocking-time'),
    si: num('speed-index'),
    lcpElement: lcpElementOf(lhr),
    shifts: shiftElementsOf(lhr),
  };
};

export const median = (values) => {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return Number.NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

/** The worst of each metric over runs: the lowest score, the highest times and shift. */
export const worstOf = (runs) => {
  const finite = (k) => runs.map((r) => r[k]).filter((x) => Number.isFinite(x));
  const pick = (k, f) => (finite(k).length ? f(...finite(k)) : Number.NaN);
  return { score: pick('score', Math.min), fcp: pick('fcp', Math.max), lcp: pick('lcp', Math.max), cls: pick('cls', Math.max), tbt: pick('tbt', Math.max), si: pick('si', Math.max) };
};

/** Median of each metric over the runs of one page and form factor, and the worst run's (`worst`). */
export const summarize = (runs) => {
  const keys = ['score', 'fcp', 'lcp', 'cls', 'tbt', 'si'];
  const duplicates = [...new Set(runs.flatMap((r) => r.duplicates ?? []))];
  return { ...Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])), worst: worstOf(runs), duplicates };
};

/**
 * The budgets a summary misses, judged on its worst run: ['score 91 < 95', …] (a metric that could not be
 * measured fails).
 */
export const budgetFailures = (form, summary, page = '') => {
  const m = { ...summary, ...(summary.worst ?? {}) };
  const b = budgetOf(form, page);
  const out = [];
  const bad = (v) => !Number.isFinite(v);
  if (b.score !== undefined && (bad(m.score) || m.score < b.score)) out.push(`score ${m.score} < ${b.score}`);
  if (b.lcp !== undefined && (bad(m.lcp) || m.lcp > b.lcp)) out.push(`LCP ${fmtS(m.lcp)} > ${fmtS(b.lcp)}`);
  if (b.cls !== undefined && (bad(m.cls) || m.cls > b.cls)) out.push(`CLS ${fmtCls(m.cls)} > ${b.cls}`);
  if (b.tbt !== undefined && (bad(m.tbt) || m.tbt > b.tbt)) out.push(`TBT ${fmtMs(m.tbt)} > ${b.tbt} ms`);
  for (const d of m.duplicates ?? []) out.push(`fetched twice (preload not reused?): ${d}`);
  return out;
};

const fmtS = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : '—');
const fmtMs = (ms) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '—');
const fmtCls = (v) => (Number.isFinite(v) ? v.toFixed(3) : '—');

/** A markdown table of the summaries: [{ page, form, runs, summary, failures }]. */
export const formatTable = (rows) => {
  const lines = [
    '| page | form | score | FCP | LCP | CLS | TBT | SI | worst run: score, LCP, CLS, TBT | runs | budget |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const m = r.summary;
    const w = m.worst ?? m;
    const worst = `${Number.isFinite(w.score) ? w.score : '—'}, ${fmtS(w.lcp)}, ${fmtCls(w.cls)}, ${fmtMs(w.tbt)}`;
    lines.push(
      `| ${r.page} | ${r.form} | ${Number.isFinite(m.score) ? m.score : '—'} | ${fmtS(m.fcp)} | ${fmtS(m.lcp)} | ${fmtCls(m.cls)} | ${fmtMs(m.tbt)} | ${fmtS(m.si)} | ${worst} | ${r.runs} | ${r.failures.length ? `✗ ${r.failures.join(', ')}` : 'ok'} |`,
    );
  }
  return lines;
};

export const parseArgs = (argv) => {
  const o = { url: process.env.PERF_URL || DEFAULT_URL, runs: 3, forms: FORMS, pages: PAGES, json: false, keep: '' };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    const value = () => inline ?? argv[(i += 1)];
    if (flag === '--url') o.url = value();
    else if (flag === '--runs') o.runs = Number(value());
    else if (flag === '--form') {
      const f = value();
      o.forms = f === 'both' ? FORMS : [f];
    } else if (flag === '--pages') o.pages = value().split(',').map((p) => p.trim()).filter(Boolean);
    else if (flag === '--json') o.json = true;
    else if (flag === '--keep') {
      o.keep = value() ?? '';
      if (!o.keep) throw new Error('--keep needs a folder');
    }
    else throw new Error(`unknown option ${a}`);
  }
  o.url = String(o.url).replace(/\/+$/, '');
  if (!Number.isInteger(o.runs) || o.runs < 1) throw new Error('--runs must be a positive whole number');
  for (const f of o.forms) if (!FORMS.includes(f)) throw new Error(`--form must be mobile, desktop or both, got ${f}`);
  for (const p of o.pages) if (!p.startsWith('/')) throw new Error(`a page is a path, got ${p}`);
  return o;
};

/** Lighthouse is a dependency of the e2e workspace, resolved from there (not a dependency of the root). */
const lighthouseBin = () => {
  const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
  const pkgFile = require.resolve(['lighthouse', 'package.json'].join('/'));
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin.lighthouse;
  return path.join(path.dirname(pkgFile), bin);
};

/** One Lighthouse run in its own Chromium; resolves with the metrics (and copies the report to `keepAs`). */
const lighthouse = async (bin, url, form, keepAs, session) => {
  // logged in: Lighthouse attaches to a browser that already holds the session (and must not wipe it)
  const chrome = session ? await loggedInChrome({ base: new URL(url).origin, session, flags: CHROME_FLAGS }) : null;
  try {
    return await lighthouseRun(bin, url, form, keepAs, chrome ? ['--disable-storage-reset', `--port=${chrome.port}`] : [`--chrome-flags=${CHROME_FLAGS.join(' ')}`]);
  } finally {
    await chrome?.close();
  }
};

const lighthouseRun = (bin, url, form, keepAs, browserArgs) =>
  new Promise((resolve, reject) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ws-perf-'));
    const out = path.join(dir, 'lhr.json');
    const args = [
      bin,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance',
      ...browserArgs,
      ...(form === 'desktop' ? ['--preset=desktop'] : []),
    ];
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      try {
        if (code !== 0 || !existsSync(out)) throw new Error(`lighthouse exited ${code}: ${err.trim().split('\n').slice(-3).join(' | ')}`);
        if (keepAs) copyFileSync(out, keepAs);
        const lhr = JSON.parse(readFileSync(out, 'utf8'));
        if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message ?? ''}`);
        resolve(metricsOf(lhr));
      } catch (e) {
        reject(e);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

/** /enableInfo needs a product: the first of the catalogue's first page (seeded). */
export const productUrl = async (base) => {
  const res = await fetch(`${base}/api/open/uni/listproduct?pageNum=1&pageSize=1`, { signal: AbortSignal.timeout(10_000) });
  const body = await res.json();
  const id = body?.data?.items?.[0]?.id;
  if (!Number.isInteger(id)) throw new Error('no product to open on /enableInfo (is the database seeded?)');
  return `/enableInfo?id=${id}`;
};

/** /detailPages needs an article: the newest of the news channel (seeded). */
export const detailUrl = async (base) => {
  const res = await fetch(`${base}/api/open/uni/listarticle?pageNum=1&pageSize=1&channel=news`, { signal: AbortSignal.timeout(10_000) });
  const body = await res.json();
  const id = body?.data?.items?.[0]?.id;
  if (!Number.isInteger(id)) throw new Error('no article to open on /detailPages (is the database seeded?)');
  return `/detailPages?key=${id}`;
};

const answers = async (url) => {
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(3000) });
    return res.status > 0;
  } catch {
    return false;
  }
};

/** Serve the built apps as `npm start` does (seed when empty, scripts/serve.mjs); resolves with the child. */
const startSite = async (base) => {
  const u = new URL(base);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname)) throw new Error(`${base} does not answer (and is not this machine, so it cannot be started here)`);
  for (const app of ['portal', 'mall']) {
    if (!existsSync(path.join(ROOT, 'apps', app, 'dist', '.vite', 'manifest.json'))) throw new Error(`apps/${app}/dist is not built: run \`pnpm build\` first`);
  }
  const port = Number(u.port || 80);
  const apiPort = Number(process.env.API_PORT || port + 1);
  const { ensurePnpm } = await import('./lib/pnpm.mjs');
  const { env } = ensurePnpm();
  const seed = await run('pnpm', ['--filter', '@ws/api', 'seed'], { env: { ...env, PORT: String(apiPort), API_PORT: String(apiPort) }, label: 'perf: seeding the demo database when empty' });
  if (seed.code !== 0) throw new Error('seeding the database failed');
  log(`perf: serving the built apps on :${port} (api :${apiPort})`);
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'serve.mjs')], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), API_PORT: String(apiPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  child.procName = 'serve';
  // the gateway answers pages before the API is up: wait for an API read through it
  const okJson = async (res) => res.status === 200 && (await res.json().catch(() => null))?.ok === true;
  await waitForHttp(`${base}/api/open/uni/listads?cate_value=quicknav`, { children: [child], timeoutMs: 240_000, accept: okJson });
  return child;
};

export const perf = async (options) => {
  const o = { ...parseArgs([]), ...options };
  let site;
  const stop = async () => {
    if (site) await stopGroup(site);
    site = undefined;
  };
  const onSignal = () => {
    if (site) signalGroup(site, 'SIGTERM');
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    if (!(await answers(`${o.url}/homePage`))) site = await startSite(o.url);
    const bin = lighthouseBin();
    if (o.keep) mkdirSync(o.keep, { recursive: true });
    const urls = {};
    for (const page of o.pages) urls[page] = page === '/detailPages' ? await detailUrl(o.url) : page === '/enableInfo' ? await productUrl(o.url) : page;
    const session = o.pages.some((p) => LOGIN_PAGES.has(p)) ? await apiLogin(o.url, PERF_ACCOUNT.phone, PERF_ACCOUNT.password) : null;
    // warm the server side (the gateway's picture hint, the database's caches): runs start from a cold browser
    for (const page of o.pages) await answers(`${o.url}${urls[page]}`);
    await new Promise((r) => setTimeout(r, 500));

    const results = new Map();
    for (let i = 0; i < o.runs; i += 1) {
      for (const page of o.pages) {
        for (const form of o.forms) {
          const key = `${page}|${form}`;
          try {
            const keepAs = o.keep ? path.join(o.keep, `${form}${page.replace(/[^A-Za-z0-9]+/g, '-')}-${i + 1}.json`) : undefined;
            const m = await lighthouse(bin, `${o.url}${urls[page]}`, form, keepAs, LOGIN_PAGES.has(page) ? session : null);
            if (!o.json) {
              log(`perf: run ${i + 1}/${o.runs} ${form} ${urls[page]}: score ${m.score}, LCP ${fmtS(m.lcp)}, CLS ${fmtCls(m.cls)}, TBT ${fmtMs(m.tbt)}`);
              // what to look at when a figure is off: the largest paint's element and what moved
              if (m.lcpElement) log(`perf:   largest paint: ${m.lcpElement}`);
              for (const sh of m.shifts.slice(0, 3)) log(`perf:   shifted (${sh.score.toFixed(3)}): ${sh.selector}`);
            }
            results.set(key, [...(results.get(key) ?? []), m]);
          } catch (e) {
            warn(`perf: run ${i + 1} ${form} ${urls[page]} failed: ${e instanceof Error ? e.message : String(e)}`);
          }
        }
      }
    }
    const rows = [];
    for (const page of o.pages) {
      for (const form of o.forms) {
        const runs = results.get(`${page}|${form}`) ?? [];
        const summary = summarize(runs);
        rows.push({ page: urls[page], form, runs: runs.length, summary, failures: runs.length ? budgetFailures(form, summary, page) : ['no successful run'] });
      }
    }
    if (o.json) console.log(JSON.stringify(rows, null, 2));
    else {
      console.log(`\n${bold(`Lighthouse ${o.url} (median and worst of ${o.runs}; every run must meet the budget; Chromium ${process.env.CHROME_PATH || '/usr/bin/chromium'})`)}\n`);
      console.log(formatTable(rows).join('\n'));
      console.log(`\nBudgets: mobile score >= ${BUDGETS.mobile.score}, LCP <= ${BUDGETS.mobile.lcp / 1000} s, CLS <= ${BUDGETS.mobile.cls} (/homePage ${PAGE_BUDGETS['/homePage'].mobile.cls}), TBT <= ${BUDGETS.mobile.tbt} ms; desktop score ${BUDGETS.desktop.score}.`);
    }
    const failed = rows.filter((r) => r.failures.length > 0);
    if (failed.length > 0) {
      for (const r of failed) fail(`perf: ${r.form} ${r.page}: ${r.failures.join(', ')}`);
      return 1;
    }
    if (!o.json) console.log(`✓ perf: every page within its budget`);
    return 0;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await stop();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (e) {
    fail(e instanceof Error ? e.message : String(e));
    process.exit(2);
  }
  perf(options).then(
    (code) => process.exit(code),
    (e) => {
      fail(e instanceof Error ? e.message : String(e));
      process.exit(1);
    },
  );
}
