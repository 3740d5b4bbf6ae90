import { useCallback } from 'react';
import { call, sessionStore } from '@ws/api-sdk';
import { paths, ROOT_REDIRECT } from '@ws/routes';
import { confirmDialog } from '../feedback/dialogs';
import { carryNotice, notice } from '../feedback/notice';
import { browser } from '../navigation/browser';
import { setLoggingOut } from './logout-state';

/** How long 退出成功 stays visible before the reload when it cannot be carried over to /homePage. */
export const LOGOUT_RELOAD_DELAY_MS = 600;

/**
 * Logout (spec 01 §4): confirm 确定要退出登录吗？, tell the server (a failure is ignored: the token
 * is dropped anyway), clear the session, notice 退出成功, full load of /homePage.
 * Resolves true when the user logged out, false when they cancelled.
 *
 * The notice is carried to the page load of /homePage rather than drawn on the page being left: that
 * page goes away with the reload, and its notifications code (loaded on the first notice) may not
 * even have arrived before the reload starts, so under load the toast was never seen.
 */
export function useLogout(): () => Promise<boolean> {
  return useCallback(async () => {
    const ok = await confirmDialog({ message: '确定要退出登录吗？' });
    if (!ok) return false;
    setLoggingOut(true);
    try {
      await call('logout', {});
    } catch {
      // already expired or offline: nothing to undo on the server
    }
    sessionStore.getState().signOut();
    if (!carryNotice('success', '退出成功')) {
      notice.success('退出成功');
      await new Promise((r) => setTimeout(r, LOGOUT_RELOAD_DELAY_MS));
    }
    browser.assign(ROOT_REDIRECT);
    return true;
  }, []);
}

/**
 * Ends the session on this page without asking (the server already ended it, e.g. after a password
 * change) and loads the login page with `message` shown there, returning to where the user was.
 * The login guards of the page being left must not redirect first (they would drop the message), so
 * this marks the logout as under way before the session is cleared, as useLogout does.
 */
export function signOutTo(message: string): void {
  setLoggingOut(true);
  const here = window.location.pathname + window.location.search;
  const carried = carryNotice('success', message);
  sessionStore.getState().signOut();
  if (!carried) notice.success(message);
  browser.assign(paths.login(here));
}
