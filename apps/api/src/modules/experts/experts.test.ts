// ChannelPolicyList, listexpertMenu, expertinfo and listproduct against the seeded database, plus the
// seeded mall products and a 100,000-product timing check of listproduct.
import type { ArticleSummary, Expert, Page, ProductCard } from '@ws/api-sdk/contract';
import { and, arrayOverlaps, count, desc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { articles, categories, companies, experts, products } from '../../db/schema';
import { MAX_PRODUCT_COUNT } from '../catalogue';
import { call, captureQueries, DEMO, explain, loginAs, medianMs, useHarness, type Envelope } from '../../../test/helpers';

describe('ChannelPolicyList', () => {
  const h = useHarness();
  const list = async (p: Record<string, unknown>) => (await call<Page<ArticleSummary>>(h.app, 'ChannelPolicyList', p)).data;

  it('lists the channel articles of a recommend id, newest first, 10 per page by default', async () => {
    for (const id of [39, 1902, 36, 37, 38]) {
      const expected = await h.db
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.channel, 'policy'), arrayOverlaps(articles.recommendIds, [id])))
        .orderBy(desc(articles.createTime), desc(articles.id));
      expect(expected.length, String(id)).toBeGreaterThan(0);
      const page = await list({ channel: 'policy', recommendIds: [id], pageNum: 1 });
      expect(page.total).toBe(expected.length);
      expect(page.items.map((a) => a.id)).toEqual(expected.slice(0, 10).map((r) => r.id));
      for (const a of page.items) {
        expect(a.channel).toBe('policy');
        expect(a.create_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      }
    }
  });

  it('without recommend ids lists the whole channel, paged', async () => {
    const [all] = await h.db.select({ n: count() }).from(articles).where(eq(articles.channel, 'policy'));
    const p1 = await list({ channel: 'policy', pageNum: 1, pageSize: 10 });
    const p2 = await list({ channel: 'policy', pageNum: 2, pageSize: 10 });
    expect(p1.total).toBe(all!.n);
    expect(p1.total).toBeGreaterThan(10);
    expect(p1.items).toHaveLength(10);
    expect(p2.items.some((a) => p1.items.some((b) => b.id === a.id))).toBe(false);
  });

  it('filters by keywords, with 2-character terms and escaped wildcards', async () => {
    const [first] = (await list({ channel: 'policy', pageNum: 1, pageSize: 1 })).items;
    const term = [...first!.title].slice(2, 4).join('');
    const page = await list({ channel: 'policy', keywords: term, pageNum: 1, pageSize: 100 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((a) => a.title.includes(term))).toBe(true);
    expect((await list({ channel: 'policy', keywords: '%', pageNum: 1 })).total).toBe(0);
    expect((await list({ channel: 'policy', keywords: '_', pageNum: 1 })).total).toBe(0);
    expect((await list({ channel: 'policy', recommendIds: [999_999], pageNum: 1 })).total).toBe(0);
  });
});

