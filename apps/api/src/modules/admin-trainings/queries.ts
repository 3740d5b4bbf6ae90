// 培训管理's SQL: the console's paged list (newest first on the trainings' time index, the category joined
// and each page's sign-up counts in one grouped query), one training row, its insert and update, whether a
// category is one of the train group's, and a training's sign-ups with their member (newest first).
import type { AdminTrainingItem, AdminTrainingSignup, Page, TrainingSignupStatus } from '@ws/api-sdk/contract';
import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keywordFilter } from '../../db/keyword-search';
import { listPage, newestFirst, type Paging } from '../../db/paging';
import { bookings, categories, trainings, users } from '../../db/schema';
import { fenToYuan, formatChinaTime, maskMobileMiddle } from '../../kernel';
import { displayTime } from '../../kernel/time';

export type TrainingRow = typeof trainings.$inferSelect;
export type TrainingWrite = Omit<typeof trainings.$inferInsert, 'id'>;

/** One page of the console's list, newest first, with each training's live and paid sign-ups. */
export async function adminTrainingPage(db: Db, q: { cateId: number | null; keyword: string }, page: Paging): Promise<Page<AdminTrainingItem>> {
  const where: SQL | undefined = and(q.cateId !== null ? eq(trainings.cateId, q.cateId) : undefined, await keywordFilter(db, trainings.name, q.keyword));
  const select = db.select({ t: trainings, cateName: categories.cateName }).from(trainings).leftJoin(categories, eq(categories.cateId, trainings.cateId)).$dynamic();
  return listPage(db, { table: trainings, where, order: newestFirst(trainings.createTime, trainings.id), page }, select, async (rows) => {
    const ids = rows.map((r) => r.t.id);
    const counts =
      ids.length === 0
        ? []
        : await db
            .select({ id: bookings.trainingId, signups: count(), paid: sql<number>`count(*) filter (where ${bookings.status} = 'paid')`.mapWith(Number) })
            .from(bookings)
            .where(and(inArray(bookings.trainingId, ids), ne(bookings.status, 'cancelled')))
            .groupBy(bookings.trainingId);
    const byId = new Map(counts.map((c) => [c.id, c]));
    return rows.map(
      ({ t, cateName }): AdminTrainingItem => ({
        id: t.id,
        name: t.name,
        cate_id: t.cateId,
        cate_name: cateName ?? '',
        price: t.price,
        start_time: displayTime(t.startTime),
        end_time: displayTime(t.endTime),
        create_time: displayTime(t.createTime),
        signups: byId.get(t.id)?.signups ?? 0,
        paid: byId.get(t.id)?.paid ?? 0,
      }),
    );
  });
}

/** One training's row with its category's name (locked for the change under way when `forUpdate`), or null. */
export async function trainingWithCategory(db: Db, id: number): Promise<{ t: TrainingRow; cateName: string | null } | null> {
  const [row] = await db
    .select({ t: trainings, cateName: categories.cateName })
    .from(trainings)
    .leftJoin(categories, eq(categories.cateId, trainings.cateId))
    .where(eq(trainings.id, id))
    .limit(1);
  return row ?? null;
}

/** One training's row, locked for the change under way, or null. */
export async function trainingRowForUpdate(db: Db, id: number): Promise<TrainingRow | null> {
  const [row] = await db.select().from(trainings).where(eq(trainings.id, id)).limit(1).for('update');
  return row ?? null;
}

/** Whether `cateId` is a category of the training menu (the train group). */
export async function isTrainCategory(db: Db, cateId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.cateId })
    .from(categories)
    .where(and(eq(categories.cateId, cateId), eq(categories.pCateValue, 'train')))
    .limit(1);
  return row !== undefined;
}

export async function insertTraining(db: Db, values: TrainingWrite): Promise<TrainingRow> {
  const [row] = await db.insert(trainings).values(values).returning();
  return row!;
}

export async function updateTraining(db: Db, id: number, values: Partial<TrainingWrite>): Promise<TrainingRow | null> {
  const [row] = await db.update(trainings).set(values).where(eq(trainings.id, id)).returning();
  return row ?? null;
}

const STATUS_FILTER: Record<0 | 1 | 2, TrainingSignupStatus> = { 0: 'unpaid', 1: 'paid', 2: 'cancelled' };

/** One page of a training's sign-ups, newest first, the member's mobile and the phone masked. */
export function signupPage(db: Db, trainingId: number, ispay: -1 | 0 | 1 | 2, page: Paging): Promise<Page<AdminTrainingSignup>> {
  const where = and(eq(bookings.trainingId, trainingId), ispay === -1 ? undefined : eq(bookings.status, STATUS_FILTER[ispay]));
  const select = db.select({ b: bookings, mobile: users.userMobile }).from(bookings).leftJoin(users, eq(users.id, bookings.userId)).$dynamic();
  return listPage(db, { table: bookings, where, order: [sql`${bookings.id} desc`], page }, select, (rows) =>
    rows.map(
      ({ b, mobile }): AdminTrainingSignup => ({
        id: b.id,
        member: mobile ? maskMobileMiddle(mobile) : '',
        real_name: b.realName,
        phone: maskMobileMiddle(b.phone),
        company: b.company,
        amount: fenToYuan(b.amountFen),
        status: b.status as TrainingSignupStatus,
        create_time: displayTime(b.createTime),
        paid_time: b.status === 'paid' && b.paidAt ? formatChinaTime(b.paidAt) : '',
      }),
    ),
  );
}
