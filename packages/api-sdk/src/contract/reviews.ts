// Reviews: product reviews and expert ratings (spec 02 §3 Remark). The product page reads them here; writing
// a review (remark/add …) joins this file with the orders' reviews. The seller answers each review of its
// products once (评价管理, 商家回复); the answer shows under the review wherever the review is shown.
import * as v from 'valibot';
import { ep } from './endpoint-def';
import type { Page } from './envelope';
import type { FileRef } from './entities';
import { fields, id, MSG_BAD_PARAM, oneOf, optOneOf, pageFields, text, type InputOf } from './schema';
import { MSG_REVIEW_MISSING, remarkWriteInput } from './reviews-write';

export const REMARK_CATES = ['product', 'expert'] as const;
export type RemarkCate = (typeof REMARK_CATES)[number];

/** A review or rating (spec 02 §3 Remark). */
export interface Remark {
  id: number;
  /** the reviewer's mobile, masked after its first 3 digits */
  user_mobile: string;
  create_time: string;
  content: string;
  /** half stars 0.5-5, e.g. '4.5' */
  score: string;
  file_items: FileRef[];
  order_no: string;
  xid: number;
  item_id: number;
  xcate: RemarkCate;
  /** the seller's answer (商家回复), '' while none */
  reply: string;
  /** when the seller answered (YYYY-MM-DD HH:mm:ss), '' while none */
  reply_time: string;
}

// ── the seller's side (评价管理) ──────────────────────────────────────────────────────────────

export const MERCHANT_REMARK_TABS = ['all', 'unreplied', 'replied'] as const;
export type MerchantRemarkTab = (typeof MERCHANT_REMARK_TABS)[number];
export const MERCHANT_REMARK_TAB_LABELS: Record<MerchantRemarkTab, string> = { all: '全部', unreplied: '待回复', replied: '已回复' };
export const MERCHANT_REMARK_PAGE_SIZE = 20;
/** The longest 商家回复, in characters. */
export const MAX_REPLY_LENGTH = 500;
export const MSG_REPLY_REQUIRED = '请填写回复内容';
/** One answer per review: a second one (two windows, a double click) gets this. */
export const MSG_REPLY_EXISTS = '该评价已回复';
export const MSG_REPLY_SAVED = '回复成功';

/** A review of one of the caller's companies' products, as the seller's 评价管理 lists it. */
export interface MerchantRemark {
  id: number;
  product_id: number;
  product_name: string;
  /** the product's first image URL, '' when it has none */
  product_img: string;
  /** the reviewer's mobile, masked after its first 3 digits (as the product page shows it) */
  user_mobile: string;
  /** half stars 0.5-5, e.g. '4.5' */
  score: string;
  content: string;
  file_items: FileRef[];
  create_time: string;
  /** the seller's answer, '' while none */
  reply: string;
  reply_time: string;
  order_no: string;
  item_id: number;
}

/** A page of the seller's reviews and how many there are in each tab. */
export interface MerchantRemarkPage extends Page<MerchantRemark> {
  counts: Record<MerchantRemarkTab, number>;
}

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const reviewsInput = /* @__PURE__ */ (() => ({
  listremark: fields({ ...pageFields, xcate: oneOf(REMARK_CATES, 'product'), xid: id() }),
  // writing a review of an order item (remark/add, remark/updateSelf, remark/infoByUser): reviews-write.ts
  ...remarkWriteInput(),
  merchantRemarkList: fields({ ...pageFields, tab: optOneOf(MERCHANT_REMARK_TABS, 'all') }),
  merchantRemarkReply: v.pipe(
    // one character more than allowed is kept, so that a longer reply is refused rather than cut
    fields({ id: id(MSG_REVIEW_MISSING), reply: text(MAX_REPLY_LENGTH + 1) }),
    v.check((input) => input.reply !== '', MSG_REPLY_REQUIRED),
    v.check((input) => [...input.reply].length <= MAX_REPLY_LENGTH, MSG_BAD_PARAM),
  ),
}))();

type In = typeof reviewsInput;
export type ListRemarkReq = InputOf<In['listremark']>;

export const reviews = {
  listremark: ep<In['listremark'], Page<Remark>>()({ method: 'GET', path: '/open/uni/listremark', auth: false, cache: true }),
  /** remark/add {id, xcate, xid, content, file_items, order_no, item_id, score}: the caller's review of a received order item */
  remarkAdd: ep<In['remarkAdd'], Remark>()({ method: 'POST', path: '/remark/add', auth: true }),
  /** remark/updateSelf: the same fields with id, the caller's own review only */
  remarkUpdateSelf: ep<In['remarkUpdateSelf'], Remark>()({ method: 'POST', path: '/remark/updateSelf', auth: true }),
  /** remark/infoByUser and personal/remarkInfoByUser {xcate, xid, order_no, item_id}: the caller's review, or null */
  remarkInfoByUser: ep<In['remarkInfoByUser'], Remark | null>()({ method: 'GET', path: '/remark/infoByUser', auth: true }),
  /** GET /api/merchant/remarks/list {pageNum, pageSize 20, tab all|unreplied|replied}: reviews of the caller's companies' products, newest first */
  merchantRemarkList: ep<In['merchantRemarkList'], MerchantRemarkPage>()({ method: 'GET', path: '/merchant/remarks/list', auth: true }),
  /** POST /api/merchant/remarks/reply {id, reply}: the seller's one answer to a review of its product (回复成功) */
  merchantRemarkReply: ep<In['merchantRemarkReply'], MerchantRemark>()({ method: 'POST', path: '/merchant/remarks/reply', auth: true }),
} as const;
