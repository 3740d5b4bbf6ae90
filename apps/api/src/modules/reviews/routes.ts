// Reviews (spec 02 §3 Remark): the product page's comments and experts' ratings, newest first, the
// reviewer's mobile masked after its first 3 digits.
import type { FileRef, Remark, RemarkCate, reviews } from '@ws/api-sdk/contract';
import { and, eq } from 'drizzle-orm';
import { remarks, users } from '../../db/schema';
import type { DomainHandlers } from '../../http/handler';
import { maskMobile } from '../../kernel';
import { countRows, newestFirst, paging } from '../../db/paging';
import { reviewWriteHandlers } from './write-routes';

export const reviewsHandlers: DomainHandlers<typeof reviews> = {
  // writing a review: reviews-write.ts
  ...reviewWriteHandlers,
  /** listremark {xcate, xid, pageSize}: one page of a product's (or an expert's) reviews, 10 by default. */
  async listremark({ db, payload }) {
    const { pageSize, offset } = paging(payload, 10);
    const where = and(eq(remarks.xcate, payload.xcate), eq(remarks.xid, payload.xid));
    const [rows, total] = await Promise.all([
      db
        .select({ remark: remarks, mobile: users.userMobile })
        .from(remarks)
        .innerJoin(users, eq(users.id, remarks.userId))
        .where(where)
        .orderBy(...newestFirst(remarks.createTime, remarks.id))
        .limit(pageSize)
        .offset(offset),
      countRows(db, remarks, where),
    ]);
    const items: Remark[] = rows.map(({ remark: r, mobile }) => ({
      id: r.id,
      user_mobile: maskMobile(mobile),
      create_time: r.createTime.replace('T', ' ').slice(0, 19),
      content: r.content,
      score: Number(r.score).toFixed(1),
      file_items: r.fileItems as FileRef[],
      order_no: r.orderNo,
      xid: r.xid,
      item_id: r.itemId,
      xcate: r.xcate as RemarkCate,
    }));
    return { items, total };
  },
};
