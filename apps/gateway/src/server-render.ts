/**
 * The first paint in the HTML: each app ships a renderer in its build (dist/.vite/server/entry-server.js,
 * `vite build --ssr`) that renders a public route as a logged-out visitor sees it, its public reads made
 * (packages/ui render-first-paint.tsx). The gateway puts that markup into the page's #root, so the
 * browser paints the first screen before any script has run; the app's first render replaces it.
 *
 * A page never waits long for it: a render is kept FIRST_PAINT_TTL_MS and then served while a new one is
 * made in the background (FIRST_PAINT_STALE_MS at most), FIRST_PAINT_REFRESH_DELAY_MS after the page that
 * found it stale, so the render does not take the CPU from that page's own scripts, pictures and reads; a page nobody has asked for lately waits for
 * its render up to the renderer's budget; at most FIRST_PAINT_CONCURRENCY renders run at once (a flood
 * of distinct addresses gets plain pages, not a busy gateway). Any failure gives the plain page. The
 * renders run on a thread of their own (render-worker.mjs), so the requests they do not serve go on meanwhile.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AppName, RouteDef } from '@ws/routes';

export interface FirstPaint {
  html: string;
  title: string;
  /** the reads the markup was made from (JSON), for the client's first render */
  data?: string;
  /** session-storage keys the render could not know (first-paint gate, security.ts) */
  sessionKeys?: string[];
  /** a login route's paint: the site's frame only, the same for every visitor (the gate ignores a token) */
  shell?: boolean;
}
type Render = (url: string, options: { apiOrigin: string; budgetMs?: number }) => Promise<FirstPaint | null>;

export const FIRST_PAINT_TTL_MS = 10_000;
export const FIRST_PAINT_STALE_MS = 5 * 60_000;
/** How long after a page that found its paint stale the new render starts (that page loads first). */
export const FIRST_PAINT_REFRESH_DELAY_MS = 2_000;
export const FIRST_PAINT_MAX_ENTRIES = 500;
export const FIRST_PAINT_CONCURRENCY = 2;
/** What one render may take, its API reads included. */
export const FIRST_PAINT_BUDGET_MS = 400;

/** The time zone of the first paint's dates unless the gateway's TZ says otherwise. */
export const FIRST_PAINT_TIME_ZONE = 'Asia/Shanghai';

/** Where an app's build keeps its first-paint renderer. */
export const rendererFile = (distDir: string): string => path.join(distDir, '.vite', 'server', 'entry-server.js');

export interface FirstPaintOptions {
  dist: Record<AppName, string>;
  apiUrl: string;
  budgetMs?: number;
  ttlMs?: number;
  staleMs?: number;
  /** 0: the refresh starts at once */
  refreshDelayMs?: number;
  maxEntries?: number;
  concurrency?: number;
  now?: () => number;
  /** a renderer failed (logged once per build and route) */
  warn?: (message: string) => void;
  /** tests pass their own renderer instead of an app's build */
  load?: (app: AppName) => Promise<Render | undefined>;
}

interface Entry {
  at: number;
  paint: FirstPaint | null;
}

/** One render job of the render thread; `url` null only loads the renderer. */
interface RenderJob {
  file: string;
  mtimeMs: number;
  url: string | null;
  options?: { apiOrigin: string; budgetMs?: number };
}

/**
 * The thread the renders run on (render-worker.mjs), started on first use and again after it stopped; a
 * job that gets no answer in time is given up (its render may still finish there, unused).
 */
