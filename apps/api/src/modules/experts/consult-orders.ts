// Consult orders (db/schema/experts.ts): every expert consult, paid or free, is one order the buyer finds in
// /MyExpertChatOrders and in /infoSelf. A paid one is recorded unpaid beside its QR payment and marked paid
// by the payment's paid effect (which opens the chat in the same transaction); a free one is recorded paid,
// amount 0, together with its chat, once per member and expert.
import type { ConsultOrderInfo, ConsultOrderStatus, ExpertOrder } from '@ws/api-sdk/contract';
import { and, count, desc, eq, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chats, consultOrders, experts, users } from '../../db/schema';
import { fenToYuan, newOrderNo } from '../../kernel';
import { openConsultChat } from '../chat';
import { formatChinaTime } from '../../kernel/time';
import { refundAll, type PaidEffect } from '../payments';


/** The unpaid order beside a new QR payment of a consult (same order number). */
export async function recordUnpaidConsult(db: Db, o: { orderNo: string; userId: number; expertId: number; amountFen: number; at: Date }): Promise<void> {
  await db
    .insert(consultOrders)
    .values({ orderNo: o.orderNo, userId: o.userId, expertId: o.expertId, amountFen: o.amountFen, ispay: 0, pass: 0, createdAt: o.at })
    .onConflictDoNothing();
}

/**
 * The consult's paid effect: the order becomes paid and its chat opens, in the payment's transaction. An
 * order missing here (a payment made before consult orders were recorded) is recorded now, already paid.
 * A member has one consult with an expert open at a time (expertPay answers it instead of a new code): a
 * payment that arrives while another of theirs already opened one (an older code paid late, or two codes
 * paid at once) changes nothing and is refunded. The payer's row lock makes two such payments take turns.
 */
export const consultPaidEffect: PaidEffect = async (tx, payment) => {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, payment.userId)).for('update');
  const [open] = await tx
    .select({ id: chats.id })
    .from(chats)
    .where(
      and(
        eq(chats.kind, 'expert'),
        eq(chats.userId, payment.userId),
        eq(chats.expertId, payment.subjectId),
        ne(chats.orderNo, payment.orderNo),
        or(eq(chats.isConfirm, 0), eq(chats.pass, 1)),
      ),
    )
    .limit(1);
  if (open) return refundAll(payment, 'duplicate');
  await tx
    .insert(consultOrders)
    .values({
      orderNo: payment.orderNo,
      userId: payment.userId,
      expertId: payment.subjectId,
      amountFen: payment.amountFen,
      ispay: 1,
      pass: 0,
      createdAt: payment.paidAt,
      paidAt: payment.paidAt,
    })
    .onConflictDoUpdate({ target: consultOrders.orderNo, set: { ispay: 1, paidAt: payment.paidAt } });
  await openConsultChat(tx, payment);
};


/**
 * A free consultation with an expert (price 0): its order (paid, amount 0, pass 1) and its chat, made once.
 * Two requests at once: the partial unique index (one free order per member and expert) makes the second
 * insert wait for the first and then do nothing; it answers the order the first one made.
 */
export async function openFreeConsult(db: Db, now: Date, userId: number, expert: { id: number; userId: number }): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const orderNo = await db.transaction(async (tx) => {
      const [made] = await tx
        .insert(consultOrders)
        .values({ orderNo: newOrderNo(now), userId, expertId: expert.id, amountFen: 0, ispay: 1, pass: 1, createdAt: now, paidAt: now })
        .onConflictDoNothing()
        .returning({ orderNo: consultOrders.orderNo });
      const [order] = made
        ? [made]
        : await tx
            .select({ orderNo: consultOrders.orderNo })
            .from(consultOrders)
            .where(and(eq(consultOrders.userId, userId), eq(consultOrders.expertId, expert.id), eq(consultOrders.pass, 1)))
            .limit(1);
      // neither made nor found: the random order number was taken by another order; try another one
      if (!order) return null;
      const at = formatChinaTime(now);
      // the chat of the order (kept when it exists: one chat per consult order number)
      await tx
        .insert(chats)
        .values({ kind: 'expert', userId, toUserId: expert.userId, orderNo: order.orderNo, expertId: expert.id, pass: 1, createTime: at, updateTime: at })
        .onConflictDoNothing();
      return order.orderNo;
    });
    if (orderNo) return orderNo;
  }
  throw new Error('no free consult order number');
}

const selection = {
  id: consultOrders.id,
  orderNo: consultOrders.orderNo,
  ispay: consultOrders.ispay,
  pass: consultOrders.pass,
  amountFen: consultOrders.amountFen,
  createdAt: consultOrders.createdAt,
  paidAt: consultOrders.paidAt,
  expertId: consultOrders.expertId,
  expertName: experts.name,
  expertUserId: experts.userId,
  chatTo: chats.toUserId,
  isConfirm: chats.isConfirm,
};

const joined = (db: Db) =>
  db
    .select(selection)
    .from(consultOrders)
    .leftJoin(experts, eq(experts.id, consultOrders.expertId))
    .leftJoin(chats, and(eq(chats.kind, 'expert'), eq(chats.orderNo, consultOrders.orderNo)));
type Row = Awaited<ReturnType<typeof joined>>[number];

const toExpertOrder = (r: Row): ExpertOrder => ({
  id: r.id,
  expert_id: r.expertId,
  expert_name: r.expertName ?? '',
  order_no: r.orderNo,
  create_time: formatChinaTime(r.createdAt),
  total_price: fenToYuan(r.amountFen),
  ispay: r.ispay === 1 ? 1 : 0,
  to_user_id: r.chatTo ?? r.expertUserId ?? 0,
  is_confirm: r.isConfirm === null ? null : r.isConfirm === 1 ? 1 : 0,
});

/** expert/listSelf: the caller's consult orders, newest first; isPay 1 paid, 0 unpaid, -1 all. */
export async function listConsultOrders(db: Db, userId: number, q: { isPay: number; pageSize: number; offset: number }) {
  const filters: (SQL | undefined)[] = [eq(consultOrders.userId, userId)];
  if (q.isPay === 0 || q.isPay === 1) filters.push(eq(consultOrders.ispay, q.isPay));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    joined(db).where(where).orderBy(desc(consultOrders.id)).limit(q.pageSize).offset(q.offset),
    db.select({ n: count() }).from(consultOrders).where(where),
  ]);
  return { items: rows.map(toExpertOrder), total: Number(total?.n ?? 0) };
}

const statusOf = (r: Row): ConsultOrderStatus => (r.ispay !== 1 ? '待付款' : r.isConfirm === 1 && r.pass !== 1 ? '咨询已结束' : '咨询中');

/** The caller's own consult order of that number (infoSelf); null when it is not a consult order of theirs. */
export async function consultOrderInfo(db: Db, userId: number, orderNo: string): Promise<ConsultOrderInfo | null> {
  const [r] = await joined(db)
    .where(and(eq(consultOrders.orderNo, orderNo), eq(consultOrders.userId, userId)))
    .limit(1);
  if (!r) return null;
  return {
    ...toExpertOrder(r),
    order_cate: 'expert',
    status: statusOf(r),
    pay_time: r.paidAt ? formatChinaTime(r.paidAt) : '',
    pass: r.pass === 1 ? 1 : 0,
    to_user_name: r.expertName ?? '',
  };
}
