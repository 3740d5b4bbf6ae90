// The trainings' and sign-ups' SQL: the training menu, the list and one training (the category name
// joined: every read is one query, no N+1), and the member's sign-ups (bookings) with their training.
import type { Booking, Category, Page, Training } from '@ws/api-sdk/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keywordFilter } from '../../db/keyword-search';
import { listPage, newestFirst, type Paging } from '../../db/paging';
import { bookings, categories, trainings } from '../../db/schema';
import { fenToYuan, fileRef } from '../../kernel';
import { displayTime } from '../../kernel/time';
import type { DbTx } from '../payments';
import { toCategory } from '../categories';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type TrainingRow = typeof trainings.$inferSelect;
export type BookingStatus = BookingRow['status'];

/** A training as the API sends it (update_time: its start). */
const toTraining = (t: TrainingRow, cateName: string | null): Training => ({
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

/** The categories of a group (all, or those of the asked values), in their order. */
export async function groupCategories(db: Db, group: string, values: string[], pageSize: number, offset: number): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.pCateValue, group), values.length > 0 ? inArray(categories.cateValue, values) : undefined))
    .orderBy(asc(categories.sort), asc(categories.cateId))
    .limit(pageSize)
    .offset(offset);
  return rows.map(toCategory);
}

/** A page of trainings of the category ids (or, without ids, of a category group), newest first. */
export async function trainingPage(db: Db, q: { cateIds: number[]; group: string; keywords: string }, page: Paging): Promise<Page<Training>> {
  const { cateIds, group } = q;
  const where = and(
    cateIds.length > 0 ? inArray(trainings.cateId, cateIds) : undefined,
    group && cateIds.length === 0
      ? sql`${trainings.cateId} in (select ${categories.cateId} from ${categories} where ${categories.pCateValue} = ${group})`
      : undefined,
    await keywordFilter(db, trainings.name, q.keywords),
  );
  const list = { table: trainings, where, order: newestFirst(trainings.createTime, trainings.id), page };
  const select = db.select({ t: trainings, cateName: categories.cateName }).from(trainings).leftJoin(categories, eq(categories.cateId, trainings.cateId)).$dynamic();
  return listPage(db, list, select, (rows) => rows.map(({ t, cateName }) => toTraining(t, cateName)));
}

/** One training as the API sends it, or null. */
export async function findTraining(db: Db, id: number): Promise<Training | null> {
  const [row] = await db
    .select({ t: trainings, cateName: categories.cateName })
    .from(trainings)
    .leftJoin(categories, eq(categories.cateId, trainings.cateId))
    .where(eq(trainings.id, id))
    .limit(1);
  return row ? toTraining(row.t, row.cateName) : null;
}

/** One training's stored row, or null. */
export async function trainingRow(db: Db, id: number): Promise<TrainingRow | null> {
  const [t] = await db.select().from(trainings).where(eq(trainings.id, id)).limit(1);
  return t ?? null;
}

/** Stores a sign-up (a unique violation: the same person has signed up for that training). */
export async function insertBooking(db: Db, values: NewBooking): Promise<BookingRow> {
  const [inserted] = await db.insert(bookings).values(values).returning();
  return inserted!;
}

/** Removes a sign-up that is still unpaid. */
export async function deleteUnpaidBooking(db: Db, id: number): Promise<void> {
  await db.delete(bookings).where(and(eq(bookings.id, id), eq(bookings.status, 'unpaid')));
}

/** The member's own sign-up with its training, or null (another member's answers as missing). */
export async function ownBookingRow(db: Db, userId: number, bookingId: number): Promise<{ b: BookingRow; t: TrainingRow } | null> {
  const [row] = await db
    .select({ b: bookings, t: trainings })
    .from(bookings)
    .innerJoin(trainings, eq(trainings.id, bookings.trainingId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** A sign-up as the API sends it. */
export const bookingOf = (row: { b: BookingRow; t: TrainingRow }): Booking => toBooking(row.b, row.t);

/** A page of the member's sign-ups with their trainings, newest first. */
export function bookingPage(db: Db, userId: number, page: Paging): Promise<Page<Booking>> {
  const where = eq(bookings.userId, userId);
  const list = { table: bookings, where, order: [sql`${bookings.id} desc`], page };
  const select = db.select({ b: bookings, t: trainings }).from(bookings).innerJoin(trainings, eq(trainings.id, bookings.trainingId)).$dynamic();
  return listPage(db, list, select, (rows) => rows.map(({ b, t }) => toBooking(b, t)));
}

/** Cancels the member's sign-up if it is unpaid; whether it did. */
export async function cancelUnpaidBooking(db: Db, userId: number, id: number): Promise<boolean> {
  const [changed] = await db
    .update(bookings)
    .set({ status: 'cancelled' })
    .where(and(eq(bookings.id, id), eq(bookings.userId, userId), eq(bookings.status, 'unpaid')))
    .returning({ id: bookings.id });
  return changed !== undefined;
}

/**
 * Marks the payment's sign-up paid, for the payment's own member and amount, in one conditional UPDATE:
 * an unpaid one, or a cancelled one unless the same person has since signed up again for that training.
 * Whether it changed the row.
 */
export async function markPaidIfPayable(tx: DbTx, p: { bookingId: number; userId: number; amountFen: number; paidAt: Date }): Promise<boolean> {
  const changed = await tx
    .update(bookings)
    .set({ status: 'paid', paidAt: p.paidAt })
    .where(
      and(
        eq(bookings.id, p.bookingId),
        eq(bookings.userId, p.userId),
        eq(bookings.amountFen, p.amountFen),
        sql`(${bookings.status} = 'unpaid'
          or (${bookings.status} = 'cancelled' and not exists (
            select 1 from ${bookings} b2
            where b2.training_id = ${bookings.trainingId} and b2.id_number = ${bookings.idNumber} and b2.status <> 'cancelled')))`,
      ),
    )
    .returning({ id: bookings.id });
  return changed.length > 0;
}

/** A sign-up's status, or undefined when it is gone. */
export async function bookingStatus(tx: DbTx, id: number): Promise<BookingStatus | undefined> {
  const [b] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)).limit(1);
  return b?.status;
}
