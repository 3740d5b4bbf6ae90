// Reviews: product reviews and expert ratings (spec 02 §3 Remark). The product page reads them here; writing
// a review (remark/add …) joins this file with the orders' reviews.
import { ep } from './endpoint-def';
import type { Page } from './envelope';
import type { FileRef } from './entities';
import { fields, id, oneOf, pageFields, type InputOf } from './schema';
import { remarkWriteInput } from './reviews-write';

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
}

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const reviewsInput = /* @__PURE__ */ (() => ({
  listremark: fields({ ...pageFields, xcate: oneOf(REMARK_CATES, 'product'), xid: id() }),
  // writing a review of an order item (remark/add, remark/updateSelf, remark/infoByUser): reviews-write.ts
  ...remarkWriteInput(),
}))();

type In = typeof reviewsInput;
export type ListRemarkReq = InputOf<In['listremark']>;

export const reviews = {
  listremark: ep<In['listremark'], Page<Remark>>()({ method: 'GET', path: '/open/uni/listremark', auth: false }),
  /** remark/add {id, xcate, xid, content, file_items, order_no, item_id, score}: the caller's review of a received order item */
  remarkAdd: ep<In['remarkAdd'], Remark>()({ method: 'POST', path: '/remark/add', auth: true }),
  /** remark/updateSelf: the same fields with id, the caller's own review only */
  remarkUpdateSelf: ep<In['remarkUpdateSelf'], Remark>()({ method: 'POST', path: '/remark/updateSelf', auth: true }),
  /** remark/infoByUser and personal/remarkInfoByUser {xcate, xid, order_no, item_id}: the caller's review, or null */
  remarkInfoByUser: ep<In['remarkInfoByUser'], Remark | null>()({ method: 'GET', path: '/remark/infoByUser', auth: true }),
} as const;
