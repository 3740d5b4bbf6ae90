import { createHash } from 'node:crypto';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findRoute, routes, type AppName, type RouteDef } from '@ws/routes';
import { buildGateway } from './app';
import { injectFirstPaint } from './pages';
import {
  CONTENT_SECURITY_POLICY,
  FIRST_PAINT_GATE_HASH,
  FIRST_PAINT_GATE_SCRIPT,
  HTML_SECURITY_HEADERS,
  START_AFTER_PAINT_HASH,
  START_AFTER_PAINT_SCRIPT,
} from './security';
import {
  FIRST_PAINT_BUDGET_MS,
  FIRST_PAINT_STALE_MS,
  FIRST_PAINT_TTL_MS,
  createFirstPaint,
  rendererFile,
  type FirstPaint,
  type FirstPaintOptions,
} from './server-render';
import { builtIndexHtml, listen, makeDists, readRenderCalls, recordingRenderer, startEchoApi, writeRenderer } from '../test/helpers';

const route = (p: string): RouteDef => {
  const r = findRoute(p);
  if (!r) throw new Error(`no route ${p}`);
  return r;
};

const HOME = route('/homePage');
const API = 'http://127.0.0.1:9';
/** The stub tests never read an app's build: `load` stands in for it. */
const NO_DIST = { portal: '/nonexistent/portal/dist', mall: '/nonexistent/mall/dist' };

const paintNo = (n: number): FirstPaint => ({ html: `<main>第${n}次</main>`, title: `首页 ${n}` });

/** Lets every render already resolved finish (a background render, its result remembered). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (v: T) => void;
}
const deferred = <T,>(): Deferred<T> => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

type RenderImpl = (url: string, n: number) => Promise<FirstPaint | null> | FirstPaint | null;

/**
 * createFirstPaint with a stub renderer and a fake clock. `next` decides each render's outcome (the
 * default: the n-th render gives paintNo(n)); `calls` and `warnings` record what happened.
 */
const setup = (options: Partial<FirstPaintOptions> = {}) => {
  const clock = { t: 1_000_000 };
  const calls: { app: AppName; url: string; options: { apiOrigin: string; budgetMs?: number } }[] = [];
  const loads: AppName[] = [];
  const warnings: string[] = [];
  const state: { next: RenderImpl } = { next: (_url, n) => paintNo(n) };
  const firstPaint = createFirstPaint({
    dist: NO_DIST,
    apiUrl: API,
    // the background refresh at once, unless a test is about its delay
    refreshDelayMs: 0,
    now: () => clock.t,
    warn: (m) => warnings.push(m),
    load: (app) => {
      loads.push(app);
      return Promise.resolve(async (url: string, opts: { apiOrigin: string; budgetMs?: number }) => {
        calls.push({ app, url, options: opts });
        return state.next(url, calls.length);
      });
    },
    ...options,
  });
  return { firstPaint, clock, calls, loads, warnings, state };
};

