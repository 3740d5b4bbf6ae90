// Reviews (spec 02 §3 Remark): the product page's comments and experts' ratings, newest first, the
// reviewer's mobile masked after its first 3 digits.
// Writing a product review (remark/add, remark/updateSelf, remark/infoByUser; spec 02 §3 Remark, §4): the
// caller reviews an item of their own received order (isconfirm 1), once per order item (the unique index
// of remarks); afterwards the screen is read-only and the review shows on the product page (listremark).
// Every statement carries `user_id = caller`. The order is looked up here rather than through another
// module: a review needs only the caller's order and whether it was received.
//
// The seller (评价管理): the reviews of the products of the companies the caller owns, and one answer
// (商家回复) per review, which then shows under the review on the product page. Another company's review
// answers 评价不存在; a caller without a company 仅企业用户可访问 (merchantCompanyIds).
import {
  MERCHANT_REMARK_PAGE_SIZE,
  MSG_REPLY_EXISTS,
  MSG_REVIEW_EXISTS,
  MSG_REVIEW_MISSING,
  MSG_REVIEW_NOT_RECEIVED,
  MSG_REVIEW_SUBJECT,
  type MerchantRemark,
  type MerchantRemarkPage,
  type Page,
  type PayloadOf,
  type Remark,
} from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { paging } from '../../db/paging';
import { DomainError } from '../../kernel';
import { formatChinaTime, type Clock } from '../../kernel/time';
import type { AuthUser } from '../account';
import { merchantCompanyIds } from '../merchant';
import { MSG_ORDER_NOT_FOUND } from './messages';
import {
  companyRemarkPage,
  findCompanyRemark,
  findOrderItem,
  findOwnOrder,
  findOwnRemark,
  insertRemark,
  remarkPage,
  saveReply,
  updateOwnRemark,
} from './queries';

/** The reviewer: their id filters every statement, their mobile (masked) shows on the review. */
type Reviewer = Pick<AuthUser, 'id' | 'userMobile'>;

/** Half stars from 0.5 to 5 (the spec checks no score): absent or unreadable counts as 5. */
export const toScore = (raw: string): string => {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n)) return '5.0';
  return (Math.min(5, Math.max(0.5, Math.round(n * 2) / 2))).toFixed(1);
};

/** listremark: one page of a product's (or an expert's) reviews, 10 by default. */
export function listReviews(db: Db, query: PayloadOf<'listremark'>): Promise<Page<Remark>> {
  return remarkPage(db, query.xcate, query.xid, paging(query, 10));
}

/** The caller's own order by its number (cancelled ones too), or 订单不存在. */
async function ownOrder(db: Db, userId: number, orderNo: string) {
  if (!orderNo) throw new DomainError(MSG_ORDER_NOT_FOUND);
  const row = await findOwnOrder(db, userId, orderNo);
  if (!row) throw new DomainError(MSG_ORDER_NOT_FOUND);
  return row;
}

/** remark/add: the caller's review of an item of their received order, once per item. */
export async function addReview(db: Db, clock: Clock, user: Reviewer, req: PayloadOf<'remarkAdd'>): Promise<Remark> {
  const order = await ownOrder(db, user.id, req.order_no);
  if (order.isconfirm !== 1) throw new DomainError(MSG_REVIEW_NOT_RECEIVED);
  const item = await findOrderItem(db, order.id, req.item_id, req.xid);
  if (!item) throw new DomainError(MSG_REVIEW_SUBJECT);
  const added = await insertRemark(
    db,
    {
      userId: user.id,
      xcate: 'product',
      xid: req.xid,
      itemId: item.id,
      orderNo: order.orderNo,
      content: req.content,
      score: toScore(req.score),
      fileItems: req.file_items,
      createTime: formatChinaTime(clock.now()),
    },
    user.userMobile,
  );
  if (!added) throw new DomainError(MSG_REVIEW_EXISTS);
  return added;
}

/** remark/updateSelf: change the caller's own product review, or 评价不存在. */
export async function updateReview(db: Db, user: Reviewer, req: PayloadOf<'remarkUpdateSelf'>): Promise<Remark> {
  const updated = await updateOwnRemark(db, user.id, req.id, { content: req.content, score: toScore(req.score), fileItems: req.file_items }, user.userMobile);
  if (!updated) throw new DomainError(MSG_REVIEW_MISSING);
  return updated;
}

/** remark/infoByUser: the caller's review of one order item, or null. */
export function reviewOf(db: Db, user: Reviewer, req: PayloadOf<'remarkInfoByUser'>): Promise<Remark | null> {
  return findOwnRemark(db, user.id, { xcate: req.xcate, xid: req.xid, orderNo: req.order_no, itemId: req.item_id }, user.userMobile);
}

/** The seller: their id and roles decide which companies' products' reviews they reach. */
type Seller = Pick<AuthUser, 'id' | 'roles'>;

/** 评价管理: a page of the reviews of the caller's companies' products in a tab, 20 by default. */
export async function sellerReviews(db: Db, user: Seller, query: PayloadOf<'merchantRemarkList'>): Promise<MerchantRemarkPage> {
  const mine = await merchantCompanyIds(db, user);
  return companyRemarkPage(db, mine, query.tab, paging(query, MERCHANT_REMARK_PAGE_SIZE));
}

/** 商家回复: the one answer to a review of the caller's companies' products; a second one is refused. */
export async function replyToReview(db: Db, clock: Clock, user: Seller, req: PayloadOf<'merchantRemarkReply'>): Promise<MerchantRemark> {
  const mine = await merchantCompanyIds(db, user);
  const replied = await saveReply(db, mine, req.id, req.reply, formatChinaTime(clock.now()));
  const review = await findCompanyRemark(db, mine, req.id);
  if (!review) throw new DomainError(MSG_REVIEW_MISSING);
  if (!replied) throw new DomainError(MSG_REPLY_EXISTS);
  return review;
}
