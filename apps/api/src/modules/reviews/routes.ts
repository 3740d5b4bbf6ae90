// The reviews calls: the product page's list (listremark) and writing a review (remark/add,
// remark/updateSelf, remark/infoByUser). The rules are service.ts's.
import { MSG_REVIEW_SAVED, type reviews } from '@ws/api-sdk/contract';
import { ok, type DomainHandlers } from '../../http/handler';
import { MSG_REVIEW_FOUND } from './messages';
import { addReview, listReviews, reviewOf, updateReview } from './service';

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
};
