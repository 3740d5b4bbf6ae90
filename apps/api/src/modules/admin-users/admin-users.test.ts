// 用户管理 of the console: the list and its filters, disabling (the member is logged out and cannot log in)
// and enabling, the 客服 / 业务员 roles, who may call them, and one audit row per change (none when nothing
// changes).
import { describe, expect, it } from 'vitest';
import { call, DEMO, DEMO_ID, type Harness, loginAs, PASSWORD, staffToken, useHarness } from '../../../test/helpers';
import { makeOrder, type OrderState } from '../../../test/order-fixture';

type User = { id: number; user_account: string; user_mobile: string; name: string; roles: string[]; city: string; created_at: string; disabled: number; disabled_at: string };


const auditRows = async (h: Harness) =>
  (
    await h.query<{ staff_account: string; ip: string; action: string; target_kind: string; target_id: string; summary: string; before: unknown; after: unknown }>(
      `select * from admin_audit where action like 'user.%' order by id`,
    )
  ).rows;

describe('adminUserList', () => {
  const h = useHarness();

  it('lists members newest first, 20 a page, phones masked; filters by phone prefix, name, role and state', async () => {
    const ops = await staffToken(h, 'ops');
    const all = await call<{ items: User[]; total: number }>(h.app, 'adminUserList', {}, { token: ops });
    expect(all.ok).toBe(true);
    expect(all.data.items.length).toBeLessThanOrEqual(20);
    expect(all.data.total).toBeGreaterThanOrEqual(5);
    const times = all.data.items.map((u) => u.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.data.items.every((u) => /^\d{3}\*{4}\d{4}$/.test(u.user_mobile) || !/^\d{11}$/.test(u.user_mobile))).toBe(true);

    const byPhone = await call<{ items: User[]; total: number }>(h.app, 'adminUserList', { mobile: '1380000000' }, { token: ops });
    expect(byPhone.data.items.map((u) => u.id).sort()).toEqual(expect.arrayContaining(Object.values(DEMO_ID)));
    const one = await call<{ items: User[]; total: number }>(h.app, 'adminUserList', { mobile: DEMO.salesman }, { token: ops });
    expect(one.data.items.map((u) => u.id)).toEqual([DEMO_ID.salesman]);
    expect(one.data.items[0]).toMatchObject({ user_mobile: '138****0003', disabled: 0, disabled_at: '' });
    expect(one.data.items[0]?.roles).toContain('salesman');

    // a wildcard in the phone is a character, not a pattern
    expect((await call<{ total: number }>(h.app, 'adminUserList', { mobile: '138%' }, { token: ops })).data.total).toBe(0);

    const experts = await call<{ items: User[] }>(h.app, 'adminUserList', { role: 'isexpert', pageSize: 100 }, { token: ops });
    expect(experts.data.items.length).toBeGreaterThan(0);
    expect(experts.data.items.every((u) => u.roles.includes('isexpert'))).toBe(true);

    const named = one.data.items[0]!.name;
    const byName = await call<{ items: User[] }>(h.app, 'adminUserList', { name: named.slice(0, 2) }, { token: ops });
    expect(byName.data.items.some((u) => u.id === DEMO_ID.salesman)).toBe(true);

    expect((await call<{ total: number }>(h.app, 'adminUserList', { status: 'disabled' }, { token: ops })).data.total).toBe(0);
    expect((await call(h.app, 'adminUserList', { role: 'boss' }, { token: ops })).ok).toBe(false);
  });

  it('filters by registration area (a city or a district / town code) and registration period (China days, both included)', async () => {
    const ops = await staffToken(h, 'ops');
    const list = (p: Record<string, unknown>) => call<{ items: User[]; total: number }>(h.app, 'adminUserList', { pageSize: 100, ...p }, { token: ops });
    const dongguan = await list({ region: '441900' });
    expect(dongguan.ok).toBe(true);
    expect(dongguan.data.items.map((u) => u.id)).toContain(DEMO_ID.salesman);
    expect(dongguan.data.items.every((u) => u.city.startsWith('东莞市'))).toBe(true);
    const nancheng = await list({ region: '441900004' });
    expect(nancheng.data.items.map((u) => u.id)).toContain(DEMO_ID.salesman);
    expect(nancheng.data.items.every((u) => u.city === '东莞市 南城街道')).toBe(true);
    const tianhe = await list({ region: '440106' });
    expect(tianhe.data.items.map((u) => u.id)).toEqual(expect.arrayContaining([DEMO_ID.member, DEMO_ID.company]));
    expect(tianhe.data.items.map((u) => u.id)).not.toContain(DEMO_ID.salesman);
    expect((await list({ region: '440100' })).data.items.map((u) => u.id)).toContain(DEMO_ID.member);

    // a member registered at 23:30 China time belongs to that day, not to the next (UTC) one
    await h.query(`update users set created_at = '2026-03-10 23:30:00+08' where id = ${DEMO_ID.expert}`);
    const day = await list({ from: '2026-03-10', to: '2026-03-10' });
    expect(day.data.items.map((u) => u.id)).toEqual([DEMO_ID.expert]);
    expect(day.data.items[0]?.created_at).toBe('2026-03-10 23:30:00');
    expect((await list({ from: '2026-03-11', to: '2026-03-11' })).data.total).toBe(0);
    expect((await list({ to: '2026-03-10' })).data.items.map((u) => u.id)).toContain(DEMO_ID.expert);
    expect((await list({ from: '2026-03-11' })).data.items.map((u) => u.id)).not.toContain(DEMO_ID.expert);
    expect((await list({ from: '2026-03-01', to: '2026-03-31', region: '441900' })).data.total).toBe(0);

    expect(await list({ from: '2026-02-30' })).toMatchObject({ ok: false, msg: '注册日期格式不正确，应为 YYYY-MM-DD' });
    expect(await list({ to: '2026/03/01' })).toMatchObject({ ok: false, msg: '注册日期格式不正确，应为 YYYY-MM-DD' });
    expect(await list({ from: '2026-03-12', to: '2026-03-11' })).toMatchObject({ ok: false, msg: '注册开始日期不能晚于结束日期' });
    expect(await list({ region: '440000' })).toMatchObject({ ok: false, msg: '地区不正确' });
    expect(await list({ region: 'abc' })).toMatchObject({ ok: false, msg: '地区不正确' });
  });

  it('answers only 运营 and 超级管理员: a member token is not logged in, 内容编辑 and 客服主管 get 无权限', async () => {
    const member = await loginAs(h.app, DEMO.member);
    expect(await call(h.app, 'adminUserList', {}, { token: member })).toMatchObject({ ok: false, code: -1 });
    expect(await call(h.app, 'adminUserInfo', { id: DEMO_ID.member }, { token: member })).toMatchObject({ ok: false, code: -1 });
    // a staff token is no member's token
    expect(await call(h.app, 'profile', {}, { token: await staffToken(h, 'ops') })).toMatchObject({ ok: false, code: -1 });
    for (const account of ['editor', 'cs']) {
      const token = await staffToken(h, account);
      expect((await call(h.app, 'adminUserList', {}, { token })).msg, account).toBe('无权限');
      expect((await call(h.app, 'adminUserInfo', { id: DEMO_ID.member }, { token })).msg, account).toBe('无权限');
      expect((await call(h.app, 'adminUserSetDisabled', { id: DEMO_ID.member, disabled: 1, reason: 'x' }, { token })).msg, account).toBe('无权限');
      expect((await call(h.app, 'adminUserSetRole', { id: DEMO_ID.member, role: 'custuser', on: 1 }, { token })).msg, account).toBe('无权限');
    }
    expect((await call(h.app, 'adminUserList', {}, { token: await staffToken(h, 'admin') })).ok).toBe(true);
    expect(await auditRows(h)).toEqual([]);
  });
});