const createRenderThread = () => {
  let worker: Worker | undefined;
  let next = 0;
  const waiting = new Map<number, { resolve: (p: FirstPaint | null) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>();
  const failAll = (e: Error) => {
    for (const [id, w] of waiting) {
      clearTimeout(w.timer);
      waiting.delete(id);
      w.reject(e);
    }
  };
  const start = (): Worker => {
    const w = new Worker(new URL('./render-worker.mjs', import.meta.url));
    // never what keeps the gateway's process alive
    w.unref();
    w.on('message', (m: { id: number; paint?: FirstPaint | null; error?: string }) => {
      const job = waiting.get(m.id);
      if (!job) return;
      waiting.delete(m.id);
      clearTimeout(job.timer);
      if (m.error !== undefined) job.reject(new Error(m.error));
      else job.resolve(m.paint ?? null);
    });
    w.on('error', (e) => failAll(e));
    w.on('exit', () => {
      if (worker === w) worker = undefined;
      failAll(new Error('the render thread stopped'));
    });
    return w;
  };
  return {
    run(job: RenderJob, timeoutMs: number): Promise<FirstPaint | null> {
      worker ??= start();
      const id = (next += 1);
      const w = worker;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error(`no answer from the render thread in ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.set(id, { resolve, reject, timer });
        w.postMessage({ id, ...job });
      });
    },
    async stop(): Promise<void> {
      const w = worker;
      worker = undefined;
      if (w) await w.terminate();
    },
  };
};

/** A render may take its budget plus this, the first one also the renderer's loading. */
const THREAD_GRACE_MS = 3000;

/**
 * Each app's renderer on the render thread, found by its file's mtime (a new build while the gateway runs
 * is loaded anew there).
 */
const buildLoader = (dist: Record<AppName, string>, thread: ReturnType<typeof createRenderThread>) => {
  return async (app: AppName): Promise<Render | undefined> => {
    const file = rendererFile(dist[app]);
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return undefined;
    }
    return (url, options) => thread.run({ file, mtimeMs, url, options }, (options.budgetMs ?? FIRST_PAINT_BUDGET_MS) + THREAD_GRACE_MS);
  };
};

export const createFirstPaint = ({
  dist,
  apiUrl,
  budgetMs = FIRST_PAINT_BUDGET_MS,
  ttlMs = FIRST_PAINT_TTL_MS,
  staleMs = FIRST_PAINT_STALE_MS,
  refreshDelayMs = FIRST_PAINT_REFRESH_DELAY_MS,
  maxEntries = FIRST_PAINT_MAX_ENTRIES,
  concurrency = FIRST_PAINT_CONCURRENCY,
  now = Date.now,
  warn = () => {},
  load,
}: FirstPaintOptions) => {
  // Dates in the markup as the site's visitors read them (Guangzhou, Dongguan): a zoned time from the API
  // would otherwise be drawn in this server's zone until the client's render redraws it.
  process.env.TZ ??= FIRST_PAINT_TIME_ZONE;
  const thread = load ? undefined : createRenderThread();
  const loader = load ?? buildLoader(dist, thread ?? createRenderThread());
  const cache = new Map<string, Entry>();
  const pending = new Map<string, Promise<FirstPaint | null>>();
  const warned = new Set<string>();
  /** refreshes waiting for their delay, by cache key */
  const scheduled = new Map<string, ReturnType<typeof setTimeout>>();
  let running = 0;

  // A failed or late render is kept as already stale: the next page asks for a new one in the background.
  // A failed refresh keeps the last good paint (still stale, so tried again), rather than none.
  const remember = (key: string, paint: FirstPaint | null) => {
    if (!paint && cache.get(key)?.paint) return;
    cache.delete(key);
    cache.set(key, { at: paint ? now() : now() - ttlMs - 1, paint });
    // the oldest first: a Map keeps insertion order
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
  };

  const renderNow = (app: AppName, url: string, key: string): Promise<FirstPaint | null> => {
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    if (running >= concurrency) return Promise.resolve(null);
    running += 1;
    const job = (async () => {
      try {
        const render = await loader(app);
        const out = render ? await render(url, { apiOrigin: apiUrl, budgetMs }) : null;
        // a build's renderer is checked, not trusted: what is not a paint is no paint, for this page too
        const paint =
          out && typeof out.html === 'string' && typeof out.title === 'string' && (out.data === undefined || typeof out.data === 'string') &&
          (out.sessionKeys === undefined || (Array.isArray(out.sessionKeys) && out.sessionKeys.every((k) => typeof k === 'string'))) &&
          (out.shell === undefined || typeof out.shell === 'boolean')
            ? out
            : null;
        remember(key, paint);
        return paint;
      } catch (e) {
        const once = `${app} ${url.split('?')[0]}`;
        if (!warned.has(once)) {
          warned.add(once);
          warn(`first paint of ${once} failed: ${e instanceof Error ? e.message : String(e)}`);
        }
        remember(key, null);
        return null;
      } finally {
        running -= 1;
        pending.delete(key);
      }
    })();
    pending.set(key, job);
    return job;
  };

  /**
   * The first paint of `url` (path and query) of `app` (a login route's is its shell), or null (the page goes out without one).
   */
  const firstPaint = async (app: AppName, route: RouteDef, url: string): Promise<FirstPaint | null> => {
    if (route.app !== app) return null;
    const key = `${app} ${url}`;
    const hit = cache.get(key);
    const age = hit ? now() - hit.at : Number.POSITIVE_INFINITY;
    if (hit && age <= ttlMs) return hit.paint;
    if (hit && age <= staleMs) {
      if (refreshDelayMs <= 0) void renderNow(app, url, key);
      else if (!scheduled.has(key) && !pending.has(key)) {
        const timer = setTimeout(() => {
          scheduled.delete(key);
          void renderNow(app, url, key);
        }, refreshDelayMs);
        timer.unref();
        scheduled.set(key, timer);
      }
      return hit.paint;
    }
    return renderNow(app, url, key);
  };
  /** Loads the apps' renderers now (a large module): the first visitor does not wait for it. */
  const warm = async (): Promise<void> => {
    await Promise.all(
      (Object.keys(dist) as AppName[]).map(async (app) => {
        if (!thread) return void (await loader(app).catch(() => undefined));
        const file = rendererFile(dist[app]);
        try {
          await thread.run({ file, mtimeMs: (await stat(file)).mtimeMs, url: null }, FIRST_PAINT_BUDGET_MS + THREAD_GRACE_MS);
        } catch (e) {
          // no build yet is no news; a renderer that does not load is
          if ((e as NodeJS.ErrnoException).code !== 'ENOENT') warn(`${app}: cannot load ${file}: ${e instanceof Error ? e.message : String(e)}`);
        }
      }),
    );
  };
  /** Stops the render thread (the gateway's close). */
  const close = async (): Promise<void> => {
    for (const timer of scheduled.values()) clearTimeout(timer);
    scheduled.clear();
    await thread?.stop();
  };
  return Object.assign(firstPaint, { warm, close });
};
