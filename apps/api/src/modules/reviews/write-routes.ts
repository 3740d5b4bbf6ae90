// Writing a product review (remark/add, remark/updateSelf, remark/infoByUser; spec 02 §3 Remark, §4): the
// caller reviews an item of their own received order (isconfirm 1), once per order item (the unique index
// of remarks); afterwards the screen is read-only and the review shows on the product page (listremark).
// Every statement carries `user_id = caller`.
import {
  MSG_REVIEW_EXISTS,
  MSG_REVIEW_MISSING,
  MSG_REVIEW_NOT_RECEIVED,
  MSG_REVIEW_SAVED,
  MSG_REVIEW_SUBJECT,
  type FileRef,
  type Remark,
  type RemarkCate,
} from '@ws/api-sdk/contract';
import { and, eq } from 'drizzle-orm';
import { orderItems, remarks } from '../../db/schema';
import { ok, type AuthUser, type Handler } from '../../http/handler';
import { DomainError } from '../../kernel';
import { displayTime, formatChinaTime } from '../../kernel/time';
import { ownOrder } from '../after-sales';
import { maskMobile } from '../../kernel';

type RemarkRow = typeof remarks.$inferSelect;

const toRemark = (r: RemarkRow, user: AuthUser): Remark => ({
  id: r.id,
  user_mobile: maskMobile(user.userMobile),
  create_time: displayTime(r.createTime),
  content: r.content,
  score: Number(r.score).toFixed(1),
  file_items: r.fileItems as FileRef[],
  order_no: r.orderNo,
  xid: r.xid,
  item_id: r.itemId,
  xcate: r.xcate as RemarkCate,
});

/** Half stars from 0.5 to 5 (the spec checks no score): absent or unreadable counts as 5. */
export const toScore = (raw: string): string => {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n)) return '5.0';
  return (Math.min(5, Math.max(0.5, Math.round(n * 2) / 2))).toFixed(1);
};

const remarkAdd: Handler<'remarkAdd'> = async ({ db, clock, user, payload }) => {
  const order = await ownOrder(db, user.id, payload.order_no);
  if (order.isconfirm !== 1) throw new DomainError(MSG_REVIEW_NOT_RECEIVED);
  const [item] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.id, payload.item_id), eq(orderItems.orderId, order.id), eq(orderItems.productId, payload.xid)))
    .limit(1);
  if (!item) throw new DomainError(MSG_REVIEW_SUBJECT);
  const [row] = await db
    .insert(remarks)
    .values({
      userId: user.id,
      xcate: 'product',
      xid: payload.xid,
      itemId: item.id,
      orderNo: order.orderNo,
      content: payload.content,
      score: toScore(payload.score),
      fileItems: payload.file_items,
      createTime: formatChinaTime(clock.now()),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new DomainError(MSG_REVIEW_EXISTS);
  return ok(toRemark(row, user), MSG_REVIEW_SAVED);
};

const remarkUpdateSelf: Handler<'remarkUpdateSelf'> = async ({ db, user, payload }) => {
  const [row] = await db
    .update(remarks)
    .set({ content: payload.content, score: toScore(payload.score), fileItems: payload.file_items })
    .where(and(eq(remarks.id, payload.id), eq(remarks.userId, user.id), eq(remarks.xcate, 'product')))
    .returning();
  if (!row) throw new DomainError(MSG_REVIEW_MISSING);
  return ok(toRemark(row, user), MSG_REVIEW_SAVED);
};

const remarkInfoByUser: Handler<'remarkInfoByUser'> = async ({ db, user, payload }) => {
  const [row] = await db
    .select()
    .from(remarks)
    .where(
      and(
        eq(remarks.userId, user.id),
        eq(remarks.xcate, payload.xcate),
        eq(remarks.xid, payload.xid),
        eq(remarks.orderNo, payload.order_no),
        eq(remarks.itemId, payload.item_id),
      ),
    )
    .limit(1);
  return row ? ok(toRemark(row, user), '获取成功') : null;
};

/** Spread into reviewsHandlers (handlers/reviews.ts). */
export const reviewWriteHandlers = { remarkAdd, remarkUpdateSelf, remarkInfoByUser };
