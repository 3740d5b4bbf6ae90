// The overview read and 导出订单's paged read (every page until `total` rows are in).
import { useQuery } from '@tanstack/react-query';
import { apiQuery, call, EXPORT_PAGE_SIZE, type ExportOrderRow } from '@ws/api-sdk';

export const useMerchantStats = () => useQuery(apiQuery('merchantStats', {}));

/**
 * All of a period's export rows, EXPORT_PAGE_SIZE per call, pages 1, 2 … until `total` rows are read (or a
 * page comes back empty). `onProgress(read, total)` after each page. A failed page rejects (no partial file).
 */
export async function fetchExportRows(
  start: string,
  end: string,
  onProgress: (read: number, total: number) => void,
  signal?: AbortSignal,
): Promise<ExportOrderRow[]> {
  const rows: ExportOrderRow[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await call('merchantExportOrders', { start, end, pageNum, pageSize: EXPORT_PAGE_SIZE }, { signal });
    rows.push(...page.items);
    const total = Math.max(page.total, 0);
    onProgress(Math.min(rows.length, total), total);
    if (rows.length >= total || page.items.length === 0) return rows.slice(0, total);
  }
}
