import { useEffect, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Longest wait for an idle moment once the page has loaded. */
export const AFTER_LOAD_IDLE_TIMEOUT_MS = 3000;

/**
 * True once the page has loaded (window `load`) and the browser has then been idle: what moves by
 * itself (the tickers, the side ads) starts only then, so its updates are not long tasks in the middle
 * of the first load.
 */
export function useAfterLoad(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done) return;
    const w = window as IdleWindow;
    let idleId: number | undefined;
    let timer: number | undefined;
    const finish = () => setDone(true);
    const afterLoad = () => {
      if (w.requestIdleCallback) idleId = w.requestIdleCallback(finish, { timeout: AFTER_LOAD_IDLE_TIMEOUT_MS });
      else timer = window.setTimeout(finish, 0);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      if (idleId !== undefined) w.cancelIdleCallback?.(idleId);
      window.clearTimeout(timer);
    };
  }, [done]);
  return done;
}
