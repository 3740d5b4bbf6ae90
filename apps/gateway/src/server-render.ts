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
 *
 * Loading an app's renderer (a large module) is a step of its own, started at the gateway's start (warm):
 * on a busy machine it may take longer than FIRST_PAINT_LOAD_TIMEOUT_MS or fail. Then it is tried again,
 * FIRST_PAINT_LOAD_RETRY_MS later, doubling up to FIRST_PAINT_LOAD_RETRY_MAX_MS (and with a doubled
 * timeout), each time as a fresh import (Node keeps a module whose first evaluation failed as failed for its
 * address); a load that answers after its timeout still counts. Until it has loaded, pages go out at once
 * without a first paint; from then on they have it. A slow start never turns the first paint off.
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
/** A render may take its budget plus this on the render thread before it is given up. */
const THREAD_GRACE_MS = 3000;
/** What the first load of a renderer may take before it is tried again (each new try may take twice the last). */
export const FIRST_PAINT_LOAD_TIMEOUT_MS = FIRST_PAINT_BUDGET_MS + THREAD_GRACE_MS;
/** The wait before the first new try of a renderer that did not load; it doubles with each failed try. */
export const FIRST_PAINT_LOAD_RETRY_MS = 1000;
/** The longest wait between two tries (and the longest a try may take). */
export const FIRST_PAINT_LOAD_RETRY_MAX_MS = 60_000;
/** A late answer to a load is still taken up to this long after it was asked for. */
const LOAD_ANSWER_KEPT_MS = 2 * FIRST_PAINT_LOAD_RETRY_MAX_MS;

/** The time zone of the first paint's dates unless the gateway's TZ says otherwise. */
export const FIRST_PAINT_TIME_ZONE = 'Asia/Shanghai';

/** Where an app's build keeps its first-paint renderer. */
export const rendererFile = (distDir: string): string => path.join(distDir, '.vite', 'server', 'entry-server.js');

export interface FirstPaintOptions {
  /** the dist folder of each app with a first paint (an app not named has none) */
  dist: Partial<Record<AppName, string>>;
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
  /** a renderer that had failed to load has loaded */
  info?: (message: string) => void;
  /** tests pass their own renderer instead of an app's build (called once per try to load it) */
  load?: (app: AppName) => Promise<Render | undefined>;
  /** the first try to load a renderer may take this long (ms), each next one twice the last */
  loadTimeoutMs?: number;
  /** the wait before the first new try (ms), doubling with each failure */
  loadRetryMs?: number;
  /** the cap of that wait and of a try's time (ms) */
  loadRetryMaxMs?: number;
}

interface Entry {
  at: number;
  paint: FirstPaint | null;
}

/** One render job of the render thread; `url` null only loads the renderer. */
interface RenderJob {
  file: string;
  mtimeMs: number;
  /** which try at loading the build: each is a fresh import on the thread */
  attempt: number;
  url: string | null;
  options?: { apiOrigin: string; budgetMs?: number };
}

/**
 * The thread the renders run on (render-worker.mjs), started on first use and again after it stopped; a
 * job that gets no answer in time is given up (its render may still finish there, unused).
 */
