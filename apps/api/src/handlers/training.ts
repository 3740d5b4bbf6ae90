// Training (spec 01 §2-§4, §7): the training menu, the list (9 a page) and one training.
// Every read is one query (the category name joined): no N+1.
import type { Training, training } from '@ws/api-sdk/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { categories, trainings } from '../db/schema';
import { ApiFail, type DomainHandlers } from '../http/handler';
import { displayTime } from '../services/clock';
import { keywordFilter } from './keyword-search';
import { MSG_NOT_FOUND } from './media';
import { listPage, MAX_MENU, newestFirst, paging } from './paging';
import { fileRef, toCategory } from './shapes';

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
    if (!row) throw new ApiFail(MSG_NOT_FOUND);
    return toTraining(row.t, row.cateName);
  },
};
