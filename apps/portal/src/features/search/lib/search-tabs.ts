// /search?val=&tab=&page=: the side menu's five result kinds and where their items lead.
import { CHANNEL_NAMES } from '@ws/api-sdk';

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

const CHANNELS: ReadonlyMap<string, string> = new Map(Object.entries(CHANNEL_NAMES));
/** The name of an article's channel (listarticle answers the channel of each row); '' when unknown. */
export const channelNameOf = (channel: string): string => CHANNELS.get(channel) ?? '';

export interface SearchFilter {
  page: number;
  /** the trimmed keyword ('' lists everything) */
  val: string;
}
