// Loading the first-paint renderers on a busy start (server-render.ts): a renderer that does not load at
// once (late, failed, or a first import that never ends) is tried again with a growing wait until it
// loads; pages go out without a paint only until then, never for the life of the process.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findRoute, type AppName, type RouteDef } from '@ws/routes';
import { buildGateway } from './app';
import { createFirstPaint, FIRST_PAINT_LOAD_RETRY_MS, FIRST_PAINT_LOAD_TIMEOUT_MS, type FirstPaint } from './server-render';
import { builtIndexHtml, makeDists, writeRenderer } from '../test/helpers';

const HOME = findRoute('/homePage') as RouteDef;
const API = 'http://127.0.0.1:9';
const NO_DIST = { portal: '/nonexistent/portal/dist', mall: '/nonexistent/mall/dist' };
const PAINT: FirstPaint = { html: '<main>首页内容</main>', title: '首页 - 安服通' };

type Render = (url: string, options: { apiOrigin: string; budgetMs?: number }) => Promise<FirstPaint | null>;
const renderer: Render = () => Promise.resolve(PAINT);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A source whose n-th try at loading the portal's renderer does what `tries[n-1]` says (default: loads). */
const setup = (tries: (() => Promise<Render | undefined>)[], options: { loadTimeoutMs: number; loadRetryMs: number; loadRetryMaxMs?: number }) => {
  const loads: { app: AppName; at: number }[] = [];
  const warnings: string[] = [];
  const infos: string[] = [];
  const t0 = performance.now();
  const firstPaint = createFirstPaint({
    dist: NO_DIST,
    apiUrl: API,
    refreshDelayMs: 0,
    warn: (m) => warnings.push(m),
    info: (m) => infos.push(m),
    ...options,
    load: (app) => {
      if (app !== 'portal') return Promise.resolve(undefined);
      loads.push({ app, at: performance.now() - t0 });
      const next = tries[loads.length - 1];
      return next ? next() : Promise.resolve(renderer);
    },
  });
  return { firstPaint, loads, warnings, infos };
};

describe('a renderer that does not load at once', () => {
  const open: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const f of open.splice(0)) await f.close();
  });

  it('defaults: the first try may take the old 3.4 s, the next one starts 1 s after a failure', () => {
    expect(FIRST_PAINT_LOAD_TIMEOUT_MS).toBe(3400);
    expect(FIRST_PAINT_LOAD_RETRY_MS).toBe(1000);
  });

  it('answers late the first time: warm() gives up waiting after the timeout, pages go out plain at once, a new try loads it', async () => {
    // the first try never answers (a busy start), the second loads
    const { firstPaint, loads, warnings, infos } = setup([() => new Promise<never>(() => {})], { loadTimeoutMs: 100, loadRetryMs: 150 });
    open.push(firstPaint);
    const t0 = performance.now();
    await firstPaint.warm();
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^portal: cannot load the portal renderer: no answer from the render thread in 100 ms; pages go out without a first paint until it has loaded/);
    // while it is not loaded, a page does not wait for it
    const t1 = performance.now();
    expect(await firstPaint('portal', HOME, '/homePage')).toBeNull();
    expect(performance.now() - t1).toBeLessThan(50);
    // the next try, 150 ms after the failure, loads it: from then on the pages have their paint
    await vi.waitFor(async () => expect(await firstPaint('portal', HOME, '/homePage')).toEqual(PAINT), { timeout: 3000, interval: 20 });
    expect(loads).toHaveLength(2);
    expect(infos).toEqual(['portal: loaded the portal renderer (try 2): pages have their first paint again']);
    expect(warnings).toHaveLength(1);
  });

  it('takes a load that answers after its timeout: no second try needed', async () => {
    const { firstPaint, loads, warnings } = setup([() => sleep(250).then(() => renderer)], { loadTimeoutMs: 50, loadRetryMs: 60_000 });
    open.push(firstPaint);
    await firstPaint.warm();
    expect(warnings).toHaveLength(1);
    expect(await firstPaint('portal', HOME, '/homePage')).toBeNull();
    await vi.waitFor(async () => expect(await firstPaint('portal', HOME, '/homePage')).toEqual(PAINT), { timeout: 3000, interval: 20 });
    expect(loads).toHaveLength(1);
  });

  it('keeps trying a renderer that fails, less and less often (up to the cap), warning once; close() stops it', async () => {
    const fail = () => Promise.reject(new Error('busy: module not ready'));
    const { firstPaint, loads, warnings } = setup([fail, fail, fail, fail, fail, fail, fail, fail], { loadTimeoutMs: 1000, loadRetryMs: 40, loadRetryMaxMs: 160 });
    await firstPaint.warm();
    await vi.waitFor(() => expect(loads.length).toBeGreaterThanOrEqual(6), { timeout: 5000, interval: 10 });
    const gaps = loads.slice(1).map((l, i) => l.at - (loads[i]?.at ?? 0));
    // 40, 80, 160, 160, 160 ms (timers may fire late on a busy machine, never early)
    expect(gaps[0]).toBeGreaterThanOrEqual(35);
    expect(gaps[1]).toBeGreaterThanOrEqual(75);
    expect(gaps[2]).toBeGreaterThanOrEqual(155);
    expect(gaps[3]).toBeGreaterThanOrEqual(155);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('busy: module not ready');
    await firstPaint.close();
    const after = loads.length;
    await sleep(400);
    expect(loads.length).toBe(after);
  });
});

