// The reviews calls: the product page's list (listremark), writing a review (remark/add,
// remark/updateSelf, remark/infoByUser) and the seller's 评价管理 (merchant/remarks/list, /reply). The rules
// are service.ts's.
import { MSG_REPLY_SAVED, MSG_REVIEW_SAVED, type reviews } from '@ws/api-sdk/contract';
import { ok, type DomainHandlers } from '../../http/handler';
import { MSG_REVIEW_FOUND } from './messages';
import { addReview, listReviews, replyToReview, reviewOf, sellerReviews, updateReview } from './service';

export const reviewsHandlers: DomainHandlers<typeof reviews> = {
  /** listremark {xcate, xid, pageSize}: one page of a product's (or an expert's) reviews, 10 by default. */
  async listremark({ db, payload }) {
    return listReviews(db, payload);
  },

  async remarkAdd({ db, clock, user, payload }) {
    return ok(await addReview(db, clock, user, payload), MSG_REVIEW_SAVED);
  },

  async remarkUpdateSelf({ db, user, payload }) {
    return ok(await updateReview(db, user, payload), MSG_REVIEW_SAVED);
  },

  async remarkInfoByUser({ db, user, payload }) {
    const review = await reviewOf(db, user, payload);
    return review ? ok(review, MSG_REVIEW_FOUND) : null;
  },

  async merchantRemarkList({ db, user, payload }) {
    return sellerReviews(db, user, payload);
  },

  async merchantRemarkReply({ db, clock, user, payload }) {
    return ok(await replyToReview(db, clock, user, payload), MSG_REPLY_SAVED);
  },
};
