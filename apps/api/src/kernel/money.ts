// Money on the server is whole fen (分) in integers; the wire and the spec show yuan with 2 decimals.
import { TAX_RATE_PERCENT } from '@ws/api-sdk/contract';

/** fen of a yuan amount as stored (numeric(12,2) text '35.00', '35.5', '35') or a number; NaN for anything else. */
export function toFen(price: string | number): number {
  const s = typeof price === 'number' ? price.toFixed(2) : String(price).trim();
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** yuan with 2 decimals ('39.50'), exact for any whole number of fen. */
export const fenToYuan = (fen: number): string => {
  const sign = fen < 0 ? '-' : '';
  const a = Math.abs(Math.round(fen));
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
};

/** The tax included in a tax-included amount: amount × 13 / 113, rounded to the fen. */
export const includedTaxFen = (fen: number): number => Math.round((fen * TAX_RATE_PERCENT) / (100 + TAX_RATE_PERCENT));
