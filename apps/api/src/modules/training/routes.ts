// Training (spec 01 §2-§4, §7): the training menu, the list (9 a page) and one training; the enrolment
// paid by QR code (train/add) and the member's own sign-ups (spec 02 §2 /MyBooking, /MyBookingInfo).
// Every read is one query (the category name joined): no N+1.
import {
  MSG_ALREADY_ENROLLED,
  MSG_BOOKING_CANCEL_DONE,
  MSG_BOOKING_CANCELLED,
  MSG_BOOKING_NOT_FOUND,
  MSG_BOOKING_PAID,
  MSG_TRAINING_ENDED,
  type Booking,
  type TrainEnrolment,
  type Training,
  type training,
} from '@ws/api-sdk/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, categories, trainings } from '../../db/schema';
import { ok, type AuthUser, type Deps, type DomainHandlers } from '../../http/handler';
import { DomainError, fenToYuan, isUniqueViolation, toFen } from '../../kernel';
import { displayTime, formatChinaTime } from '../../kernel/time';
import { refundAll, type PaidEffect } from '../payments';
import { createPolicy, uploadDirFor } from '../uploads';
import { MSG_UPLOAD_UNAVAILABLE } from '../uploads';
import { keywordFilter } from '../../db/keyword-search';
import { MSG_NOT_FOUND } from '../media';
import { listPage, MAX_MENU, newestFirst, paging } from '../../db/paging';
import { fileRef, toCategory } from '../categories/index';

/** A training as the API sends it (update_time: its start). */
export const toTraining = (t: typeof trainings.$inferSelect, cateName: string | null): Training => ({
  id: t.id,
  name: t.name,
  price: t.price,
  cate_id: t.cateId,
  cate_name: cateName ?? '',
  update_time: displayTime(t.startTime),
  end_time: displayTime(t.endTime),
  intro: t.intro,
  firstFile: fileRef(t.cover),
});

export const MSG_TRAINING_NOT_FOUND = '培训不存在';


type BookingRow = typeof bookings.$inferSelect;
type TrainingRow = typeof trainings.$inferSelect;

const toBooking = (b: BookingRow, t: TrainingRow): Booking => ({
  id: b.id,
  name: t.name,
  xid: t.id,
  price: fenToYuan(b.amountFen),
  real_name: b.realName,
  phone: b.phone,
  id_number: b.idNumber,
  company: b.company,
  create_time: displayTime(b.createTime),
  ispay: b.status === 'paid' ? 1 : 0,
  is_cancel: b.status === 'cancelled' ? 1 : 0,
  remarks: b.remarks,
  file_items: b.fileItems,
  start_time: displayTime(t.startTime),
  end_time: displayTime(t.endTime),
  firstFile: fileRef(t.cover),
});


/** The caller's own sign-up with its training; another member's answers as missing. */
async function ownBooking(db: Db, user: AuthUser, bookingId: number) {
  const [row] = await db
    .select({ b: bookings, t: trainings })
    .from(bookings)
    .innerJoin(trainings, eq(trainings.id, bookings.trainingId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, user.id)))
    .limit(1);
  if (!row) throw new DomainError(MSG_BOOKING_NOT_FOUND);
  return row;
}

const hasEnded = (t: TrainingRow, deps: Pick<Deps, 'clock'>) => displayTime(t.endTime) <= formatChinaTime(deps.clock.now());

/** The QR payment of an unpaid sign-up, for its own amount: its one open payment while the code is valid. */
async function payBooking(deps: Deps, user: AuthUser, b: BookingRow, t: TrainingRow): Promise<TrainEnrolment> {
  const payment = await deps.payments.payFor({
    userId: user.id,
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
  const changed = await tx
    .update(bookings)
    .set({ status: 'paid', paidAt: payment.paidAt })
    .where(
      and(
        eq(bookings.id, payment.subjectId),
        eq(bookings.userId, payment.userId),
        eq(bookings.amountFen, payment.amountFen),
        sql`(${bookings.status} = 'unpaid'
          or (${bookings.status} = 'cancelled' and not exists (
            select 1 from ${bookings} b2
            where b2.training_id = ${bookings.trainingId} and b2.id_number = ${bookings.idNumber} and b2.status <> 'cancelled')))`,
      ),
    )
    .returning({ id: bookings.id });
  if (changed.length > 0) return;
  const [b] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, payment.subjectId)).limit(1);
  return refundAll(payment, b?.status === 'paid' ? 'duplicate' : 'cancelled');
};

