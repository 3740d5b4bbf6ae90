// The articles' contract handlers: listarticle, ChannelPolicyList and articleinfo (the rules in service.ts).
import type { articles as articlesContract } from '@ws/api-sdk/contract';
import type { DomainHandlers } from '../../http/handler';
import { articleDetail, channelArticlePage, policyArticlePage } from './service';

export const articlesHandlers: DomainHandlers<typeof articlesContract> = {
  listarticle: ({ db, clock, payload }) => channelArticlePage(db, clock, payload),
  ChannelPolicyList: ({ db, clock, payload }) => policyArticlePage(db, clock, payload),
  articleinfo: ({ db, clock, payload, token }) => articleDetail(db, clock, token, payload.id),
};
