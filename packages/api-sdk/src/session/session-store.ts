// The session (token, user, roles, region) in one store, persisted to the spec's storage keys
// (local: token, userId, phone, loginName, login; session: roles, IsCustUser, IsExpert), so that
// the portal and the mall — two apps on one domain — share the login.
import { createStore } from 'zustand/vanilla';
import { LOCAL_KEYS, SESSION_KEYS } from '../contract/storage-keys';
import type { LoginResult, Profile, Role } from '../contract';

export interface SessionState {
  token: string | null;
  userId: string | null;
  phone: string | null;
  loginName: string | null;
  roles: Role[];
  IsCustUser: 0 | 1;
  IsExpert: 0 | 1;
  region: '1' | '2';
}

export interface SessionActions {
  signIn(result: LoginResult): void;
  setProfile(profile: Profile): void;
  signOut(): void;
  setRegion(region: '1' | '2'): void;
}

const storage = (kind: 'local' | 'session'): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
};

const readState = (): SessionState => {
  const ls = storage('local');
  const ss = storage('session');
  const get = (s: Storage | null, k: string) => s?.getItem(k) ?? null;
  let roles: Role[] = [];
  try {
    roles = JSON.parse(get(ss, SESSION_KEYS.roles) ?? '[]') as Role[];
  } catch {
    roles = [];
  }
  const region = get(ls, LOCAL_KEYS.region) === '2' ? '2' : '1';
  return {
    token: get(ls, LOCAL_KEYS.token) || null,
    userId: get(ls, LOCAL_KEYS.userId),
    phone: get(ls, LOCAL_KEYS.phone),
    loginName: get(ls, LOCAL_KEYS.loginName),
    roles: Array.isArray(roles) ? roles : [],
    IsCustUser: get(ss, SESSION_KEYS.IsCustUser) === '1' ? 1 : 0,
    IsExpert: get(ss, SESSION_KEYS.IsExpert) === '1' ? 1 : 0,
    region,
  };
};

const writeState = (s: SessionState) => {
  const ls = storage('local');
  const ss = storage('session');
  // A full or blocked storage (quota, private mode) must not break a login: the in-memory state still
  // holds the session for this page.
  const put = (st: Storage | null, k: string, v: string | null) => {
    if (!st) return;
    try {
      if (v === null || v === '') st.removeItem(k);
      else st.setItem(k, v);
    } catch {
      /* kept in memory only */
    }
  };
  put(ls, LOCAL_KEYS.token, s.token);
  put(ls, LOCAL_KEYS.userId, s.userId);
  put(ls, LOCAL_KEYS.phone, s.phone);
  put(ls, LOCAL_KEYS.loginName, s.loginName);
  put(ls, LOCAL_KEYS.login, s.token ? '1' : null);
  put(ls, LOCAL_KEYS.region, s.region);
  put(ss, SESSION_KEYS.roles, s.token ? JSON.stringify(s.roles) : null);
  put(ss, SESSION_KEYS.IsCustUser, s.token ? String(s.IsCustUser) : null);
  put(ss, SESSION_KEYS.IsExpert, s.token ? String(s.IsExpert) : null);
};

const signedOut = (region: '1' | '2'): SessionState => ({
  token: null,
  userId: null,
  phone: null,
  loginName: null,
  roles: [],
  IsCustUser: 0,
  IsExpert: 0,
  region,
});

export const sessionStore = createStore<SessionState & SessionActions>()((set, get) => ({
  ...readState(),
  signIn(result) {
    const u = result.loginUser;
    set({
      token: result.token,
      userId: String(u.user_id),
      phone: u.user_mobile,
      loginName: u.name,
      roles: [],
      IsCustUser: 0,
      IsExpert: 0,
    });
  },
  setProfile(p) {
    set({ roles: p.roles, IsCustUser: p.IsCustUser, IsExpert: p.IsExpert, loginName: p.name, phone: p.user_mobile });
  },
  signOut() {
    set(signedOut(get().region));
  },
  setRegion(region) {
    set({ region });
  },
}));

sessionStore.subscribe((s) => writeState(s));

// Another tab (or the other app) logged in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === LOCAL_KEYS.token || e.key === LOCAL_KEYS.region) sessionStore.setState(readState());
  });
}

/** Re-read storage (tests, or after another app changed it in this tab). */
export const reloadSession = () => sessionStore.setState(readState());
export const getToken = () => sessionStore.getState().token;
/** The welcome name: the login name, or the phone when the name is empty or the text "null" (spec 01 §2). */
export const displayName = (s: Pick<SessionState, 'loginName' | 'phone'>) =>
  s.loginName && s.loginName.trim() !== '' && s.loginName !== 'null' ? s.loginName : (s.phone ?? '');