export const trainingHandlers: DomainHandlers<typeof training> = {
  async trainMenuList({ db, payload }) {
    const group = payload.parent_cate_value || 'train';
    const values = payload.cate_values;
    const { pageSize, offset } = paging(payload, MAX_MENU, MAX_MENU);
    const rows = await db
      .select()
      .from(categories)
      .where(and(eq(categories.pCateValue, group), values.length > 0 ? inArray(categories.cateValue, values) : undefined))
      .orderBy(asc(categories.sort), asc(categories.cateId))
      .limit(pageSize)
      .offset(offset);
    return { items: rows.map(toCategory) };
  },

  async listTrain({ db, payload }) {
    const { cate_ids: cateIds, parent_cate_value: group } = payload;
    const where = and(
      cateIds.length > 0 ? inArray(trainings.cateId, cateIds) : undefined,
      group && cateIds.length === 0
        ? sql`${trainings.cateId} in (select ${categories.cateId} from ${categories} where ${categories.pCateValue} = ${group})`
        : undefined,
      await keywordFilter(db, trainings.name, payload.keywords),
    );
    const list = { table: trainings, where, order: newestFirst(trainings.createTime, trainings.id), page: paging(payload, 9) };
    const select = db.select({ t: trainings, cateName: categories.cateName }).from(trainings).leftJoin(categories, eq(categories.cateId, trainings.cateId)).$dynamic();
    return listPage(db, list, select, (rows) => rows.map(({ t, cateName }) => toTraining(t, cateName)));
  },

  async trainInfo({ db, payload }) {
    const [row] = await db
      .select({ t: trainings, cateName: categories.cateName })
      .from(trainings)
      .leftJoin(categories, eq(categories.cateId, trainings.cateId))
      .where(eq(trainings.id, payload.id))
      .limit(1);
    if (!row) throw new DomainError(MSG_NOT_FOUND);
    return toTraining(row.t, row.cateName);
  },

  async trainAdd(ctx) {
    const { db, clock, user, payload } = ctx;
    const [t] = await db.select().from(trainings).where(eq(trainings.id, payload.xid)).limit(1);
    if (!t) throw new DomainError(MSG_TRAINING_NOT_FOUND);
    if (hasEnded(t, ctx)) throw new DomainError(MSG_TRAINING_ENDED);
    const amountFen = toFen(t.price);
    const free = amountFen <= 0;
    let b: BookingRow;
    try {
      const [inserted] = await db
        .insert(bookings)
        .values({
          userId: user.id,
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
        })
        .returning();
      b = inserted!;
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainError(MSG_ALREADY_ENROLLED);
      throw err;
    }
    if (free) return { order_no: '', code_url: '', total_price: '0.00', booking_id: b.id, ispay: 1 };
    try {
      return await payBooking(ctx, user, b, t);
    } catch (err) {
      // no payment could be made (provider off or failing): leave no unpayable sign-up behind
      await db.delete(bookings).where(and(eq(bookings.id, b.id), eq(bookings.status, 'unpaid')));
      throw err;
    }
  },

  async trainPolicy({ clock, user, request }) {
    const storage = request.server.objectStorage;
    if (!storage) throw new DomainError(MSG_UPLOAD_UNAVAILABLE);
    const now = clock.now();
    return createPolicy(storage, uploadDirFor(user.id, now), now);
  },

  async bookingListByUser({ db, user, payload }) {
    const where = eq(bookings.userId, user.id);
    const list = { table: bookings, where, order: [sql`${bookings.id} desc`], page: paging(payload, 10) };
    const select = db.select({ b: bookings, t: trainings }).from(bookings).innerJoin(trainings, eq(trainings.id, bookings.trainingId)).$dynamic();
    return listPage(db, list, select, (rows) => rows.map(({ b, t }) => toBooking(b, t)));
  },

  async bookingInfoByUser({ db, user, payload }) {
    const { b, t } = await ownBooking(db, user, payload.id);
    return toBooking(b, t);
  },

  async BookingCancel({ db, user, payload }) {
    const [changed] = await db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(and(eq(bookings.id, payload.id), eq(bookings.userId, user.id), eq(bookings.status, 'unpaid')))
      .returning({ id: bookings.id });
    if (changed) return ok(null, MSG_BOOKING_CANCEL_DONE);
    const { b } = await ownBooking(db, user, payload.id);
    throw new DomainError(b.status === 'paid' ? MSG_BOOKING_PAID : MSG_BOOKING_CANCELLED);
  },

  async bookingPay(ctx) {
    const { b, t } = await ownBooking(ctx.db, ctx.user, ctx.payload.id);
    if (b.status === 'paid') throw new DomainError(MSG_BOOKING_PAID);
    if (b.status === 'cancelled') throw new DomainError(MSG_BOOKING_CANCELLED);
    if (hasEnded(t, ctx)) throw new DomainError(MSG_TRAINING_ENDED);
    return payBooking(ctx, ctx.user, b, t);
  },
};
