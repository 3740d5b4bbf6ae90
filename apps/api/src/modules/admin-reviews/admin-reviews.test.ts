// 入驻审核 of the console: the lists, what an applicant submitted, and the decision through the onboarding
// module's own review (badge, company role, expert standing), each with its audit row and none when refused.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, experts } from '../../db/schema';
import { MINUTE } from '../../kernel/time';
import { call, DEMO, DEMO_ID, type Harness, loginAs, requestCode, staffToken, uploadUrl, useHarness } from '../../../test/helpers';

type Item = { kind: string; id: number; name: string; applicant: { user_id: number; name: string; mobile: string }; submitted_at: string; audit_status: number; audit_reason: string };
type Detail = Item & { fields: { label: string; value: string }[]; files: { label: string; items: { FileName?: string; FileUrl: string }[] }[] };

const logo = [{ FileName: 'logo.png', FileUrl: uploadUrl(DEMO_ID.member, 'logo.png') }];
const licence = [{ FileName: '营业执照.png', FileUrl: uploadUrl(DEMO_ID.member, 'licence.png') }];
const certs = [{ FileName: '资质.png', FileUrl: uploadUrl(DEMO_ID.member, 'cert.png') }];


/** The demo member's supplier onboarding, made through the onboarding endpoint. */
async function newCompany(h: Harness, member: string, name = '广州安信检测有限公司'): Promise<number> {
  h.clock.advance(MINUTE + 1000);
  const code = await requestCode(h.app, DEMO.member, 'companyjoin');
  const res = await call<{ id: number }>(
    h.app,
    'companyJoin',
    {
      cates: [2101, 2102],
      name,
      code: '91440101MA5SUP0001',
      province: '440000',
      city: '440100',
      county: '440106',
      address: '天河路 1 号',
      contact: '张三',
      phone: DEMO.member,
      smscode: code,
      file_items: logo,
      license_file: licence,
      cert_file: certs,
      description: '安全检测服务。',
      email: 'jc@anxin.cn',
      tax_id_number: '91440101TAX',
    },
    { token: member },
  );
  if (!res.ok) throw new Error(res.msg);
  return res.data.id;
}

async function newExpert(h: Harness, member: string): Promise<number> {
  h.clock.advance(MINUTE + 1000);
  const code = await requestCode(h.app, DEMO.member, 'companyjoin');
  const res = await call<{ id: number }>(
    h.app,
    'expertJoin',
    {
      industrys: [2001],
      fields: [2011],
      specials: [2021],
      supplys: [2031],
      recommendIds: [1902],
      name: '钱七',
      sex: 'male',
      phone: DEMO.member,
      smscode: code,
      title: '高级工程师',
      expert: '隐患排查',
      technology: '安全评价',
      position: '广州安全研究院',
      intro: '从事安全生产技术服务二十年。',
      file_items: logo,
      cert_file: certs,
    },
    { token: member },
  );
  if (!res.ok) throw new Error(res.msg);
  return res.data.id;
}

const auditRows = (h: Harness) =>
  h.query<{ staff_id: number; staff_account: string; ip: string; action: string; target_kind: string; target_id: string; summary: string; before: unknown; after: unknown }>(
    `select * from admin_audit where action like 'review.%' order by id`,
  );

const field = (d: Detail, label: string) => d.fields.find((f) => f.label === label)?.value;
const fileGroup = (d: Detail, label: string) => d.files.find((f) => f.label === label)?.items;

