// Training (spec 01 §2-§4, §7): the training menu, the list (9 a page) and one training; the enrolment
// paid by QR code (train/add) and the member's own sign-ups (spec 02 §2 /MyBooking, /MyBookingInfo).
// Every read is one query (the category name joined): no N+1.
import {
  MSG_ALREADY_ENROLLED,
  MSG_BOOKING_CANCELLED,
  MSG_BOOKING_NOT_FOUND,
  MSG_BOOKING_PAID,
  MSG_TRAINING_ENDED,
  type Booking,
  type Category,
  type Items,
  type OssPolicy,
  type Page,
  type PayloadOf,
  type TrainEnrolment,
  type Training,
} from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { MAX_MENU, paging } from '../../db/paging';
import { DomainError, isUniqueViolation, toFen } from '../../kernel';
import { displayTime, formatChinaTime, type Clock } from '../../kernel/time';
import { MSG_NOT_FOUND } from '../media';
import { refundAll, type PaidEffect, type PaymentService } from '../payments';
import { createPolicy, MSG_UPLOAD_UNAVAILABLE, uploadDirFor, type StorageSettings } from '../uploads';
import { MSG_TRAINING_NOT_FOUND } from './messages';
import {
  bookingOf,
  bookingPage,
  bookingStatus,
  cancelUnpaidBooking,
  deleteUnpaidBooking,
  findTraining,
  groupCategories,
  insertBooking,
  markPaidIfPayable,
  ownBookingRow,
  trainingPage,
  trainingRow,
  type BookingRow,
  type TrainingRow,
} from './queries';

/** What the sign-up and its payment need. */
export interface EnrolDeps {
  db: Db;
  clock: Clock;
  payments: PaymentService;
}

/** The training menu: a group's categories (default train), all or those of the asked values. */
export async function trainingMenu(db: Db, payload: PayloadOf<'trainMenuList'>): Promise<Items<Category>> {
  const group = payload.parent_cate_value || 'train';
  const { pageSize, offset } = paging(payload, MAX_MENU, MAX_MENU);
  return { items: await groupCategories(db, group, payload.cate_values, pageSize, offset) };
}

/** The trainings of the category ids (or of a category group), keyword on the name; 9 per page. */
export function listTrainings(db: Db, payload: PayloadOf<'listTrain'>): Promise<Page<Training>> {
  const { cate_ids: cateIds, parent_cate_value: group } = payload;
  return trainingPage(db, { cateIds, group, keywords: payload.keywords }, paging(payload, 9));
}

/** One training; unknown → 内容不存在. */
export async function trainingDetail(db: Db, id: number): Promise<Training> {
  const training = await findTraining(db, id);
  if (!training) throw new DomainError(MSG_NOT_FOUND);
  return training;
}

/** The caller's own sign-up with its training; another member's answers as missing. */
async function ownBooking(db: Db, userId: number, bookingId: number) {
  const row = await ownBookingRow(db, userId, bookingId);
  if (!row) throw new DomainError(MSG_BOOKING_NOT_FOUND);
  return row;
}

const hasEnded = (t: TrainingRow, clock: Clock) => displayTime(t.endTime) <= formatChinaTime(clock.now());

/** The QR payment of an unpaid sign-up, for its own amount: its one open payment while the code is valid. */
async function payBooking(deps: EnrolDeps, userId: number, b: BookingRow, t: TrainingRow): Promise<TrainEnrolment> {
  const payment = await deps.payments.payFor({
    userId,
    subjectKind: 'training',
    subjectId: b.id,
    amountFen: b.amountFen,
    description: `培训报名-${t.name}`.slice(0, 120),
  });
  return { ...payment, booking_id: b.id, ispay: 0 };
}

/**
 * The paid effect of a sign-up (wired in app.ts): one conditional UPDATE, for the payment's own member and
 * amount. A sign-up cancelled while its QR code was being paid is restored as paid, unless the same person
 * has since signed up again for that training. When the update changes nothing (the sign-up was paid by
 * another code, or cannot be restored) the payment is refunded in full.
 */
