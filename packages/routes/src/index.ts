import { adminRoutes, routes, type AppName, type RouteDef } from './table';

export { adminRoutes, routes };
export type { AppName, RouteDef };
export type { AdminPath, MallPath, PortalPath, RoutePath, RoutePathOf } from './table';
export * as paths from './paths';
export type { OrderSearch, OrderStatus } from './paths';
export { readIdParam, toPositiveId, withQuery, type QueryValue } from './query';

/** Where the root path `/` goes. */
export const ROOT_REDIRECT = '/homePage';

/** The asset prefix (Vite `base`) of each app; the gateway serves each app's dist under it. */
export const APP_PREFIX = { portal: '/_portal/', mall: '/_mall/', admin: '/_admin/' } as const;

/** Every app name: portal, mall, then the operations console. */
export const APP_NAMES: readonly AppName[] = ['portal', 'mall', 'admin'];

/** Where the operations console lives (its React Router basename): /admin and every path under it. */
export const ADMIN_BASE = '/admin';
/** The console's home (工作台) and its login screen. */
export const ADMIN_HOME = '/admin';
export const ADMIN_LOGIN = '/admin/login';

/** Routes that must never be the target of a post-login redirect. */
const ACCOUNT_PATHS: ReadonlySet<string> = new Set(['/login', '/register', '/forgetpassword', '/wxlogincallback']);

const byKey: ReadonlyMap<string, RouteDef> = new Map([...routes, ...adminRoutes].map((r) => [r.path.toLowerCase(), r]));

/**
 * The lookup key of a path: query and hash removed, trailing slashes removed (the root stays `/`),
 * lower-cased. `'/ActicleList/?x=1#top'` -> `'/acticlelist'`.
 */
export const routeKey = (pathname: string): string => {
  const cut = pathname.search(/[?#]/);
  const path = (cut === -1 ? pathname : pathname.slice(0, cut)).replace(/\/+$/, '');
  return (path === '' ? '/' : path).toLowerCase();
};

/** The route a path belongs to (case-insensitive; trailing slash, query and hash ignored), the console's included. */
export const findRoute = (pathname: string): RouteDef | undefined => byKey.get(routeKey(pathname));

/**
 * Whether a path is the operations console's: /admin or anything under /admin/ (case-insensitive; query and
 * hash ignored). `/administrator` is not.
 */
export const isAdminPath = (pathname: string): boolean => {
  const key = routeKey(pathname);
  return key === ADMIN_BASE || key.startsWith(`${ADMIN_BASE}/`);
};

/**
 * The app that owns a path, or undefined when no app owns it (not-found). The console owns every path under
 * /admin, its screens and the rest (which it answers with its own not-found page).
 */
export const ownerOf = (pathname: string): AppName | undefined => findRoute(pathname)?.app ?? (isAdminPath(pathname) ? 'admin' : undefined);

/** The routes owned by one app, in table order. */
export const routesOf = (app: AppName): readonly RouteDef[] => (app === 'admin' ? adminRoutes : routes.filter((r) => r.app === app));

// Control characters and whitespace: browsers drop tabs and newlines inside URLs, so '/\t/evil.com'
// would become '//evil.com'. A backslash is read as a slash ('/\evil.com' is '//evil.com').
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u0020\u007f\\]/;
const PROBE_ORIGIN = 'http://internal.invalid';

/**
 * True only for a same-origin absolute path such as `/cart?x=1`. Refuses protocol-relative URLs
 * (`//evil.com`), backslash tricks (`/\evil`), any scheme (`javascript:`, `http://…`), empty input,
 * whitespace or control characters, and anything that does not start with exactly one `/`.
 */
export const isInternalPath = (url: string): boolean => {
  if (typeof url !== 'string' || url.length === 0 || url.length > 2048) return false;
  if (url[0] !== '/' || url[1] === '/') return false;
  if (UNSAFE_CHARS.test(url)) return false;
  try {
    return new URL(url, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
};

/**
 * Where to go after login: the given path when it is internal and not an account screen
 * (/login, /register, /forgetPassword), otherwise /homePage.
 */
export const safeRedirectTarget = (raw: string | null | undefined): string => {
  if (typeof raw !== 'string' || !isInternalPath(raw)) return ROOT_REDIRECT;
  if (ACCOUNT_PATHS.has(routeKey(raw))) return ROOT_REDIRECT;
  return raw;
};

/**
 * Where the console goes after its login: the given path when it is an internal path of the console other
 * than the login screen itself (`/admin/reviews?kind=expert`), otherwise the console's home /admin. A members'
 * page, an outside URL or `javascript:` is never followed.
 */
export const safeAdminRedirect = (raw: string | null | undefined): string => {
  if (typeof raw !== 'string' || !isInternalPath(raw) || !isAdminPath(raw)) return ADMIN_HOME;
  if (routeKey(raw) === ADMIN_LOGIN) return ADMIN_HOME;
  return raw;
};
