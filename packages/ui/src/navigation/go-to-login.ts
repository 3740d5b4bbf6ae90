import type { NavigateFunction } from 'react-router';
import { SESSION_KEYS } from '@ws/api-sdk';
import { ROOT_REDIRECT, isInternalPath, paths, routeKey, type AppName } from '@ws/routes';
import { browser } from './browser';
import { appOf } from './targets';
import { carryNotice, notice } from '../feedback/notice';
import { setSessionItem } from '../utils/session-storage';

export const LOGIN_PATH = '/login';

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
  // the query parameter carries it too, should storage be unavailable
  setSessionItem(SESSION_KEYS.path, target);
  const url = paths.login(target);
  if (sameApp) void navigate(url, { replace });
  else if (replace) browser.replace(url);
  else browser.assign(url);
}