describe('adminUserSetDisabled', () => {
  const h = useHarness();

  it('disabling needs a reason, logs the member out at once, refuses their login; enabling lets them in again; each audited once', async () => {
    const ops = await staffToken(h, 'ops');
    const held = await loginAs(h.app, DEMO.member);
    expect((await call(h.app, 'profile', {}, { token: held })).ok).toBe(true);

    expect((await call(h.app, 'adminUserSetDisabled', { id: DEMO_ID.member, disabled: 1, reason: '  ' }, { token: ops })).msg).toBe('请填写停用原因');
    expect((await call(h.app, 'adminUserSetDisabled', { id: 999999, disabled: 1, reason: '违规' }, { token: ops })).msg).toBe('用户不存在');

    const off = await call<User>(h.app, 'adminUserSetDisabled', { id: DEMO_ID.member, disabled: 1, reason: '发布违规信息' }, { token: ops, ip: '10.1.2.3' });
    expect(off).toMatchObject({ ok: true, msg: '已停用', data: { id: DEMO_ID.member, disabled: 1, user_mobile: DEMO.member } });
    expect(off.data.disabled_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await call(h.app, 'profile', {}, { token: held })).toMatchObject({ ok: false, code: -1 });
    const login = await call(h.app, 'login', { user_mobile: DEMO.member, login_type: 'password', user_password: PASSWORD });
    expect(login).toMatchObject({ ok: false, msg: '账号已被停用，请联系客服' });
    // a second click changes nothing and writes nothing
    expect((await call<User>(h.app, 'adminUserSetDisabled', { id: DEMO_ID.member, disabled: 1, reason: '再次' }, { token: ops })).data.disabled).toBe(1);
    expect((await call<{ items: User[] }>(h.app, 'adminUserList', { status: 'disabled' }, { token: ops })).data.items.map((u) => u.id)).toEqual([DEMO_ID.member]);

    const on = await call<User>(h.app, 'adminUserSetDisabled', { id: DEMO_ID.member, disabled: 0 }, { token: ops });
    expect(on).toMatchObject({ ok: true, msg: '已启用', data: { disabled: 0, disabled_at: '' } });
    expect((await call(h.app, 'login', { user_mobile: DEMO.member, login_type: 'password', user_password: PASSWORD })).ok).toBe(true);
    // the token held before the member was disabled was deleted, not only refused while disabled
    expect(await call(h.app, 'profile', {}, { token: held })).toMatchObject({ ok: false, code: -1 });

    const rows = await auditRows(h);
    expect(rows.map((r) => r.action)).toEqual(['user.disable', 'user.enable']);
    expect(rows[0]).toMatchObject({ staff_account: 'ops', ip: '10.1.2.3', target_kind: 'user', target_id: String(DEMO_ID.member), before: { disabled: 0 }, after: { disabled: 1, reason: '发布违规信息' } });
    expect(rows[0]?.summary).toContain('发布违规信息');
  });
});

