import type { Company, CompanyProduct, CompanySummary, Page } from '@ws/api-sdk/contract';
import { count, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, companyProducts } from '../../db/schema';
import { call, DEMO, loginAs, useHarness } from '../../../test/helpers';

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('companies (listcompany, listcompany3, companyinfo, companyproduct)', () => {
  const h = useHarness();

  const list = async (payload: Record<string, unknown>) => {
    const res = await call<Page<CompanySummary>>(h.app, 'listcompany', payload);
    expect(res.ok, res.msg).toBe(true);
    return res.data;
  };
  const approvedCount = async () => (await h.db.select({ n: count() }).from(companies).where(eq(companies.auditStatus, 1)))[0]!.n;
  const hidden = () => h.db.select().from(companies).where(ne(companies.auditStatus, 1));

  it('lists approved companies newest first, 20 per page, with sub-category name, time and first image', async () => {
    const total = await approvedCount();
    expect(total).toBeGreaterThan(20);
    const p1 = await list({ pageNum: 1, pageSize: 20 });
    expect(p1.total).toBe(total);
    expect(p1.items).toHaveLength(20);
    const p2 = await list({ pageNum: 2, pageSize: 20 });
    expect(p2.items).toHaveLength(total - 20);
    const all = [...p1.items, ...p2.items];
    expect(new Set(all.map((c) => c.id)).size).toBe(total);
    const times = all.map((c) => c.create_time);
    expect([...times].sort().reverse()).toEqual(times);
    for (const c of all) {
      expect(c.create_time).toMatch(DATE_TIME);
      expect(c.sub_cate_name).not.toBe('');
      expect(c.firstFile?.FileUrl).toMatch(/^\/api\/files\/seed\/.+\.svg$/);
      expect(c.description).not.toBe('');
    }
    const anxin = all.find((c) => c.name === '广州安信安全技术有限公司');
    expect(anxin?.sub_cate_name).toBe('标准化咨询');
    // past the end: nothing, same total
    expect(await list({ pageNum: 9, pageSize: 20 })).toEqual({ items: [], total });
  });

  it('hides companies that are not approved from every call', async () => {
    const notApproved = await hidden();
    expect(notApproved.map((c) => c.auditStatus).sort()).toEqual([0, 0, 2, 3]);
    const ids = new Set((await list({ pageSize: 100 })).items.map((c) => c.id));
    const ac = (await call<Page<{ id: number; name: string }>>(h.app, 'listcompany3', { pageSize: 100 })).data.items.map((c) => c.id);
    for (const c of notApproved) {
      expect(ids.has(c.id), c.name).toBe(false);
      expect(ac).not.toContain(c.id);
      expect((await list({ keywords: c.name })).total, c.name).toBe(0);
      expect(await call(h.app, 'companyinfo', { id: c.id })).toEqual({ ok: false, code: 1, msg: '企业不存在', data: null });
      expect((await call(h.app, 'companyproduct', { company_id: c.id })).msg).toBe('企业不存在');
    }
    // approving one makes it public
    const first = notApproved[0]!;
    await h.db.update(companies).set({ auditStatus: 1 }).where(eq(companies.id, first.id));
    expect((await call<Company>(h.app, 'companyinfo', { id: first.id })).data.name).toBe(first.name);
    expect((await list({ pageSize: 100 })).total).toBe(ids.size + 1);
  });

  it('filters by top-level or sub-category (cates), also finding a company filed under a sub-category only', async () => {
    const top = await list({ cates: [2102], pageSize: 100 });
    expect(top.total).toBeGreaterThanOrEqual(4);
    expect(new Set(top.items.map((c) => c.sub_cate_name))).toEqual(new Set(['消防设施维保', '消防工程施工']));
    const sub = await list({ cates: [2121], pageSize: 100 });
    expect(sub.total).toBeGreaterThan(0);
    expect(sub.total).toBeLessThan(top.total);
    expect(sub.items.every((c) => c.sub_cate_name === '消防设施维保')).toBe(true);
    // several ids: any of them
    const two = await list({ cates: [2121, 2161], pageSize: 100 });
    expect(new Set(two.items.map((c) => c.sub_cate_name))).toEqual(new Set(['消防设施维保', '环评服务']));

    const [only] = await h.db.select().from(companies).where(eq(companies.name, '广州穗安消防工程有限公司'));
    await h.db.update(companies).set({ cates: [2121] }).where(eq(companies.id, only!.id));
    expect((await list({ cates: [2102], pageSize: 100 })).items.map((c) => c.id)).toContain(only!.id);
    // bad ids are ignored
    expect((await list({ cates: 'x,0,-3', pageSize: 100 })).total).toBe(await approvedCount());
  });

  it('filters by recommend ids (the 找服务 tab of /channelPolicy)', async () => {
    const special = await list({ recommendIds: [37] });
    expect(special.total).toBeGreaterThanOrEqual(2);
    expect(special.items.every((c) => c.sub_cate_name === '特种设备检验')).toBe(true);
    for (const id of [39, 1902, 36, 37, 38]) expect((await list({ recommendIds: [id] })).total, String(id)).toBeGreaterThan(0);
    const both = await list({ recommendIds: [37, 39], pageSize: 100 });
    expect(both.total).toBe(special.total + (await list({ recommendIds: [39] })).total);
    // combined with a category and a keyword
    const fire = await list({ recommendIds: [36], cates: [2102], keywords: '东莞' });
    expect(fire.total).toBeGreaterThan(0);
    expect(fire.items.every((c) => c.name.includes('东莞'))).toBe(true);
  });

  it('searches names by keyword: 1 and 2 Chinese characters work, LIKE wildcards are literal', async () => {
    const one = await list({ keywords: '莞', pageSize: 100 });
    expect(one.total).toBeGreaterThan(5);
    expect(one.items.every((c) => c.name.includes('莞'))).toBe(true);
    const two = await list({ keywords: '消防', pageSize: 100 });
    expect(two.total).toBeGreaterThanOrEqual(4);
    expect(two.items.every((c) => c.name.includes('消防'))).toBe(true);
    const long = await list({ keywords: '安信安全技术' });
    expect(long.items.map((c) => c.name)).toEqual(['广州安信安全技术有限公司']);
    expect((await list({ keywords: '  安信  ' })).total).toBe(1);
    for (const k of ['%', '_', '\\', '%消防%', '安_']) expect((await list({ keywords: k })).total, k).toBe(0);
    expect((await list({ keywords: '不存在的公司名' })).items).toEqual([]);
  });

  it('answers the autocomplete (listcompany3) with id and name, 30 by default, prefix matches first', async () => {
    const res = await call<Page<{ id: number; name: string }>>(h.app, 'listcompany3', {});
    expect(res.data.items).toHaveLength(30);
    expect(res.data.total).toBe(await approvedCount());
    expect(Object.keys(res.data.items[0]!).sort()).toEqual(['id', 'name']);
    const gz = (await call<Page<{ id: number; name: string }>>(h.app, 'listcompany3', { keywords: '广州', pageSize: 30 })).data.items;
    expect(gz.length).toBeGreaterThan(5);
    expect(gz.every((c) => c.name.startsWith('广州'))).toBe(true);
    const safety = (await call<Page<{ id: number; name: string }>>(h.app, 'listcompany3', { keywords: '安' })).data.items;
    const pos = safety.map((c) => c.name.indexOf('安'));
    expect([...pos].sort((a, b) => a - b)).toEqual(pos);
    expect((await call<Page<unknown>>(h.app, 'listcompany3', { keywords: '%' })).data.total).toBe(0);
  });

  it('answers companyinfo with intro, licence, qualification images and first image; 企业不存在 otherwise', async () => {
    const [row] = await h.db.select().from(companies).where(eq(companies.name, '广州安信安全技术有限公司'));
    const res = await call<Company>(h.app, 'companyinfo', { id: row!.id });
    expect(res.ok).toBe(true);
    const c = res.data;
    expect(c).toMatchObject({ id: row!.id, name: '广州安信安全技术有限公司', audit_status: 1, sub_cate_name: '标准化咨询', contact: '李四' });
    expect(c.intro).toContain('<strong>广州安信安全技术有限公司</strong>');
    expect(c.license_file).toEqual({ FileName: '广州安信安全技术有限公司营业执照.svg', FileUrl: expect.stringMatching(/licence\.svg$/) as unknown });
    expect(c.cert_file.length).toBe(2);
    for (const f of c.cert_file) expect(f.FileUrl).toMatch(/cert-\d\.svg$/);
    expect(c.firstFile?.FileUrl).toMatch(/logo\.svg$/);
    expect(c.file_items[0]).toEqual(c.firstFile);
    expect(c.create_time).toMatch(DATE_TIME);
    for (const id of [999_999, 0, -1, 'abc', '', '1 or 1=1']) {
      expect(await call(h.app, 'companyinfo', { id }), String(id)).toEqual({ ok: false, code: 1, msg: '企业不存在', data: null });
    }
  });

  it('answers companyproduct by company_id (or id) with name, price with two decimals (logged in), unit and image', async () => {
    const [row] = await h.db.select().from(companies).where(eq(companies.name, '广州安信安全技术有限公司'));
    const stored = await h.db.select().from(companyProducts).where(eq(companyProducts.companyId, row!.id));
    const token = await loginAs(h.app, DEMO.member);
    const res = await call<{ items: CompanyProduct[] }>(h.app, 'companyproduct', { company_id: row!.id }, { token });
    expect(res.ok).toBe(true);
    const items = res.data.items;
    expect(items).toHaveLength(stored.length);
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const p of items) {
      expect(p.company_id).toBe(row!.id);
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
      expect(p.unit).not.toBe('');
      expect(p.firstFile?.FileUrl).toMatch(/^\/api\/files\/seed\/product-.+\.svg$/);
    }
    expect((await call<{ items: CompanyProduct[] }>(h.app, 'companyproduct', { id: row!.id }, { token })).data.items).toEqual(items);
    // prices need a login (spec 02 §1): a visitor, or a token the server no longer accepts, gets none
    for (const opts of [{}, { token: 'f'.repeat(64) }]) {
      const visitor = (await call<{ items: CompanyProduct[] }>(h.app, 'companyproduct', { company_id: row!.id }, opts)).data.items;
      expect(visitor).toEqual(items.map((p) => ({ ...p, price: '' })));
    }
    // in their stored order
    const sorted = [...stored].sort((a, b) => a.sort - b.sort || a.id - b.id).map((p) => p.id);
    expect(items.map((p) => p.id)).toEqual(sorted);

    // an approved company without products: an empty list
    await h.db.delete(companyProducts).where(eq(companyProducts.companyId, row!.id));
    expect((await call(h.app, 'companyproduct', { company_id: row!.id })).data).toEqual({ items: [] });
    expect((await call(h.app, 'companyproduct', { company_id: 999_999 })).msg).toBe('企业不存在');
    expect((await call(h.app, 'companyproduct', {})).msg).toBe('企业不存在');
  });
});

describe('a company taken off by the console (listed 0)', () => {
  const h = useHarness();

  it('is on no portal list nor in the count, its detail says 该企业已下线', async () => {
    const [c] = await h.db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.auditStatus, 1)).limit(1);
    const before = (await call<{ company_amount: number }>(h.app, 'statInfo', {})).data.company_amount;
    await h.db.update(companies).set({ listed: 0 }).where(eq(companies.id, c!.id));
    const listed = await call<Page<CompanySummary>>(h.app, 'listcompany', { pageSize: 100 });
    expect(listed.data.items.map((x) => x.id)).not.toContain(c!.id);
    expect((await call<Page<{ id: number }>>(h.app, 'listcompany3', { keywords: c!.name })).data.items.map((x) => x.id)).not.toContain(c!.id);
    expect(await call(h.app, 'companyinfo', { id: c!.id })).toMatchObject({ ok: false, msg: '该企业已下线' });
    expect((await call<{ company_amount: number }>(h.app, 'statInfo', {})).data.company_amount).toBe(before - 1);
  });
});
