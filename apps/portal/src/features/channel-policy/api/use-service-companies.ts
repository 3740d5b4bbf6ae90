// menu/listcompany {pageNum, pageSize 10, recommendIds, keywords}: 找服务 of /channelPolicy (the service
// providers of the recommend category).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery, PAGE_SIZES, type ListCompanyReq } from '@ws/api-sdk';
import type { ChannelListFilter } from '../lib/channel-params';

export const serviceCompaniesPayload = ({ page, recommendIds, keywords }: ChannelListFilter): ListCompanyReq => {
  const p: ListCompanyReq = { pageNum: page, pageSize: PAGE_SIZES.policy };
  if (recommendIds.length > 0) p.recommendIds = recommendIds;
  if (keywords) p.keywords = keywords;
  return p;
};

export const useServiceCompanies = (f: ChannelListFilter, enabled = true) =>
  useQuery({ ...apiQuery('listcompany', serviceCompaniesPayload(f)), placeholderData: keepPreviousData, enabled });
