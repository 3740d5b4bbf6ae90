// The cart's rules on a selection (spec 02 §5): export, delete and share need a chosen line; export takes only
// the lines that reach their minimum order quantity, and refuses when none does; a line below its min_amount
// cannot be chosen.
import type { CartItem } from '@ws/api-sdk';

export const MSG_EXPORT_NONE = '请选择需要导出的商品';
export const MSG_DELETE_NONE = '请选择需要删除的商品';
export const MSG_SHARE_NONE = '未选择分享的商品';
export const MSG_EXPORT_BELOW_MIN = '购买数据少于最低起购量，不能导出';
export const MSG_CART_EMPTY = '亲，您的购物车为空~';

type Line = Pick<CartItem, 'amount' | 'min_amount'>;

/** Whether a line may be chosen (its checkbox is enabled). */
export const selectable = (l: Line): boolean => l.amount >= Math.max(1, l.min_amount);

/** The lines to export, or the message that stops the export. */
export function exportLines<T extends Line>(chosen: readonly T[]): { ok: true; lines: T[] } | { ok: false; message: string } {
  if (chosen.length === 0) return { ok: false, message: MSG_EXPORT_NONE };
  const lines = chosen.filter(selectable);
  if (lines.length === 0) return { ok: false, message: MSG_EXPORT_BELOW_MIN };
  return { ok: true, lines };
}
