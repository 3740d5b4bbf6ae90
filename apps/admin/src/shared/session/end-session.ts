// Ending the console's session, the three ways it ends: 退出 (the staff member's choice), the server's
// not-logged-in answer (expired, revoked, idle on the server), and 30 minutes without activity here.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { call, MSG_RELOGIN } from '@ws/api-sdk';
import { ADMIN_LOGIN, paths, routeKey } from '@ws/routes';
import { notice } from '@ws/ui';
import { fullPath, routerPath } from '../navigation/console-path';
import { staffSession } from './staff-session';

export const MSG_LOGGED_OUT = '退出成功';

/** True while the console logs out on purpose: a not-logged-in answer of that moment is no news. */
let leaving = false;

/**
 * Where the login guard sends a screen whose session has just ended: the router's navigation is a transition,
 * the session store's change is not, so the guard may see the old page without a token first. After 退出 it
 * is the bare login screen (no way back); otherwise the login screen returning to the page.
 */
let nextLogin: string | null = null;
export const pendingLogin = (): string | null => nextLogin;
/** The login screen has opened (or a new session began): the pending target is spent. */
export const clearPendingLogin = (): void => {
  nextLogin = null;
};

/**
 * The router path of the login screen that returns to `full` afterwards; on the login screen already, that
 * screen as it is (its own redirect kept).
 */
export const loginPathFor = (full: string): string =>
  routerPath(routeKey(full) === ADMIN_LOGIN ? full : paths.adminLogin(full));

/**
 * Ends the session: `logout` (退出: adminLogout, then clear, then the login screen), `expired` (the server
 * said not logged in: clear, the notice, the login screen returning here) and `idle` (30 minutes without
 * activity: adminLogout, clear, the notice, the login screen returning here). The query cache goes too, so
 * the next staff member never sees what this one read.
 */
export function useEndSession() {
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const here = fullPath(location.pathname, location.search);
  return useCallback(
    async (how: 'logout' | 'expired' | 'idle', message: string = MSG_RELOGIN) => {
      if (how === 'expired' && leaving) return;
      const done = () => {
        const target = how === 'logout' ? '/login' : loginPathFor(here);
        nextLogin = target;
        void navigate(target, { replace: true });
        staffSession.signOut();
        client.clear();
        if (how === 'logout') notice.success(MSG_LOGGED_OUT);
        else notice.warning(message);
      };
      if (how === 'expired') return done();
      leaving = true;
      const ended = call('adminLogout', {}).catch(() => null);
      if (how === 'idle') {
        // the screen goes at once; the server is told in the background
        done();
        await ended;
        leaving = false;
        return;
      }
      await ended;
      leaving = false;
      done();
    },
    [navigate, client, here],
  );
}

// a new session spends the target of the last one's end
staffSession.subscribe(() => {
  if (staffSession.get().token) clearPendingLogin();
});