export const markBookingPaid: PaidEffect = async (tx, payment) => {
  const changed = await markPaidIfPayable(tx, { bookingId: payment.subjectId, userId: payment.userId, amountFen: payment.amountFen, paidAt: payment.paidAt });
  if (changed) return;
  const status = await bookingStatus(tx, payment.subjectId);
  return refundAll(payment, status === 'paid' ? 'duplicate' : 'cancelled');
};

/**
 * train/add: the caller's sign-up for a training not yet ended; one per person (id number) and training.
 * A free training is paid at once; otherwise the answer is the sign-up's QR payment.
 */
export async function enrol(deps: EnrolDeps, userId: number, payload: PayloadOf<'trainAdd'>): Promise<TrainEnrolment> {
  const { db, clock } = deps;
  const t = await trainingRow(db, payload.xid);
  if (!t) throw new DomainError(MSG_TRAINING_NOT_FOUND);
  if (hasEnded(t, clock)) throw new DomainError(MSG_TRAINING_ENDED);
  const amountFen = toFen(t.price);
  const free = amountFen <= 0;
  let b: BookingRow;
  try {
    b = await insertBooking(db, {
      userId,
      trainingId: t.id,
      realName: payload.real_name,
      phone: payload.phone,
      idNumber: payload.id_number.toUpperCase(),
      company: payload.company,
      remarks: payload.remarks,
      fileItems: payload.file_items,
      bookingType: payload.booking_type,
      payType: payload.pay_type,
      amountFen: Math.max(amountFen, 0),
      status: free ? 'paid' : 'unpaid',
      createTime: formatChinaTime(clock.now()),
      paidAt: free ? clock.now() : null,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError(MSG_ALREADY_ENROLLED);
    throw err;
  }
  if (free) return { order_no: '', code_url: '', total_price: '0.00', booking_id: b.id, ispay: 1 };
  try {
    return await payBooking(deps, userId, b, t);
  } catch (err) {
    // no payment could be made (provider off or failing): leave no unpayable sign-up behind
    await deleteUnpaidBooking(db, b.id);
    throw err;
  }
}

/** train/policy: an upload policy for the sign-up's files, in the caller's own upload folder. */
export function uploadPolicy(storage: StorageSettings | null, clock: Clock, userId: number): OssPolicy {
  if (!storage) throw new DomainError(MSG_UPLOAD_UNAVAILABLE);
  const now = clock.now();
  return createPolicy(storage, uploadDirFor(userId, now), now);
}

/** The caller's sign-ups, newest first, 10 per page. */
export function ownBookings(db: Db, userId: number, payload: PayloadOf<'bookingListByUser'>): Promise<Page<Booking>> {
  return bookingPage(db, userId, paging(payload, 10));
}

/** One of the caller's sign-ups. */
export async function ownBookingInfo(db: Db, userId: number, id: number): Promise<Booking> {
  return bookingOf(await ownBooking(db, userId, id));
}

/** Cancels the caller's unpaid sign-up; a paid or cancelled one is refused with its reason. */
export async function cancelBooking(db: Db, userId: number, id: number): Promise<void> {
  if (await cancelUnpaidBooking(db, userId, id)) return;
  const { b } = await ownBooking(db, userId, id);
  throw new DomainError(b.status === 'paid' ? MSG_BOOKING_PAID : MSG_BOOKING_CANCELLED);
}

/** booking/pay: the QR payment of the caller's unpaid sign-up of a training not yet ended. */
export async function payOwnBooking(deps: EnrolDeps, userId: number, id: number): Promise<TrainEnrolment> {
  const { b, t } = await ownBooking(deps.db, userId, id);
  if (b.status === 'paid') throw new DomainError(MSG_BOOKING_PAID);
  if (b.status === 'cancelled') throw new DomainError(MSG_BOOKING_CANCELLED);
  if (hasEnded(t, deps.clock)) throw new DomainError(MSG_TRAINING_ENDED);
  return payBooking(deps, userId, b, t);
}
