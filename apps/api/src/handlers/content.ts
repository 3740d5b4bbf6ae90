// Open reads for the header, footer and home page (spec 01 §7 Content). Every list is one query for the
// page (categories joined) plus one count, or one batched query for related rows: no N+1.
import type { Area, ArticleSummary, Category, Expert, HelpCategory, Media, Training } from '@ws/api-sdk/contract';
import { and, arrayContains, arrayOverlaps, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ads, areas, articles, categories, companies, counters, experts, helpInfos, media, trainings } from '../db/schema';
import { ApiFail, type Handlers } from '../http/handler';
import { articleTitleSearch, MAX_KEYWORD } from './article-search';
import { containsPattern, int, intList, list, optId, paging, str } from '../http/parse';
import { displayTime } from '../services/clock';

export const CHANNEL_NAMES: Record<string, string> = {
  policy: '政策解读',
  news: '新闻资讯',
  prevention: '企业防灾',
  case: '风险案例',
  law: '法律法规',
  content: '内容中心',
};

/** Item lists answer at most this many rows per page; menus (pageSize 99999) get every category. */
export const MAX_PAGE = 100;
export const MAX_MENU = 100_000;

export const fileRef = (url: string | null | undefined, name?: string) =>
  url ? (name ? { FileName: name, FileUrl: url } : { FileUrl: url }) : null;

type CategoryRow = typeof categories.$inferSelect;
export const toCategory = (c: CategoryRow): Category => ({
  cate_id: c.cateId,
  cate_name: c.cateName,
  cate_value: c.cateValue,
  p_cate_value: c.pCateValue,
  parent_id: c.parentId,
  channel: c.channel,
  remark: c.remark,
  is_recommend: c.isRecommend === 1 ? 1 : 0,
  firstFile: fileRef(c.image),
});

const categoryOrder = [asc(categories.sort), asc(categories.cateId)];

/** keywords → ILIKE on a column (a trigram GIN index serves terms of 3+ characters). */
const keywordFilter = (column: Parameters<typeof ilike>[0], payload: Record<string, unknown>, key = 'keywords'): SQL | undefined => {
  const term = str(payload[key], 50);
  return term ? ilike(column, containsPattern(term)) : undefined;
};