describe('createFirstPaint: the cache of first paints', () => {
  it('renders once with the API origin and budget, then reuses the paint within the ttl', async () => {
    const { firstPaint, clock, calls } = setup({ budgetMs: 250 });
    expect(await firstPaint('portal', HOME, '/homePage?from=ad')).toEqual(paintNo(1));
    expect(calls).toEqual([{ app: 'portal', url: '/homePage?from=ad', options: { apiOrigin: API, budgetMs: 250 } }]);
    clock.t += FIRST_PAINT_TTL_MS;
    expect(await firstPaint('portal', HOME, '/homePage?from=ad')).toEqual(paintNo(1));
    expect(calls).toHaveLength(1);
    // another query string is another address: a render of its own
    expect(await firstPaint('portal', HOME, '/homePage')).toEqual(paintNo(2));
    expect(calls).toHaveLength(2);
  });

  it('forget() drops the paints of the pages it names (any query) and keeps the rest; a render under way then is not kept', async () => {
    const { firstPaint, calls, state } = setup();
    const LIST = route('/article');
    await firstPaint('portal', HOME, '/homePage');
    await firstPaint('portal', LIST, '/article?channel=news');
    await firstPaint('portal', route('/expert'), '/expert');
    expect(calls).toHaveLength(3);
    firstPaint.forget((p) => p === '/homepage' || p === '/article');
    expect(await firstPaint('portal', HOME, '/homePage')).toEqual(paintNo(4));
    expect(await firstPaint('portal', LIST, '/article?channel=news')).toEqual(paintNo(5));
    expect(await firstPaint('portal', route('/expert'), '/expert')).toEqual(paintNo(3));
    expect(calls).toHaveLength(5);

    // a render that began before the change shows the old content: handed to its page, never remembered
    const slow = deferred<FirstPaint>();
    state.next = () => slow.promise;
    firstPaint.forget((p) => p === '/homepage');
    const pending = firstPaint('portal', HOME, '/homePage');
    firstPaint.forget((p) => p === '/homepage');
    slow.resolve(paintNo(6));
    expect(await pending).toEqual(paintNo(6));
    state.next = (_url, n) => paintNo(n);
    expect(await firstPaint('portal', HOME, '/homePage')).toEqual(paintNo(7));
  });

  it('passes the default budget when none is given', async () => {
    const { firstPaint, calls } = setup();
    await firstPaint('portal', HOME, '/homePage');
    expect(calls[0]?.options).toEqual({ apiOrigin: API, budgetMs: FIRST_PAINT_BUDGET_MS });
  });

  it('after the ttl serves the old paint at once and renders a new one in the background', async () => {
    const { firstPaint, clock, calls, state } = setup();
    await firstPaint('portal', HOME, '/homePage');
    clock.t += FIRST_PAINT_TTL_MS + 1;
    const slow = deferred<FirstPaint | null>();
    state.next = () => slow.promise;
    // the page does not wait for the render under way
    expect(await firstPaint('portal', HOME, '/homePage')).toEqual(paintNo(1));
    expect(calls).toHaveLength(2);
    // nor does the next one, and it starts no second render
    expect(await firstPaint('portal', HOME, '/homePage')).toEqual(paintNo(1));
    expect(calls).toHaveLength(2);
    slow.resolve(paintNo(2));
    await settle();
    expect(await firstPaint('portal', HOME, '/homePage')).toEqual(paintNo(2));
    expect(calls).toHaveLength(2);
  });

  it('starts the background refresh a while after the page that found the paint stale, once for many pages', async () => {
    const { firstPaint, clock, calls } = setup({ refreshDelayMs: 60 });
    await firstPaint('portal', HOME, '/homePage');
    clock.t += FIRST_PAINT_TTL_MS + 1;
    for (let i = 0; i < 3; i += 1) expect(await firstPaint('portal', HOME, '/homePage')).toEqual(paintNo(1));
    // the page that found it stale loads first: no render yet
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(1);
    await vi.waitFor(() => expect(calls).toHaveLength(2), { timeout: 1000, interval: 10 });
    await settle();
    expect(await firstPaint('portal', HOME, '/homePage')).toEqual(paintNo(2));
    await new Promise((r) => setTimeout(r, 120));
    expect(calls).toHaveLength(2);
  });

  it('drops a refresh still waiting for its delay when the gateway closes', async () => {
    const { firstPaint, clock, calls } = setup({ refreshDelayMs: 40 });
    await firstPaint('portal', HOME, '/homePage');
    clock.t += FIRST_PAINT_TTL_MS + 1;
    await firstPaint('portal', HOME, '/homePage');
    await firstPaint.close();
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).toHaveLength(1);
  });

  it('keeps the last good paint when a refresh fails or comes late, and tries again on the next page', async () => {
    const { firstPaint, clock, calls, state } = setup();
    await firstPaint('portal', HOME, '/homePage');
    clock.t += FIRST_PAINT_TTL_MS + 1;
    state.next = () => null;
    expect(await firstPaint('portal', HOME, '/homePage')).toEqual(paintNo(1));
    await settle();
    expect(calls).toHaveLength(2);
    // still the good paint, and (still stale) a new try in the background
    state.next = () => {
      throw new Error('API down');
    };
    expect(await firstPaint('portal', HOME, '/homePage')).toEqual(paintNo(1));
    await settle();
    expect(calls).toHaveLength(3);
    state.next = (_url, n) => paintNo(n);
    expect(await firstPaint('portal', HOME, '/homePage')).toEqual(paintNo(1));
    await settle();
    expect(await firstPaint('portal', HOME, '/homePage')).toEqual(paintNo(4));
  });

  it('after the stale limit waits for a new render', async () => {
    const { firstPaint, clock, calls, state } = setup();
    await firstPaint('portal', HOME, '/homePage');
    clock.t += FIRST_PAINT_STALE_MS + 1;
    const slow = deferred<FirstPaint | null>();
    state.next = () => slow.promise;
    let answered: FirstPaint | null | undefined;
    const page = firstPaint('portal', HOME, '/homePage').then((p) => (answered = p));
    await settle();
    // a paint this old is not served: the page waits
    expect(answered).toBeUndefined();
    expect(calls).toHaveLength(2);
    slow.resolve(paintNo(2));
    await page;
    expect(answered).toEqual(paintNo(2));
  });

  it('gives null for a render that throws, warns once per app and path, and renders again on the next call', async () => {
    const { firstPaint, calls, warnings, state } = setup();
    state.next = () => {
      throw new Error('renderer broke');
    };
    expect(await firstPaint('portal', HOME, '/homePage?a=1')).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('portal /homePage');
    expect(warnings[0]).toContain('renderer broke');
    // the query string is not part of what is warned about: no second warning for the same path
    expect(await firstPaint('portal', HOME, '/homePage?a=2')).toBeNull();
    expect(warnings).toHaveLength(1);
    // another app's path is another warning
    expect(await firstPaint('mall', route('/enable'), '/enable')).toBeNull();
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toContain('mall /enable');

    // the failure is remembered as stale: the next call starts a new render (and still warns no more)
    const before = calls.length;
    state.next = (_url, n) => paintNo(n);
    expect(await firstPaint('portal', HOME, '/homePage?a=1')).toBeNull();
    expect(calls).toHaveLength(before + 1);
    await settle();
    expect(await firstPaint('portal', HOME, '/homePage?a=1')).toEqual(paintNo(before + 1));
    expect(warnings).toHaveLength(2);
  });

  it('retries a late (null) render on the next call', async () => {
    const { firstPaint, calls, state, warnings } = setup();
    state.next = () => null;
    expect(await firstPaint('portal', HOME, '/homePage')).toBeNull();
    state.next = (_url, n) => paintNo(n);
    expect(await firstPaint('portal', HOME, '/homePage')).toBeNull();
    expect(calls).toHaveLength(2);
    await settle();
    expect(await firstPaint('portal', HOME, '/homePage')).toEqual(paintNo(2));
    expect(calls).toHaveLength(2);
    // being late is not a failure worth a warning
    expect(warnings).toEqual([]);
  });

  it('never hands out what is not a paint', async () => {
    const { firstPaint, state } = setup();
    for (const bad of [{ html: 1, title: 't' }, { title: 't' }, { html: '<main></main>' }, 'html']) {
      state.next = () => bad as unknown as FirstPaint;
      expect(await firstPaint('portal', HOME, `/homePage?bad=${JSON.stringify(bad)}`), JSON.stringify(bad)).toBeNull();
    }
  });

  it('gives null without rendering for routes of the other app', async () => {
    const { firstPaint, calls, loads } = setup();
    // a portal route asked for as the mall's, and the other way round
    expect(await firstPaint('mall', HOME, '/homePage')).toBeNull();
    expect(await firstPaint('portal', route('/enable'), '/enable')).toBeNull();
    expect(calls).toEqual([]);
    expect(loads).toEqual([]);
  });

  it('asks the renderer for a login route too (its paint is the shell) and keeps the shell flag', async () => {
    const { firstPaint, calls, state } = setup();
    state.next = (url) => ({ html: `<header>站点</header><main>${url}</main>`, title: '购物车', shell: true });
    expect(await firstPaint('mall', route('/cart'), '/cart')).toEqual({ html: '<header>站点</header><main>/cart</main>', title: '购物车', shell: true });
    expect(calls.map((c) => c.url)).toEqual(['/cart']);
    const guarded = routes.filter((r) => r.requiresLogin && r.path !== '/cart');
    expect(guarded.length).toBeGreaterThan(0);
    for (const r of guarded) expect(await firstPaint(r.app, r, r.path), r.path).toMatchObject({ shell: true });
    calls.length = 0;
    // a shell flag that is not a boolean is no paint
    state.next = () => ({ html: '<main></main>', title: 't', shell: 'yes' }) as unknown as FirstPaint;
    expect(await firstPaint('mall', route('/personal'), '/personal?again=1')).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['/personal?again=1']);
  });

  it('with concurrency 1 gives null for another address while a render is under way', async () => {
    const { firstPaint, calls, state } = setup({ concurrency: 1 });
    const slow = deferred<FirstPaint | null>();
    state.next = () => slow.promise;
    const first = firstPaint('portal', HOME, '/homePage');
    await settle();
    expect(await firstPaint('portal', route('/article'), '/article')).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['/homePage']);
    slow.resolve(paintNo(1));
    expect(await first).toEqual(paintNo(1));
    // the refused address was not remembered as a failure: once the slot is free it is rendered
    state.next = (_url, n) => paintNo(n);
    expect(await firstPaint('portal', route('/article'), '/article')).toEqual(paintNo(2));
  });

  it('shares one render between concurrent calls for the same address', async () => {
    const { firstPaint, calls, state } = setup({ concurrency: 1 });
    const slow = deferred<FirstPaint | null>();
    state.next = () => slow.promise;
    const pages = [firstPaint('portal', HOME, '/homePage'), firstPaint('portal', HOME, '/homePage'), firstPaint('portal', HOME, '/homePage')];
    await settle();
    slow.resolve(paintNo(1));
    expect(await Promise.all(pages)).toEqual([paintNo(1), paintNo(1), paintNo(1)]);
    expect(calls).toHaveLength(1);
  });

  it('keeps at most maxEntries paints, the oldest leaving first', async () => {
    const { firstPaint, calls } = setup({ maxEntries: 2 });
    const article = route('/article');
    await firstPaint('portal', article, '/article?p=1');
    await firstPaint('portal', article, '/article?p=2');
    await firstPaint('portal', article, '/article?p=3');
    expect(calls).toHaveLength(3);
    // p=2 and p=3 are kept ...
    await firstPaint('portal', article, '/article?p=3');
    await firstPaint('portal', article, '/article?p=2');
    expect(calls).toHaveLength(3);
    // ... p=1 is gone and rendered again
    await firstPaint('portal', article, '/article?p=1');
    expect(calls).toHaveLength(4);
  });

  it('warm() loads every app once and survives a loader that fails', async () => {
    const loads: AppName[] = [];
    const firstPaint = createFirstPaint({
      dist: NO_DIST,
      apiUrl: API,
      load: (app) => {
        loads.push(app);
        return app === 'mall' ? Promise.reject(new Error('no build')) : Promise.resolve(undefined);
      },
    });
    await expect(firstPaint.warm()).resolves.toBeUndefined();
    expect(loads.sort()).toEqual(['mall', 'portal']);
    // no renderer: no paint, and no warning needed for it
    expect(await firstPaint('portal', HOME, '/homePage')).toBeNull();
  });
});

