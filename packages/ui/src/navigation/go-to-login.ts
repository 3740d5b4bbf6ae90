import type { NavigateFunction } from 'react-router';
import { SESSION_KEYS } from '@ws/api-sdk';
import { ROOT_REDIRECT, isInternalPath, routeKey, type AppName } from '@ws/routes';
import { browser } from './browser';
import { appOf } from './targets';
import { carryNotice, notice } from '../feedback/notice';

export const LOGIN_PATH = '/login';

/** `/login?redirect=<encoded from>` */
export const loginUrl = (from: string): string => `${LOGIN_PATH}?redirect=${encodeURIComponent(from)}`;

/**
 * Send the user to the login screen and remember where they were (query `redirect` and session
 * storage `path`). Stays put when the current page already is /login.
 */
export function goToLogin({
  from,
  app,
  navigate,
  replace = false,
  message,
}: {
  from: string;
  app: AppName;
  navigate: NavigateFunction;
  replace?: boolean;
  /** warning shown on the login screen (carried across a full load to the other app) */
  message?: string;
}): void {
  const sameApp = appOf(LOGIN_PATH, app) === app;
  if (message) {
    if (sameApp || routeKey(from) === routeKey(LOGIN_PATH)) notice.warning(message);
    else carryNotice('warning', message);
  }
  if (routeKey(from) === routeKey(LOGIN_PATH)) return;
  const target = isInternalPath(from) ? from : ROOT_REDIRECT;
  try {
    window.sessionStorage.setItem(SESSION_KEYS.path, target);
  } catch {
    // storage unavailable (private mode): the query parameter still carries it
  }
  const url = loginUrl(target);
  if (sameApp) void navigate(url, { replace });
  else if (replace) browser.replace(url);
  else browser.assign(url);
}