describe('listexpertMenu and expertinfo', () => {
  const h = useHarness();
  const menu = async (p: Record<string, unknown>) => (await call<Page<Expert>>(h.app, 'listexpertMenu', p)).data;

  it('lists approved experts of the recommend ids with their group names, 10 per page', async () => {
    const page = await menu({ recommendIds: [1902], pageNum: 1 });
    const [n] = await h.db
      .select({ n: count() })
      .from(experts)
      .where(and(eq(experts.auditStatus, 1), arrayOverlaps(experts.recommendIds, [1902])));
    expect(page.total).toBe(n!.n);
    expect(page.total).toBeGreaterThan(10);
    expect(page.items).toHaveLength(10);
    for (const e of page.items) {
      expect(e.industrys_name).not.toBe('');
      expect(e.fields_name).not.toBe('');
      expect(e.specials_name).not.toBe('');
      expect(e.supplys_name).not.toBe('');
    }
    const ids = new Set((await h.db.select({ id: experts.id }).from(experts).where(arrayOverlaps(experts.recommendIds, [1902]))).map((r) => r.id));
    expect(page.items.every((e) => ids.has(e.id))).toBe(true);
    const p2 = await menu({ recommendIds: [1902], pageNum: 2 });
    expect(p2.items.some((a) => page.items.some((b) => b.id === a.id))).toBe(false);
    expect((await menu({ pageNum: 1, pageSize: 100 })).total).toBeGreaterThanOrEqual(30);
  });

  it('finds experts by name or expertise keywords', async () => {
    const byName = await menu({ keywords: '赵六', pageNum: 1 });
    expect(byName.items.map((e) => e.name)).toEqual(['赵六']);
    const byExpertise = await menu({ keywords: '防雷', pageNum: 1 });
    expect(byExpertise.total).toBeGreaterThan(0);
    expect(byExpertise.items.every((e) => `${e.name}${e.expert}${e.title}`.includes('防雷'))).toBe(true);
    expect((await menu({ keywords: '%', pageNum: 1 })).total).toBe(0);
  });

  it('expertinfo answers the profile with group names, bound or not', async () => {
    const [zhao] = await h.db.select().from(experts).where(eq(experts.name, '赵六'));
    const info = await call<Expert>(h.app, 'expertinfo', { id: zhao!.id });
    expect(info.ok).toBe(true);
    expect(info.data).toMatchObject({ id: zhao!.id, name: '赵六', user_id: 4, price: zhao!.price, position: zhao!.position });
    expect(info.data.intro).toContain('<p>');
    expect(info.data.cert_file.length).toBeGreaterThan(0);
    expect(info.data.firstFile?.FileUrl).toMatch(/^\/api\/files\/seed\/expert-\d+\.svg$/);
    const fieldNames = await h.db.select({ name: categories.cateName }).from(categories).where(eq(categories.cateId, zhao!.fields[0]!));
    expect(info.data.fields_name).toBe(fieldNames[0]!.name);

    const [unbound] = await h.db.select().from(experts).where(eq(experts.userId, 0)).limit(1);
    expect((await call<Expert>(h.app, 'expertinfo', { id: unbound!.id })).data.user_id).toBe(0);
  });

  it('expertinfo answers 专家不存在 for an unknown, malformed or unapproved id', async () => {
    for (const id of [999_999, 'abc', 0, -1, '']) {
      expect(await call(h.app, 'expertinfo', { id })).toMatchObject({ ok: false, code: 1, msg: '专家不存在', data: null });
    }
    const [one] = await h.db.select().from(experts).limit(1);
    await h.db.update(experts).set({ auditStatus: 3 }).where(eq(experts.id, one!.id));
    expect((await call(h.app, 'expertinfo', { id: one!.id })).msg).toBe('专家不存在');
  });
});

describe('seeded mall products', () => {
  const h = useHarness();

  it('has 60+ products of every type across every product category, sold by seeded companies', async () => {
    const rows = await h.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    const types = new Set(rows.map((p) => p.productType));
    expect([...types].sort()).toEqual(['jifen', 'product', 'service']);
    const productCates = await h.db.select().from(categories).where(eq(categories.pCateValue, 'product'));
    for (const top of productCates.filter((c) => c.parentId === 0)) {
      expect(rows.filter((p) => p.cateId === top.cateId).length, top.cateName).toBeGreaterThanOrEqual(6);
    }
    const topIds = new Set(productCates.filter((c) => c.parentId === 0).map((c) => c.cateId));
    for (const sub of productCates.filter((c) => topIds.has(c.parentId))) {
      expect(rows.some((p) => p.subCateId === sub.cateId), sub.cateName).toBe(true);
    }
    const companyIds = new Set((await h.db.select({ id: companies.id }).from(companies).where(eq(companies.auditStatus, 1))).map((c) => c.id));
    for (const p of rows) {
      expect(companyIds.has(p.companyId), p.name).toBe(true);
      expect(p.att.length).toBeGreaterThanOrEqual(1);
      expect(p.att.length).toBeLessThanOrEqual(2);
      const combos = p.att.reduce((n, g) => n * g.att_item.length, 1);
      expect(p.attItemPrice).toHaveLength(combos);
      expect(p.price).toBe(Math.min(...p.attItemPrice.map((s) => Number(s.price))).toFixed(2));
      expect(p.stock).toBe(p.attItemPrice.reduce((n, s) => n + s.stock, 0));
      expect(p.paramItem.length).toBeGreaterThanOrEqual(3);
      expect(p.fileItems[0]?.FileUrl).toMatch(/^\/api\/files\/seed\/mall-product-\d+\.svg$/);
      expect(p.unit).not.toBe('');
    }
    expect(rows.filter((p) => p.isOnSale === 0).length).toBeGreaterThanOrEqual(1);
    // the demo company user's company sells some of them
    expect(rows.filter((p) => p.companyId === 1).length).toBeGreaterThanOrEqual(3);
  });
});

