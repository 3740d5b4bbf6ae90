// Price inquiries (spec 01 §5, §7 "Inquiry"): the contract's inquiry handlers; the rules (who reads which
// inquiry, the 90-day answer, the 比价表) are in service.ts.
import { MSG_INQUIRY_DONE, MSG_QUOTE_DONE, type inquiries as inquiriesContract } from '@ws/api-sdk/contract';
import { paging } from '../../db/paging';
import { ok, type DomainHandlers } from '../../http/handler';
import { addInquiry, answerInquiry, compare, inquiryDetail, listOwn, listReceived } from './service';

export const inquiriesHandlers: DomainHandlers<typeof inquiriesContract> = {
  async inquiryAdd({ db, clock, user, payload }) {
    return ok(await addInquiry(db, clock, user.id, payload), MSG_INQUIRY_DONE);
  },

  async inquiryList({ db, clock, user, payload }) {
    return listOwn(db, clock, user.id, paging(payload, 20));
  },

  async inquiryDetails({ db, clock, user, payload }) {
    return inquiryDetail(db, clock, user.id, payload.id);
  },

  async inquiryReceivedList({ db, clock, user, payload }) {
    return listReceived(db, clock, user.id, paging(payload, 20));
  },

  async inquiryQuote({ db, clock, user, payload }) {
    return ok({ valid_until: await answerInquiry(db, clock, user.id, payload) }, MSG_QUOTE_DONE);
  },

  async inquiryCompare({ db, clock, user, payload }) {
    return compare(db, clock, user.id, payload.id);
  },
};
