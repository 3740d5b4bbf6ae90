// The first paint rendered on the server (the gateway calls it through an app's dist/.vite/server bundle):
// the page's HTML arrives with the current screen already in it, so the browser paints the first screen
// (its largest picture or text) before the app's JavaScript has run. The tree is the client's (AppRoot and
// the same providers) with the reads' answers the client starts from, so a tab that would
// draw the same hydrates it; a tab that would draw something else (a logged-in header, a region picked on
// this device) has the paint hidden by the gate script, and its first commit replaces it (start-app.tsx).
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { setApiOrigin, siteEndpoints } from '@ws/api-sdk';
import { findRoute, type AppName } from '@ws/routes';
import { InnerProviders, OuterProviders } from '../providers/shared-providers';
import { takeUnknownSessionReads } from '../utils/session-storage';
import { ShellPaintContext } from './app-context';
import { AppRoot } from './app-root';
import { AppRoutes, pageTitle, type Screens } from './app-routes';

export interface FirstPaint {
  /** the markup that goes inside #root */
  html: string;
  /** the page's <title> */
  title: string;
  /**
   * The public reads the markup was rendered from (react-query's dehydrated state, JSON): the client's
   * first render starts from them (first-paint-data.ts), so it draws the same screen instead of placeholders.
   */
  data: string;
  /** session-storage keys the render read without knowing their values (a tab that has one set hides it) */
  sessionKeys: string[];
  /**
   * A login route's paint: only the site's frame (header without its account area, the screen's place a
   * loader, footer), the same for every visitor, so the gateway shows it to a tab with a token too.
   */
  shell?: true;
}

export interface FirstPaintOptions {
  /** the API server the reads go to (the gateway's upstream) */
  apiOrigin: string;
  /** the whole render, reads included, gives up after this long (the page then goes out without it) */
  budgetMs?: number;
}

/** How long a first paint may take, its reads included, before the page is sent without one. */
export const FIRST_PAINT_BUDGET_MS = 400;
/** Render passes: each one reads what the previous one asked for (a list, then what it names). */
const MAX_PASSES = 4;

/**
 * A read that does more than read: statInfo with `count` counts a page view. A server render is no page
 * view (and is cached and served to many), so it leaves it to the client's render.
 */
const countsAVisit = (q: Query): boolean => {
  const [, name, payload] = q.queryKey;
  return name === 'statInfo' && typeof payload === 'object' && payload !== null && (payload as { count?: unknown }).count !== undefined;
};
const hasPreload = (s: unknown): s is { preload(): Promise<unknown> } =>
  typeof s === 'object' && s !== null && typeof (s as { preload?: unknown }).preload === 'function';

/**
 * Only the contract's public GET reads are made on the server: whatever needs a login is the client's,
 * which draws it over the first paint (the server never has a visitor's token).
 */
const isPublicRead = (q: Query): boolean => {
  const [kind, name] = q.queryKey;
  if (kind !== 'api' || typeof name !== 'string' || !Object.hasOwn(siteEndpoints, name)) return false;
  const meta = siteEndpoints[name as keyof typeof siteEndpoints];
  return meta.auth === false && meta.method === 'GET' && meta.devOnly !== true && !countsAVisit(q);
};
/** Not read yet, and not held back by its screen (`enabled: false` until what it needs is known). */
const waiting = (q: Query): boolean => {
  const { enabled } = q.options as { enabled?: boolean | ((query: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(q) : enabled !== false;
  return on && q.state.status === 'pending' && q.state.fetchStatus === 'idle';
};

class OutOfTime extends Error {}
const within = <T,>(p: Promise<T>, deadline: number): Promise<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OutOfTime()), Math.max(0, deadline - Date.now()));
    }),
  ]).finally(() => clearTimeout(timer));
};

/**
 * Renders `url` of `app` as a logged-out visitor sees it, its public reads made: null when the route is
 * not this app's, has no screen, a read failed or the budget ran out (the page is then sent as it is, and
 * the client renders everything, as without a first paint). A route that needs a login gets its shell:
 * the server has no visitor's token, so its screen is never rendered (RequireLogin shows its loader) and
 * the header's account area stays blank (ShellPaintContext); a slow phone then sees the site at once
 * instead of a blank page while the app's scripts arrive.
 */
export async function renderFirstPaint<A extends AppName>(
  app: A,
  screens: Screens<A>,
  url: string,
  { apiOrigin, budgetMs = FIRST_PAINT_BUDGET_MS }: FirstPaintOptions,
): Promise<FirstPaint | null> {
  const deadline = Date.now() + budgetMs;
  const at = new URL(url, 'http://first-paint.invalid');
  const route = findRoute(at.pathname);
  if (!route || route.app !== app) return null;
  const screen = (screens as Partial<Record<string, unknown>>)[route.path];
  if (!screen) return null;
  const shell = route.requiresLogin;
  setApiOrigin(apiOrigin);
  try {
    // the screen itself, never its loader: a chunk that failed or is still on its way gives no first paint
    if (!shell && hasPreload(screen) && !(await within(screen.preload().then(() => true, () => false), deadline))) return null;
    // no retries, nothing refetched: one render's reads, made once
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
    const tree = (
      <AppRoot>
        <OuterProviders app={app} queryClient={client}>
          <ShellPaintContext.Provider value={shell}>
            <StaticRouter location={`${at.pathname}${at.search}`}>
              <InnerProviders app={app}>
                <AppRoutes app={app} screens={screens} />
              </InnerProviders>
            </StaticRouter>
          </ShellPaintContext.Provider>
        </OuterProviders>
      </AppRoot>
    );
    takeUnknownSessionReads();
    for (let pass = 1; ; pass += 1) {
      const html = renderToString(tree);
      const reads = client.getQueryCache().getAll().filter((q) => isPublicRead(q));
      if (reads.some((q) => q.state.status === 'error')) return null;
      const next = reads.filter(waiting);
      if (next.length === 0) {
        const data = dehydrate(client, { shouldDehydrateQuery: (q) => isPublicRead(q) && q.state.status === 'success' });
        const paint: FirstPaint = { html, title: pageTitle(route.title), data: JSON.stringify(data), sessionKeys: takeUnknownSessionReads() };
        return shell ? { ...paint, shell } : paint;
      }
      if (pass === MAX_PASSES) return null;
      await within(
        Promise.all(next.map((q) => client.prefetchQuery({ queryKey: q.queryKey, queryFn: q.options.queryFn }))),
        deadline,
      );
    }
  } catch (e) {
    if (e instanceof OutOfTime) return null;
    throw e;
  }
}
