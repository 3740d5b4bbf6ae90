// The server's times are 'YYYY-MM-DD HH:mm:ss' in China time (UTC+8), whatever the visitor's time zone.

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The instant (ms since the epoch) of a server time, or null when it cannot be read. */
export function chinaTimeMs(text: string | null | undefined): number | null {
  const m = DATE_TIME.exec(text?.trim() ?? '');
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((v) => (v === undefined ? undefined : Number(v))) as number[];
  return Date.UTC(y!, mo! - 1, d!, h, mi, s) - CHINA_OFFSET_MS;
}

/** Whether a server time has passed (an unreadable time has not). */
export const hasPassed = (text: string | null | undefined, now: number = Date.now()): boolean => {
  const at = chinaTimeMs(text);
  return at !== null && at <= now;
};
