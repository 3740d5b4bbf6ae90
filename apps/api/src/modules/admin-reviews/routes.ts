// 入驻审核 of the operations console (contract admin.ts: adminReviewList, adminReviewInfo,
// adminReviewDecide; 运营 and 超级管理员, checked by the wiring before a handler runs).
import { ADMIN_PAGE_SIZE, MSG_REVIEW_APPROVED, MSG_REVIEW_REJECTED, type admin } from '@ws/api-sdk/contract';
import { paging } from '../../db/paging';
import { ok, type DomainHandlers } from '../../http/handler';
import { decideReview, reviewInfo, reviewList } from './service';

type ReviewCalls = Pick<typeof admin, 'adminReviewList' | 'adminReviewInfo' | 'adminReviewDecide'>;

export const adminReviewsHandlers: DomainHandlers<ReviewCalls> = {
  /** GET /api/admin/reviews/list: one kind's applications of one status, 20 a page. */
  adminReviewList({ db, payload }) {
    return reviewList(db, payload.kind, payload.status, payload.keyword, paging(payload, ADMIN_PAGE_SIZE));
  },

  /** GET /api/admin/reviews/info: one application with everything submitted. */
  adminReviewInfo({ db, payload }) {
    return reviewInfo(db, payload.kind, payload.id);
  },

  /** POST /api/admin/reviews/decide: 通过 or 驳回 (with a reason), audited. */
  async adminReviewDecide({ db, clock, staff, ip, payload }) {
    const detail = await decideReview(db, clock, { staff, ip }, { kind: payload.kind, id: payload.id, action: payload.action, reason: payload.reason });
    return ok(detail, payload.action === 'approve' ? MSG_REVIEW_APPROVED : MSG_REVIEW_REJECTED);
  },
};