/** Category names of a set of ids, in one query. */
async function categoryNames(db: Db, ids: Iterable<number>): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: categories.cateId, name: categories.cateName }).from(categories).where(inArray(categories.cateId, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

const totalOf = (rows: { n: number }[]) => rows[0]?.n ?? 0;

async function listMedia(db: Db, kind: Media['kind'], payload: Record<string, unknown>) {
  const { pageSize, offset } = paging(payload, 9, MAX_PAGE);
  const cate = optId(payload.cate);
  const where = and(eq(media.kind, kind), cate !== null ? eq(media.cateId, cate) : undefined, keywordFilter(media.name, payload));
  const [rows, total] = await Promise.all([
    db
      .select({ m: media, cateName: categories.cateName })
      .from(media)
      .leftJoin(categories, eq(categories.cateId, media.cateId))
      .where(where)
      .orderBy(desc(media.createTime), desc(media.id))
      .limit(pageSize)
      .offset(offset),
    db.select({ n: count() }).from(media).where(where),
  ]);
  const items: Media[] = rows.map(({ m, cateName }) => ({
    id: m.id,
    kind: m.kind as Media['kind'],
    name: m.name,
    file_url: m.fileUrl,
    firstFile: fileRef(m.cover),
    cate_id: m.cateId,
    cate_name: cateName ?? '',
    click_amount: m.clickAmount,
    author: m.author,
    create_time: displayTime(m.createTime),
    description: m.description,
    intro: m.intro,
    resource_items: m.resourceItems,
  }));
  return { items, total: totalOf(total) };
}

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
    const { pageSize, offset } = paging(payload, 20, MAX_PAGE);
    const channel = str(payload.channel, 30);
    const cateId = optId(payload.cate_id);
    const where = and(
      channel ? eq(articles.channel, channel) : undefined,
      cateId !== null ? eq(articles.cateId, cateId) : undefined,
      articleTitleSearch(str(payload.keywords, MAX_KEYWORD)),
    );
    const [rows, total] = await Promise.all([
      db
        .select({
          id: articles.id,
          title: articles.title,
          createTime: articles.createTime,
          channel: articles.channel,
          cateId: articles.cateId,
          cateName: categories.cateName,
          author: articles.author,
          addFrom: articles.addFrom,
          cover: articles.cover,
        })
        .from(articles)
        .leftJoin(categories, eq(categories.cateId, articles.cateId))
        .where(where)
        .orderBy(desc(articles.createTime), desc(articles.id))
        .limit(pageSize)
        .offset(offset),
      db.select({ n: count() }).from(articles).where(where),
    ]);
    const items: ArticleSummary[] = rows.map((a) => ({
      id: a.id,
      title: a.title,
      create_time: displayTime(a.createTime),
      channel: a.channel,
      cate_id: a.cateId,
      cate_name: a.cateName ?? '',
      author: a.author,
      add_from: a.addFrom,
      firstFile: fileRef(a.cover),
    }));
    // a channel's name; for a bare category (content centre 1829–1831) the category's name
    let channelName = CHANNEL_NAMES[channel] ?? '';
    if (!channelName && cateId !== null) channelName = (await categoryNames(db, [cateId])).get(cateId) ?? '';
    return { items, total: totalOf(total), channel_name: channelName };
  },

  async statInfo({ db }) {
    const [[companyCount], visits] = await Promise.all([
      db.select({ n: count() }).from(companies).where(eq(companies.auditStatus, 1)),
      db
        .insert(counters)
        .values({ key: 'visit_amount', value: 1 })
        .onConflictDoUpdate({ target: counters.key, set: { value: sql`${counters.value} + 1` } })
        .returning({ value: counters.value }),
    ]);
    return { company_amount: companyCount?.n ?? 0, visit_amount: visits[0]?.value ?? 0 };
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
    const { pageSize, offset } = paging(payload, 20, MAX_PAGE);
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
    filters.push(keywordFilter(experts.name, payload, 'name'));
    const where = and(...filters);
    const [rows, total] = await Promise.all([
      db.select().from(experts).where(where).orderBy(desc(experts.createTime), desc(experts.id)).limit(pageSize).offset(offset),
      db.select({ n: count() }).from(experts).where(where),
    ]);
    const names = await categoryNames(
      db,
      rows.flatMap((e) => [...e.industrys, ...e.fields, ...e.specials, ...e.supplys]),
    );
    const joinNames = (ids: number[]) =>
      ids
        .map((id) => names.get(id))
        .filter((n): n is string => n !== undefined)
        .join('、');
    const items: Expert[] = rows.map((e) => ({
      id: e.id,
      user_id: e.userId,
      name: e.name,
      title: e.title,
      description: e.description,
      intro: e.intro,
      price: e.price,
      cert_file: e.certFile,
      industrys_name: joinNames(e.industrys),
      fields_name: joinNames(e.fields),
      specials_name: joinNames(e.specials),
      supplys_name: joinNames(e.supplys),
      expert: e.expert,
      technology: e.technology,
      position: e.position,
      firstFile: fileRef(e.avatar),
    }));
    return { items, total: totalOf(total) };
  },

  listvideo: ({ db, payload }) => listMedia(db, 'video', payload),
  listlive: ({ db, payload }) => listMedia(db, 'live', payload),
  listcourse: ({ db, payload }) => listMedia(db, 'course', payload),

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
    const { pageSize, offset } = paging(payload, 9, MAX_PAGE);
    const cateIds = intList(payload.cate_ids, 50);
    const group = str(payload.parent_cate_value, 50);
    const where = and(
      cateIds.length > 0 ? inArray(trainings.cateId, cateIds) : undefined,
      group && cateIds.length === 0
        ? sql`${trainings.cateId} in (select ${categories.cateId} from ${categories} where ${categories.pCateValue} = ${group})`
        : undefined,
      keywordFilter(trainings.name, payload),
    );
    const [rows, total] = await Promise.all([
      db
        .select({ t: trainings, cateName: categories.cateName })
        .from(trainings)
        .leftJoin(categories, eq(categories.cateId, trainings.cateId))
        .where(where)
        .orderBy(desc(trainings.createTime), desc(trainings.id))
        .limit(pageSize)
        .offset(offset),
      db.select({ n: count() }).from(trainings).where(where),
    ]);
    const items: Training[] = rows.map(({ t, cateName }) => ({
      id: t.id,
      name: t.name,
      price: t.price,
      cate_id: t.cateId,
      cate_name: cateName ?? '',
      update_time: displayTime(t.startTime),
      end_time: displayTime(t.endTime),
      intro: t.intro,
      firstFile: fileRef(t.cover),
    }));
    return { items, total: totalOf(total) };
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
