import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, experts, users } from '../../db/schema';
import { reviewRecord } from './service';
import { isServed } from '../../http/register-endpoints';
import { call, DEMO, DEMO_ID, loginAs, requestCode, uploadUrl, useHarness } from '../../../test/helpers';

const NEW_PHONE = '13912340001';
// uploads in the sender's own folder: a visitor's for the registration, the caller's for the other forms
type Owner = number | 'guest';
const img = (owner: Owner) => [{ FileName: 'logo.png', FileUrl: uploadUrl(owner, 'a.png') }];
const licence = (owner: Owner) => [{ FileName: 'licence.png', FileUrl: uploadUrl(owner, 'b.png') }];

const registration = (smscode: string, extra: Record<string, unknown> = {}) => ({
  cates: [2101],
  name: '广州新安科技有限公司',
  code: '91440101MA5NEW0001',
  user_mobile: NEW_PHONE,
  user_password: 'Safety2026',
  province: '440000',
  city_code: '440100',
  county_code: '440106',
  contact: '王经理',
  phone: '13912340002',
  smscode,
  description: '专注安全咨询服务。',
  file_items: JSON.stringify(img('guest')),
  license_file: JSON.stringify(licence('guest')),
  license_name: 'licence.png',
  cert_file: JSON.stringify(img('guest')),
  ...extra,
});

const supplier = (smscode: string, extra: Record<string, unknown> = {}, owner: Owner = DEMO_ID.company) => ({
  cates: [2101, 2102],
  name: '广州安信检测有限公司',
  code: '91440101MA5SUP0001',
  province: '440000',
  city: '440100',
  county: '440106',
  address: '天河路 1 号',
  contact: '李四',
  phone: DEMO.company,
  smscode,
  file_items: img(owner),
  license_file: licence(owner),
  cert_file: img(owner),
  description: '安全检测服务。',
  ...extra,
});

const expertForm = (smscode: string, extra: Record<string, unknown> = {}) => ({
  industrys: [2001],
  fields: [2011],
  specials: [2021],
  supplys: [2031],
  recommendIds: [1902],
  name: '钱七',
  sex: 'male',
  phone: DEMO.member,
  smscode,
  title: '高级工程师',
  expert: '隐患排查',
  technology: '安全评价',
  position: '广州安全研究院',
  intro: '从事安全生产技术服务二十年。',
  file_items: JSON.stringify(img(DEMO_ID.member)),
  cert_file: JSON.stringify(img(DEMO_ID.member)),
  ...extra,
});

describe('enterprise registration (join/join2Usre)', () => {
  const h = useHarness();

  it('creates the account and its enterprise record under review, with the real SMS code: 注册成功', async () => {
    const code = await requestCode(h.app, NEW_PHONE, 'register');
    const res = await call<{ id: number }>(h.app, 'joinRegister', registration(code));
    expect(res).toMatchObject({ ok: true, msg: '注册成功' });
    const [u] = await h.db.select().from(users).where(eq(users.userMobile, NEW_PHONE));
    expect(u).toMatchObject({ roles: ['member'], city: '广州市', county: '天河区', name: '王经理' });
    const [c] = await h.db.select().from(companies).where(eq(companies.id, res.data.id));
    expect(c).toMatchObject({ kind: 'enterprise', userId: u!.id, auditStatus: 0, cityName: '广州市', countyName: '天河区', licenseFile: licence('guest')[0]!.FileUrl });
    // the new account logs in; the record is not public until approved
    const token = await loginAs(h.app, NEW_PHONE, 'Safety2026');
    expect((await call(h.app, 'companyinfo', { id: res.data.id })).ok).toBe(false);
    const mine = await call<{ audit_status: number }>(h.app, 'company2InfoByUserId', {}, { token });
    expect(mine).toMatchObject({ ok: true, data: { audit_status: 0, kind: 'enterprise' } });
  });

  it('refuses a wrong or reused code, a taken phone, a bad district or category, and stores nothing', async () => {
    const code = await requestCode(h.app, NEW_PHONE, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await call(h.app, 'joinRegister', registration(wrong))).msg).toBe('验证码错误或已过期');
    expect((await call(h.app, 'joinRegister', registration(code, { user_mobile: DEMO.member }))).msg).toBe('该手机号已注册');
    expect((await call(h.app, 'joinRegister', registration(code, { county_code: '441900004' }))).msg).toBe('请选择所属区域');
    expect((await call(h.app, 'joinRegister', registration(code, { cates: [2001] }))).msg).toBe('请选择企业类型');
    expect(await h.db.select().from(users).where(eq(users.userMobile, NEW_PHONE))).toHaveLength(0);
    expect((await call(h.app, 'joinRegister', registration(code))).ok).toBe(true);
    expect((await call(h.app, 'joinRegister', registration(code))).msg).toBe('该手机号已注册');
  });

  it('answers the spec messages for each missing field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ cates: [] }, '请选择企业类型'],
      [{ name: '' }, '请填写企业名称'],
      [{ code: '' }, '请填写统一社会信用代码'],
      [{ county_code: '' }, '请选择所属区域'],
      [{ contact: '' }, '请填写联系人'],
      [{ phone: '' }, '请输入电话号码'],
      [{ phone: '1391234' }, '请正确输入手机号码'],
      [{ smscode: '' }, '请输入手机验证码'],
      [{ smscode: '12345' }, '请输入6位手机验证码'],
      [{ description: '' }, '请填写公司简介'],
      [{ description: '安'.repeat(501) }, '限 500 字以内'],
      [{ file_items: '[]' }, '请上传图片'],
      [{ license_file: '' }, '请上传营业执照'],
      [{ cert_file: [] }, '请上传资质图片'],
      [{ file_items: [{ FileUrl: 'javascript:alert(1)' }] }, '请求参数错误'],
      [{ file_items: [{ FileUrl: '//evil.example/x.png' }] }, '请求参数错误'],
    ];
    for (const [override, msg] of cases) expect((await call(h.app, 'joinRegister', registration('123456', override))).msg, msg).toBe(msg);
  });
});

