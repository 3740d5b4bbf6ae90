// Open reads for the header, footer and home page (spec 01 §7 Content). Every list is one query for the
// page (categories joined) plus one count, or one batched query for related rows: no N+1.
import type { Area, Category, HelpCategory } from '@ws/api-sdk/contract';
import { and, arrayContains, arrayOverlaps, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ads, areas, articles, categories, companies, counters, experts, helpInfos, trainings } from '../db/schema';
import { ApiFail, type Handlers } from '../http/handler';
import { int, intList, list, optId, str } from '../http/parse';
import { articleSummaryPage } from './articles';
import { expertPage } from './experts';
import { keywordFilter, keywordOf } from './keyword-search';
import { listMediaOf, toTraining } from './media';
import { countRows, listPage, MAX_MENU, MAX_PAGE, newestFirst, paging } from './paging';
import { categoryNames, fileRef, toCategory } from './shapes';

export const CHANNEL_NAMES: Record<string, string> = {
  policy: '政策解读',
  news: '新闻资讯',
  prevention: '企业防灾',
  case: '风险案例',
  law: '法律法规',
  content: '内容中心',
};

const categoryOrder = [asc(categories.sort), asc(categories.cateId)];

export const contentHandlers: Pick<
  Handlers,
  | 'listads'
  | 'listarticle'
  | 'statInfo'
  | 'listHelpByCate'
  | 'helpInfo'
  | 'listCateNew'
  | 'menuList'
  | 'listexpert'
  | 'listvideo'
  | 'listlive'
  | 'listcourse'
  | 'trainMenuList'
  | 'listTrain'
  | 'listarea'
