import { formatDateTime, formatYuan } from '@ws/ui';

/** A training's price: ¥680.00 (免费 for 0; other text as it is). */
export function priceText(price: string): string {
  const n = Number(price);
  if (price.trim() === '' || !Number.isFinite(n)) return price;
  return n === 0 ? '免费' : formatYuan(n);
}

/** 'YYYY-MM-DD HH:mm:ss' of the start (update_time) and end (end_time). */
export const periodOf = (t: { update_time: string; end_time: string }) => ({ start: formatDateTime(t.update_time), end: formatDateTime(t.end_time) });
