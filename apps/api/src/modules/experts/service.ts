// Experts (spec 01 §2-§4, §7): the expert lists of /expert, the home page and /channelPolicy, and the
// expert detail. Every list is one query for the page plus one count, and one batched query for the
// category names of the page's rows: no N+1.
//
// Paying for an expert consult (spec 01 §4 "Expert consult", §7; spec 02 §7 expert/listSelf). The consult's
// chat is opened by the payment's paid effect (consult-orders.ts), never by this call, so a chat about a
// paid consult exists only after payment. An open consult with the same expert is answered with msg
// paysuccess and its order number (straight to the chat); a free expert (price 0) opens at once with pass 1
// (the pay-free flag: the chat stays open). Every consult, paid or free, is a consult order
// (consult-orders.ts), listed by expert/listSelf and shown by infoSelf.
import type { Expert, ExpertPayAnswer, Page, PayloadOf } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { paging } from '../../db/paging';
import { DomainError, maskMobileMiddle, toFen, type Clock } from '../../kernel';
import type { PaymentService } from '../payments';
import { listConsultOrders, openFreeConsult, recordUnpaidConsult } from './consult-orders';
import { MSG_EXPERT_MISSING, MSG_EXPERT_OFFLINE, MSG_EXPERT_SELF, MSG_EXPERT_UNBOUND } from './messages';
import { approvedExpert, approvedExpertRow, filteredExperts, memberContact, openConsultOf, recommendedExperts } from './queries';

/** listexpert: approved experts by group, recommend ids and the 问专家 keyword; 20 per page. */
export function listExperts(db: Db, payload: PayloadOf<'listexpert'>): Promise<Page<Expert>> {
  const { industry, field, special, supply, recommendIds, name } = payload;
  return filteredExperts(db, { industry, field, special, supply, recommendIds, name }, paging(payload, 20));
}

/** menu/listexpertMenu: approved experts of the recommend ids, keywords on name, expertise and title; 10 per page. */
export function listExpertsMenu(db: Db, payload: PayloadOf<'listexpertMenu'>): Promise<Page<Expert>> {
  return recommendedExperts(db, { recommendIds: payload.recommendIds, keywords: payload.keywords }, paging(payload, 10));
}

/** menu/expertinfo {id}: one approved expert; unknown → 专家不存在, taken off by the console → 该专家已下线. */
export async function expertDetail(db: Db, id: number): Promise<Expert> {
  const expert = await approvedExpert(db, id);
  if (!expert) throw new DomainError(MSG_EXPERT_MISSING);
  if (expert === 'offline') throw new DomainError(MSG_EXPERT_OFFLINE);
  return expert;
}

/**
 * What a consult request answers: `opens` when the chat opens without a payment (an open consult, or a
 * free expert), which the client reads from msg paysuccess; otherwise a QR payment to show.
 */
export interface ConsultAnswer {
  answer: ExpertPayAnswer;
  opens: boolean;
}

/** expert/expertPay: the caller's consult with an approved expert bound to another member. */
export async function consult(deps: { db: Db; clock: Clock; payments: PaymentService }, userId: number, expertId: number): Promise<ConsultAnswer> {
  const { db, clock } = deps;
  const expert = await approvedExpertRow(db, expertId);
  if (!expert) throw new DomainError(MSG_EXPERT_MISSING);
  if (expert.listed !== 1) throw new DomainError(MSG_EXPERT_OFFLINE);
  if (expert.userId === 0) throw new DomainError(MSG_EXPERT_UNBOUND);
  if (expert.userId === userId) throw new DomainError(MSG_EXPERT_SELF);
  const counterpart = await memberContact(db, expert.userId);
  const toUserName = counterpart ? counterpart.name || maskMobileMiddle(counterpart.mobile) : expert.name;
  const open = await openConsultOf(db, userId, expert.id);
  if (open) return { answer: { order_no: open.orderNo, pass: open.pass === 1 ? 1 : 0, to_user_id: expert.userId, to_user_name: toUserName }, opens: true };

  const amountFen = toFen(expert.price);
  if (!(amountFen > 0)) {
    // free of charge: no payment to wait for; the order (paid, amount 0) and its chat are made once
    const orderNo = await openFreeConsult(db, clock.now(), userId, expert);
    return { answer: { order_no: orderNo, pass: 1, to_user_id: expert.userId, to_user_name: toUserName }, opens: true };
  }
  // the member's one open payment of this expert: a repeated 咨询 answers the same code while it is valid
  const native = await deps.payments.payFor({
    userId,
    subjectKind: 'consult',
    subjectId: expert.id,
    amountFen,
    description: `专家咨询：${expert.name}`,
  });
  await recordUnpaidConsult(db, { orderNo: native.order_no, userId, expertId: expert.id, amountFen, at: clock.now() });
  return { answer: { ...native, pass: 0 }, opens: false };
}

/** expert/listSelf: the caller's consult orders (paid, unpaid and free ones), newest first, 20 a page. */
export function ownConsultOrders(db: Db, userId: number, payload: PayloadOf<'expertOrdersListSelf'>) {
  const { pageSize, offset } = paging(payload, 20);
  return listConsultOrders(db, userId, { isPay: payload.is_pay, pageSize, offset });
}