describe("createFirstPaint: an app's renderer file", () => {
  it('loads dist/.vite/server/entry-server.js, again when it changes, and warns about one without render()', async () => {
    const d = await makeDists();
    try {
      const log = path.join(d.root, 'calls.jsonl');
      expect(rendererFile(d.dist.portal)).toBe(path.join(d.dist.portal, '.vite', 'server', 'entry-server.js'));
      const file = await writeRenderer(d.dist.portal, recordingRenderer(log, paintNo(1)));
      const clock = { t: 0 };
      const warnings: string[] = [];
      const firstPaint = createFirstPaint({ dist: d.dist, apiUrl: API, now: () => clock.t, warn: (m) => warnings.push(m) });
      await firstPaint.warm();
      expect(await firstPaint('portal', HOME, '/homePage')).toEqual(paintNo(1));
      expect(await readRenderCalls(log)).toEqual([{ url: '/homePage', options: { apiOrigin: API, budgetMs: FIRST_PAINT_BUDGET_MS } }]);

      // a new build while the gateway runs
      await writeRenderer(d.dist.portal, recordingRenderer(log, paintNo(2)));
      await utimes(file, new Date(Date.now() + 60_000), new Date(Date.now() + 60_000));
      clock.t += FIRST_PAINT_STALE_MS + 1;
      expect(await firstPaint('portal', HOME, '/homePage')).toEqual(paintNo(2));

      // the mall's build has no renderer: no paint, nothing to warn about
      expect(await firstPaint('mall', route('/enable'), '/enable')).toBeNull();
      expect(warnings).toEqual([]);

      await writeRenderer(d.dist.mall, 'export const notRender = 1;\n');
      expect(await firstPaint('mall', route('/enable'), '/enable?x=1')).toBeNull();
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('exports no render()');
    } finally {
      await d.cleanup();
    }
  });
});

