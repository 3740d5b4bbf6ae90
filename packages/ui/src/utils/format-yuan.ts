/**
 * An amount in yuan as both apps show it (spec 02 §9: 2 decimals): ¥ and two decimals ('113' -> '¥113.00',
 * 0.5 -> '¥0.50'). '' for '', null, undefined or anything that is not a number (the server sends '' where a
 * visitor may not see a price; the caller says what to show instead).
 */
export function formatYuan(v: string | number | null | undefined): string {
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return '';
  const n = Number(v);
  return Number.isFinite(n) ? `¥${n.toFixed(2)}` : '';
}
