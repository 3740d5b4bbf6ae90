// The experts' contract handlers: the expert lists and detail, and paying for a consult (expertPay answers
// msg paysuccess when the chat opens without a payment). The rules are in service.ts.
import { MSG_PAY_SUCCESS, type experts as expertsContract } from '@ws/api-sdk/contract';
import { ok, type DomainHandlers } from '../../http/handler';
import { consult, expertDetail, listExperts, listExpertsMenu, ownConsultOrders } from './service';

export const expertsHandlers: DomainHandlers<typeof expertsContract> = {
  listexpert: ({ db, payload }) => listExperts(db, payload),
  listexpertMenu: ({ db, payload }) => listExpertsMenu(db, payload),
  expertinfo: ({ db, payload }) => expertDetail(db, payload.id),

  async expertPay({ db, clock, user, payments, payload }) {
    const { answer, opens } = await consult({ db, clock, payments }, user.id, payload.expert_id);
    return opens ? ok(answer, MSG_PAY_SUCCESS) : answer;
  },

  expertOrdersListSelf: ({ db, user, payload }) => ownConsultOrders(db, user.id, payload),
};