const createRenderThread = (onExit: () => void = () => {}) => {
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
      // the renderers it had loaded are gone with it
      onExit();
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
        // a job never keeps the gateway's process alive by itself
        timer.unref();
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

type Current = { id: string; label: string } | undefined;

/** Where each app's renderer comes from: which one is current, and loading it (one try). */
interface RendererSource {
  /** the renderer to use now (`id` changes with each build), or undefined when the app has none */
  current(app: AppName): Current | Promise<Current>;
  /** one try at loading it (a fresh import each time); undefined: none after all */
  load(app: AppName, id: string, attempt: number): Promise<Render | undefined>;
}

/**
 * Each app's build on the render thread, found by its file's mtime (a new build while the gateway runs
 * is loaded anew there).
 */
const buildSource = (dist: Partial<Record<AppName, string>>, thread: ReturnType<typeof createRenderThread>): RendererSource => {
  const builds = new Map<string, { file: string; mtimeMs: number }>();
  return {
    async current(app) {
      const dir = dist[app];
      if (!dir) return undefined;
      const file = rendererFile(dir);
      try {
        const { mtimeMs } = await stat(file);
        const id = `${file}?v=${mtimeMs}`;
        builds.set(app, { file, mtimeMs });
        return { id, label: file };
      } catch {
        return undefined;
      }
    },
    async load(app, id, attempt) {
      const build = builds.get(app);
      if (!build || id !== `${build.file}?v=${build.mtimeMs}`) return undefined;
      const { file, mtimeMs } = build;
      await thread.run({ file, mtimeMs, attempt, url: null }, LOAD_ANSWER_KEPT_MS);
      return (url, options) => thread.run({ file, mtimeMs, attempt, url, options }, (options.budgetMs ?? FIRST_PAINT_BUDGET_MS) + THREAD_GRACE_MS);
    },
  };
};

/** Renderers a test hands in (`load`): one id per app, every call of `load` a try. */
const givenSource = (load: (app: AppName) => Promise<Render | undefined>): RendererSource => ({
  current: (app) => ({ id: `given ${app}`, label: `the ${app} renderer` }),
  load: async (app) => load(app),
});

/** An app's renderer: loaded (`render`), or being loaded, or waiting for its next try. */
interface Slot {
  id: string;
  label: string;
  render?: Render;
  /** tries so far */
  attempt: number;
  /** failed or late tries so far */
  failures: number;
  /** the try under way (settles by its timeout at the latest) */
  loading?: Promise<Render | undefined>;
  retry?: ReturnType<typeof setTimeout>;
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

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
  info = () => {},
  load,
  loadTimeoutMs = FIRST_PAINT_LOAD_TIMEOUT_MS,
  loadRetryMs = FIRST_PAINT_LOAD_RETRY_MS,
  loadRetryMaxMs = FIRST_PAINT_LOAD_RETRY_MAX_MS,
}: FirstPaintOptions) => {
  // Dates in the markup as the site's visitors read them (Guangzhou, Dongguan): a zoned time from the API
  // would otherwise be drawn in this server's zone until the client's render redraws it.
  process.env.TZ ??= FIRST_PAINT_TIME_ZONE;
  /** each app's renderer, as far as it has got */
  const slots = new Map<AppName, Slot>();
  let closed = false;
  const dropSlot = (app: AppName) => {
    const slot = slots.get(app);
    if (slot?.retry) clearTimeout(slot.retry);
    slots.delete(app);
  };
  // a thread that stopped took its renderers with it: they are loaded again, on a new one
  const thread = load ? undefined : createRenderThread(() => {
    for (const app of [...slots.keys()]) dropSlot(app);
  });
  const source = load ? givenSource(load) : buildSource(dist, thread ?? createRenderThread());

  /** One try at loading `slot`'s renderer; a failure or timeout schedules the next try. */
  const tryLoad = (app: AppName, slot: Slot): Promise<Render | undefined> => {
    slot.attempt += 1;
    const attempt = slot.attempt;
    const timeoutMs = Math.min(loadTimeoutMs * 2 ** (attempt - 1), loadRetryMaxMs);
    const answer = source.load(app, slot.id, attempt);
    // a late answer still counts: the renderer is there from then on
    answer.then(
      (render) => {
        if (!render || slots.get(app) !== slot || slot.render) return;
        slot.render = render;
        if (slot.retry) clearTimeout(slot.retry);
        slot.retry = undefined;
        if (slot.failures > 0) info(`${app}: loaded ${slot.label} (try ${attempt}): pages have their first paint again`);
      },
      () => {},
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer from the render thread in ${timeoutMs} ms`)), timeoutMs);
      timer.unref();
    });
    const loading = Promise.race([answer, late]).then(
      (render) => {
        if (slots.get(app) === slot) {
          slot.loading = undefined;
          // no renderer after all (the build went away): nothing to try again
          if (!render) dropSlot(app);
        }
        return render;
      },
      (e: unknown) => {
        if (slots.get(app) !== slot) return undefined;
        slot.loading = undefined;
        if (slot.render) return slot.render;
        slot.failures += 1;
        const waitMs = Math.min(loadRetryMs * 2 ** (slot.failures - 1), loadRetryMaxMs);
        // the first failure of a build is worth a warning; the tries after it are not
        if (slot.failures === 1) {
          warn(`${app}: cannot load ${slot.label}: ${errorText(e)}; pages go out without a first paint until it has loaded (next try in ${waitMs} ms, then less and less often)`);
        }
        if (!closed) {
          slot.retry = setTimeout(() => {
            slot.retry = undefined;
            if (closed || slots.get(app) !== slot || slot.render) return;
            // the build may have changed or gone meanwhile: prepare looks again
            void prepare(app, false);
          }, waitMs);
          slot.retry.unref();
        }
        return undefined;
      },
    ).finally(() => clearTimeout(timer));
    slot.loading = loading;
    return loading;
  };

  /**
   * The app's renderer when it has loaded. Starts loading it when nothing is under way; `wait`: a page waits
   * for the first try only (after a failure, pages go out without a paint until a later try has loaded it).
   */
  const prepare = (app: AppName, wait: boolean): Render | undefined | Promise<Render | undefined> => {
    const current = source.current(app);
    return current instanceof Promise ? current.then((c) => prepareCurrent(app, c, wait)) : prepareCurrent(app, current, wait);
  };
  const prepareCurrent = (app: AppName, current: Current, wait: boolean): Render | undefined | Promise<Render | undefined> => {
    if (!current) {
      dropSlot(app);
      return undefined;
    }
    let slot = slots.get(app);
    if (!slot || slot.id !== current.id) {
      dropSlot(app);
      slot = { id: current.id, label: current.label, attempt: 0, failures: 0 };
      slots.set(app, slot);
    }
    if (slot.render) return slot.render;
    if (!slot.loading && !slot.retry) void tryLoad(app, slot);
    if (wait && slot.failures === 0 && slot.loading) return slot.loading;
    return undefined;
  };
  const cache = new Map<string, Entry>();
  const pending = new Map<string, Promise<FirstPaint | null>>();
  const warned = new Set<string>();
  /** refreshes waiting for their delay, by cache key */
  const scheduled = new Map<string, ReturnType<typeof setTimeout>>();
  let running = 0;
  /** counts forget() calls: a render that began before one is not remembered (it may show the old content) */
  let generation = 0;

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
    const startedAt = generation;
    const job = (async () => {
      try {
        const render = await prepare(app, true);
        // no renderer (yet): the plain page, and nothing remembered, so the first page after it has
        // loaded is rendered
        if (!render) return null;
        const out = await render(url, { apiOrigin: apiUrl, budgetMs });
        // a build's renderer is checked, not trusted: what is not a paint is no paint, for this page too
        const paint =
          out && typeof out.html === 'string' && typeof out.title === 'string' && (out.data === undefined || typeof out.data === 'string') &&
          (out.sessionKeys === undefined || (Array.isArray(out.sessionKeys) && out.sessionKeys.every((k) => typeof k === 'string'))) &&
          (out.shell === undefined || typeof out.shell === 'boolean')
            ? out
            : null;
        if (startedAt === generation) remember(key, paint);
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
  /**
   * Loads the apps' renderers now (a large module): the first visitor does not wait for it. Resolves after
   * the first try of each; one that failed or was late is tried again in the background until it loads.
   * No build is no news (nothing to load, nothing warned).
   */
  const warm = async (): Promise<void> => {
    await Promise.all((Object.keys(dist) as AppName[]).map((app) => Promise.resolve().then(() => prepare(app, true)).catch(() => undefined)));
  };
  /**
   * Drops the remembered paints of the pages `stale` names (by path, lowercased, without the query), and
   * the renders under way are not remembered: the next visitor of such a page gets a render of the content
   * as it is now (the console changed it), not the one kept for the ttl.
   */
  const forget = (stale: (path: string) => boolean): void => {
    generation += 1;
    for (const key of [...cache.keys()]) {
      const url = key.slice(key.indexOf(' ') + 1);
      const q = url.indexOf('?');
      if (!stale((q === -1 ? url : url.slice(0, q)).toLowerCase())) continue;
      cache.delete(key);
      const timer = scheduled.get(key);
      if (timer) clearTimeout(timer);
      scheduled.delete(key);
    }
  };
  /** Stops the render thread and the tries still to come (the gateway's close). */
  const close = async (): Promise<void> => {
    closed = true;
    for (const timer of scheduled.values()) clearTimeout(timer);
    scheduled.clear();
    for (const app of [...slots.keys()]) dropSlot(app);
    await thread?.stop();
  };
  return Object.assign(firstPaint, { warm, close, forget });
};
