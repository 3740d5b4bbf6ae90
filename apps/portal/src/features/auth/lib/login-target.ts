// Where to go after login (spec 01 §4 "After a successful login the previous page is restored"):
// the `redirect` query parameter, else the page remembered in session storage ('path'); only an
// internal path that is not an account screen, otherwise /homePage (safeRedirectTarget).
import { SESSION_KEYS } from '@ws/api-sdk';
import { safeRedirectTarget } from '@ws/routes';
import { getSessionItem, setSessionItem } from '@ws/ui';

/** The post-login path for the `redirect` query value (null when absent). Consumes session 'path'. */
export function loginTarget(redirectParam: string | null): string {
  const raw = redirectParam ?? getSessionItem(SESSION_KEYS.path);
  setSessionItem(SESSION_KEYS.path, null);
  return safeRedirectTarget(raw);
}