describe('adminUserSetRole', () => {
  const h = useHarness();

  it('sets and removes 客服 (is_cust_user in step) and 业务员 once each; a repeat changes nothing', async () => {
    const ops = await staffToken(h, 'ops');
    const set = await call<User>(h.app, 'adminUserSetRole', { id: DEMO_ID.member, role: 'custuser', on: 1 }, { token: ops });
    expect(set).toMatchObject({ ok: true, msg: '设置成功' });
    expect(set.data.roles).toContain('custuser');
    const again = await call<User>(h.app, 'adminUserSetRole', { id: DEMO_ID.member, role: 'custuser', on: 1 }, { token: ops });
    expect(again.data.roles.filter((r) => r === 'custuser')).toHaveLength(1);
    expect((await h.query<{ is_cust_user: number }>(`select is_cust_user from users where id = ${DEMO_ID.member}`)).rows).toEqual([{ is_cust_user: 1 }]);

    const off = await call<User>(h.app, 'adminUserSetRole', { id: DEMO_ID.member, role: 'custuser', on: 0 }, { token: ops });
    expect(off.data.roles).not.toContain('custuser');
    expect((await h.query<{ is_cust_user: number }>(`select is_cust_user from users where id = ${DEMO_ID.member}`)).rows).toEqual([{ is_cust_user: 0 }]);

    const sales = await call<User>(h.app, 'adminUserSetRole', { id: DEMO_ID.member, role: 'salesman', on: 1 }, { token: ops });
    expect(sales.data.roles).toContain('salesman');
    expect((await call(h.app, 'adminUserSetRole', { id: DEMO_ID.member, role: 'company', on: 1 }, { token: ops })).ok).toBe(false);

    expect((await auditRows(h)).map((r) => r.action)).toEqual(['user.role.add', 'user.role.remove', 'user.role.add']);
  });
});

type Detail = User & {
  province: string;
  city_name: string;
  county_name: string;
  disabled_reason: string;
  orders: { order_no: string; company_name: string; total: string; status: string; create_time: string }[];
  order_count: number;
  companies: { id: number; name: string; kind: string; audit_status: number; audit_reason: string }[];
  expert: { id: number; name: string; audit_status: number; audit_reason: string } | null;
};