describe('adminReviewList and adminReviewInfo', () => {
  const h = useHarness();

  it('lists what waits oldest first with the applicant, finds it by name or phone, and shows every reading of 审核中 as 0', async () => {
    const member = await loginAs(h.app, DEMO.member);
    const ops = await staffToken(h, 'ops');
    const id = await newCompany(h, member);
    const list = await call<{ items: Item[]; total: number }>(h.app, 'adminReviewList', { kind: 'company' }, { token: ops });
    expect(list.ok).toBe(true);
    const mine = list.data.items.find((i) => i.id === id);
    expect(mine).toEqual({
      kind: 'company',
      id,
      name: '广州安信检测有限公司',
      applicant: { user_id: DEMO_ID.member, name: '张三', mobile: DEMO.member },
      submitted_at: '2026-06-01 08:01:01',
      audit_status: 0,
      audit_reason: '',
    });
    // with the seed's three waiting records (audit_status 0 and 3), oldest first
    expect(list.data.total).toBe(4);
    const times = list.data.items.map((i) => `${i.submitted_at} ${String(i.id).padStart(6, '0')}`);
    expect(times).toEqual([...times].sort());
    expect(list.data.items.every((i) => i.audit_status === 0)).toBe(true);
    const [raw3] = (await h.query<{ id: number }>('select id from companies where audit_status = 3')).rows;
    expect(list.data.items.map((i) => i.id)).toContain(raw3!.id);

    for (const keyword of ['安信检测', DEMO.member.slice(3)]) {
      const found = await call<{ items: Item[]; total: number }>(h.app, 'adminReviewList', { kind: 'company', keyword }, { token: ops });
      expect(found.data.items.map((i) => i.id), keyword).toContain(id);
    }
    expect((await call<{ total: number }>(h.app, 'adminReviewList', { kind: 'company', keyword: '不存在的企业名' }, { token: ops })).data.total).toBe(0);
  });

  it('lists decided ones newest first, 20 a page, and refuses an unknown kind or status', async () => {
    const ops = await staffToken(h, 'ops');
    const approved = await call<{ items: Item[]; total: number }>(h.app, 'adminReviewList', { kind: 'company', status: 1 }, { token: ops });
    expect(approved.data.items).toHaveLength(20);
    expect(approved.data.total).toBeGreaterThan(20);
    expect(approved.data.items.every((i) => i.audit_status === 1)).toBe(true);
    const times = approved.data.items.map((i) => i.submitted_at);
    expect(times).toEqual([...times].sort().reverse());
    const rejected = await call<{ items: Item[] }>(h.app, 'adminReviewList', { kind: 'company', status: 2 }, { token: ops });
    expect(rejected.data.items.length).toBeGreaterThan(0);
    expect(rejected.data.items.every((i) => i.audit_status === 2)).toBe(true);
    expect((await call(h.app, 'adminReviewList', { kind: 'product' }, { token: ops })).msg).toBe('请求参数错误');
    expect((await call(h.app, 'adminReviewList', { kind: 'company', status: 5 }, { token: ops })).msg).toBe('请求参数错误');
  });

  it('answers everything a company submitted: labelled fields with the category and area names, and the file groups', async () => {
    const member = await loginAs(h.app, DEMO.member);
    const ops = await staffToken(h, 'ops');
    const id = await newCompany(h, member);
    const res = await call<Detail>(h.app, 'adminReviewInfo', { kind: 'company', id }, { token: ops });
    expect(res.ok).toBe(true);
    const d = res.data;
    expect(d).toMatchObject({ kind: 'company', id, name: '广州安信检测有限公司', audit_status: 0, applicant: { user_id: DEMO_ID.member } });
    expect(field(d, '申请类型')).toBe('企业入驻');
    expect(field(d, '企业名称')).toBe('广州安信检测有限公司');
    expect(field(d, '统一社会信用代码')).toBe('91440101MA5SUP0001');
    expect(field(d, '企业类型')).toBe('安全咨询服务、消防工程与维保');
    expect(field(d, '所在地区')).toBe('广东省 广州市 天河区');
    expect(field(d, '详细地址')).toBe('天河路 1 号');
    expect(field(d, '联系人')).toBe('张三');
    expect(field(d, '联系电话')).toBe(DEMO.member);
    expect(field(d, '电子邮箱')).toBe('jc@anxin.cn');
    expect(field(d, '纳税人识别号')).toBe('91440101TAX');
    expect(field(d, '企业简介')).toBe('安全检测服务。');
    expect(fileGroup(d, '企业logo')).toEqual(logo);
    expect(fileGroup(d, '营业执照')).toEqual(licence);
    expect(fileGroup(d, '资质图片')).toEqual(certs);
    expect(await call(h.app, 'adminReviewInfo', { kind: 'company', id: 999999 }, { token: ops })).toEqual({ ok: false, code: 1, msg: '申请不存在', data: null });
  });

  it('answers everything an expert submitted', async () => {
    const member = await loginAs(h.app, DEMO.member);
    const ops = await staffToken(h, 'ops');
    const id = await newExpert(h, member);
    const d = (await call<Detail>(h.app, 'adminReviewInfo', { kind: 'expert', id }, { token: ops })).data;
    expect(d).toMatchObject({ kind: 'expert', id, name: '钱七', audit_status: 0, applicant: { user_id: DEMO_ID.member, name: '张三', mobile: DEMO.member } });
    expect(Object.fromEntries(d.fields.map((f) => [f.label, f.value]))).toEqual({
      姓名: '钱七',
      性别: '男',
      联系电话: DEMO.member,
      个人职称: '高级工程师',
      擅长方向: '隐患排查',
      技术领域: '安全评价',
      任职机构: '广州安全研究院',
      行业: '制造业',
      领域: '安全生产',
      专项: '隐患排查',
      供需: '技术咨询',
      推荐: '安全生产服务',
      个人简介: '从事安全生产技术服务二十年。',
    });
    expect(fileGroup(d, '图片logo')).toEqual(logo);
    expect(fileGroup(d, '资质图片')).toEqual(certs);
    const waiting = await call<{ items: Item[] }>(h.app, 'adminReviewList', { kind: 'expert', keyword: '钱七' }, { token: ops });
    expect(waiting.data.items.map((i) => i.id)).toEqual([id]);
  });
});

