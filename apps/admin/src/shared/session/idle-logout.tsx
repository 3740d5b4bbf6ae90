import { useEffect, useRef } from 'react';
import { STAFF_IDLE_MINUTES } from '@ws/api-sdk';
import { useEndSession } from './end-session';
import { useStaffSession } from './staff-session';

/** How long the console stays logged in without any input (the server ends the token after as long without a call). */
export const STAFF_IDLE_MS = STAFF_IDLE_MINUTES * 60_000;
/** The last input in any tab of the console (ms since the epoch), so a forgotten tab does not log out a busy one. */
export const ADMIN_ACTIVE_KEY = 'adminLastActive';
/** The shared mark is written at most this often. */
const SHARE_EVERY_MS = 15_000;
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove', 'scroll'] as const;

const readShared = (): number => {
  try {
    const v = Number(window.localStorage.getItem(ADMIN_ACTIVE_KEY));
    return Number.isFinite(v) ? v : 0;
  } catch {
    return 0;
  }
};
const writeShared = (at: number) => {
  try {
    window.localStorage.setItem(ADMIN_ACTIVE_KEY, String(at));
  } catch {
    // this tab's own mark still counts
  }
};

/** Milliseconds left before the session counts as idle, from the last input here and in the other tabs. */
export const msUntilIdle = (lastHere: number, lastShared: number, now: number, limit = STAFF_IDLE_MS): number =>
  Math.max(0, Math.max(lastHere, lastShared) + limit - now);

/**
 * Logs the console out after 30 minutes without input (a timer reset on input, in any of its tabs), so a
 * screen left open does not go on showing data; the server ends the token by itself after as long.
 */
export function IdleLogout() {
  const { token } = useStaffSession();
  const end = useEndSession();
  const latest = useRef(end);
  useEffect(() => {
    latest.current = end;
  });
  useEffect(() => {
    if (!token) return;
    let lastHere = Date.now();
    let shared = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const mark = () => {
      lastHere = Date.now();
      if (lastHere - shared >= SHARE_EVERY_MS) {
        shared = lastHere;
        writeShared(lastHere);
      }
    };
    const check = () => {
      clearTimeout(timer);
      const left = msUntilIdle(lastHere, readShared(), Date.now());
      if (left === 0) {
        void latest.current('idle');
        return;
      }
      timer = setTimeout(check, left);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    mark();
    timer = setTimeout(check, STAFF_IDLE_MS);
    for (const e of ACTIVITY) window.addEventListener(e, mark, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      for (const e of ACTIVITY) window.removeEventListener(e, mark, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [token]);
  return null;
}
