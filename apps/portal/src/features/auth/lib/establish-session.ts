// After a successful login (password, SMS code or WeChat QR): store the session under the spec's
// storage keys (token, userId, phone, loginName, login) and load the profile (roles, IsCustUser,
// IsExpert into session storage). A failing profile call does not undo the login.
import { call, sessionStore, type LoginResult } from '@ws/api-sdk';

export async function establishSession(result: LoginResult): Promise<void> {
  sessionStore.getState().signIn(result);
  try {
    const profile = await call('profile', {});
    sessionStore.getState().setProfile(profile);
  } catch {
    // ignored: the header falls back to the login name / phone
  }
}
