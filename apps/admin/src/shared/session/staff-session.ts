// The console's own session: the staff token (ADMIN_TOKEN_KEY, never the members' `token`) and the staff
// member's profile, kept in localStorage so that every tab of the console shares one login, and so that
// the members' session of the portal and mall is never touched. A tiny external store (no zustand in the
// console): read by React through useSyncExternalStore, and by the call layer through `staffToken`.
import { useSyncExternalStore } from 'react';
import { ADMIN_TOKEN_KEY, STAFF_ROLES, type StaffProfile, type StaffRole, type StaffSession } from '@ws/api-sdk';

/** The staff profile of the token (name and roles for the header and the menu). */
export const ADMIN_STAFF_KEY = 'adminStaff';

export interface StaffSnapshot {
  token: string | null;
  staff: StaffProfile | null;
}

const storage = (): Storage | null => {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
};

const isRole = (r: unknown): r is StaffRole => typeof r === 'string' && (STAFF_ROLES as readonly string[]).includes(r);

/** A stored profile, checked (anything malformed reads as none: the console asks adminMe again). */
export const parseStaff = (raw: string | null): StaffProfile | null => {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<StaffProfile> | null;
    if (!v || typeof v.id !== 'number' || typeof v.account !== 'string' || typeof v.name !== 'string' || !Array.isArray(v.roles)) return null;
    return { id: v.id, account: v.account, name: v.name, roles: v.roles.filter(isRole) };
  } catch {
    return null;
  }
};

const read = (): StaffSnapshot => {
  const s = storage();
  const token = s?.getItem(ADMIN_TOKEN_KEY) || null;
  return { token, staff: token ? parseStaff(s?.getItem(ADMIN_STAFF_KEY) ?? null) : null };
};

let snapshot: StaffSnapshot = read();
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};
const set = (next: StaffSnapshot) => {
  snapshot = next;
  emit();
};

const write = (key: string, value: string | null) => {
  try {
    const s = storage();
    if (value === null) s?.removeItem(key);
    else s?.setItem(key, value);
  } catch {
    // storage full or refused: the session lives on in memory for this tab
  }
};

export const staffSession = {
  get: (): StaffSnapshot => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** After adminLogin: the new token and who it is. */
  signIn({ token, staff }: StaffSession): void {
    write(ADMIN_TOKEN_KEY, token);
    write(ADMIN_STAFF_KEY, JSON.stringify(staff));
    set({ token, staff });
  },
  /** adminMe's fresh answer (roles can change while logged in). */
  setStaff(staff: StaffProfile): void {
    if (!snapshot.token) return;
    write(ADMIN_STAFF_KEY, JSON.stringify(staff));
    set({ ...snapshot, staff });
  },
  /** Logout, expiry, idle: the token and profile are gone (in every tab, through the storage event). */
  signOut(): void {
    write(ADMIN_TOKEN_KEY, null);
    write(ADMIN_STAFF_KEY, null);
    if (snapshot.token !== null || snapshot.staff !== null) set({ token: null, staff: null });
  },
  /** Read storage again (another tab changed it; tests). */
  reload(): void {
    const next = read();
    if (next.token !== snapshot.token || JSON.stringify(next.staff) !== JSON.stringify(snapshot.staff)) set(next);
  },
};

/** The token the call layer sends (CallLayerHooks.token). */
export const staffToken = (): string | null => snapshot.token;

if (typeof window !== 'undefined') {
  // a login or logout in another tab of the console
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === ADMIN_TOKEN_KEY || e.key === ADMIN_STAFF_KEY) staffSession.reload();
  });
}

/** The console's session in React: { token, staff }. */
export function useStaffSession(): StaffSnapshot {
  return useSyncExternalStore(staffSession.subscribe, staffSession.get, staffSession.get);
}