describe('adminUserInfo', () => {
  const h = useHarness();

  it('answers the member whole: the phone unmasked, the area by name, the latest 10 orders with the count, enterprise and expert records', async () => {
    const ops = await staffToken(h, 'ops');
    // 12 orders in several states, a day apart
    for (let i = 0; i < 12; i++) {
      const state = [{}, { ispay: 1 }, { ispay: 1, isexpress: 1 }, { ispay: 1, isexpress: 1, isconfirm: 1 }, { state: 'cancelled' }][i % 5] as OrderState;
      await makeOrder(h, DEMO.member, DEMO.company, { ...state, createTime: `2026-05-${String(10 + i).padStart(2, '0')} 10:00:00` });
    }
    const info = await call<Detail>(h.app, 'adminUserInfo', { id: DEMO_ID.member }, { token: ops });
    expect(info.ok, info.msg).toBe(true);
    expect(info.data).toMatchObject({ id: DEMO_ID.member, user_mobile: DEMO.member, name: '张三', province: '广东省', city_name: '广州市', county_name: '天河区', disabled: 0, disabled_reason: '', expert: null });
    const [{ n }] = (await h.query<{ n: number }>(`select count(*)::int as n from orders where user_id = ${DEMO_ID.member}`)).rows as [{ n: number }];
    expect(n).toBe(12);
    expect(info.data.order_count).toBe(12);
    expect(info.data.orders.length).toBe(10);
    expect(info.data.orders[0]?.create_time).toBe('2026-05-21 10:00:00');
    const times = info.data.orders.map((o) => o.create_time);
    expect([...times].sort().reverse()).toEqual(times);
    // each order as the buyer's own list labels it (the same shape of the orders module)
    const mine = await call<{ items: { order_no: string; status: string; total: string; company_name: string }[] }>(
      h.app,
      'listSelfA',
      { pageNum: 1, pageSize: 10 },
      { token: await loginAs(h.app, DEMO.member) },
    );
    expect(mine.ok, mine.msg).toBe(true);
    expect(new Set(info.data.orders.map((o) => o.status)).size).toBeGreaterThan(2);
    for (const o of info.data.orders) {
      const seen = mine.data.items.find((m) => m.order_no === o.order_no);
      // the buyer's list leaves cancelled orders out; the console shows them, as 已取消
      if (!seen) expect(o.status, o.order_no).toBe('已取消');
      if (seen) expect({ status: o.status, total: o.total, company_name: o.company_name }).toEqual({ status: seen.status, total: seen.total, company_name: seen.company_name });
    }

    const company = await call<Detail>(h.app, 'adminUserInfo', { id: DEMO_ID.company }, { token: ops });
    expect(company.data.companies.length).toBeGreaterThan(0);
    expect(company.data.companies[0]).toMatchObject({ audit_status: 1, audit_reason: '' });

    const expert = await call<Detail>(h.app, 'adminUserInfo', { id: DEMO_ID.expert }, { token: ops });
    expect(expert.data.expert).toMatchObject({ audit_status: 1 });
    expect(expert.data.expert?.name).toBeTruthy();

    // a rejected enterprise record shows its reason; a disabled member the reason they were disabled for
    await h.query(`update companies set audit_status = 2, audit_remark = '执照模糊' where id = ${company.data.companies[0]!.id}`);
    await call(h.app, 'adminUserSetDisabled', { id: DEMO_ID.company, disabled: 1, reason: '冒用资质' }, { token: ops });
    const again = await call<Detail>(h.app, 'adminUserInfo', { id: DEMO_ID.company }, { token: ops });
    expect(again.data).toMatchObject({ disabled: 1, disabled_reason: '冒用资质' });
    expect(again.data.companies[0]).toMatchObject({ audit_status: 2, audit_reason: '执照模糊' });

    expect(await call(h.app, 'adminUserInfo', { id: 999999 }, { token: ops })).toMatchObject({ ok: false, msg: '用户不存在' });
    expect((await call(h.app, 'adminUserInfo', { id: 'x' }, { token: ops })).ok).toBe(false);
    expect((await call(h.app, 'adminUserInfo', { id: DEMO_ID.member }, { token: await staffToken(h, 'admin') })).ok).toBe(true);
  });
});
