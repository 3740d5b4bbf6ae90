/**
 * An amount in yuan as every app shows it (spec 02 §9: 2 decimals): ¥, thousands separated by commas, and
 * two decimals ('113' -> '¥113.00', 0.5 -> '¥0.50', 8499915 -> '¥8,499,915.00'): a buyer reads a five-figure
 * order at a glance. '' for '', null, undefined or anything that is not a number (the server sends '' where
 * a visitor may not see a price; the caller says what to show instead).
 */
export function formatYuan(v: string | number | null | undefined): string {
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return '';
  const n = Number(v);
  if (!Number.isFinite(n)) return '';
  const [whole = '0', cents = '00'] = Math.abs(n).toFixed(2).split('.');
  const sign = n < 0 && Number(n.toFixed(2)) !== 0 ? '-' : '';
  return `${sign}¥${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}
