// The reviews SQL: a page of a subject's reviews with the reviewers' mobiles, the caller's order and its
// item, and the caller's own review (insert, update, read), with row → Remark. Every statement of a write
// carries `user_id = caller`.
import type { FileRef, Page, Remark, RemarkCate } from '@ws/api-sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countRows, newestFirst, type Paging } from '../../db/paging';
import { orderItems, orders, remarks, users } from '../../db/schema';
import { maskMobile } from '../../kernel';
import { displayTime } from '../../kernel/time';

type RemarkRow = typeof remarks.$inferSelect;
type NewRemark = typeof remarks.$inferInsert;

/** A stored review (or a consult's rating) as the API shows it, the reviewer's mobile masked after its first 3 digits. */
export const toRemark = (r: RemarkRow, mobile: string): Remark => ({
  id: r.id,
  user_mobile: maskMobile(mobile),
  create_time: displayTime(r.createTime),
  content: r.content,
  score: Number(r.score).toFixed(1),
  file_items: r.fileItems as FileRef[],
  order_no: r.orderNo,
  xid: r.xid,
  item_id: r.itemId,
  xcate: r.xcate as RemarkCate,
});

/** One page of a product's (or an expert's) reviews, newest first, and their total. */
export async function remarkPage(db: Db, xcate: RemarkCate, xid: number, page: Paging): Promise<Page<Remark>> {
  const where = and(eq(remarks.xcate, xcate), eq(remarks.xid, xid));
  const [rows, total] = await Promise.all([
    db
      .select({ remark: remarks, mobile: users.userMobile })
      .from(remarks)
      .innerJoin(users, eq(users.id, remarks.userId))
      .where(where)
      .orderBy(...newestFirst(remarks.createTime, remarks.id))
      .limit(page.pageSize)
      .offset(page.offset),
    countRows(db, remarks, where),
  ]);
  return { items: rows.map(({ remark, mobile }) => toRemark(remark, mobile)), total };
}

/** The caller's order by its number (cancelled ones too), or null. */
export async function findOwnOrder(db: Db, userId: number, orderNo: string) {
  const [row] = await db
    .select({ id: orders.id, orderNo: orders.orderNo, isconfirm: orders.isconfirm })
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The item `itemId` of order `orderId` when it is of product `productId`, or null. */
export async function findOrderItem(db: Db, orderId: number, itemId: number, productId: number) {
  const [item] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)))
    .limit(1);
  return item ?? null;
}

/** Insert a review; null when the caller already reviewed that order item (the unique index). */
export async function insertRemark(db: Db, values: NewRemark, mobile: string): Promise<Remark | null> {
  const [row] = await db.insert(remarks).values(values).onConflictDoNothing().returning();
  return row ? toRemark(row, mobile) : null;
}

/** Change the caller's own product review; null when `id` is none of theirs. */
export async function updateOwnRemark(
  db: Db,
  userId: number,
  id: number,
  set: Pick<NewRemark, 'content' | 'score' | 'fileItems'>,
  mobile: string,
): Promise<Remark | null> {
  const [row] = await db
    .update(remarks)
    .set(set)
    .where(and(eq(remarks.id, id), eq(remarks.userId, userId), eq(remarks.xcate, 'product')))
    .returning();
  return row ? toRemark(row, mobile) : null;
}

/** The caller's review of one order item, or null. */
export async function findOwnRemark(
  db: Db,
  userId: number,
  subject: { xcate: RemarkCate; xid: number; orderNo: string; itemId: number },
  mobile: string,
): Promise<Remark | null> {
  const [row] = await db
    .select()
    .from(remarks)
    .where(
      and(
        eq(remarks.userId, userId),
        eq(remarks.xcate, subject.xcate),
        eq(remarks.xid, subject.xid),
        eq(remarks.orderNo, subject.orderNo),
        eq(remarks.itemId, subject.itemId),
      ),
    )
    .limit(1);
  return row ? toRemark(row, mobile) : null;
}