const ENTRY = '<script type="module" crossorigin src="/_portal/assets/index-Ab12Cd34.js"></script>';
const PAGE = builtIndexHtml('portal').replace('</head>', '  <link rel="modulepreload" href="/_portal/assets/home-page-H1.js" crossorigin>\n  </head>');

describe('injectFirstPaint', () => {
  const page = injectFirstPaint(PAGE, { html: '<main>首页内容</main>', title: '首页 <&> "安服通"' });

  it('puts the markup into #root, marked, and the escaped title into <title>', () => {
    expect(page).toContain('<div id="root" data-first-paint><main>首页内容</main></div>');
    expect(page).not.toContain('<div id="root"></div>');
    expect(page).toContain('<title>首页 &lt;&amp;&gt; &quot;安服通&quot;</title>');
    expect(page.match(/<title>/g)).toHaveLength(1);
  });

  it('holds every module preload and the entry back until after the first paint', () => {
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain('<link data-after-paint="modulepreload" crossorigin href="/_portal/assets/runtime-R1.js">');
    expect(page).toContain('<link data-after-paint="modulepreload" href="/_portal/assets/home-page-H1.js" crossorigin>');
    expect(page.match(/data-after-paint="modulepreload"/g)).toHaveLength(2);
    expect(page).not.toContain(ENTRY);
    expect(page).not.toMatch(/<script[^>]*\ssrc=/);
    expect(page).toContain('<link data-app-entry href="/_portal/assets/index-Ab12Cd34.js">');
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    // the start script, and the gate just before #root
    expect(scripts).toHaveLength(2);
    expect(scripts[0]?.[1]).toBe(' type="module"');
    expect(scripts[0]?.[2]).toBe(START_AFTER_PAINT_SCRIPT);
    expect(scripts[1]?.[1]).toBe(' data-session-keys=""');
    expect(scripts[1]?.[2]).toBe(FIRST_PAINT_GATE_SCRIPT);
    expect(page).toContain(`${FIRST_PAINT_GATE_SCRIPT}</script><div id="root" data-first-paint>`);
    // the entry's stylesheet keeps its place: the first paint needs it
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/_portal/assets/index-Ef56Gh78.css">');
  });

  it('carries the reads as JSON that no text can close, and names only well-formed session keys to the gate', () => {
    const data = JSON.stringify({ queries: [{ state: { data: '</script><script>alert(1)</script>' } }] });
    const withData = injectFirstPaint(PAGE, { html: '<main>x</main>', title: 't', data, sessionKeys: ['lawId', 'channel', 'bad"key', 'a b'] });
    const json = /<script type="application\/json" id="first-paint-data">([\s\S]*?)<\/script>/.exec(withData)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('<');
    expect(JSON.parse(json ?? '')).toEqual(JSON.parse(data));
    expect(withData).toContain(`<script data-session-keys="lawId,channel">${FIRST_PAINT_GATE_SCRIPT}</script>`);
    expect(page).not.toContain('first-paint-data');
  });

  it('takes markup and titles with $ patterns literally', () => {
    const odd = injectFirstPaint(PAGE, { html: "<p>$& $' $1 $$</p>", title: '$&' });
    expect(odd).toContain("<div id=\"root\" data-first-paint><p>$& $' $1 $$</p></div>");
    expect(odd).toContain('<title>$&amp;</title>');
  });

  it('leaves a page without an empty #root or without the entry script alone', () => {
    const paint = { html: '<main>x</main>', title: 't' };
    const filled = PAGE.replace('<div id="root"></div>', '<div id="root">PORTAL</div>');
    expect(injectFirstPaint(filled, paint)).toBe(filled);
    const noEntry = PAGE.replace(ENTRY, '');
    expect(injectFirstPaint(noEntry, paint)).toBe(noEntry);
    // the dev server's page: Vite's client script, no built entry
    const dev = '<!doctype html><script type="module" src="/_portal/@vite/client"></script><div id="root"></div>';
    expect(injectFirstPaint(dev, paint)).toBe(dev);
  });
});