describe('listproduct', () => {
  const h = useHarness();
  // prices need a login (spec 02 §1): the lists below are a member's
  let token = '';
  beforeEach(async () => {
    token = await loginAs(h.app, DEMO.member);
  });
  const list = async (p: Record<string, unknown>) => (await call<Page<ProductCard>>(h.app, 'listproduct', { pageNum: 1, ...p }, { token })).data;

  it('sends no prices to a visitor, nor to a token the server no longer accepts', async () => {
    const visitor = (await call<Page<ProductCard>>(h.app, 'listproduct', { pageSize: 50 })).data;
    expect(visitor.items.length).toBeGreaterThan(0);
    for (const p of visitor.items) expect(p.price, p.name).toBe('');
    const stale = (await call<Page<ProductCard>>(h.app, 'listproduct', { pageSize: 50 }, { token: 'f'.repeat(64) })).data;
    for (const p of stale.items) expect(p.price, p.name).toBe('');
    const member = await list({ pageSize: 50 });
    expect(member.items.map((p) => p.id)).toEqual(visitor.items.map((p) => p.id));
    for (const p of member.items) expect(p.price, p.name).toMatch(/^\d+\.\d{2}$/);
  });

  const onSale = () => h.db.select().from(products).where(eq(products.isOnSale, 1));

  it('lists product cards on sale, newest first, 20 per page, with the company name and spec count', async () => {
    const all = await onSale();
    const page = await list({});
    expect(page.total).toBe(all.length);
    expect(page.items).toHaveLength(20);
    const byId = new Map(all.map((p) => [p.id, p]));
    const names = new Map((await h.db.select({ id: companies.id, name: companies.name }).from(companies)).map((c) => [c.id, c.name]));
    for (const card of page.items) {
      const row = byId.get(card.id)!;
      expect(row, card.name).toBeDefined();
      expect(card).toEqual({
        id: row.id,
        name: row.name,
        company_name: names.get(row.companyId),
        att_item_price_size: row.attItemPrice.length,
        price: row.price,
        unit: row.unit,
        product_type: row.productType,
        sales: row.sales,
        firstFile: { FileUrl: row.fileItems[0]!.FileUrl },
      });
    }
    const sorted = [...all].sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
    expect(page.items.map((p) => p.id)).toEqual(sorted.slice(0, 20).map((p) => p.id));
    const offSale = (await h.db.select({ id: products.id }).from(products).where(eq(products.isOnSale, 0))).map((r) => r.id);
    const everything = await list({ pageSize: 100 });
    expect(everything.items.some((p) => offSale.includes(p.id))).toBe(false);
  });

  it('filters by product types, category path and recommend ids', async () => {
    const all = await onSale();
    const services = await list({ product_types: ['service'], pageSize: 100 });
    expect(services.total).toBe(all.filter((p) => p.productType === 'service').length);
    expect(services.items.every((p) => p.product_type === 'service')).toBe(true);
    const two = await list({ product_types: ['product', 'jifen'], pageSize: 100 });
    expect(two.total).toBe(all.filter((p) => p.productType !== 'service').length);
    // an unknown type is ignored
    expect((await list({ product_types: ['bogus'] })).total).toBe(all.length);

    const cate = await list({ cate: 2402, pageSize: 100 });
    expect(cate.total).toBe(all.filter((p) => p.cateId === 2402).length);
    const sub = await list({ cate: 2402, sub_cate: 2421, pageSize: 100 });
    expect(sub.total).toBe(all.filter((p) => p.subCateId === 2421).length);
    expect(sub.total).toBeGreaterThan(0);
    expect((await list({ s_sub_cate: 99_999 })).total).toBe(0);
    const rec = await list({ recommendIds: [36], pageSize: 100 });
    expect(rec.total).toBe(all.filter((p) => p.recommendIds.includes(36)).length);
  });

  it('sorts by price and sales, ascending (0) or descending (1)', async () => {
    const priceAsc = (await list({ sort_type: 'price', sort_value: 0, pageSize: 100 })).items.map((p) => Number(p.price));
    expect(priceAsc).toEqual([...priceAsc].sort((a, b) => a - b));
    const priceDesc = (await list({ sort_type: 'price', sort_value: 1, pageSize: 100 })).items.map((p) => Number(p.price));
    expect(priceDesc).toEqual([...priceDesc].sort((a, b) => b - a));
    expect(priceDesc[0]).toBeGreaterThan(priceDesc.at(-1)!);

    const all = await onSale();
    const sales = new Map(all.map((p) => [p.id, p.sales]));
    const salesDesc = (await list({ sort_type: 'sales', sort_value: 1, pageSize: 100 })).items.map((p) => sales.get(p.id)!);
    expect(salesDesc).toEqual([...salesDesc].sort((a, b) => b - a));
    const salesAsc = (await list({ sort_type: 'sales', sort_value: 0, pageSize: 100 })).items.map((p) => sales.get(p.id)!);
    expect(salesAsc).toEqual([...salesAsc].sort((a, b) => a - b));
    // pages of a sorted list do not overlap
    const p1 = await list({ sort_type: 'price', sort_value: 0 });
    const p2 = await list({ sort_type: 'price', sort_value: 0, pageNum: 2 });
    expect(p2.items.some((a) => p1.items.some((b) => b.id === a.id))).toBe(false);
  });

  it('finds products by 1-, 2- and 3+-character keywords and escapes wildcards', async () => {
    const all = await onSale();
    for (const term of ['帽', '手套', '灭火器', '积分兑换', 'KN95']) {
      const page = await list({ keywords: term, pageSize: 100 });
      const expected = all.filter((p) => p.name.toLowerCase().includes(term.toLowerCase()));
      expect(page.total, term).toBe(expected.length);
      expect(page.total, term).toBeGreaterThan(0);
      expect(page.items.every((p) => p.name.toLowerCase().includes(term.toLowerCase())), term).toBe(true);
    }
    expect((await list({ keywords: '%' })).total).toBe(0);
    expect((await list({ keywords: '_' })).total).toBe(0);
    expect((await list({ keywords: '\\' })).total).toBe(0);
    expect((await list({ keywords: '不存在的商品' })).total).toBe(0);
  });

  it('stays fast with 100,000 products (indexes, one query for the page and one count)', async () => {
    const payloads: Record<string, unknown>[] = [
      { pageSize: 20 },
      { pageSize: 20, product_types: ['product'] },
      { pageSize: 20, product_types: ['service'], sort_type: 'price', sort_value: 0 },
      { pageSize: 20, cate: 2402, sort_type: 'sales', sort_value: 1 },
      { pageSize: 20, cate: 2401, sub_cate: 2411, sort_type: 'price', sort_value: 1 },
      { pageSize: 20, product_types: ['product'], keywords: '型号 4242' },
      { pageSize: 20, product_types: ['product'], pageNum: 50 },
      // a term in 1 of 8 names: the capped count reads ~30,000 rows to find 2,000 matches (looser bound below)
      { pageSize: 20, product_types: ['product'], keywords: '气体检测仪' },
      { pageSize: 20, product_types: ['product', 'jifen'], pageNum: 5 },
      { pageSize: 20, recommendIds: [36], sort_type: 'uni' },
    ];
    // the same calls on the small seeded catalogue: the reference for "stays flat"
    const baseline = new Map<string, number>();
    for (const payload of payloads) {
      await call(h.app, 'listproduct', payload);
      baseline.set(JSON.stringify(payload), (await medianMs(() => call(h.app, 'listproduct', payload))).median);
    }

    // 100,000 products spread over the product categories, companies and types (the recommend id follows the
    // category, as in the seed)
    await h.exec(`
      INSERT INTO products (company_id, name, product_type, cate_id, sub_cate_id, recommend_ids, price, unit, stock, sales,
                            att_item_price, file_items, is_on_sale, create_time)
      SELECT 1 + (g % 28),
             (ARRAY['安全帽','防护手套','灭火器','应急灯','气体检测仪','急救箱','警示标识','安全鞋'])[1 + g % 8] || ' 型号 ' || g,
             (ARRAY['product','product','product','product','service','service','jifen'])[1 + g % 7],
             2401 + g % 5, 2411 + (g % 5) * 10 + (g / 5) % 3, ARRAY[(ARRAY[1902,36,38,1902,1902])[1 + g % 5]],
             (10 + (g::bigint * 7919) % 50000) / 10.0, '件', 100, ((g::bigint * 104729) % 5000)::int,
             '[{"name":"标准","price":"10.00","stock":100,"img_url":""}]'::jsonb,
             '[{"FileUrl":"/api/files/seed/mall-product-1.svg"}]'::jsonb,
             CASE WHEN g % 50 = 0 THEN 0 ELSE 1 END,
             timestamp '2025-01-01 00:00:00' + g * interval '1 minute'
      FROM generate_series(1, 100000) AS g;
      ANALYZE products;
    `);
    const [n] = await h.db.select({ n: count() }).from(products);
    expect(n!.n).toBeGreaterThanOrEqual(100_000);

    for (const payload of payloads) {
      let first: Envelope<Page<ProductCard>> | undefined;
      // the SQL the call sends
      const sent = await captureQueries(h, async () => {
        first = await call<Page<ProductCard>>(h.app, 'listproduct', payload);
      });
      expect(first!.ok).toBe(true);
      if (payload.keywords === '型号 4242') expect(first!.data.items.length).toBeGreaterThan(0);
      else expect(first!.data.items.length, JSON.stringify(payload)).toBe(20);
      // one query for the page's ids, one for its cards, one (capped) count: no N+1
      expect(sent, JSON.stringify(payload)).toHaveLength(3);
      for (const q of sent) {
        const plan = await explain(h, q);
        // only the capped count may read the table in order (it stops after MAX_PRODUCT_COUNT rows)
        if (!/count\(\*\)/.test(q.sql)) expect(plan, `${JSON.stringify(payload)}\n${q.sql}\n${plan}`).not.toMatch(/Seq Scan on products/);
      }
      const { median, times } = await medianMs(() => call(h.app, 'listproduct', payload));
      // The plans above are the real guard. Timing is only a gross check, loose enough for a 2-core CI machine
      // busy with other suites: < 300 ms median (a very common keyword: < 1 s), or at most 10x (40x) the same
      // call on the small seeded table. Typical on an idle machine: < 50 ms (< 250 ms).
      const common = payload.keywords === '气体检测仪';
      const limit = Math.max(common ? 1000 : 300, (common ? 40 : 10) * baseline.get(JSON.stringify(payload))!);
      expect(median, `${JSON.stringify(payload)}: ${times.map((t) => t.toFixed(1)).join(', ')} ms (limit ${limit.toFixed(1)})`).toBeLessThan(limit);
    }
    // correctness on the big table: the sales order holds
    const top = await call<Page<ProductCard>>(h.app, 'listproduct', { pageSize: 20, sort_type: 'sales', sort_value: 1 });
    const best = await h.db.select({ id: products.id }).from(products).where(eq(products.isOnSale, 1)).orderBy(desc(products.sales), desc(products.id)).limit(20);
    expect(top.data.items.map((p) => p.id)).toEqual(best.map((r) => r.id));
    // the total is exact up to MAX_PRODUCT_COUNT matches, then capped (the pager reaches 100 pages of 20)
    const [big] = await h.db.select({ n: count() }).from(products).where(sql`${products.isOnSale} = 1`);
    expect(big!.n).toBeGreaterThan(MAX_PRODUCT_COUNT);
    expect(top.data.total).toBe(MAX_PRODUCT_COUNT);
    const few = await call<Page<ProductCard>>(h.app, 'listproduct', { pageSize: 20, keywords: '型号 4242' });
    expect(few.data.total).toBe(11); // 4242, 14242, …, 94242 and 42420–42429
    // newest first across several types (the UNION ALL of per-type index walks) equals a plain sort
    const mixed = await call<Page<ProductCard>>(h.app, 'listproduct', { pageSize: 20, pageNum: 3, product_types: ['product', 'service'] });
    const plain = await h.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.isOnSale, 1), sql`${products.productType} in ('product', 'service')`))
      .orderBy(desc(products.createTime), desc(products.id))
      .limit(20)
      .offset(40);
    expect(mixed.data.items.map((p) => p.id)).toEqual(plain.map((r) => r.id));
  }, 120_000);
});

