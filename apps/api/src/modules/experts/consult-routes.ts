// Paying for an expert consult (spec 01 §4 "Expert consult", §7; spec 02 §7 expert/listSelf). The consult's
// chat is opened by the payment's paid effect (services/experts/consult-orders.ts), never by this call, so a chat
// about a paid consult exists only after payment. An open consult with the same expert is answered with
// msg paysuccess and its order number (straight to the chat); a free expert (price 0) opens at once
// with pass 1 (the pay-free flag: the chat stays open). Every consult, paid or free, is a consult order
// (services/experts/consult-orders.ts), listed by expert/listSelf and shown by infoSelf.
import { MSG_PAY_SUCCESS, type experts as expertsContract } from '@ws/api-sdk/contract';
import { and, desc, eq, or } from 'drizzle-orm';
import { chats, experts, users } from '../../db/schema';
import { ok, type DomainHandlers } from '../../http/handler';
import { DomainError, maskMobileMiddle, toFen } from '../../kernel';
import { listConsultOrders, openFreeConsult, recordUnpaidConsult } from './consult-orders';
import { paging } from '../../db/paging';

export const MSG_EXPERT_UNBOUND = '专家未绑定会员';
export const MSG_EXPERT_SELF = '不能咨询自己';
const MSG_EXPERT_MISSING = '专家不存在';

type Consult = Pick<DomainHandlers<typeof expertsContract>, 'expertPay' | 'expertOrdersListSelf'>;


export const consultHandlers: Consult = {
  async expertPay({ db, clock, user, payments: pay, payload }) {
    const [expert] = await db.select().from(experts).where(and(eq(experts.id, payload.expert_id), eq(experts.auditStatus, 1))).limit(1);
    if (!expert) throw new DomainError(MSG_EXPERT_MISSING);
    if (expert.userId === 0) throw new DomainError(MSG_EXPERT_UNBOUND);
    if (expert.userId === user.id) throw new DomainError(MSG_EXPERT_SELF);
    const [counterpart] = await db.select({ name: users.name, mobile: users.userMobile }).from(users).where(eq(users.id, expert.userId)).limit(1);
    const toUserName = counterpart ? counterpart.name || maskMobileMiddle(counterpart.mobile) : expert.name;
    const [open] = await db
      .select({ orderNo: chats.orderNo, pass: chats.pass })
      .from(chats)
      .where(and(eq(chats.kind, 'expert'), eq(chats.userId, user.id), eq(chats.expertId, expert.id), or(eq(chats.isConfirm, 0), eq(chats.pass, 1))))
      .orderBy(desc(chats.id))
      .limit(1);
    if (open) return ok({ order_no: open.orderNo, pass: open.pass === 1 ? 1 : 0, to_user_id: expert.userId, to_user_name: toUserName } as const, MSG_PAY_SUCCESS);

    const amountFen = toFen(expert.price);
    if (!(amountFen > 0)) {
      // free of charge: no payment to wait for; the order (paid, amount 0) and its chat are made once
      const orderNo = await openFreeConsult(db, clock.now(), user.id, expert);
      return ok({ order_no: orderNo, pass: 1, to_user_id: expert.userId, to_user_name: toUserName } as const, MSG_PAY_SUCCESS);
    }
    // the member's one open payment of this expert: a repeated 咨询 answers the same code while it is valid
    const native = await pay.payFor({
      userId: user.id,
      subjectKind: 'consult',
      subjectId: expert.id,
      amountFen,
      description: `专家咨询：${expert.name}`,
    });
    await recordUnpaidConsult(db, { orderNo: native.order_no, userId: user.id, expertId: expert.id, amountFen, at: clock.now() });
    return { ...native, pass: 0 as const };
  },

  /** expert/listSelf: the caller's consult orders (paid, unpaid and free ones), newest first, 20 a page. */
  async expertOrdersListSelf({ db, user, payload }) {
    const { pageSize, offset } = paging(payload, 20);
    return listConsultOrders(db, user.id, { isPay: payload.is_pay, pageSize, offset });
  },
};
