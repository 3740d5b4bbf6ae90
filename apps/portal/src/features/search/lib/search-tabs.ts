// /search?val=&tab=&page=: the side menu's five result kinds and where their items lead.

export const SEARCH_TABS = [
  { value: 'policy', label: '看政策' },
  { value: 'expert', label: '问专家' },
  { value: 'company', label: '找服务商' },
  { value: 'service', label: '询服务' },
  { value: 'product', label: '商品搜索' },
] as const;
export type SearchTab = (typeof SEARCH_TABS)[number]['value'];

export const toSearchTab = (v: string): SearchTab => (SEARCH_TABS.some((t) => t.value === v) ? (v as SearchTab) : 'policy');

export const tabLabel = (tab: SearchTab): string => SEARCH_TABS.find((t) => t.value === tab)?.label ?? '';

/** Rows per page of the list tabs (articles, experts, companies) and of the product card grids. */
export const SEARCH_PAGE_SIZE = 10;
export const PRODUCT_PAGE_SIZE = 20;

/** The article channels' names (listarticle answers the channel of each row). */
export const CHANNEL_NAMES: Record<string, string> = {
  policy: '政策解读',
  news: '新闻资讯',
  prevention: '企业防灾',
  case: '风险案例',
  law: '法律法规',
  content: '内容中心',
};

export const expertHref = (id: number) => `/detailInfo?id=${id}&type=1`;
export const companyHref = (id: number) => `/companyDetail?${new URLSearchParams({ key: String(id), currentName: '找服务商' }).toString()}`;
/** the mall's product detail (a full page load, in a new tab) */
export const productHref = (id: number) => `/enableInfo?id=${id}`;

/** ¥x.xx ('' when not a number). */
export const formatPrice = (price: string): string => {
  const n = Number.parseFloat(price);
  return Number.isFinite(n) ? `¥${n.toFixed(2)}` : '';
};

export interface SearchFilter {
  page: number;
  /** the trimmed keyword ('' lists everything) */
  val: string;
}