const MANIFEST = { 'index.html': { file: 'assets/index-Ab12Cd34.js', src: 'index.html', isEntry: true, css: ['assets/index-Ef56Gh78.css'] } };

/** A build of both apps whose portal renderer runs `preamble` at the top of its module. */
const makeBuild = async (preamble: string) => {
  const d = await makeDists();
  const marker = path.join(d.root, 'first-import');
  await writeFile(marker, '');
  for (const app of ['portal', 'mall'] as const) {
    await mkdir(path.join(d.dist[app], '.vite'), { recursive: true });
    await writeFile(path.join(d.dist[app], 'index.html'), builtIndexHtml(app));
    // a Vite manifest: without one the gateway leaves the page as built
    await writeFile(path.join(d.dist[app], '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  }
  await writeRenderer(
    d.dist.portal,
    `import { existsSync, rmSync } from 'node:fs';
const marker = ${JSON.stringify(marker)};
if (existsSync(marker)) {
  rmSync(marker);
  ${preamble}
}
export const render = async () => (${JSON.stringify(PAINT)});
`,
  );
  return d;
};

describe('an app build whose renderer does not load the first time (the render thread)', () => {
  it('the gateway serves the first paint again once a later try has loaded it, when the first import failed', async () => {
    // a busy start: the first evaluation of the module fails (Node keeps that failure for its address)
    const build = await makeBuild("throw new Error('busy start: not ready yet');");
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (c: Buffer) => lines.push(...c.toString('utf8').split('\n').filter(Boolean)));
    const g = await buildGateway({ mode: 'prod', appEnv: 'demo', apiUrl: API, dist: build.dist, logger: { level: 'info' }, logStream: stream });
    try {
      await vi.waitFor(() => expect(lines.join('\n')).toContain('busy start: not ready yet'), { timeout: 10_000, interval: 50 });
      // meanwhile the plain page
      const plain = await g.inject('/homePage');
      expect(plain.statusCode).toBe(200);
      // a later try (the first one 1 s after the failure) loads it, and the pages have their paint again
      await vi.waitFor(
        async () => {
          const res = await g.inject('/homePage');
          expect(res.body).toContain('<div id="root" data-first-paint><main>首页内容</main></div>');
        },
        { timeout: 10_000, interval: 100 },
      );
      const log = lines.join('\n');
      expect(log).toMatch(/portal: cannot load .*entry-server\.js: busy start: not ready yet; pages go out without a first paint until it has loaded/);
      expect(log).toMatch(/portal: loaded .*entry-server\.js \(try 2\)/);
    } finally {
      await g.close();
      await build.cleanup();
    }
  }, 30_000);

  it('loads it on a later try when the first import never ends', async () => {
    const build = await makeBuild('await new Promise(() => {});');
    const warnings: string[] = [];
    const firstPaint = createFirstPaint({ dist: build.dist, apiUrl: API, warn: (m) => warnings.push(m), loadTimeoutMs: 300, loadRetryMs: 50 });
    try {
      await firstPaint.warm();
      await vi.waitFor(async () => expect(await firstPaint('portal', HOME, '/homePage')).toEqual(PAINT), { timeout: 10_000, interval: 50 });
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('no answer from the render thread in 300 ms');
    } finally {
      await firstPaint.close();
      await build.cleanup();
    }
  }, 30_000);
});
