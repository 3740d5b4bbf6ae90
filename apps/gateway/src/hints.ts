/**
 * Resource hints put into a page's HTML, so the browser starts what the first screen needs while the
 * entry script is still downloading instead of after it has run:
 *   - a modulepreload of the route's screen chunk (and its own imports) and a preload of its CSS, from the
 *     build's `.vite/manifest.json` and `.vite/screens.json` (route -> screen module, tooling/vite);
 *   - preloads of the first screen's API reads, spelled exactly as the app's call layer requests them
 *     (`GET /api/<path>?<payload in key order>`) so the browser hands the preloaded answer to the app's fetch;
 *   - a preload of the largest picture of the first screen when the gateway knows it (lcp-images.ts).
 * Only a real build carries a manifest: without one (dev mode, a bare dist) the HTML is served as it is.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { APP_PREFIX, type AppName, type RouteDef } from '@ws/routes';
import firstScreenCalls from './first-screen-calls.json';

export interface ViteChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteChunk>;
/** Route path (as in @ws/routes) -> the manifest key of its screen module. */
export type ScreenMap = Record<string, string>;

export interface BuildInfo {
  manifest: ViteManifest;
  screens: ScreenMap;
}

export interface PageHint {
  rel: 'modulepreload' | 'preload' | 'stylesheet';
  href: string;
  as?: 'style' | 'fetch' | 'image';
  /** fetch preloads need it (fetch() is a CORS-mode request); module preloads use it as Vite does */
  crossorigin?: boolean;
  fetchpriority?: 'high' | 'low';
  media?: string;
}

/**
 * The API reads of the header (listads quicknav, on every page that shows it) and of a route's first
 * screen, exactly as the app requests them (the call layer builds the query from the payload in key
 * order). A URL the app does not request is a wasted download: the portal's home tests check that the
 * home page requests each of these (apps/portal/src/features/home/first-screen-calls.test.tsx).
 * Only reads without side effects: the home page's statInfo?count=1 counts a visit, and a browser that
 * did not reuse a preload would count it twice.
 */
export const HEADER_CALLS: readonly string[] = firstScreenCalls.header;
export const FIRST_SCREEN_CALLS: Readonly<Partial<Record<string, readonly string[]>>> = firstScreenCalls.routes;
/**
 * The first reads of a list screen opened without a query string (its filters, page and channel come
 * from the query, so only the bare address has a known first read: /article is the policy channel's
 * first page, /enable its category tree). The app tests of each screen check the spelling
 * (apps/portal/src/app/first-screen-calls.test.tsx, apps/mall/src/app/first-screen-calls.test.tsx).
 * Only reads whose answer is the same for everyone: Chromium hands a preloaded answer (fetched without
 * the token header) to the app's fetch even when that one carries a token, so a read that answers a
 * logged-in user differently (listproduct: prices) is never preloaded.
 */
export const BARE_ROUTE_CALLS: Readonly<Partial<Record<string, readonly string[]>>> = firstScreenCalls.bare;

/**
 * Lazily loaded pieces that a route's first paint always waits for, by the end of their source path in
 * the manifest: /detailPages' largest paint is the article's text, drawn by RichText (its own chunk,
 * with DOMPurify), which the screen would only start to fetch once the article has arrived.
 */
export const FIRST_PAINT_LAZY: Readonly<Partial<Record<string, readonly string[]>>> = {
  '/detailPages': ['packages/ui/src/rich-text/rich-text.tsx'],
};

/** The home page's side column (homepcvertical) shows from this width (home-banner.module.css). */
export const DESKTOP_MEDIA = '(min-width: 62em)';

/** The JS and CSS files of `keys` and everything they import statically. */
export const closure = (manifest: ViteManifest, keys: readonly string[]): { js: string[]; css: string[] } => {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.css')) css.push(chunk.file);
    else js.push(chunk.file);
    for (const c of chunk.css ?? []) if (!css.includes(c)) css.push(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return { js, css };
};

const entryKey = (manifest: ViteManifest): string | undefined =>
  manifest['index.html'] ? 'index.html' : Object.keys(manifest).find((k) => manifest[k]?.isEntry);

/**
 * The manifest keys of the lazy pieces of FIRST_PAINT_LAZY that the screen's chunks import dynamically
 * (a piece the build no longer has, or that the screen no longer uses, is left out).
 */
const firstPaintLazyKeys = (manifest: ViteManifest, screenKey: string, routePath: string): string[] => {
  const wanted = FIRST_PAINT_LAZY[routePath] ?? [];
  if (wanted.length === 0) return [];
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const d of chunk.dynamicImports ?? []) {
      const src = manifest[d]?.src ?? d;
      if (wanted.some((w) => src.endsWith(w)) && !out.includes(d)) out.push(d);
    }
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(screenKey);
  return out;
};

