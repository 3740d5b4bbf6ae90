// 用户管理 of the console: the list and its filters, disabling (the member is logged out and cannot log in)
// and enabling, the 客服 / 业务员 roles, who may call them, and one audit row per change (none when nothing
// changes).
import { describe, expect, it } from 'vitest';
import { call, DEMO, DEMO_ID, loginAs, PASSWORD, useHarness, type Harness } from '../../../test/helpers';

type User = { id: number; user_account: string; user_mobile: string; name: string; roles: string[]; city: string; created_at: string; disabled: number; disabled_at: string };

async function staffToken(h: Harness, account: string): Promise<string> {
  const res = await call<{ token: string }>(h.app, 'adminLogin', { account, password: PASSWORD });
  if (!res.ok) throw new Error(res.msg);
  return res.data.token;
}

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

  it('answers only 运营 and 超级管理员: a member token is not logged in, 内容编辑 and 客服主管 get 无权限', async () => {
    const member = await loginAs(h.app, DEMO.member);
    expect(await call(h.app, 'adminUserList', {}, { token: member })).toMatchObject({ ok: false, code: -1 });
    for (const account of ['editor', 'cs']) {
      const token = await staffToken(h, account);
      expect((await call(h.app, 'adminUserList', {}, { token })).msg, account).toBe('无权限');
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