describe('supplier onboarding (join/join) and the caller’s companies', () => {
  const h = useHarness();

  it('needs a login', async () => {
    expect(await call(h.app, 'companyJoin', supplier('123456'))).toMatchObject({ ok: false, code: -1 });
    expect(await call(h.app, 'companyListByUser', {})).toMatchObject({ ok: false, code: -1 });
  });

  it('stores a company under review for the caller only; the list and detail are the caller’s own', async () => {
    const token = await loginAs(h.app, DEMO.company);
    const other = await loginAs(h.app, DEMO.member);
    const code = await requestCode(h.app, DEMO.company, 'companyjoin');
    const res = await call<{ id: number }>(h.app, 'companyJoin', supplier(code, { email: 'a@b.cn', tax_id_number: 'T1' }), { token });
    expect(res).toMatchObject({ ok: true, msg: '提交成功，请等待审核' });
    const list = await call<{ items: { id: number; audit_status: number }[]; total: number }>(h.app, 'companyListByUser', { kind: 'supplier' }, { token });
    expect(list.data.items[0]).toMatchObject({ id: res.data.id, audit_status: 0, name: '广州安信检测有限公司' });
    // a second user sees none of it and cannot read it by id
    const theirs = await call<{ items: { id: number }[] }>(h.app, 'companyListByUser', {}, { token: other });
    expect(theirs.data.items.map((c) => c.id)).not.toContain(res.data.id);
    expect(await call(h.app, 'companyInfoByUser', { id: res.data.id }, { token: other })).toMatchObject({ ok: false, msg: '企业不存在' });
    expect(await call(h.app, 'companyInfoByUser', { id: res.data.id }, { token })).toMatchObject({
      ok: true,
      data: { email: 'a@b.cn', tax_id_number: 'T1', license_file: licence(DEMO_ID.company), county_name: '天河区' },
    });
  });

  it('re-submits only the caller’s own rejected company', async () => {
    const token = await loginAs(h.app, DEMO.company);
    const other = await loginAs(h.app, DEMO.member);
    const first = await call<{ id: number }>(h.app, 'companyJoin', supplier(await requestCode(h.app, DEMO.company, 'companyjoin')), { token });
    const id = first.data.id;
    h.clock.advance(61_000);
    // under review: no re-submit
    expect((await call(h.app, 'companyJoin', supplier(await requestCode(h.app, DEMO.company, 'companyjoin'), { id }), { token })).msg).toBe(
      '企业信息正在审核中，请勿重复提交',
    );
    await reviewRecord(h.db, 'company', id, 'reject', '营业执照不清晰');
    expect((await call<{ audit_remark: string }>(h.app, 'companyInfoByUser', { id }, { token })).data).toMatchObject({ audit_status: 2, audit_remark: '营业执照不清晰' });
    // another user cannot re-submit it
    h.clock.advance(61_000);
    const otherCode = await requestCode(h.app, DEMO.member, 'companyjoin');
    expect((await call(h.app, 'companyJoin', supplier(otherCode, { id, phone: DEMO.member }, DEMO_ID.member), { token: other })).msg).toBe('企业不存在');
    h.clock.advance(61_000);
    const again = await call(h.app, 'companyJoin', supplier(await requestCode(h.app, DEMO.company, 'companyjoin'), { id, name: '广州安信检测二部' }), { token });
    expect(again).toMatchObject({ ok: true, data: { id } });
    const [row] = await h.db.select().from(companies).where(eq(companies.id, id));
    expect(row).toMatchObject({ name: '广州安信检测二部', auditStatus: 0, auditRemark: '' });
  });

  it('checks the SMS code of the contact phone and the referrer', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const code = await requestCode(h.app, DEMO.member, 'companyjoin');
    expect((await call(h.app, 'companyJoin', supplier(code, { phone: DEMO.member, parent_user_id: 999999 }, DEMO_ID.member), { token })).msg).toBe('推荐人不存在');
    expect((await call(h.app, 'companyJoin', supplier(code, { phone: DEMO.salesman }, DEMO_ID.member), { token })).msg).toBe('验证码错误或已过期');
    expect((await call(h.app, 'companyJoin', supplier(code, { phone: DEMO.member, email: 'x' }, DEMO_ID.member), { token })).msg).toBe('请输入正确的邮箱格式');
    expect((await call(h.app, 'companyListByUser', {}, { token })).data).toMatchObject({ total: 0 });
  });
});

