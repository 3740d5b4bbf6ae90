/** The server's notion of "now": injectable so tests can move time (code expiry, rate limits, tokens). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export class ManualClock implements Clock {
  private t: number;
  constructor(start: Date | string | number = '2026-06-01T08:00:00+08:00') {
    this.t = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.t);
  }
  set(at: Date | string | number): void {
    this.t = new Date(at).getTime();
  }
  advance(ms: number): void {
    this.t += ms;
  }
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const DAY = 24 * 60 * MINUTE;

export const addMs = (d: Date, ms: number) => new Date(d.getTime() + ms);

const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-DD HH:mm:ss' in China time (UTC+8, no daylight saving), the spec's display format. */
export function formatChinaTime(d: Date): string {
  const c = new Date(d.getTime() + 8 * 60 * MINUTE);
  return `${c.getUTCFullYear()}-${pad(c.getUTCMonth() + 1)}-${pad(c.getUTCDate())} ${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}:${pad(c.getUTCSeconds())}`;
}

/** A stored display timestamp ('2026-03-01 09:30:00' or with a 'T' / fraction) as 'YYYY-MM-DD HH:mm:ss'. */
export const displayTime = (value: string | null | undefined): string => (value ? value.replace('T', ' ').slice(0, 19) : '');

/**
 * Runs `pass` every `intervalMs`, never two at once in this process (a slow pass does not stack up) and
 * without keeping the process alive; a failure goes to `onError`. Answers a stop function.
 */
export function everyInterval(pass: () => Promise<unknown>, intervalMs: number, onError: (err: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pass()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
