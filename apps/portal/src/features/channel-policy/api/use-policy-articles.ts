// menu/ChannelPolicyList {channel, pageNum, pageSize 10, recommendIds, keywords}: 看政策 of /channelPolicy.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery, PAGE_SIZES, type ChannelPolicyListReq } from '@ws/api-sdk';
import type { ChannelListFilter } from '../lib/channel-params';

export const policyArticlesPayload = ({ page, recommendIds, keywords, channel }: ChannelListFilter & { channel: string }): ChannelPolicyListReq => {
  const p: ChannelPolicyListReq = { channel, pageNum: page, pageSize: PAGE_SIZES.policy };
  if (recommendIds.length > 0) p.recommendIds = recommendIds;
  if (keywords) p.keywords = keywords;
  return p;
};

export const usePolicyArticles = (f: ChannelListFilter & { channel: string }, enabled = true) =>
  useQuery({ ...apiQuery('ChannelPolicyList', policyArticlesPayload(f)), placeholderData: keepPreviousData, enabled });
