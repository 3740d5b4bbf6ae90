// menu/listexpertMenu {pageNum, pageSize 10, recommendIds, keywords}: 问专家 of /channelPolicy.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery, PAGE_SIZES, type ListExpertMenuReq } from '@ws/api-sdk';
import type { ChannelListFilter } from '../lib/channel-params';

export const expertMenuPayload = ({ page, recommendIds, keywords }: ChannelListFilter): ListExpertMenuReq => {
  const p: ListExpertMenuReq = { pageNum: page, pageSize: PAGE_SIZES.expertMenu };
  if (recommendIds.length > 0) p.recommendIds = recommendIds;
  if (keywords) p.keywords = keywords;
  return p;
};

export const useExpertMenu = (f: ChannelListFilter, enabled = true) =>
  useQuery({ ...apiQuery('listexpertMenu', expertMenuPayload(f)), placeholderData: keepPreviousData, enabled });
