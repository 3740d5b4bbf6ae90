// /channelPolicy's URL: ?channel=policy&recommendId=39 (from the quicknav), &tab=policy|expert|service,
// &keywords=, &page=.
import { toPositiveId } from '@ws/routes';

export const CHANNEL_TABS = [
  { value: 'policy', label: '看政策' },
  { value: 'expert', label: '问专家' },
  { value: 'service', label: '找服务' },
] as const;
export type ChannelTab = (typeof CHANNEL_TABS)[number]['value'];

export const DEFAULT_CHANNEL = 'policy';

export const toTab = (v: string): ChannelTab => (CHANNEL_TABS.some((t) => t.value === v) ? (v as ChannelTab) : 'policy');

export interface ChannelListFilter {
  page: number;
  recommendIds: number[];
  keywords: string;
}

/** The recommend id of the URL (a positive integer), as a list; [] for none. */
export const recommendIdsOf = (v: string): number[] => {
  const id = toPositiveId(v);
  return id === null ? [] : [id];
};