> = {
  async listads({ db, payload }) {
    const cateValue = str(payload.cate_value, 50);
    const rows = await db.select().from(ads).where(eq(ads.cateValue, cateValue)).orderBy(asc(ads.sort), asc(ads.id)).limit(MAX_PAGE);
    return { items: rows.map((a) => ({ id: a.id, cate_value: a.cateValue, title: a.title, link: a.link, firstFile: fileRef(a.image) })) };
  },

  async listarticle({ db, payload }) {
    const channel = str(payload.channel, 30);
    const cateId = optId(payload.cate_id);
    const where = and(
      channel ? eq(articles.channel, channel) : undefined,
      cateId !== null ? eq(articles.cateId, cateId) : undefined,
      await keywordFilter(db, articles.title, keywordOf(payload)),
    );
    const page = await articleSummaryPage(db, where, paging(payload, 20), true);
    // a channel's name; for a bare category (content centre 1829–1831) the category's name
    let channelName = CHANNEL_NAMES[channel] ?? '';
    if (!channelName && cateId !== null) channelName = (await categoryNames(db, [cateId])).get(cateId) ?? '';
    return { ...page, channel_name: channelName };
  },

  async statInfo({ db }) {
    const [companyCount, visits] = await Promise.all([
      countRows(db, companies, eq(companies.auditStatus, 1)),
      db
        .insert(counters)
        .values({ key: 'visit_amount', value: 1 })
        .onConflictDoUpdate({ target: counters.key, set: { value: sql`${counters.value} + 1` } })
        .returning({ value: counters.value }),
    ]);
    return { company_amount: companyCount, visit_amount: visits[0]?.value ?? 0 };
  },

  async listHelpByCate({ db }) {
    const rows = await db
      .select({ cateId: categories.cateId, cateName: categories.cateName, id: helpInfos.id, name: helpInfos.name })
      .from(categories)
      .leftJoin(helpInfos, eq(helpInfos.cateId, categories.cateId))
      .where(eq(categories.pCateValue, 'help'))
      .orderBy(asc(categories.sort), asc(categories.cateId), asc(helpInfos.sort), asc(helpInfos.id));
    const byCate = new Map<number, HelpCategory>();
    for (const r of rows) {
      let cate = byCate.get(r.cateId);
      if (!cate) byCate.set(r.cateId, (cate = { cate_id: r.cateId, cate_name: r.cateName, items: [] }));
      if (r.id !== null && r.name !== null) cate.items.push({ id: r.id, name: r.name });
    }
    return { items: [...byCate.values()] };
  },

  async helpInfo({ db, payload }) {
    const id = optId(payload.id);
    const [row] = id !== null ? await db.select().from(helpInfos).where(eq(helpInfos.id, id)).limit(1) : [];
    if (!row) throw new ApiFail('内容不存在');
    return { id: row.id, name: row.name, intro: row.intro };
  },

  async listCateNew({ db, payload }) {
    const group = str(payload.parent_cate_value, 50);
    const rows = await db.select().from(categories).where(eq(categories.pCateValue, group)).orderBy(...categoryOrder);
    const tops = rows.filter((c) => c.parentId === 0).map((c) => ({ ...toCategory(c), children: [] as Category[] }));
    const byId = new Map(tops.map((t) => [t.cate_id, t]));
    for (const c of rows) if (c.parentId !== 0) byId.get(c.parentId)?.children.push(toCategory(c));
    return { items: tops };
  },

  async menuList({ db, payload }) {
    const groups = list(payload.cate_values, 20);
    if (groups.length === 0) return { items: [] };
    const { pageSize, offset } = paging(payload, MAX_MENU, MAX_MENU);
    const rows = await db
      .select()
      .from(categories)
      .where(inArray(categories.pCateValue, groups))
      .orderBy(asc(categories.pCateValue), ...categoryOrder)
      .limit(pageSize)
      .offset(offset);
    return { items: rows.map(toCategory) };
  },

  async listexpert({ db, payload }) {
    const filters: (SQL | undefined)[] = [eq(experts.auditStatus, 1)];
    const groupFilter = [
      ['industry', experts.industrys],
      ['field', experts.fields],
      ['special', experts.specials],
      ['supply', experts.supplys],
    ] as const;
    for (const [key, column] of groupFilter) {
      const id = optId(payload[key]);
      if (id !== null) filters.push(arrayContains(column, [id]));
    }
    const recommendIds = intList(payload.recommendIds, 20);
    if (recommendIds.length > 0) filters.push(arrayOverlaps(experts.recommendIds, recommendIds));
    filters.push(await keywordFilter(db, experts.name, keywordOf(payload, 'name')));
    return expertPage(db, and(...filters), paging(payload, 20));
  },

  listvideo: ({ db, payload }) => listMediaOf(db, 'video', payload),
  listlive: ({ db, payload }) => listMediaOf(db, 'live', payload),
  listcourse: ({ db, payload }) => listMediaOf(db, 'course', payload),

  async trainMenuList({ db, payload }) {
    const group = str(payload.parent_cate_value, 50) || 'train';
    const values = list(payload.cate_values, 50);
    const { pageSize, offset } = paging(payload, MAX_MENU, MAX_MENU);
    const rows = await db
      .select()
      .from(categories)
      .where(and(eq(categories.pCateValue, group), values.length > 0 ? inArray(categories.cateValue, values) : undefined))
      .orderBy(...categoryOrder)
      .limit(pageSize)
      .offset(offset);
    return { items: rows.map(toCategory) };
  },

  async listTrain({ db, payload }) {
    const cateIds = intList(payload.cate_ids, 50);
    const group = str(payload.parent_cate_value, 50);
    const where = and(
      cateIds.length > 0 ? inArray(trainings.cateId, cateIds) : undefined,
      group && cateIds.length === 0
        ? sql`${trainings.cateId} in (select ${categories.cateId} from ${categories} where ${categories.pCateValue} = ${group})`
        : undefined,
      await keywordFilter(db, trainings.name, keywordOf(payload)),
    );
    const list = { table: trainings, where, order: newestFirst(trainings.createTime, trainings.id), page: paging(payload, 9) };
    const select = db.select({ t: trainings, cateName: categories.cateName }).from(trainings).leftJoin(categories, eq(categories.cateId, trainings.cateId)).$dynamic();
    return listPage(db, list, select, (rows) => rows.map(({ t, cateName }) => toTraining(t, cateName)));
  },

  async listarea({ db, payload }) {
    const parent = str(payload.parent_name, 50);
    const pageSize = Math.min(Math.max(int(payload.pageSize, 99), 1), 1000);
    // a code ('440000'), a name ('广东省'), or nothing for the top level
    let parentId: number | null = parent === '' ? 0 : /^\d+$/.test(parent) ? int(parent, null) : null;
    if (parentId === null && parent) {
      const [byName] = await db.select({ id: areas.id }).from(areas).where(eq(areas.name, parent)).orderBy(asc(areas.level)).limit(1);
      parentId = byName?.id ?? null;
    }
    if (parentId === null) return { items: [] };
    const rows = await db.select().from(areas).where(eq(areas.parentId, parentId)).orderBy(asc(areas.idx), asc(areas.id)).limit(pageSize);
    const items: Area[] = rows.map((a) => ({ id: a.id, name: a.name, parent_id: a.parentId, wid: a.id, idx: a.idx }));
    return { items };
  },
};