describe('an expert taken off by the console (listed 0)', () => {
  const h = useHarness();

  it('is on no portal list, its detail says 该专家已下线 and it takes no consult', async () => {
    const [e] = await h.db.select({ id: experts.id, recommendIds: experts.recommendIds }).from(experts).where(and(eq(experts.auditStatus, 1), sql`${experts.userId} > 0`)).limit(1);
    await h.db.update(experts).set({ listed: 0 }).where(eq(experts.id, e!.id));
    const ids = async (api: 'listexpert' | 'listexpertMenu', p: Record<string, unknown>) =>
      (await call<Page<Expert>>(h.app, api, { pageSize: 100, ...p })).data.items.map((x) => x.id);
    expect(await ids('listexpert', {})).not.toContain(e!.id);
    expect(await ids('listexpertMenu', { recommendIds: e!.recommendIds })).not.toContain(e!.id);
    expect(await call(h.app, 'expertinfo', { id: e!.id })).toMatchObject({ ok: false, msg: '该专家已下线' });
    const member = await loginAs(h.app, DEMO.member);
    expect(await call(h.app, 'expertPay', { expert_id: e!.id }, { token: member })).toMatchObject({ ok: false, msg: '该专家已下线' });
    const total = (await h.db.select({ n: count() }).from(experts).where(and(eq(experts.auditStatus, 1), eq(experts.listed, 1))))[0]!.n;
    expect((await call<Page<Expert>>(h.app, 'listexpert', {})).data.total).toBe(total);
  });
});
