// The consult's paid effect: a paid consult order opens its chat with the expert (spec 02 §4: a consult
// chat exists only after payment). Runs inside the transaction that marks the payment paid, once per
// order; the unique order number of expert chats makes a second run change nothing anyway.
import { eq } from 'drizzle-orm';
import { chats, experts } from '../../db/schema';
import { formatChinaTime } from '../../kernel/time';
import type { PaidEffect } from '../payments';

export const openConsultChat: PaidEffect = async (tx, payment) => {
  const [expert] = await tx.select({ id: experts.id, userId: experts.userId }).from(experts).where(eq(experts.id, payment.subjectId)).limit(1);
  // an expert unbound after the order was made has nobody to answer: the order stays paid (and listed),
  // staff sort it out; there is no chat to open
  if (!expert || expert.userId === 0 || expert.userId === payment.userId) return;
  const at = formatChinaTime(payment.paidAt);
  await tx
    .insert(chats)
    .values({ kind: 'expert', userId: payment.userId, toUserId: expert.userId, orderNo: payment.orderNo, expertId: expert.id, createTime: at, updateTime: at })
    .onConflictDoNothing();
};
