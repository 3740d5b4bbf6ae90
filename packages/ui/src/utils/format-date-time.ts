const pad = (n: number) => String(n).padStart(2, '0');

// 2024-05-01, 2024-5-1 10:00, 2024/05/01 10:00:00 (no zone: local time, parsed the same in every browser)
const LOCAL = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;

const toDate = (v: string | number | Date): Date | null => {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return null;
    // Unix seconds (10 digits) or milliseconds
    return new Date(Math.abs(v) < 1e11 ? v * 1000 : v);
  }
  const s = v.trim();
  if (s === '') return null;
  if (/^\d+$/.test(s)) return toDate(Number(s));
  const m = LOCAL.exec(s);
  if (m) {
    const [, y, mo, d, h = '0', mi = '0', se = '0'] = m;
    const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(se));
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const date = new Date(s);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * A date as YYYY-MM-DD HH:mm:ss in local time (spec: dates are displayed as YYYY-MM-DD HH:mm:ss).
 * Accepts a Date, an ISO or "YYYY-MM-DD HH:mm[:ss]" string, or a Unix timestamp (seconds or ms).
 * Empty input gives ''; text that is not a date is returned unchanged.
 */
export function formatDateTime(v: string | number | Date | null | undefined): string {
  if (v === null || v === undefined || v === '') return '';
  const d = toDate(v);
  if (!d) return typeof v === 'string' ? v : '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
