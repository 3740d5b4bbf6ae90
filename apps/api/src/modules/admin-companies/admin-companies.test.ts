// 企业管理 of the console: who may call it, a company created (an approved, listed supplier: on /listcompany
// and counted at once), changed, taken off (gone from the portal's lists and count, its detail says
// 该企业已下线) and back, bad input refused with nothing saved, and the audit rows with before and after.
import type { AdminCompanyDetail, AdminCompanyItem, Company, CompanyProduct, CompanySummary, Items, Page } from '@ws/api-sdk/contract';
import { describe, expect, it } from 'vitest';
import { auditRowsOf, call, DEMO, DEMO_ID, expectStaffOnly, type Harness, loginAs, staffToken, uploadUrl, useHarness } from '../../../test/helpers';


const auditRows = (h: Harness) => auditRowsOf(h, 'company.');

const countCompanies = async (h: Harness) => Number((await h.query<{ n: string }>('select count(*) as n from companies')).rows[0]!.n);

/** after every seeded company, so a new one is first on the portal's lists */
const LATER = '2030-01-01T08:00:00+08:00';
const LOGO = uploadUrl('guest', '0123456789abcdef0123456789abcdef.png');
const LICENCE = uploadUrl('guest', 'fedcba9876543210fedcba9876543210.jpg');

const companyInput = (over: Record<string, unknown> = {}) => ({
  name: '测试安全科技有限公司',
  intro: '提供安全评价与隐患排查服务。',
  description: '专注安全生产标准化',
  code: '91440101ma5cxxxx0x',
  contact: '王经理',
  phone: '13712345678',
  tel: '020-38100000',
  email: 'service@example.com',
  address: '广州市天河区天河路 1 号',
  cates: [2101],
  recommendIds: [1902],
  file_items: [{ FileName: 'logo.png', FileUrl: LOGO }],
  license_file: [{ FileName: '营业执照.jpg', FileUrl: LICENCE }],
  cert_file: [],
  ...over,
});

