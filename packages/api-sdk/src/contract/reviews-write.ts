// The request schemas of writing a review (remark/add, remark/updateSelf, remark/infoByUser), merged into
// reviewsInput (reviews.ts). Product reviews only: the expert rating after a consultation is the chat's own
// call. Content is required (评价内容不能为空); the score has no check in the spec: half stars from 0.5 to 5,
// anything else is rounded into that range by the server, an absent one counts as 5.
import * as v from 'valibot';
import { reviewRules } from '@ws/validators';
import { fields, id, oneOf, optId, optText, rules, text, uploadedFiles, type InputOf } from './schema';

export const MAX_REVIEW_FILES = 9;
export const MSG_REVIEW_SUBJECT = '评价的商品不存在';
export const MSG_REVIEW_NOT_RECEIVED = '订单确认收货后才能评价';
export const MSG_REVIEW_EXISTS = '您已评价过该商品';
export const MSG_REVIEW_MISSING = '评价不存在';
export const MSG_REVIEW_SAVED = '提交成功';

/* @__NO_SIDE_EFFECTS__ */
export const remarkWriteInput = () => {
  const subject = {
    xcate: oneOf(['product'] as const, 'product'),
    xid: id(MSG_REVIEW_SUBJECT),
    order_no: text(40),
    item_id: id(MSG_REVIEW_SUBJECT),
  };
  const body = {
    content: text(500),
    /** '4.5', 4.5, '' */
    score: optText(4),
    file_items: uploadedFiles(MAX_REVIEW_FILES),
  };
  return {
    remarkAdd: v.pipe(fields({ ...subject, ...body, id: optId() }), rules(reviewRules)),
    remarkUpdateSelf: v.pipe(fields({ ...body, id: id(MSG_REVIEW_MISSING) }), rules(reviewRules)),
    remarkInfoByUser: fields(subject),
  };
};

export type RemarkAddReq = InputOf<ReturnType<typeof remarkWriteInput>['remarkAdd']>;
