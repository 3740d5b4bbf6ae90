import type { Ad, Area, ArticleSummary, Category, Expert, HelpCategory, HelpInfo, Media, Page, Stat, Training } from '@ws/api-sdk/contract';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles, companies, experts, users } from '../../db/schema';
import { call, DEMO, useHarness } from '../../../test/helpers';

describe('seeded content', () => {
  const h = useHarness();

  it('has quicknav ids exactly 2–11 with the spec titles, and every banner group', async () => {
    const nav = (await call<{ items: Ad[] }>(h.app, 'listads', { cate_value: 'quicknav' })).data.items;
    expect(nav.map((a) => a.id).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const title = Object.fromEntries(nav.map((a) => [a.id, a.title]));
    expect(title).toEqual({ 2: '培训', 3: '安全生产', 4: '消防服务', 5: '特种设备', 6: '职业卫生', 7: '环境服务', 8: '百家大讲堂', 9: '专家', 10: '法律法规', 11: '入驻企业' });
    for (const a of nav) expect(a.firstFile?.FileUrl).toMatch(/^\/api\/files\/seed\/.+\.svg$/);
    const sizes: Record<string, number> = { homebanner: 4, homepcvertical: 2, homepcmidbanner: 2 };
    for (const [cate_value, n] of Object.entries(sizes)) {
      const items = (await call<{ items: Ad[] }>(h.app, 'listads', { cate_value })).data.items;
      expect(items, cate_value).toHaveLength(n);
      for (const a of items) expect(a.id).toBeGreaterThanOrEqual(20);
    }
    expect((await call<{ items: Ad[] }>(h.app, 'listads', { cate_value: 'nothing' })).data.items).toEqual([]);
  });

  it('has at least 25 articles in each home channel and 8 per law category 122–127', async () => {
    for (const channel of ['policy', 'news', 'prevention', 'case']) {
      const page = (await call<Page<ArticleSummary>>(h.app, 'listarticle', { channel, pageNum: 1, pageSize: 20 })).data;
      expect(page.total, channel).toBeGreaterThanOrEqual(25);
    }
    for (const cate_id of [122, 123, 124, 125, 126, 127]) {
      const page = (await call<Page<ArticleSummary>>(h.app, 'listarticle', { channel: 'law', cate_id, pageNum: 1, pageSize: 20 })).data;
      expect(page.total, String(cate_id)).toBeGreaterThanOrEqual(8);
      expect(page.items.every((a) => a.cate_id === cate_id && a.channel === 'law')).toBe(true);
    }
    const withPdf = await h.db.select({ n: count() }).from(articles).where(sql`${articles.channel} = 'law' and jsonb_array_length(${articles.resourceItems}) > 0`);
    expect(withPdf[0]!.n).toBeGreaterThanOrEqual(6);
    for (const cate_id of [1829, 1830, 1831]) {
      const page = (await call<Page<ArticleSummary>>(h.app, 'listarticle', { cate_id, pageNum: 1, pageSize: 20 })).data;
      expect(page.total, String(cate_id)).toBeGreaterThanOrEqual(12);
    }
  });

  it('has exactly one news article carrying the XSS probe', async () => {
    const rows = await h.db.select().from(articles).where(eq(articles.title, '安全提示：警惕钓鱼链接'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.channel).toBe('news');
    expect(rows[0]!.intro).toContain('<script>window.__xss=1</script>');
    expect(rows[0]!.intro).toContain('<img src=x onerror="window.__xss=2">');
  });

  it('has the help menu ids 33, 35–42 and the agreement 48', async () => {
    const cates = (await call<{ items: HelpCategory[] }>(h.app, 'listHelpByCate')).data.items;
    expect(cates.length).toBeGreaterThanOrEqual(3);
    for (const c of cates) expect(c.cate_id).toBeGreaterThanOrEqual(3000);
    const ids = cates.flatMap((c) => c.items.map((i) => i.id)).sort((a, b) => a - b);
    expect(ids).toEqual([33, 35, 36, 37, 38, 39, 40, 41, 42, 48]);
    const agreement = (await call<HelpInfo>(h.app, 'helpInfo', { id: 48 })).data;
    expect(agreement.name).toBe('用户协议');
    expect(agreement.intro.length).toBeGreaterThan(2000);
    expect(agreement.intro).toContain('<strong>');
    expect((await call(h.app, 'helpInfo', { id: 9999 })).ok).toBe(false);
    expect((await call(h.app, 'helpInfo', { id: 'x' })).ok).toBe(false);
  });

  it('has the demo accounts bound: the company user owns a company, the expert user an expert', async () => {
    const [company] = await h.db.select().from(companies).where(eq(companies.userId, 2));
    expect(company?.name).toBe('广州安信安全技术有限公司');
    const [expert] = await h.db.select().from(experts).where(eq(experts.userId, 4));
    expect(expert?.name).toBe('赵六');
    const unbound = await h.db.select({ n: count() }).from(experts).where(eq(experts.userId, 0));
    expect(unbound[0]!.n).toBeGreaterThanOrEqual(2);
    const [member] = await h.db.select().from(users).where(eq(users.userMobile, DEMO.member));
    expect(member?.passwordHash.startsWith('scrypt$')).toBe(true);
  });

  it('lists recommend, content and expert groups via menuList', async () => {
    const rec = (await call<{ items: Category[] }>(h.app, 'menuList', { pageNum: 1, pageSize: 99999, cate_values: ['recommend'] })).data.items;
    expect(rec.map((c) => c.cate_id).sort((a, b) => a - b)).toEqual([36, 37, 38, 39, 1902]);
    expect(rec.every((c) => c.is_recommend === 1)).toBe(true);
    const groups = (await call<{ items: Category[] }>(h.app, 'menuList', { pageNum: 1, pageSize: 99999, cate_values: ['industry', 'field', 'special', 'supply'] }))
      .data.items;
    for (const g of ['industry', 'field', 'special', 'supply']) {
      const n = groups.filter((c) => c.p_cate_value === g).length;
      expect(n, g).toBeGreaterThanOrEqual(4);
      expect(n, g).toBeLessThanOrEqual(6);
    }
    const law = (await call<{ items: Category[] }>(h.app, 'menuList', { cate_values: 'law' })).data.items;
    expect(law.map((c) => [c.cate_id, c.cate_name])).toEqual([
      [122, '环境保护'],
      [123, '消防咨询'],
      [124, '职业卫生'],
      [125, '特种设备'],
      [126, '安全生产'],
      [127, '防雷检测'],
    ]);
  });

  it('gives the product categories as a tree with images (listCateNew)', async () => {
    const tops = (await call<{ items: Category[] }>(h.app, 'listCateNew', { parent_cate_value: 'product' })).data.items;
    expect(tops).toHaveLength(5);
    for (const t of tops) {
      expect(t.parent_id).toBe(0);
      expect(t.firstFile?.FileUrl).toMatch(/^\/api\/files\/seed\//);
      expect(t.children!.length).toBeGreaterThanOrEqual(3);
      expect(t.children!.every((c) => c.parent_id === t.cate_id)).toBe(true);
    }
  });

  it('counts approved companies, and a visit only for a page view (statInfo count=1), not for a plain read or a refetch', async () => {
    const a = (await call<Stat>(h.app, 'statInfo', { count: '1' })).data;
    const b = (await call<Stat>(h.app, 'statInfo', { count: '1' })).data;
    const approved = await h.db.select({ n: count() }).from(companies).where(eq(companies.auditStatus, 1));
    expect(a.company_amount).toBe(approved[0]!.n);
    expect(a.company_amount).toBeGreaterThanOrEqual(30);
    expect(b.visit_amount).toBe(a.visit_amount + 1);
    const reads = [(await call<Stat>(h.app, 'statInfo')).data, (await call<Stat>(h.app, 'statInfo', { count: '0' })).data];
    expect(reads.map((r) => r.visit_amount)).toEqual([b.visit_amount, b.visit_amount]);
  });
});

describe('listarticle', () => {
  const h = useHarness();
  const list = async (p: Record<string, unknown>) => (await call<Page<ArticleSummary> & { channel_name: string }>(h.app, 'listarticle', p)).data;

  it('pages at 20, newest first, with the channel name', async () => {
    const p1 = await list({ channel: 'policy', pageNum: 1, pageSize: 20 });
    const p2 = await list({ channel: 'policy', pageNum: 2, pageSize: 20 });
    expect(p1.channel_name).toBe('政策解读');
    expect(p1.items).toHaveLength(20);
    expect(p2.items).toHaveLength(p1.total - 20);
    const all = [...p1.items, ...p2.items];
    expect(new Set(all.map((a) => a.id)).size).toBe(p1.total);
    const times = all.map((a) => a.create_time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(times[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Object.keys(p1.items[0]!).sort()).toEqual(['add_from', 'author', 'cate_id', 'cate_name', 'channel', 'create_time', 'firstFile', 'id', 'title']);
  });

  it('names every channel', async () => {
    const names: Record<string, string> = { policy: '政策解读', news: '新闻资讯', prevention: '企业防灾', case: '风险案例', law: '法律法规', content: '内容中心' };
    for (const [channel, name] of Object.entries(names)) expect((await list({ channel, pageSize: 1 })).channel_name).toBe(name);
    expect((await list({ cate_id: 1830, pageSize: 1 })).channel_name).toBe('客户案例');
    expect((await list({ channel: 'law', cate_id: 123, pageSize: 1 })).channel_name).toBe('法律法规');
  });

  it('clamps pageSize to 100 and defaults bad paging values', async () => {
    expect((await list({ pageNum: 1, pageSize: 99999 })).items).toHaveLength(100);
    expect((await list({ pageNum: 'x', pageSize: -3 })).items).toHaveLength(1);
    expect((await list({ channel: 'news', pageNum: 99, pageSize: 20 })).items).toEqual([]);
  });

  it('finds 1- and 2-character Chinese terms and longer phrases', async () => {
    const one = await list({ keywords: '火', pageSize: 100 });
    expect(one.total).toBeGreaterThan(5);
    expect(one.items.every((a) => a.title.includes('火'))).toBe(true);
    const two = await list({ keywords: '消防', pageSize: 100 });
    expect(two.total).toBeGreaterThan(5);
    expect(two.items.every((a) => a.title.includes('消防'))).toBe(true);
    const news = await list({ channel: 'news', keywords: '东莞', pageSize: 100 });
    expect(news.total).toBeGreaterThan(0);
    expect(news.items.every((a) => a.channel === 'news' && a.title.includes('东莞'))).toBe(true);
    const phrase = await list({ keywords: '有限空间作业', pageSize: 100 });
    expect(phrase.total).toBeGreaterThanOrEqual(2);
  });

  it('treats LIKE wildcards in keywords literally', async () => {
    expect((await list({ keywords: '%' })).total).toBe(0);
    expect((await list({ keywords: '_' })).total).toBe(0);
  });
});

describe('listexpert', () => {
  const h = useHarness();
  const list = async (p: Record<string, unknown>) => (await call<Page<Expert>>(h.app, 'listexpert', { pageNum: 1, pageSize: 20, ...p })).data;

  it('pages experts newest first with the category names joined', async () => {
    const all = await list({});
    expect(all.total).toBeGreaterThanOrEqual(30);
    expect(all.items).toHaveLength(20);
    const e = all.items[0]!;
    expect(e.industrys_name).not.toBe('');
    expect(e.fields_name).not.toBe('');
    expect(e.specials_name).not.toBe('');
    expect(e.supplys_name).not.toBe('');
    expect(e.firstFile?.FileUrl).toMatch(/^\/api\/files\/seed\/expert-/);
    expect(e.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('filters by each group, by name and by recommendIds', async () => {
    const fire = await list({ field: 2012 });
    expect(fire.total).toBeGreaterThan(0);
    expect(fire.items.every((e) => e.fields_name.includes('消防安全'))).toBe(true);

    const industry = await list({ industry: 2001 });
    expect(industry.items.every((e) => e.industrys_name.includes('制造业'))).toBe(true);
    const special = await list({ special: 2022 });
    expect(special.items.every((e) => e.specials_name.includes('应急预案'))).toBe(true);
    const supply = await list({ supply: 2032 });
    expect(supply.items.every((e) => e.supplys_name.includes('检测检验'))).toBe(true);

    const both = await list({ field: 2012, supply: 2032 });
    expect(both.total).toBeLessThanOrEqual(fire.total);

    const named = await list({ name: '赵六' });
    expect(named.items.map((e) => e.name)).toEqual(['赵六']);
    expect(named.items[0]!.user_id).toBe(4);

    // 问专家 of /search: name, title, expertise, technology and the field names
    const byField = await list({ name: '消防' });
    expect(byField.total).toBeGreaterThanOrEqual(fire.total);
    expect(byField.total).toBeGreaterThanOrEqual(4);
    for (const e of fire.items) expect(byField.items.map((x) => x.id)).toContain(e.id);
    const byTitle = await list({ name: '注册消防工程师' });
    expect(byTitle.total).toBeGreaterThan(0);
    expect(byTitle.items.every((e) => e.title.includes('注册消防工程师'))).toBe(true);
    const byExpertise = await list({ name: '尘肺病' });
    expect(byExpertise.items.map((e) => e.name)).toContain('彭丽');
    expect((await list({ name: '不存在的专长' })).total).toBe(0);

    const all = await list({});
    const rec = await list({ recommendIds: [36] });
    expect(rec.total).toBeGreaterThan(0);
    expect(rec.total).toBeLessThan(all.total);

    expect((await list({ field: 0, industry: '' })).total).toBe((await list({})).total);
    expect((await list({ field: 999999 })).total).toBe(0);
  });
});


describe('media, trainings and areas', () => {
  const h = useHarness();

  it('lists videos, lives and courses by kind, category and keyword', async () => {
    const sizes = { listvideo: 12, listlive: 10, listcourse: 10 } as const;
    for (const [name, min] of Object.entries(sizes) as [keyof typeof sizes, number][]) {
      const page = (await call<Page<Media>>(h.app, name, { pageNum: 1, pageSize: 9 })).data;
      expect(page.total, name).toBeGreaterThanOrEqual(min);
      expect(page.items).toHaveLength(9);
      expect(page.items.every((m) => m.kind === { listvideo: 'video', listlive: 'live', listcourse: 'course' }[name])).toBe(true);
      expect(page.items.every((m) => m.firstFile !== null && m.cate_name !== '')).toBe(true);
    }
    const fire = (await call<Page<Media>>(h.app, 'listvideo', { cate: 2202, pageSize: 50 })).data;
    expect(fire.total).toBeGreaterThan(0);
    expect(fire.items.every((m) => m.cate_id === 2202)).toBe(true);
    const kw = (await call<Page<Media>>(h.app, 'listvideo', { keywords: '灭火器' })).data;
    expect(kw.items.map((m) => m.name)).toContain('灭火器的正确使用方法');
  });

  it('lists training categories and trainings', async () => {
    const cates = (await call<{ items: Category[] }>(h.app, 'trainMenuList', { pageNum: 1, pageSize: 99999, parent_cate_value: 'train' })).data.items;
    expect(cates.length).toBeGreaterThanOrEqual(4);
    const page = (await call<Page<Training>>(h.app, 'listTrain', { pageNum: 1, pageSize: 3, parent_cate_value: 'train' })).data;
    expect(page.total).toBeGreaterThanOrEqual(15);
    expect(page.items).toHaveLength(3);
    expect(page.items[0]!.update_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const first = cates[0]!.cate_id;
    const one = (await call<Page<Training>>(h.app, 'listTrain', { cate_ids: [first], pageSize: 50 })).data;
    expect(one.total).toBeGreaterThan(0);
    expect(one.items.every((t) => t.cate_id === first)).toBe(true);
    const kw = (await call<Page<Training>>(h.app, 'listTrain', { keywords: '消防', pageSize: 50 })).data;
    expect(kw.items.every((t) => t.name.includes('消防'))).toBe(true);
  });

  it('lists areas by parent code or name, sorted by idx', async () => {
    const cities = (await call<{ items: Area[] }>(h.app, 'listarea', { parent_name: '440000', pageSize: 99 })).data.items;
    expect(cities).toHaveLength(21);
    expect(cities.find((c) => c.id === 440100)?.name).toBe('广州市');
    expect(cities.find((c) => c.id === 441900)?.name).toBe('东莞市');
    expect(cities.map((c) => c.idx)).toEqual([...cities.map((c) => c.idx)].sort((a, b) => a - b));
    const byName = (await call<{ items: Area[] }>(h.app, 'listarea', { parent_name: '广东省', pageSize: 99 })).data.items;
    expect(byName).toEqual(cities);
    const gz = (await call<{ items: Area[] }>(h.app, 'listarea', { parent_name: '440100', pageSize: 99 })).data.items;
    expect(gz.map((d) => d.id)).toEqual([440103, 440104, 440105, 440106, 440111, 440112, 440113, 440114, 440115, 440117, 440118]);
    expect(gz[0]).toEqual({ id: 440103, name: '荔湾区', parent_id: 440100, wid: 440103, idx: 1 });
    const dg = (await call<{ items: Area[] }>(h.app, 'listarea', { parent_name: '东莞市', pageSize: 99 })).data.items;
    expect(dg.length).toBeGreaterThanOrEqual(10);
    expect(dg.find((t) => t.id === 441900003)?.name).toBe('东城街道');
    expect((await call<{ items: Area[] }>(h.app, 'listarea', { parent_name: '440100', pageSize: 3 })).data.items).toHaveLength(3);
    expect((await call<{ items: Area[] }>(h.app, 'listarea', { parent_name: '火星', pageSize: 99 })).data.items).toEqual([]);
  });
});
