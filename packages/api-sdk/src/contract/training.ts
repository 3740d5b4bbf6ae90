// Training: the training menu, list and detail (spec 01 §2-§4), the enrolment paid by QR code (spec 02 §5
// "Training enrolment": train/add answers code_url and order_no) and the member's sign-ups (spec 02 §2
// /MyBooking, /MyBookingInfo: personal/bookingListByUser, bookingInfoByUser, BookingCancel).
import * as v from 'valibot';
import { trainingEnrolRules } from '@ws/validators';
import { ep } from './endpoint-def';
import type { Items, Page } from './envelope';
import type { Category, FileRef } from './entities';
import { MAX_KEYWORD } from './articles';
import type { NativePayment } from './payments';
import type { OssPolicy } from './uploads';
import { fields, id, idList, none, optText, pageFields, rules, text, textList, uploadedFiles, type InputOf } from './schema';

export interface Training {
  id: number;
  name: string;
  price: string;
  cate_id: number | null;
  cate_name: string;
  update_time: string;
  end_time: string;
  intro: string;
  firstFile: FileRef | null;
}

/** A training sign-up (spec 02 §3 Booking), with the training it is for. */
export interface Booking {
  id: number;
  /** the training's name */
  name: string;
  xid: number;
  price: string;
  real_name: string;
  phone: string;
  id_number: string;
  company: string;
  create_time: string;
  /** 0 unpaid (pay and cancel available), 1 paid */
  ispay: 0 | 1;
  /** 1 when cancelled by the member (only an unpaid sign-up can be) */
  is_cancel: 0 | 1;
  remarks: string;
  file_items: FileRef[];
  /** the training's start and end */
  start_time: string;
  end_time: string;
  firstFile: FileRef | null;
}

/** What train/add and booking/pay answer: the QR payment of the sign-up (ispay 1 and no code_url for a free training). */
export interface TrainEnrolment extends NativePayment {
  booking_id: number;
  ispay: 0 | 1;
}

export const MSG_BOOKING_NOT_FOUND = '报名记录不存在';
export const MSG_TRAINING_ENDED = '该培训已结束，无法报名';
export const MSG_ALREADY_ENROLLED = '该身份证号已报名此培训，请到我的报名中查看';
export const MSG_BOOKING_CANCELLED = '该报名已取消';
export const MSG_BOOKING_PAID = '该报名已支付';
export const MSG_BOOKING_CANCEL_DONE = '取消成功';

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const trainingInput = /* @__PURE__ */ (() => ({
  trainMenuList: fields({ ...pageFields, parent_cate_value: optText(50), cate_values: textList(50) }),
  listTrain: fields({ ...pageFields, cate_ids: idList(50), keywords: optText(MAX_KEYWORD), parent_cate_value: optText(50) }),
  trainInfo: fields({ id: id('内容不存在') }),
  /** the enrolment: the spec's payload; the amount is the training's own price (never the client's) */
  trainAdd: v.pipe(
    fields({
      xid: id('培训不存在'),
      booking_type: optText(20),
      real_name: text(50),
      phone: text(20),
      id_number: text(40),
      company: text(100),
      remarks: optText(200),
      file_items: uploadedFiles(1),
      pay_type: optText(20),
    }),
    rules(trainingEnrolRules),
  ),
  trainPolicy: none(),
  bookingListByUser: fields({ ...pageFields }),
  bookingInfoByUser: fields({ id: id(MSG_BOOKING_NOT_FOUND) }),
  BookingCancel: fields({ id: id(MSG_BOOKING_NOT_FOUND) }),
  /** a new QR payment for an unpaid sign-up (/MyBookingInfo 支付) */
  bookingPay: fields({ id: id(MSG_BOOKING_NOT_FOUND) }),
}))();

type In = typeof trainingInput;
export type TrainMenuListReq = InputOf<In['trainMenuList']>;
export type ListTrainReq = InputOf<In['listTrain']>;
export type TrainAddReq = InputOf<In['trainAdd']>;

export const training = {
  trainMenuList: ep<In['trainMenuList'], Items<Category>>()({ method: 'GET', path: '/open/uni/train/menuList', auth: false, cache: true }),
  listTrain: ep<In['listTrain'], Page<Training>>()({ method: 'GET', path: '/open/uni/listTrain', auth: false, cache: true }),
  trainInfo: ep<In['trainInfo'], Training>()({ method: 'GET', path: '/open/uni/trainInfo', auth: false, cache: true }),
  trainAdd: ep<In['trainAdd'], TrainEnrolment>()({ method: 'POST', path: '/train/add', auth: true }),
  /** the upload policy of the enrolment photo (same policy as oss/policy, for a member) */
  trainPolicy: ep<In['trainPolicy'], OssPolicy>()({ method: 'POST', path: '/train/policy', auth: true }),
  bookingListByUser: ep<In['bookingListByUser'], Page<Booking>>()({ method: 'GET', path: '/booking/bookingListByUser', auth: true }),
  bookingInfoByUser: ep<In['bookingInfoByUser'], Booking>()({ method: 'GET', path: '/booking/bookingInfoByUser', auth: true }),
  BookingCancel: ep<In['BookingCancel'], null>()({ method: 'POST', path: '/booking/BookingCancel', auth: true }),
  bookingPay: ep<In['bookingPay'], TrainEnrolment>()({ method: 'POST', path: '/booking/pay', auth: true }),
} as const;