describe('review: approval makes the user a company member', () => {
  const h = useHarness();

  it('approve adds the company role (profile roles), reject takes it away again', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const code = await requestCode(h.app, DEMO.member, 'companyjoin');
    const { data } = await call<{ id: number }>(h.app, 'companyJoin', supplier(code, { phone: DEMO.member }, DEMO_ID.member), { token });
    const roles = async () => (await call<{ roles: string[] }>(h.app, 'profile', {}, { token })).data.roles;
    expect(await roles()).not.toContain('company');
    expect((await call(h.app, 'devReview', { kind: 'company', id: data.id, action: 'approve' })).ok).toBe(true);
    expect(await roles()).toContain('company');
    await reviewRecord(h.db, 'company', data.id, 'approve');
    expect((await roles()).filter((r) => r === 'company')).toHaveLength(1);
    expect((await call(h.app, 'companyinfo', { id: data.id })).ok).toBe(true);
    await reviewRecord(h.db, 'company', data.id, 'reject', '资料不全');
    expect(await roles()).not.toContain('company');
    await expect(reviewRecord(h.db, 'company', 999999, 'approve')).rejects.toThrow('企业不存在');
  });

  it('the dev review route is a stand-in: served in demo, never in production', () => {
    expect(isServed('devReview', 'demo')).toBe(true);
    expect(isServed('devReview', 'production')).toBe(false);
  });
});

describe('enterprise upgrade (company2/join, company2/infoByUserId)', () => {
  const h = useHarness();

  it('one record per user, under review (100), re-submit only after a rejection', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const other = await loginAs(h.app, DEMO.salesman);
    expect(await call(h.app, 'company2InfoByUserId', {}, { token })).toMatchObject({ ok: false, msg: '暂无企业信息' });
    expect((await call(h.app, 'company2Join', supplier('123456', { phone: DEMO.member, address: '' }, DEMO_ID.member), { token })).msg).toBe('请填写地址');
    const code = await requestCode(h.app, DEMO.member, 'companyjoin');
    const res = await call<{ id: number }>(h.app, 'company2Join', supplier(code, { phone: DEMO.member }, DEMO_ID.member), { token });
    expect(res).toMatchObject({ ok: true, msg: '提交成功，请等待审核' });
    expect(await call(h.app, 'company2InfoByUserId', {}, { token })).toMatchObject({ ok: true, data: { id: res.data.id, audit_status: 100 } });
    expect(await call(h.app, 'company2InfoByUserId', {}, { token: other })).toMatchObject({ ok: false });
    h.clock.advance(61_000);
    const code2 = await requestCode(h.app, DEMO.member, 'companyjoin');
    expect((await call(h.app, 'company2Join', supplier(code2, { phone: DEMO.member }, DEMO_ID.member), { token })).msg).toBe('企业信息正在审核中，请勿重复提交');
    await reviewRecord(h.db, 'company', res.data.id, 'reject');
    expect((await call(h.app, 'company2Join', supplier(code2, { phone: DEMO.member, name: '新名称有限公司' }, DEMO_ID.member), { token })).ok).toBe(true);
    const rows = await h.db.select().from(companies).where(and(eq(companies.kind, 'enterprise'), eq(companies.name, '新名称有限公司')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.auditStatus).toBe(100);
    await reviewRecord(h.db, 'company', res.data.id, 'approve');
    expect((await call<{ roles: string[] }>(h.app, 'profile', {}, { token })).data.roles).toContain('company');
  });
});

