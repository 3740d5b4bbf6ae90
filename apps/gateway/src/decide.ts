/**
 * The gateway's routing decision, as a pure function of method, URL and user agent.
 * Everything the gateway does with a request starts here; the Fastify wiring in app.ts only acts on it.
 */
import { APP_PREFIX, ROOT_REDIRECT, findRoute, isAdminPath, type AppName, type RouteDef } from '@ws/routes';

export type Decision =
  /** `/` -> `/homePage` (302), query kept. */
  | { kind: 'redirect'; status: 302; location: string }
  /** A page request from a mobile user agent while a mobile site is configured. */
  | { kind: 'mobile-redirect'; status: 302; location: string }
  /** `/api` or `/api/…` (any case): proxied to the API server unchanged. */
  | { kind: 'api' }
  /** `/_portal/…`, `/_mall/…` or `/_admin/…`: a file of that app's build (or its dev server). */
  | { kind: 'asset'; app: AppName }
  /** A route of the table (the console's screens included): that app's index.html. */
  | { kind: 'page'; app: AppName; route: RouteDef }
  | { kind: 'favicon' }
  /**
   * Nobody owns the path: the portal's index.html with HTTP 404, so its router shows the not-found page. A
   * path under /admin that is none of the console's screens: the console's index.html with HTTP 404 (its
   * own not-found page).
   */
  | { kind: 'not-found'; app: 'portal' | 'admin' }
  /** A page path asked with a method other than GET/HEAD. */
  | { kind: 'method-not-allowed'; allow: string };

export interface DecideInput {
  method: string;
  /** The request target as received: path plus optional query (`/search?val=x`). */
  url: string;
  userAgent?: string | undefined;
  /** MOBILE_SITE_URL; when set, mobile user agents asking for a page are sent there. */
  mobileSiteUrl?: string | undefined;
}

/** Mobile user agents, as the original site's client-side check (phones, tablets, mobile browsers). */
const MOBILE_UA =
  /\b(?:Android|iPhone|iPod|iPad|Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|Opera Mobi|MQQBrowser|UCBrowser|UCWEB|JUC|Fennec|webOS|Symbian|HarmonyOS)\b/i;

export const isMobileUserAgent = (ua: string | undefined): boolean => !!ua && MOBILE_UA.test(ua);

/** Splits a request target into its path and its query (with the `?`, or ''). A hash never reaches a server. */
export const splitUrl = (url: string): { path: string; query: string } => {
  const q = url.indexOf('?');
  return q === -1 ? { path: url, query: '' } : { path: url.slice(0, q), query: url.slice(q) };
};

const underPrefix = (lowerPath: string, prefix: string): boolean =>
  lowerPath.startsWith(prefix) || lowerPath === prefix.slice(0, -1);

/** The app whose asset prefix the path is under (`/_portal/…`, `/_MALL`), if any. */
export const assetApp = (path: string): AppName | undefined => {
  const lower = path.toLowerCase();
  if (underPrefix(lower, APP_PREFIX.portal)) return 'portal';
  if (underPrefix(lower, APP_PREFIX.mall)) return 'mall';
  if (underPrefix(lower, APP_PREFIX.admin)) return 'admin';
  return undefined;
};

export const isApiPath = (path: string): boolean => underPrefix(path.toLowerCase(), '/api/');

const PAGE_METHODS = new Set(['GET', 'HEAD']);

/** Joins the mobile site's base URL with the requested path and query. */
export const mobileLocation = (mobileSiteUrl: string, path: string, query: string): string =>
  `${mobileSiteUrl.replace(/\/+$/, '')}${path}${query}`;

export const decide = ({ method, url, userAgent, mobileSiteUrl }: DecideInput): Decision => {
  const { path, query } = splitUrl(url);
  const verb = method.toUpperCase();

  if (isApiPath(path)) return { kind: 'api' };
  const app = assetApp(path);
  if (app) return { kind: 'asset', app };

  if (!PAGE_METHODS.has(verb)) return { kind: 'method-not-allowed', allow: 'GET, HEAD' };
  if (path.toLowerCase() === '/favicon.ico') return { kind: 'favicon' };

  // The operations console: never sent to the mobile site (it has none; the console works at 375 px).
  if (isAdminPath(path)) {
    const screen = findRoute(path);
    return screen ? { kind: 'page', app: 'admin', route: screen } : { kind: 'not-found', app: 'admin' };
  }

  if (mobileSiteUrl && isMobileUserAgent(userAgent)) {
    return { kind: 'mobile-redirect', status: 302, location: mobileLocation(mobileSiteUrl, path, query) };
  }
  if (path === '/' || path === '') return { kind: 'redirect', status: 302, location: `${ROOT_REDIRECT}${query}` };

  const route = findRoute(path);
  if (route) return { kind: 'page', app: route.app, route };
  return { kind: 'not-found', app: 'portal' };
};

/**
 * Cache-Control for a file of an app's build, from its path inside dist: hashed build output under
 * `assets/` never changes (one year, immutable); HTML is revalidated; other public files for an hour.
 */
export const assetCacheControl = (relPath: string): string => {
  const rel = relPath.replace(/\\/g, '/').replace(/^\/+/, '').replace(/\.(?:br|gz)$/i, '').toLowerCase();
  if (rel.endsWith('.html')) return 'no-cache';
  if (rel.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
};
