/** Where a breadcrumb's middle entry leads, for the lists that open the company detail. */
export const CRUMB_TARGETS: Record<string, string> = {
  推荐: '/recommend',
  推荐服务商: '/recommend',
  入驻企业: '/listcompany',
};

/** A price as ¥x.xx ('' for a value that is not a number). */
export const formatPrice = (price: string | number): string => {
  const n = typeof price === 'number' ? price : Number.parseFloat(price);
  return Number.isFinite(n) ? `¥${n.toFixed(2)}` : '';
};