describe('expert join (expert/join)', () => {
  const h = useHarness();

  it('stores the application bound to the caller, under review, hidden until approved: 提交成功！', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const other = await loginAs(h.app, DEMO.salesman);
    expect(await call(h.app, 'expertInfoByUser', {}, { token })).toMatchObject({ ok: false, msg: '暂无专家入驻申请' });
    const code = await requestCode(h.app, DEMO.member, 'companyjoin');
    const res = await call<{ id: number }>(h.app, 'expertJoin', expertForm(code), { token });
    expect(res).toMatchObject({ ok: true, msg: '提交成功！' });
    const [row] = await h.db.select().from(experts).where(eq(experts.id, res.data.id));
    expect(row).toMatchObject({ auditStatus: 0, name: '钱七', industrys: [2001], recommendIds: [1902], fileItems: img(DEMO_ID.member) });
    expect((await call(h.app, 'expertinfo', { id: res.data.id })).ok).toBe(false);
    expect(await call(h.app, 'expertInfoByUser', {}, { token })).toMatchObject({ ok: true, data: { audit_status: 0 } });
    expect((await call(h.app, 'expertInfoByUser', {}, { token: other })).ok).toBe(false);
    h.clock.advance(61_000);
    expect((await call(h.app, 'expertJoin', expertForm(await requestCode(h.app, DEMO.member, 'companyjoin')), { token })).msg).toBe('您已提交专家入驻申请，请等待审核');
    await reviewRecord(h.db, 'expert', res.data.id, 'approve');
    const profile = await call<{ IsExpert: number; roles: string[] }>(h.app, 'profile', {}, { token });
    expect(profile.data).toMatchObject({ IsExpert: 1 });
    expect(profile.data.roles).toContain('isexpert');
    expect((await call(h.app, 'expertinfo', { id: res.data.id })).ok).toBe(true);
  });

  it('answers the spec messages and refuses categories of the wrong group', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const cases: [Record<string, unknown>, string][] = [
      [{ industrys: [] }, '请选择行业'],
      [{ fields: '' }, '请选择领域'],
      [{ specials: [] }, '请选择专项'],
      [{ supplys: [] }, '请选择供需'],
      [{ recommendIds: [] }, '请选择推荐'],
      [{ name: '' }, '请填写姓名'],
      [{ phone: '' }, '请输入电话号码'],
      [{ phone: '139' }, '请正确输入手机号码'],
      [{ smscode: '' }, '请输入短信验证码'],
      [{ title: '' }, '请填写个人职称'],
      [{ expert: '' }, '请填写擅长方向'],
      [{ technology: '' }, '请填写技术领域'],
      [{ position: '' }, '请填写任职机构'],
      [{ file_items: '[]' }, '请上传图片logo'],
      [{ cert_file: '[]' }, '请上传资质图片'],
      [{ intro: '' }, '请填写个人简介'],
      [{ intro: '字'.repeat(501) }, '限 500 字以内'],
      [{ sex: 'x' }, '请选择性别'],
      [{ industrys: [2011] }, '请选择行业'],
    ];
    for (const [override, msg] of cases) expect((await call(h.app, 'expertJoin', expertForm('123456', override), { token })).msg, msg).toBe(msg);
    expect(await h.db.select().from(experts).where(eq(experts.name, '钱七'))).toHaveLength(0);
  });
});
