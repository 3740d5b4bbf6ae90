// Yuan amounts as the merchant types them (同意退款's partial amount): digits, at most 2 decimals, above zero,
// compared in fen so that 0.1 + 0.2 never matters.
import { MSG_AFTER_SALES_REFUND_OVER } from '@ws/api-sdk';

const YUAN = /^\d{1,7}(?:\.\d{1,2})?$/;

/** '35.10' -> 3510; null when it is not a yuan amount with at most 2 decimals. */
export function yuanToFen(text: string): number | null {
  const t = text.trim();
  if (!YUAN.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

export const MSG_REFUND_AMOUNT = '请填写正确的退款金额（最多两位小数）';

/** The error of a partial refund amount, or null when it may be sent (at most `paid`). */
export function refundAmountError(text: string, paid: string): string | null {
  const fen = yuanToFen(text);
  if (fen === null || fen <= 0) return MSG_REFUND_AMOUNT;
  const max = yuanToFen(paid) ?? Math.round(Number(paid) * 100);
  if (fen > max) return MSG_AFTER_SALES_REFUND_OVER;
  return null;
}

/** The amount as the server takes it: '35' -> '35.00'. */
export const normalYuan = (text: string): string => ((yuanToFen(text) ?? 0) / 100).toFixed(2);
