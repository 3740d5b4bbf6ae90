/** /companyDetail?key={id}&currentName={where the user came from} (spec 01 §2). */
export const companyDetailHref = (id: number, currentName: string) =>
  `/companyDetail?${new URLSearchParams({ key: String(id), currentName }).toString()}`;

/** The inquiry screen for a company: /inquiry?company_id={id}&company_name={name}. */
export const inquiryHref = (id: number, name: string) =>
  `/inquiry?${new URLSearchParams({ company_id: String(id), company_name: name }).toString()}`;

/** A positive integer id from a query value, else null. */
export const parseId = (v: string | null | undefined): number | null => {
  if (!v || !/^\d{1,9}$/.test(v.trim())) return null;
  const n = Number(v.trim());
  return n > 0 ? n : null;
};

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
