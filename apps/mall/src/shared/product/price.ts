// Prices as the mall shows them (spec 02 §9: 2 decimals, tax included): ¥ and two decimals (formatYuan of
// @ws/ui). The server sends '' to visitors (prices need a login), which shows as nothing; callers say how to
// see prices instead.
import { formatYuan } from '@ws/ui';

/** '¥35.00' or '¥35.00 - ¥60.00' for a range; '' without prices. */
export function formatPriceRange(min: string, max: string): string {
  const a = formatYuan(min);
  const b = formatYuan(max);
  if (!a) return '';
  return !b || a === b ? a : `${a} - ${b}`;
}

/** Money in fen (integer), so sums of many lines never drift: '35.10' -> 3510. */
export const toFen = (value: string | number): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
};

/** fen -> '35.10' */
export const fenToYuan = (fen: number): string => (fen / 100).toFixed(2);

/** What a visitor reads where a price would be (spec 02 §1: prices only when logged in). */
export const LOGIN_FOR_PRICE = '登录后查看价格';
