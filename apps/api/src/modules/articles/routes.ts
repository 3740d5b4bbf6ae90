// The articles' contract handlers: listarticle, ChannelPolicyList and articleinfo (the rules in service.ts).
import type { articles as articlesContract } from '@ws/api-sdk/contract';
import type { DomainHandlers } from '../../http/handler';
import { articleDetail, channelArticlePage, policyArticlePage } from './service';

export const articlesHandlers: DomainHandlers<typeof articlesContract> = {
  listarticle: ({ db, payload }) => channelArticlePage(db, payload),
  ChannelPolicyList: ({ db, payload }) => policyArticlePage(db, payload),
  articleinfo: ({ db, clock, payload, token }) => articleDetail(db, clock, token, payload.id),
};
