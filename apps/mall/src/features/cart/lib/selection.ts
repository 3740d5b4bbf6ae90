// The cart's rules on a selection (spec 02 §5): export, delete and share need a chosen line; export takes only
// the lines that reach their minimum order quantity, and refuses when none does; a line below its min_amount
// cannot be chosen, nor one above the stock (which happens only when the stock is below the minimum: the
// server keeps every line at or under the stock otherwise).
import type { CartItem } from '@ws/api-sdk';

export const MSG_EXPORT_NONE = '请选择需要导出的商品';
export const MSG_DELETE_NONE = '请选择需要删除的商品';
export const MSG_SHARE_NONE = '未选择分享的商品';
export const MSG_EXPORT_BELOW_MIN = '购买数据少于最低起购量，不能导出';
export const MSG_CART_EMPTY = '亲，您的购物车为空~';

type Line = Pick<CartItem, 'amount' | 'min_amount'>;

/** Whether a line reaches its minimum purchase (export and quote take only those). */
export const selectable = (l: Line): boolean => l.amount >= Math.max(1, l.min_amount);

/** The line's stock note: 库存仅剩 N 件 once the quantity reaches the stock (the cart holds no more). */
export const stockNote = (l: Pick<CartItem, 'amount' | 'stock'>): string | null => (l.amount >= l.stock ? `库存仅剩 ${Math.max(0, l.stock)} 件` : null);

/** Whether a line may be chosen for checkout: at least its minimum and no more than the stock. */
export const checkoutable = (l: Pick<CartItem, 'amount' | 'min_amount' | 'stock'>): boolean => selectable(l) && l.amount <= l.stock;

/** The quantity the cart keeps when `n` is asked: no more than the stock, never below the minimum. */
export const cappedAmount = (l: Pick<CartItem, 'min_amount' | 'stock'>, n: number): number => Math.max(Math.min(n, l.stock), l.min_amount, 1);

/** The lines to export, or the message that stops the export. */
export function exportLines<T extends Line>(chosen: readonly T[]): { ok: true; lines: T[] } | { ok: false; message: string } {
  if (chosen.length === 0) return { ok: false, message: MSG_EXPORT_NONE };
  const lines = chosen.filter(selectable);
  if (lines.length === 0) return { ok: false, message: MSG_EXPORT_BELOW_MIN };
  return { ok: true, lines };
}
