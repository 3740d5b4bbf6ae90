// The reviews SQL: a page of a subject's reviews with the reviewers' mobiles, the caller's order and its
// item, and the caller's own review (insert, update, read), with row → Remark. Every statement of a write
// carries `user_id = caller`. The seller's side (评价管理) reads and answers only reviews of products of the
// caller's companies: every statement carries `products.company_id in (those)`.
import type { FileRef, MerchantRemark, MerchantRemarkPage, MerchantRemarkTab, Page, Remark, RemarkCate } from '@ws/api-sdk/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countRows, newestFirst, type Paging } from '../../db/paging';
import { orderItems, orders, products, remarks, users } from '../../db/schema';
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
  reply: r.reply,
  reply_time: displayTime(r.replyTime),
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

// ── the seller's side (评价管理) ────────────────────────────────────────────────────────────────

/** Product reviews of the companies' products (the join to products carries the company filter). */
const ofCompanies = (companyIds: number[]): SQL => and(eq(remarks.xcate, 'product'), inArray(products.companyId, companyIds))!;

const tabFilter = (tab: MerchantRemarkTab): SQL | undefined =>
  tab === 'unreplied' ? eq(remarks.reply, '') : tab === 'replied' ? sql`${remarks.reply} <> ''` : undefined;

const merchantColumns = {
  remark: remarks,
  mobile: users.userMobile,
  productName: products.name,
  productImg: sql<string | null>`${products.fileItems}->0->>'FileUrl'`,
};

type MerchantRow = { remark: RemarkRow; mobile: string; productName: string; productImg: string | null };

const toMerchantRemark = ({ remark: r, mobile, productName, productImg }: MerchantRow): MerchantRemark => ({
  id: r.id,
  product_id: r.xid,
  product_name: productName,
  product_img: productImg ?? '',
  user_mobile: maskMobile(mobile),
  score: Number(r.score).toFixed(1),
  content: r.content,
  file_items: r.fileItems as FileRef[],
  create_time: displayTime(r.createTime),
  reply: r.reply,
  reply_time: displayTime(r.replyTime),
  order_no: r.orderNo,
  item_id: r.itemId,
});

/** One page of the reviews of the companies' products in a tab, newest first, with every tab's count. */
export async function companyRemarkPage(db: Db, companyIds: number[], tab: MerchantRemarkTab, page: Paging): Promise<MerchantRemarkPage> {
  const where = ofCompanies(companyIds);
  const [rows, [n]] = await Promise.all([
    db
      .select(merchantColumns)
      .from(remarks)
      .innerJoin(products, eq(products.id, remarks.xid))
      .innerJoin(users, eq(users.id, remarks.userId))
      .where(and(where, tabFilter(tab)))
      .orderBy(...newestFirst(remarks.createTime, remarks.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db
      .select({ all: sql<number>`count(*)::int`, unreplied: sql<number>`(count(*) filter (where ${remarks.reply} = ''))::int` })
      .from(remarks)
      .innerJoin(products, eq(products.id, remarks.xid))
      .where(where),
  ]);
  const all = n?.all ?? 0;
  const unreplied = n?.unreplied ?? 0;
  const counts = { all, unreplied, replied: all - unreplied };
  return { items: rows.map(toMerchantRemark), total: counts[tab], counts };
}

/** A review of the companies' products by id, or null. */
export async function findCompanyRemark(db: Db, companyIds: number[], id: number): Promise<MerchantRemark | null> {
  const [row] = await db
    .select(merchantColumns)
    .from(remarks)
    .innerJoin(products, eq(products.id, remarks.xid))
    .innerJoin(users, eq(users.id, remarks.userId))
    .where(and(eq(remarks.id, id), ofCompanies(companyIds)))
    .limit(1);
  return row ? toMerchantRemark(row) : null;
}

/**
 * The seller's answer to a review of the companies' products, once: one conditional UPDATE (still without
 * an answer), so two windows or a double click answer it once. False when nothing was changed.
 */
export async function saveReply(db: Db, companyIds: number[], id: number, reply: string, replyTime: string): Promise<boolean> {
  const changed = await db
    .update(remarks)
    .set({ reply, replyTime })
    .where(
      and(
        eq(remarks.id, id),
        eq(remarks.xcate, 'product'),
        eq(remarks.reply, ''),
        inArray(remarks.xid, db.select({ id: products.id }).from(products).where(inArray(products.companyId, companyIds))),
      ),
    )
    .returning({ id: remarks.id });
  return changed.length > 0;
}
