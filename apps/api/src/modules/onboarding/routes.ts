// Onboarding (spec 01 §5 "Enterprise registration", "Company join", "Expert join", §7 Onboarding; spec 02 §5
// "Enterprise join", §7 "Enterprise join and uploads"): enterprise registration (a new account and its
// enterprise record), supplier onboarding, the personal centre's enterprise upgrade, expert join, and the
// caller's own companies. The rules and what only the database knows are checked in service.ts.
import { MSG_BAD_PARAM, type onboarding as onboardingContract } from '@ws/api-sdk/contract';
import { ok, type DomainHandlers } from '../../http/handler';
import { paging } from '../../db/paging';
import { DomainError } from '../../kernel';
import { reviewProduct } from '../listings';
import { MSG_EXPERT_SUBMITTED, MSG_REGISTERED, MSG_REVIEW_DONE, MSG_SUBMITTED } from './messages';
import {
  applyAsExpert,
  companiesOf,
  companyOf,
  enterpriseRecordOf,
  expertApplication,
  joinAsSupplier,
  registerEnterprise,
  reviewRecord,
  upgradeToEnterprise,
} from './service';

export const onboardingHandlers: DomainHandlers<typeof onboardingContract> = {
  /** join/join2Usre: a new account and its enterprise record, under review. */
  async joinRegister({ db, clock, payload }) {
    return ok({ id: await registerEnterprise(db, clock, payload) }, MSG_REGISTERED);
  },

  /** join/join: a supplier onboarding, or the re-submit of the caller's rejected company. */
  async companyJoin({ db, clock, user, payload }) {
    return ok({ id: await joinAsSupplier(db, clock, user.id, payload) }, MSG_SUBMITTED);
  },

  /** join/listByUser: the caller's companies, newest first. */
  companyListByUser({ db, user, payload }) {
    return companiesOf(db, user.id, payload.kind, payload.keywords, paging(payload, 20));
  },

  /** {id}: one of the caller's companies with every join field. */
  companyInfoByUser({ db, user, payload }) {
    return companyOf(db, user.id, payload.id);
  },

  /** join/infoByUserId: the caller's enterprise record. */
  company2InfoByUserId({ db, user }) {
    return enterpriseRecordOf(db, user.id);
  },

  /** join/joinUser: the caller's enterprise upgrade, new or re-submitted. */
  async company2Join({ db, clock, user, payload }) {
    return ok({ id: await upgradeToEnterprise(db, clock, user.id, payload) }, MSG_SUBMITTED);
  },

  /** expert/join: the caller's expert application. */
  async expertJoin({ db, clock, user, payload }) {
    return ok({ id: await applyAsExpert(db, clock, user.id, payload) }, MSG_EXPERT_SUBMITTED);
  },

  /** The caller's expert application. */
  expertInfoByUser({ db, user }) {
    return expertApplication(db, user.id);
  },

  /** Demo only (devOnly: off in production, this machine only): what the review CLI does. */
  async devReview({ db, payload }) {
    const kind = payload.kind;
    const action = payload.action === 'approve' || payload.action === 'reject' ? payload.action : null;
    if (!action) throw new DomainError(MSG_BAD_PARAM);
    if (kind === 'product') await reviewProduct(db, payload.id, action, payload.remark);
    else await reviewRecord(db, kind, payload.id, action, payload.remark);
    return ok(null, MSG_REVIEW_DONE);
  },
};
