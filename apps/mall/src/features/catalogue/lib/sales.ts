// 已售 N on a product card: the figure the 销量 sort orders by, so that a buyer can read the sort. Up to 9999
// as it is; above, in 万 rounded down to one decimal with a '+' (1.2万+), as the big B2B shops print it.
export function formatSales(n: number): string {
  const sold = Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
  if (sold < 10_000) return String(sold);
  const wan = Math.floor(sold / 1_000) / 10;
  return `${wan % 1 === 0 ? wan.toFixed(0) : wan.toFixed(1)}万+`;
}

export const soldText = (n: number): string => `已售 ${formatSales(n)}`;