describe('the CSP hashes of the two inline scripts', () => {
  it('are the sha256 of START_AFTER_PAINT_SCRIPT and FIRST_PAINT_GATE_SCRIPT, the only inline allowances of script-src', () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    const hash = sha(START_AFTER_PAINT_SCRIPT);
    expect(START_AFTER_PAINT_HASH).toBe(hash);
    expect(FIRST_PAINT_GATE_HASH).toBe(sha(FIRST_PAINT_GATE_SCRIPT));
    const scriptSrc = CONTENT_SECURITY_POLICY.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc?.split(' ')).toEqual(['script-src', "'self'", hash, FIRST_PAINT_GATE_HASH]);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(HTML_SECURITY_HEADERS['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });
});

/** A Vite-like manifest: the entry with its CSS, and the home screen's chunk with a CSS file of its own. */
const MANIFEST = {
  'index.html': { file: 'assets/index-Ab12Cd34.js', src: 'index.html', isEntry: true, imports: ['_runtime-R1.js'], css: ['assets/index-Ef56Gh78.css'] },
  '_runtime-R1.js': { file: 'assets/runtime-R1.js' },
  'src/app/routes/home/home-page.tsx': {
    file: 'assets/home-page-H1.js',
    src: 'src/app/routes/home/home-page.tsx',
    isDynamicEntry: true,
    imports: ['_runtime-R1.js', 'index.html'],
    css: ['assets/home-page-H1.css'],
  },
};
const SCREENS = { '/homePage': 'src/app/routes/home/home-page.tsx' };
const HOME_PAINT = { html: '<main>首页内容</main>', title: '首页 - 安服通' };

/** A temp build of both apps whose renderers record their calls into <root>/<app>-calls.jsonl. */
const makeBuild = async () => {
  const d = await makeDists();
  const logs = { portal: path.join(d.root, 'portal-calls.jsonl'), mall: path.join(d.root, 'mall-calls.jsonl') };
  for (const app of ['portal', 'mall'] as const) {
    await mkdir(path.join(d.dist[app], '.vite'), { recursive: true });
    await writeFile(path.join(d.dist[app], 'index.html'), builtIndexHtml(app));
    await writeFile(path.join(d.dist[app], '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    await writeFile(path.join(d.dist[app], '.vite', 'screens.json'), JSON.stringify(app === 'portal' ? SCREENS : {}));
    await writeRenderer(d.dist[app], recordingRenderer(logs[app], HOME_PAINT));
  }
  return { ...d, logs };
};

/** Asks for `url` until its page carries the first paint (the renderer may still be loading at first). */
const pageWithPaint = async (inject: (url: string) => Promise<{ body: string }>, url: string) => {
  let body = '';
  await vi.waitFor(
    async () => {
      body = (await inject(url)).body;
      expect(body).toContain('data-first-paint');
    },
    { timeout: 5000, interval: 50 },
  );
  return body;
};

describe('the gateway serves the first paint', () => {
  let api: Awaited<ReturnType<typeof startEchoApi>>;
  beforeAll(async () => {
    api = await startEchoApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('puts the home page into #root with its title, stylesheets, held-back scripts and CSP', async () => {
    const build = await makeBuild();
    const g = await buildGateway({ mode: 'prod', appEnv: 'demo', apiUrl: api.url, dist: build.dist });
    try {
      const body = await pageWithPaint((u) => g.inject(u), '/homePage');
      const res = await g.inject('/homePage');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(body);
      expect(body).toContain('<div id="root" data-first-paint><main>首页内容</main></div>');
      expect(body).toContain('<title>首页 - 安服通</title>');
      expect(body).not.toContain('<title>安服通</title>');
      // the screen's CSS is a stylesheet: the markup is never painted unstyled
      expect(body).toContain('<link rel="stylesheet" href="/_portal/assets/home-page-H1.css" crossorigin>');
      expect(body).not.toContain('as="style"');
      expect(body).toContain('<link data-after-paint="modulepreload" href="/_portal/assets/home-page-H1.js" crossorigin>');
      expect(body).toContain('<link data-after-paint="modulepreload" crossorigin href="/_portal/assets/runtime-R1.js">');
      expect(body).not.toContain('rel="modulepreload"');
      expect(body).toContain('<link data-app-entry href="/_portal/assets/index-Ab12Cd34.js">');
      expect(body).toContain(`<script type="module">${START_AFTER_PAINT_SCRIPT}</script>`);
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(String(res.headers['content-security-policy'])).toContain(START_AFTER_PAINT_HASH);

      const calls = await readRenderCalls(build.logs.portal);
      expect(calls.length).toBeGreaterThan(0);
      for (const c of calls) expect(c).toEqual({ url: '/homePage', options: { apiOrigin: api.url, budgetMs: FIRST_PAINT_BUDGET_MS } });

      // the page's ETag follows its body, first paint included
      const again = await g.inject({ url: '/homePage', headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode).toBe(304);
    } finally {
      await g.close();
      await build.cleanup();
    }
  });

  it("renders the home page afresh after the console changes an article (文章管理's save or status), not after other calls", async () => {
    const build = await makeBuild();
    const g = await buildGateway({ mode: 'prod', appEnv: 'demo', apiUrl: api.url, dist: build.dist });
    try {
      await pageWithPaint((u) => g.inject(u), '/homePage');
      const rendered = (await readRenderCalls(build.logs.portal)).length;
      await g.inject('/homePage');
      await g.inject({ method: 'POST', url: '/api/admin/products/decide', payload: {} });
      await g.inject('/homePage');
      expect(await readRenderCalls(build.logs.portal)).toHaveLength(rendered);
      const saved = await g.inject({ method: 'POST', url: '/api/admin/articles/save', payload: { title: '新文章' } });
      expect(saved.statusCode).toBe(200);
      await g.inject('/homePage');
      expect(await readRenderCalls(build.logs.portal)).toHaveLength(rendered + 1);
      await g.inject({ method: 'POST', url: '/api/admin/articles/status', payload: { id: 1, status: 2 } });
      await g.inject('/homePage');
      expect(await readRenderCalls(build.logs.portal)).toHaveLength(rendered + 2);
    } finally {
      await g.close();
      await build.cleanup();
    }
  });

  it("renders the training pages afresh after the console saves a training (培训管理), not after a sign-ups read", async () => {
    const build = await makeBuild();
    const g = await buildGateway({ mode: 'prod', appEnv: 'demo', apiUrl: api.url, dist: build.dist });
    try {
      await pageWithPaint((u) => g.inject(u), '/homePage');
      const rendered = (await readRenderCalls(build.logs.portal)).length;
      await g.inject({ method: 'GET', url: '/api/admin/trainings/signups?id=1' });
      await g.inject('/homePage');
      expect(await readRenderCalls(build.logs.portal)).toHaveLength(rendered);
      const saved = await g.inject({ method: 'POST', url: '/api/admin/trainings/save', payload: { name: '新培训' } });
      expect(saved.statusCode).toBe(200);
      await g.inject('/homePage');
      expect(await readRenderCalls(build.logs.portal)).toHaveLength(rendered + 1);
    } finally {
      await g.close();
      await build.cleanup();
    }
  });

  it('renders every page afresh after the console changes an ad (广告与导航: save, order, delete), not after its list read', async () => {
    const build = await makeBuild();
    const g = await buildGateway({ mode: 'prod', appEnv: 'demo', apiUrl: api.url, dist: build.dist });
    try {
      await pageWithPaint((u) => g.inject(u), '/homePage');
      await pageWithPaint((u) => g.inject(u), '/expert');
      const rendered = (await readRenderCalls(build.logs.portal)).length;
      await g.inject({ method: 'GET', url: '/api/admin/ads/list?cate_value=homebanner' });
      await g.inject('/homePage');
      expect(await readRenderCalls(build.logs.portal)).toHaveLength(rendered);
      const sorted = await g.inject({ method: 'POST', url: '/api/admin/ads/sort', payload: { cate_value: 'homebanner', ids: [21, 20] } });
      expect(sorted.statusCode).toBe(200);
      await g.inject('/homePage');
      await g.inject('/expert');
      expect(await readRenderCalls(build.logs.portal)).toHaveLength(rendered + 2);
      for (const url of ['/api/admin/ads/save', '/api/admin/ads/delete']) await g.inject({ method: 'POST', url, payload: { id: 20 } });
      await g.inject('/homePage');
      expect(await readRenderCalls(build.logs.portal)).toHaveLength(rendered + 3);
    } finally {
      await g.close();
      await build.cleanup();
    }
  });

  it('gives a login route its shell, marked for the gate (a token does not hide it), and never renders for HEAD', async () => {
    const build = await makeBuild();
    await writeRenderer(build.dist.mall, recordingRenderer(build.logs.mall, { ...HOME_PAINT, shell: true }));
    const g = await buildGateway({ mode: 'prod', appEnv: 'demo', apiUrl: api.url, dist: build.dist });
    try {
      const personal = await pageWithPaint((u) => g.inject(u), '/personal');
      expect(personal).toMatch(/<script data-session-keys="" data-shell>\(\(\)=>/);
      expect(personal).toContain('<div id="root" data-first-paint>');
      expect((await readRenderCalls(build.logs.mall)).map((c) => c.url)).toContain('/personal');
      // a public page's gate has no such mark: a token hides that paint
      const home = await pageWithPaint((u) => g.inject(u), '/homePage');
      expect(home).toMatch(/<script data-session-keys="">\(\(\)=>/);

      const head = await g.inject({ method: 'HEAD', url: '/homePage?head=1' });
      expect(head.statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 50));
      expect((await readRenderCalls(build.logs.portal)).map((c) => c.url)).not.toContain('/homePage?head=1');
    } finally {
      await g.close();
      await build.cleanup();
    }
  });

  it('serves the plain page, and keeps serving, when a renderer throws on import or in render()', async () => {
    const build = await makeBuild();
    await writeRenderer(build.dist.portal, "throw new Error('broken bundle');\nexport const render = () => null;\n");
    await writeRenderer(build.dist.mall, "export const render = async () => { throw new Error('render blew up'); };\n");
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (c: Buffer) => lines.push(...c.toString('utf8').split('\n').filter(Boolean)));
    const g = await buildGateway({ mode: 'prod', appEnv: 'demo', apiUrl: api.url, dist: build.dist, logger: { level: 'warn' }, logStream: stream });
    try {
      for (const url of ['/homePage', '/homePage?again=1', '/enable', '/enable?again=1', '/enable']) {
        const res = await g.inject(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<div id="root"></div>');
        expect(res.body, url).not.toContain('data-first-paint');
        expect(res.body, url).toMatch(/<script type="module" crossorigin src="\/_(portal|mall)\/assets\/index-Ab12Cd34\.js"><\/script>/);
      }
      await settle();
      const log = lines.join('\n');
      expect(log).toContain('broken bundle');
      expect(log.match(/render blew up/g)).toHaveLength(1);
      // still up
      expect((await g.inject('/homePage')).statusCode).toBe(200);
    } finally {
      await g.close();
      await build.cleanup();
    }
  });

  it('serves the plain page when a renderer answers with something that is not a paint', async () => {
    const build = await makeBuild();
    // an older or broken build: markup without a title
    await writeRenderer(build.dist.portal, "export const render = async () => ({ html: '<main>无标题</main>' });\n");
    const g = await buildGateway({ mode: 'prod', appEnv: 'demo', apiUrl: api.url, dist: build.dist });
    try {
      for (const url of ['/homePage', '/homePage?again=1', '/homePage']) {
        const res = await g.inject(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<div id="root"></div>');
        expect(res.body, url).toContain('<title>安服通</title>');
      }
    } finally {
      await g.close();
      await build.cleanup();
    }
  });

  it('never renders in dev mode', async () => {
    const build = await makeBuild();
    const vite = await listen(
      http.createServer((req, res) => {
        const app = req.url?.startsWith('/_mall/') ? 'mall' : 'portal';
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(builtIndexHtml(app));
      }),
    );
    const g = await buildGateway({ mode: 'dev', apiUrl: api.url, dist: build.dist, devUrl: { portal: vite.url, mall: vite.url } });
    try {
      for (let i = 0; i < 3; i += 1) {
        const res = await g.inject('/homePage');
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(builtIndexHtml('portal'));
        await new Promise((r) => setTimeout(r, 30));
      }
      expect(await readRenderCalls(build.logs.portal)).toEqual([]);
    } finally {
      await g.close();
      await vite.close();
      await build.cleanup();
    }
  });
});