/**
 * modulepreload + style preload of a route's screen chunk and what it imports beyond the entry, and of
 * the lazy pieces its first paint waits for (FIRST_PAINT_LAZY). With a server-rendered first paint in the
 * page (`styled`), the screen's CSS are stylesheets: the markup must not be painted without them.
 */
export const screenHints = (build: BuildInfo, app: AppName, routePath: string, styled = false): PageHint[] => {
  const key = build.screens[routePath];
  const entry = entryKey(build.manifest);
  if (!key || !build.manifest[key] || !entry) return [];
  const loaded = closure(build.manifest, [entry]);
  const own = closure(build.manifest, [key, ...firstPaintLazyKeys(build.manifest, key, routePath)]);
  const prefix = APP_PREFIX[app];
  return [
    ...own.js.filter((f) => !loaded.js.includes(f)).map((f): PageHint => ({ rel: 'modulepreload', href: `${prefix}${f}`, crossorigin: true })),
    ...own.css
      .filter((f) => !loaded.css.includes(f))
      .map((f): PageHint => (styled ? { rel: 'stylesheet', href: `${prefix}${f}`, crossorigin: true } : { rel: 'preload', as: 'style', href: `${prefix}${f}`, crossorigin: true })),
  ];
};

/**
 * Preloads of the API reads a route's first screen makes (header included when the route shows it);
 * `search` is the page address's query string ('' or '?…'): a list screen's own reads only without one.
 */
export const apiHints = (route: RouteDef, search = ''): PageHint[] =>
  [
    ...(route.showHeader ? HEADER_CALLS : []),
    ...(FIRST_SCREEN_CALLS[route.path] ?? []),
    ...(search === '' || search === '?' ? (BARE_ROUTE_CALLS[route.path] ?? []) : []),
  ].map((href) => ({
    rel: 'preload',
    as: 'fetch',
    href,
    crossorigin: true,
  }));

/** An image path the gateway may hint: same-origin absolute path, nothing that could leave the attribute. */
export const isSafeImagePath = (src: unknown): src is string =>
  typeof src === 'string' && src.length < 500 && /^\/(?!\/)[^\s"'<>\\]*$/.test(src);

/** The first pictures of the home page: the first banner (every width) and the first side ad (desktop). */
export const homeImageHints = (images: { banner?: string | undefined; side?: string | undefined }): PageHint[] => {
  const out: PageHint[] = [];
  if (isSafeImagePath(images.banner)) out.push({ rel: 'preload', as: 'image', href: images.banner, fetchpriority: 'high' });
  if (isSafeImagePath(images.side)) out.push({ rel: 'preload', as: 'image', href: images.side, media: DESKTOP_MEDIA });
  return out;
};

const readJson = async <T>(file: string): Promise<T | undefined> => {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
};

/** Reads each app's manifest and screen map, again only when the manifest file changes (a new build). */
export const createBuildInfoReader = (dist: Partial<Record<AppName, string>>) => {
  const cache = new Map<AppName, { mtimeMs: number; info: BuildInfo | undefined }>();
  return async (app: AppName): Promise<BuildInfo | undefined> => {
    const dir = dist[app];
    if (!dir) return undefined;
    const manifestFile = path.join(dir, '.vite', 'manifest.json');
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(manifestFile)).mtimeMs;
    } catch {
      cache.delete(app);
      return undefined;
    }
    const hit = cache.get(app);
    if (hit && hit.mtimeMs === mtimeMs) return hit.info;
    const manifest = await readJson<ViteManifest>(manifestFile);
    const screens = (await readJson<ScreenMap>(path.join(dir, '.vite', 'screens.json'))) ?? {};
    const info = manifest && typeof manifest === 'object' ? { manifest, screens } : undefined;
    cache.set(app, { mtimeMs, info });
    return info;
  };
};
