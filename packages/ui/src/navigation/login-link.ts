import { ROOT_REDIRECT, paths, routeKey, safeRedirectTarget } from '@ws/routes';

const ACCOUNT_SCREENS: ReadonlySet<string> = new Set(['/login', '/register', '/forgetpassword']);

/**
 * The header's 登录 link from the page the user is on (spec 01 §4: after a successful login the previous
 * page is restored): `/login?redirect=<this page>`. On an account screen the page the user came from
 * before it (its own `redirect`) is kept; the home page needs no redirect (it is where login goes anyway).
 * Only internal paths are carried (safeRedirectTarget).
 */
export function loginLinkFrom(pathname: string, search: string): string {
  const raw = ACCOUNT_SCREENS.has(routeKey(pathname)) ? new URLSearchParams(search).get('redirect') : `${pathname}${search}`;
  if (raw === null) return paths.login();
  const target = safeRedirectTarget(raw);
  const key = routeKey(target);
  return paths.login(key === '/' || key === routeKey(ROOT_REDIRECT) ? undefined : target);
}