describe('adminReviewDecide', () => {
  const h = useHarness();

  it('refuses a rejection without a reason and changes nothing (no audit row either)', async () => {
    const member = await loginAs(h.app, DEMO.member);
    const ops = await staffToken(h, 'ops');
    const id = await newCompany(h, member);
    for (const reason of [undefined, '', '   ']) {
      const res = await call(h.app, 'adminReviewDecide', { kind: 'company', id, action: 'reject', ...(reason === undefined ? {} : { reason }) }, { token: ops });
      expect(res).toEqual({ ok: false, code: 1, msg: '请填写驳回原因', data: null });
    }
    const [row] = await h.db.select().from(companies).where(eq(companies.id, id));
    expect(row).toMatchObject({ auditStatus: 0, auditRemark: '' });
    expect((await auditRows(h)).rows).toHaveLength(0);
  });

  it('rejects with a reason: 已驳回, the applicant’s badge reads 审核不通过 and the reason, audited with before and after', async () => {
    const member = await loginAs(h.app, DEMO.member);
    const ops = await staffToken(h, 'ops');
    const id = await newCompany(h, member);
    const res = await call<Detail>(h.app, 'adminReviewDecide', { kind: 'company', id, action: 'reject', reason: '营业执照不清晰' }, { token: ops, ip: '10.9.8.7' });
    expect(res).toMatchObject({ ok: true, msg: '已驳回', data: { id, audit_status: 2, audit_reason: '营业执照不清晰' } });
    const badge = await call<{ items: { id: number; audit_status: number; audit_remark: string }[] }>(h.app, 'companyListByUser', {}, { token: member });
    expect(badge.data.items.find((c) => c.id === id)).toMatchObject({ audit_status: 2, audit_remark: '营业执照不清晰' });
    expect((await call<{ roles: string[] }>(h.app, 'profile', {}, { token: member })).data.roles).not.toContain('company');
    expect((await auditRows(h)).rows).toEqual([
      expect.objectContaining({
        staff_id: 2,
        staff_account: 'ops',
        ip: '10.9.8.7',
        action: 'review.reject',
        target_kind: 'company',
        target_id: String(id),
        summary: '驳回企业入驻：广州安信检测有限公司（营业执照不清晰）',
        before: { audit_status: 0, audit_reason: '' },
        after: { audit_status: 2, audit_reason: '营业执照不清晰' },
      }),
    ]);
    // decided: it leaves the waiting list
    const waiting = await call<{ items: Item[] }>(h.app, 'adminReviewList', { kind: 'company' }, { token: ops });
    expect(waiting.data.items.map((i) => i.id)).not.toContain(id);
  });

  it('approves: 已通过, the user gets the company role (merchant menu); a second decision answers 该申请已处理 and writes nothing', async () => {
    const member = await loginAs(h.app, DEMO.member);
    const admin = await staffToken(h, 'admin');
    const ops = await staffToken(h, 'ops');
    const id = await newCompany(h, member);
    const res = await call<Detail>(h.app, 'adminReviewDecide', { kind: 'company', id, action: 'approve', reason: '忽略' }, { token: admin, ip: '10.1.1.9' });
    expect(res).toMatchObject({ ok: true, msg: '已通过', data: { id, audit_status: 1, audit_reason: '' } });
    expect((await call<{ roles: string[] }>(h.app, 'profile', {}, { token: member })).data.roles).toContain('company');
    expect((await call<{ items: { id: number; audit_status: number }[] }>(h.app, 'companyListByUser', {}, { token: member })).data.items.find((c) => c.id === id)).toMatchObject({ audit_status: 1 });
    // the company is public now
    expect((await call(h.app, 'companyinfo', { id })).ok).toBe(true);

    expect(await call(h.app, 'adminReviewDecide', { kind: 'company', id, action: 'reject', reason: '资料不全' }, { token: ops })).toEqual({ ok: false, code: 1, msg: '该申请已处理', data: null });
    expect(await call(h.app, 'adminReviewDecide', { kind: 'company', id, action: 'approve' }, { token: ops })).toMatchObject({ msg: '该申请已处理' });
    expect(await call(h.app, 'adminReviewDecide', { kind: 'company', id: 999999, action: 'approve' }, { token: ops })).toMatchObject({ msg: '申请不存在' });
    const [row] = await h.db.select().from(companies).where(eq(companies.id, id));
    expect(row).toMatchObject({ auditStatus: 1, auditRemark: '' });
    expect((await auditRows(h)).rows).toEqual([
      expect.objectContaining({
        staff_id: 1,
        staff_account: 'admin',
        ip: '10.1.1.9',
        action: 'review.approve',
        target_kind: 'company',
        target_id: String(id),
        summary: '通过企业入驻：广州安信检测有限公司',
        before: { audit_status: 0, audit_reason: '' },
        after: { audit_status: 1, audit_reason: '' },
      }),
    ]);
  });

  it('approves an enterprise upgrade (under review as 100)', async () => {
    const member = await loginAs(h.app, DEMO.member);
    const ops = await staffToken(h, 'ops');
    h.clock.advance(MINUTE + 1000);
    const code = await requestCode(h.app, DEMO.member, 'companyjoin');
    const up = await call<{ id: number }>(
      h.app,
      'company2Join',
      { cates: [2101], name: '张三安全咨询有限公司', code: '91440101MA5UPG0001', province: '440000', city: '440100', county: '440106', address: '天河路 2 号', contact: '张三', phone: DEMO.member, smscode: code, file_items: logo, license_file: licence, cert_file: certs, description: '咨询。' },
      { token: member },
    );
    expect(up.ok).toBe(true);
    const waiting = await call<{ items: Item[] }>(h.app, 'adminReviewList', { kind: 'company', keyword: '张三安全咨询' }, { token: ops });
    expect(waiting.data.items).toMatchObject([{ id: up.data.id, audit_status: 0 }]);
    const info = await call<Detail>(h.app, 'adminReviewInfo', { kind: 'company', id: up.data.id }, { token: ops });
    expect(field(info.data, '申请类型')).toBe('企业注册 / 企业升级');
    const res = await call(h.app, 'adminReviewDecide', { kind: 'company', id: up.data.id, action: 'approve' }, { token: ops });
    expect(res).toMatchObject({ ok: true, msg: '已通过' });
    expect((await auditRows(h)).rows[0]).toMatchObject({ before: { audit_status: 100, audit_reason: '' }, after: { audit_status: 1 } });
    expect(await call(h.app, 'company2InfoByUserId', {}, { token: member })).toMatchObject({ data: { audit_status: 1 } });
  });

  it('approves an expert: bound to the member, who becomes an expert (IsExpert 1, role isexpert); audited', async () => {
    const member = await loginAs(h.app, DEMO.member);
    const ops = await staffToken(h, 'ops');
    const id = await newExpert(h, member);
    const res = await call<Detail>(h.app, 'adminReviewDecide', { kind: 'expert', id, action: 'approve' }, { token: ops, ip: '10.3.3.3' });
    expect(res).toMatchObject({ ok: true, msg: '已通过', data: { kind: 'expert', id, audit_status: 1 } });
    const [row] = await h.db.select().from(experts).where(eq(experts.id, id));
    expect(row).toMatchObject({ userId: DEMO_ID.member, auditStatus: 1 });
    const profile = await call<{ IsExpert: number; roles: string[] }>(h.app, 'profile', {}, { token: member });
    expect(profile.data.IsExpert).toBe(1);
    expect(profile.data.roles).toContain('isexpert');
    expect(await call(h.app, 'expertInfoByUser', {}, { token: member })).toMatchObject({ data: { id, audit_status: 1 } });
    expect((await auditRows(h)).rows).toEqual([
      expect.objectContaining({ staff_account: 'ops', ip: '10.3.3.3', action: 'review.approve', target_kind: 'expert', target_id: String(id), summary: '通过专家申请：钱七' }),
    ]);
  });

  it('rejects an expert with the reason the applicant reads', async () => {
    const member = await loginAs(h.app, DEMO.member);
    const ops = await staffToken(h, 'ops');
    const id = await newExpert(h, member);
    expect(await call(h.app, 'adminReviewDecide', { kind: 'expert', id, action: 'reject', reason: '资质图片不清晰' }, { token: ops })).toMatchObject({ ok: true, msg: '已驳回' });
    expect(await call(h.app, 'expertInfoByUser', {}, { token: member })).toMatchObject({ data: { audit_status: 2, audit_remark: '资质图片不清晰' } });
    expect((await call<{ roles: string[] }>(h.app, 'profile', {}, { token: member })).data.roles).not.toContain('isexpert');
  });

  it('is closed to members, visitors and staff without the role, and they change nothing', async () => {
    const member = await loginAs(h.app, DEMO.member);
    const editor = await staffToken(h, 'editor');
    const id = await newCompany(h, member);
    const decide = { kind: 'company', id, action: 'approve' };
    expect(await call(h.app, 'adminReviewDecide', decide, { token: member })).toMatchObject({ ok: false, code: -1 });
    expect(await call(h.app, 'adminReviewDecide', decide)).toMatchObject({ ok: false, code: -1 });
    expect(await call(h.app, 'adminReviewDecide', decide, { token: editor })).toMatchObject({ ok: false, code: 1, msg: '无权限' });
    expect(await call(h.app, 'adminReviewInfo', { kind: 'company', id }, { token: editor })).toMatchObject({ msg: '无权限' });
    const [row] = await h.db.select().from(companies).where(eq(companies.id, id));
    expect(row!.auditStatus).toBe(0);
    expect((await auditRows(h)).rows).toHaveLength(0);
  });

  it('leaves the dev review route and the CLI’s review working, also on a decided application', async () => {
    const member = await loginAs(h.app, DEMO.member);
    const ops = await staffToken(h, 'ops');
    const id = await newCompany(h, member);
    await call(h.app, 'adminReviewDecide', { kind: 'company', id, action: 'reject', reason: '资料不全' }, { token: ops });
    expect(await call(h.app, 'devReview', { kind: 'company', id, action: 'approve' })).toMatchObject({ ok: true });
    expect((await call<{ roles: string[] }>(h.app, 'profile', {}, { token: member })).data.roles).toContain('company');
    expect(await call(h.app, 'devReview', { kind: 'company', id: 999999, action: 'approve' })).toMatchObject({ ok: false, msg: '企业不存在' });
  });
});