describe('admin-companies', () => {
  const h = useHarness();

  it('内容编辑 and 超级管理员 only: no token or a member is not logged in, 运营 and 客服主管 get 无权限, nothing changes', async () => {
    const before = await countCompanies(h);
    const member = await loginAs(h.app, DEMO.member);
    const calls = [
      ['adminCompanyList', {}],
      ['adminCompanyInfo', { id: 1 }],
      ['adminCompanySave', companyInput()],
      ['adminCompanyListed', { id: 1, listed: 0 }],
    ] as const;
    await expectStaffOnly(h, calls, member);
    expect(await countCompanies(h)).toBe(before);
    expect(await auditRows(h)).toHaveLength(0);
    for (const account of ['editor', 'admin']) {
      expect(await call(h.app, 'adminCompanyList', {}, { token: await staffToken(h, account) }), account).toMatchObject({ ok: true });
    }
  });

  it('creates a company on /listcompany at once, changes it (audited before and after), takes it off and back', async () => {
    h.clock.set(LATER);
    const token = await staffToken(h, 'editor');
    const stat = async () => (await call<{ company_amount: number }>(h.app, 'statInfo', {})).data;
    const res = await call<AdminCompanyDetail>(h.app, 'adminCompanySave', companyInput(), { token });
    expect(res).toMatchObject({ ok: true, msg: '保存成功' });
    const saved = res.data;
    expect(saved).toMatchObject({ name: '测试安全科技有限公司', code: '91440101MA5CXXXX0X', kind: 'supplier', user_id: 0, listed: 1, audit_status: 1, cates: [2101] });
    expect(saved.license_file).toEqual({ FileName: '营业执照.jpg', FileUrl: LICENCE });

    const portal = await call<Page<CompanySummary>>(h.app, 'listcompany', { pageSize: 20 });
    expect(portal.data.items[0]).toMatchObject({ id: saved.id, name: '测试安全科技有限公司', firstFile: { FileUrl: LOGO } });
    expect((await call<Company>(h.app, 'companyinfo', { id: saved.id })).data).toMatchObject({ id: saved.id, code: '91440101MA5CXXXX0X' });

    const changed = await call<AdminCompanyDetail>(h.app, 'adminCompanySave', companyInput({ id: saved.id, name: '测试安全科技（广州）有限公司' }), { token });
    expect(changed.data).toMatchObject({ id: saved.id, name: '测试安全科技（广州）有限公司' });
    const [create, update] = await auditRows(h);
    expect(create).toMatchObject({ staff_account: 'editor', action: 'company.create', target_kind: 'company', target_id: String(saved.id), before: null });
    expect(update).toMatchObject({ action: 'company.update', summary: `修改企业：测试安全科技（广州）有限公司（ID ${saved.id}）` });
    expect(update!.before).toMatchObject({ name: '测试安全科技有限公司' });
    expect(update!.after).toMatchObject({ name: '测试安全科技（广州）有限公司' });

    const ids = async (p: Record<string, unknown> = {}) => (await call<Page<CompanySummary>>(h.app, 'listcompany', { pageSize: 50, ...p })).data.items.map((c) => c.id);
    const names = async () => (await call<Page<{ id: number }>>(h.app, 'listcompany3', { keywords: '测试安全科技' })).data.items.map((c) => c.id);
    const counted = await stat();
    expect(await names()).toEqual([saved.id]);
    const off = await call<AdminCompanyDetail>(h.app, 'adminCompanyListed', { id: saved.id, listed: 0 }, { token });
    expect(off).toMatchObject({ ok: true, msg: '已下架', data: { listed: 0 } });
    expect(await ids()).not.toContain(saved.id);
    expect(await ids({ keywords: '测试安全科技' })).toEqual([]);
    expect(await names()).toEqual([]);
    expect(await call(h.app, 'companyinfo', { id: saved.id })).toMatchObject({ ok: false, msg: '该企业已下线' });
    expect(await stat()).toMatchObject({ company_amount: (counted as { company_amount: number }).company_amount - 1 });

    const admin = await call<Page<AdminCompanyItem>>(h.app, 'adminCompanyList', { keyword: '测试安全科技', listed: 0 }, { token });
    expect(admin.data.items).toEqual([expect.objectContaining({ id: saved.id, listed: 0, phone: '137****5678', code: '91440101MA5CXXXX0X' })]);
    expect((await call<Page<AdminCompanyItem>>(h.app, 'adminCompanyList', { keyword: '91440101MA5C' }, { token })).data.items.map((c) => c.id)).toEqual([saved.id]);

    await call(h.app, 'adminCompanyListed', { id: saved.id, listed: 1 }, { token });
    expect(await ids()).toContain(saved.id);
    const listedRows = (await auditRows(h)).slice(2);
    expect(listedRows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['company.unlist', { listed: 1 }, { listed: 0 }],
      ['company.list', { listed: 0 }, { listed: 1 }],
    ]);
  });

  it('refuses bad input with a clear message and saves nothing', async () => {
    const token = await staffToken(h, 'editor');
    const before = await countCompanies(h);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '请填写企业名称'],
      [{ name: '长'.repeat(101) }, '企业名称不能超过100个字'],
      [{ code: '' }, '请填写统一社会信用代码'],
      [{ code: '9144010' }, '统一社会信用代码应为 18 位数字或大写字母'],
      [{ code: '91440101MA5CXXXX0I' }, '统一社会信用代码应为 18 位数字或大写字母'],
      [{ intro: '字'.repeat(501) }, '企业介绍限 500 字以内'],
      [{ description: '字'.repeat(501) }, '公司简介限 500 字以内'],
      [{ description: '<a href="javascript:alert(1)">x</a>' }, '简介中的链接只能是 http(s)、mailto、tel 或本站地址'],
      [{ phone: '020-1234' }, '请正确输入手机号码'],
      [{ email: 'not-an-email' }, '请输入正确的邮箱格式'],
      [{ cates: [2011] }, '所选企业分类不存在，请重新选择'],
      [{ recommendIds: [2101] }, '所选企业分类不存在，请重新选择'],
      [{ license_file: [{ FileUrl: uploadUrl('guest', '0123456789abcdef0123456789abcdef.exe') }] }, '营业执照仅支持 JPG、PNG、GIF、WEBP 图片'],
      [{ file_items: [{ FileUrl: 'javascript:alert(1)' }] }, '企业 logo 仅支持 JPG、PNG、GIF、WEBP 图片'],
      [{ cert_file: Array.from({ length: 10 }, () => ({ FileUrl: LOGO })) }, '资质图片最多 9 张'],
    ];
    for (const [over, msg] of cases) {
      expect(await call(h.app, 'adminCompanySave', companyInput(over), { token }), msg).toMatchObject({ ok: false, msg });
    }
    expect(await call(h.app, 'adminCompanySave', companyInput({ id: 999_999 }), { token })).toMatchObject({ ok: false, msg: '企业不存在' });
    expect(await call(h.app, 'adminCompanyInfo', { id: 999_999 }, { token })).toMatchObject({ ok: false, msg: '企业不存在' });
    expect(await countCompanies(h)).toBe(before);
    expect(await auditRows(h)).toHaveLength(0);
  });

  it("a member's company keeps the files its member uploaded; a new file must be the console's to store", async () => {
    const token = await staffToken(h, 'editor');
    const own = uploadUrl(DEMO_ID.company, '0123456789abcdef0123456789abcdef.png');
    const { rows } = await h.query<{ id: number }>(`update companies set file_items = '[{"FileName":"logo.png","FileUrl":"${own}"}]'::jsonb where user_id = ${DEMO_ID.company} returning id`);
    const id = rows[0]!.id;
    const info = (await call<AdminCompanyDetail>(h.app, 'adminCompanyInfo', { id }, { token })).data;
    expect(info.file_items).toEqual([{ FileName: 'logo.png', FileUrl: own }]);
    const again = { ...info, sub_cate_id: info.sub_cate_id ?? undefined, license_file: info.license_file ? [info.license_file] : [], code: info.code || '91440101MA5CXXXX0X' };
    const saved = await call<AdminCompanyDetail>(h.app, 'adminCompanySave', { ...again, name: `${info.name}（改）` }, { token });
    expect(saved, saved.msg).toMatchObject({ ok: true, data: { id, name: `${info.name}（改）`, file_items: [{ FileName: 'logo.png', FileUrl: own }] } });
    const other = uploadUrl(DEMO_ID.member, '0123456789abcdef0123456789abcdef.png');
    expect(await call(h.app, 'adminCompanySave', { ...again, file_items: [{ FileUrl: other }] }, { token })).toMatchObject({ ok: false, msg: '企业 logo 仅支持 JPG、PNG、GIF、WEBP 图片' });
  });

  it('every seeded company saves again as the editor loads it (nothing the portal lists is refused)', async () => {
    const token = await staffToken(h, 'admin');
    const { rows } = await h.query<{ id: number }>('select id from companies order by id');
    for (const { id } of rows) {
      const info = (await call<AdminCompanyDetail>(h.app, 'adminCompanyInfo', { id }, { token })).data;
      const again = { ...info, sub_cate_id: info.sub_cate_id ?? undefined, license_file: info.license_file ? [info.license_file] : [] };
      const res = await call<AdminCompanyDetail>(h.app, 'adminCompanySave', again, { token });
      expect(res, `${id} ${info.name}: ${res.msg}`).toMatchObject({ ok: true });
      expect({ ...res.data, create_time: info.create_time }).toEqual(info);
    }
  });

  it('products and services: saved in their order, on /companyDetail at once, kept when not sent, refused when malformed', async () => {
    const token = await staffToken(h, 'editor');
    const products = [
      { name: '安全现状评价', price: '8000', unit: '次', image: [{ FileName: 'p.png', FileUrl: LOGO }] },
      { name: '隐患排查托管', price: '1200.5', unit: '月', image: [] },
    ];
    const saved = (await call<AdminCompanyDetail>(h.app, 'adminCompanySave', companyInput({ products }), { token })).data;
    expect(saved.products).toEqual([
      { name: '安全现状评价', price: '8000.00', unit: '次', image: { FileUrl: LOGO } },
      { name: '隐患排查托管', price: '1200.50', unit: '月', image: null },
    ]);
    const member = await loginAs(h.app, DEMO.member);
    const portal = await call<Items<CompanyProduct>>(h.app, 'companyproduct', { company_id: saved.id }, { token: member });
    expect(portal.data.items.map((p) => [p.name, p.price, p.unit, p.firstFile?.FileUrl ?? null])).toEqual([
      ['安全现状评价', '8000.00', '次', LOGO],
      ['隐患排查托管', '1200.50', '月', null],
    ]);

    // not sent: they stay; sent: they become these
    const kept = (await call<AdminCompanyDetail>(h.app, 'adminCompanySave', companyInput({ id: saved.id }), { token })).data;
    expect(kept.products).toHaveLength(2);
    const one = (await call<AdminCompanyDetail>(h.app, 'adminCompanySave', companyInput({ id: saved.id, products: [products[1]] }), { token })).data;
    expect(one.products.map((p) => p.name)).toEqual(['隐患排查托管']);
    const [, , change] = await auditRows(h);
    expect(change!.before).toMatchObject({ products: ['安全现状评价 8000.00/次', '隐患排查托管 1200.50/月'] });
    expect(change!.after).toMatchObject({ products: ['隐患排查托管 1200.50/月'] });

    const cases: [unknown, string][] = [
      [[{ name: '', price: '1' }], '请填写产品名称'],
      [[{ name: '评价', price: '-1' }], '产品价格格式不正确'],
      [[{ name: '评价', price: '1.234' }], '产品价格格式不正确'],
      [[{ name: '评价', price: '1', image: [{ FileUrl: uploadUrl('guest', '0123456789abcdef0123456789abcdef.exe') }] }], '产品图片仅支持 JPG、PNG、GIF、WEBP 图片'],
      [Array.from({ length: 51 }, () => ({ name: '评价', price: '1' })), '产品与服务最多 50 项'],
    ];
    for (const [list, msg] of cases) {
      expect(await call(h.app, 'adminCompanySave', companyInput({ id: saved.id, products: list }), { token }), msg).toMatchObject({ ok: false, msg });
    }
    expect((await call<AdminCompanyDetail>(h.app, 'adminCompanyInfo', { id: saved.id }, { token })).data.products.map((p) => p.name)).toEqual(['隐患排查托管']);
  });
});

