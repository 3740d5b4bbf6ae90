// The rows of an exported cart (the header, one row per line, the total), and the download itself.
import type { CartItem } from '@ws/api-sdk';
import { fenToYuan, toFen } from '@/shared/product/price';

export const EXPORT_HEADER = ['商品名称', '规格', '供应商', '单价（元，含税）', '数量', '单位', '小计（元）'] as const;

export function exportRows(lines: readonly CartItem[]): (string | number)[][] {
  const total = lines.reduce((n, l) => n + toFen(l.price) * l.amount, 0);
  return [
    [...EXPORT_HEADER],
    ...lines.map((l) => [l.product_name, l.atts_items_names, l.company_name, Number(l.price), l.amount, l.unit, Number(fenToYuan(toFen(l.price) * l.amount))]),
    ['合计', '', '', '', '', '', Number(fenToYuan(total))],
  ];
}

/** Build the workbook (the writer is loaded now, not with the page) and save it as 购物车清单-<date>.xlsx. */
export async function downloadCartXlsx(lines: readonly CartItem[], today = new Date()): Promise<void> {
  const { buildXlsx, XLSX_MIME } = await import('@ws/sheets/xlsx-write');
  const bytes = buildXlsx(exportRows(lines), '购物车');
  const blob = new Blob([bytes as BlobPart], { type: XLSX_MIME });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `购物车清单-${today.getFullYear()}${String(today.getMonth() + 1).padStart(2, '0')}${String(today.getDate()).padStart(2, '0')}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
