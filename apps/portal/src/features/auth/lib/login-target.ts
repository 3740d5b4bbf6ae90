// Where to go after login (spec 01 §4 "After a successful login the previous page is restored"):
// the `redirect` query parameter, else the page remembered in session storage ('path'); only an
// internal path that is not an account screen, otherwise /homePage (safeRedirectTarget).
import { SESSION_KEYS } from '@ws/api-sdk';
import { safeRedirectTarget } from '@ws/routes';

const rememberedPath = (): string | null => {
  try {
    return window.sessionStorage.getItem(SESSION_KEYS.path);
  } catch {
    return null;
  }
};

const forgetRememberedPath = () => {
  try {
    window.sessionStorage.removeItem(SESSION_KEYS.path);
  } catch {
    // storage unavailable: nothing to forget
  }
};

/** The post-login path for the `redirect` query value (null when absent). Consumes session 'path'. */
export function loginTarget(redirectParam: string | null): string {
  const raw = redirectParam ?? rememberedPath();
  forgetRememberedPath();
  return safeRedirectTarget(raw);
}
