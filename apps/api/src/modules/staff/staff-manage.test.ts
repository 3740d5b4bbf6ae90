// 员工管理 (超级管理员 only): the accounts, a new account with its second factor issued once (the secret, the
// otpauth:// address, eight recovery codes; only hashes stored), a change of name, roles or state (停用 ends the
// account's sessions at once), a new second factor (old codes and sessions dead), what a 超级管理员 may not do
// to themself, the audit rows (never a secret); and in production, the issued factor and a recovery code (once).
import type { AdminStaffItem, StaffWithFactor } from '@ws/api-sdk/contract';
import { describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, PASSWORD, useHarness, type Harness } from '../../../test/helpers';
import { base32Bytes, totpCode } from './totp';

const login = (h: Harness, account: string, password = PASSWORD, code?: string) =>
  call<{ token: string } | null>(h.app, 'adminLogin', { account, password, ...(code ? { code } : {}) });

async function staffToken(h: Harness, account: string, password = PASSWORD, code?: string): Promise<string> {
  const res = await login(h, account, password, code);
  if (!res.ok || !res.data) throw new Error(`adminLogin ${account}: ${res.msg}`);
  return res.data.token;
}

const auditRows = async (h: Harness) =>
  (await h.query<{ staff_account: string; action: string; target_id: string; summary: string; before: unknown; after: unknown }>(`select * from admin_audit where action like 'staff.%' and action not in ('staff.login', 'staff.logout') order by id`)).rows;

const NEW = { account: 'Ops2', name: '运营小王', roles: ['ops', 'cs'], password: 'Start2026x' };

describe('员工管理', () => {
  const h = useHarness();

  it('lists every account; creates one with its second factor shown once (only hashes stored), audited without secrets', async () => {
    const admin = await staffToken(h, 'admin');
    const list = await call<AdminStaffItem[]>(h.app, 'adminStaffList', {}, { token: admin });
    expect(list.data.map((s) => [s.account, s.roles, s.has_factor])).toEqual([
      ['admin', ['super'], false],
      ['ops', ['ops'], false],
      ['editor', ['editor'], false],
      ['cs', ['cs'], false],
    ]);
    const res = await call<StaffWithFactor>(h.app, 'adminStaffCreate', NEW, { token: admin });
    expect(res).toMatchObject({ ok: true, msg: '员工已创建', data: { staff: { account: 'ops2', name: '运营小王', roles: ['ops', 'cs'], has_factor: true, recovery_left: 8, disabled: 0 } } });
    const { factor } = res.data;
    expect(factor.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.otpauth_uri).toBe(
      `otpauth://totp/${encodeURIComponent('安服通运营后台:ops2')}?secret=${factor.secret}&issuer=${encodeURIComponent('安服通运营后台')}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(factor.recovery_codes).toHaveLength(8);
    expect(new Set(factor.recovery_codes).size).toBe(8);
    for (const c of factor.recovery_codes) expect(c).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const [stored] = (await h.query<{ totp_recovery: string[]; password_hash: string }>(`select totp_recovery, password_hash from staff where account = 'ops2'`)).rows;
    expect(stored!.totp_recovery).toHaveLength(8);
    expect(JSON.stringify(stored)).not.toContain(factor.recovery_codes[0]!.replace('-', ''));
    expect(stored!.password_hash).not.toContain(NEW.password);
    // the new account logs in (no second factor asked outside production) with the ops and cs menus' calls
    const ops2 = await staffToken(h, 'ops2', NEW.password);
    expect((await call(h.app, 'adminUserList', {}, { token: ops2 })).ok).toBe(true);
    const rows = await auditRows(h);
    expect(rows).toMatchObject([{ staff_account: 'admin', action: 'staff.create', summary: '新建员工：运营小王（ops2）', after: { account: 'ops2', roles: ['ops', 'cs'] } }]);
    expect(JSON.stringify(rows)).not.toContain(factor.secret);
    expect(JSON.stringify(rows)).not.toContain(NEW.password);
  });

  it('refuses a taken account, a bad account name, no name, no role, an unknown role and a weak password', async () => {
    const admin = await staffToken(h, 'admin');
    const tries: [Record<string, unknown>, string][] = [
      [{ ...NEW, account: 'OPS' }, '该账号已存在'],
      [{ ...NEW, account: 'a' }, '账号为 3-32 位小写字母、数字、点、下划线或短横线'],
      [{ ...NEW, account: '运营' }, '账号为 3-32 位小写字母、数字、点、下划线或短横线'],
      [{ ...NEW, name: ' ' }, '请输入姓名'],
      [{ ...NEW, roles: [] }, '请至少选择一个角色'],
      [{ ...NEW, roles: ['root'] }, '请至少选择一个角色'],
      [{ ...NEW, password: 'abcdefgh' }, '密码至少 8 位，且须同时包含字母和数字'],
      [{ ...NEW, password: 'ab12' }, '密码至少 8 位，且须同时包含字母和数字'],
    ];
    for (const [body, msg] of tries) expect(await call(h.app, 'adminStaffCreate', body, { token: admin }), JSON.stringify(body)).toMatchObject({ ok: false, msg });
    expect(await auditRows(h)).toHaveLength(0);
  });

  it('changes roles and name; 停用 ends the account’s sessions and its login; a change that changes nothing writes nothing', async () => {
    const admin = await staffToken(h, 'admin');
    const opsToken = await staffToken(h, 'ops');
    const list = await call<AdminStaffItem[]>(h.app, 'adminStaffList', {}, { token: admin });
    const ops = list.data.find((s) => s.account === 'ops')!;
    const changed = await call<AdminStaffItem>(h.app, 'adminStaffUpdate', { id: ops.id, name: '运营小陈', roles: ['ops', 'editor'], disabled: 0 }, { token: admin });
    expect(changed).toMatchObject({ ok: true, msg: '保存成功', data: { roles: ['ops', 'editor'], disabled: 0 } });
    expect((await call(h.app, 'adminMe', {}, { token: opsToken })).data).toMatchObject({ roles: ['ops', 'editor'] });
    // the same again: nothing written
    expect((await call(h.app, 'adminStaffUpdate', { id: ops.id, name: '运营小陈', roles: ['editor', 'ops'], disabled: 0 }, { token: admin })).ok).toBe(true);
    expect(await auditRows(h)).toHaveLength(1);
    const disabled = await call<AdminStaffItem>(h.app, 'adminStaffUpdate', { id: ops.id, name: '运营小陈', roles: ['ops'], disabled: 1 }, { token: admin });
    expect(disabled.data.disabled).toBe(1);
    expect((await call(h.app, 'adminMe', {}, { token: opsToken })).ok).toBe(false);
    expect((await login(h, 'ops')).msg).toBe('账号已被停用');
    expect((await auditRows(h)).map((r) => r.action)).toEqual(['staff.update', 'staff.update']);
    expect((await auditRows(h))[1]).toMatchObject({ before: { disabled: 0, roles: ['ops', 'editor'] }, after: { disabled: 1, roles: ['ops'] } });
    expect(await call(h.app, 'adminStaffUpdate', { id: 999, roles: ['ops'] }, { token: admin })).toMatchObject({ ok: false, msg: '员工不存在' });
  });

  it('a 超级管理员 cannot disable themself or drop their own 超级管理员 role', async () => {
    const admin = await staffToken(h, 'admin');
    const me = (await call<AdminStaffItem[]>(h.app, 'adminStaffList', {}, { token: admin })).data.find((s) => s.account === 'admin')!;
    for (const body of [
      { id: me.id, roles: ['super'], disabled: 1 },
      { id: me.id, roles: ['ops'], disabled: 0 },
    ]) {
      expect(await call(h.app, 'adminStaffUpdate', body, { token: admin })).toMatchObject({ ok: false, msg: '不能停用自己或取消自己的超级管理员角色' });
    }
    expect((await call(h.app, 'adminStaffUpdate', { id: me.id, name: '平台管理员', roles: ['super', 'ops'] }, { token: admin })).ok).toBe(true);
  });

  it('only 超级管理员: a member token is not logged in; 运营, 内容编辑 and 客服主管 get 无权限', async () => {
    const member = await loginAs(h.app, DEMO.member);
    expect(await call(h.app, 'adminStaffList', {}, { token: member })).toMatchObject({ ok: false, code: -1 });
    for (const account of ['ops', 'editor', 'cs']) {
      const token = await staffToken(h, account);
      for (const [name, body] of [
        ['adminStaffList', {}],
        ['adminStaffCreate', NEW],
        ['adminStaffUpdate', { id: 1, roles: ['ops'] }],
        ['adminStaffResetFactor', { id: 1 }],
      ] as const) {
        expect(await call(h.app, name, body, { token }), `${account} ${name}`).toMatchObject({ ok: false, msg: '无权限' });
      }
    }
    expect(await auditRows(h)).toHaveLength(0);
  });
});

describe('the issued second factor in production', () => {
  const h = useHarness({ appEnv: 'production' });

  it('the new account logs in with a code of its secret or with a recovery code, each recovery code once; a reset kills the old ones', async () => {
    // production has no demo second factor: give the super account one as the CLI would
    const admin = await h.query(`update staff set totp_secret = 'JBSWY3DPEHPK3PXP' where account = 'admin' returning id`);
    expect(admin.rows).toHaveLength(1);
    const adminCode = totpCode(base32Bytes('JBSWY3DPEHPK3PXP')!, h.clock.now());
    const adminToken = await staffToken(h, 'admin', PASSWORD, adminCode);
    const { data } = await call<StaffWithFactor>(h.app, 'adminStaffCreate', NEW, { token: adminToken });
    const code = totpCode(base32Bytes(data.factor.secret)!, h.clock.now());
    expect((await login(h, 'ops2', NEW.password)).msg).toBe('请输入动态验证码');
    const first = await staffToken(h, 'ops2', NEW.password, code);
    const recovery = data.factor.recovery_codes[0]!;
    expect((await login(h, 'ops2', NEW.password, recovery.toLowerCase().replace('-', ' '))).ok).toBe(true);
    expect((await login(h, 'ops2', NEW.password, recovery)).msg).toBe('动态验证码错误');
    const [row] = (await h.query<{ summary: string }>(`select summary from admin_audit where action = 'staff.login' and staff_account = 'ops2' order by id desc limit 1`)).rows;
    expect(row!.summary).toBe('登录管理后台：运营小王（使用恢复码）');
    const list = await call<AdminStaffItem[]>(h.app, 'adminStaffList', {}, { token: adminToken });
    const ops2 = list.data.find((s) => s.account === 'ops2')!;
    expect(ops2.recovery_left).toBe(7);

    const reset = await call<StaffWithFactor>(h.app, 'adminStaffResetFactor', { id: ops2.id }, { token: adminToken });
    expect(reset).toMatchObject({ ok: true, msg: '二次验证已重置', data: { staff: { recovery_left: 8 } } });
    expect(reset.data.factor.secret).not.toBe(data.factor.secret);
    // the sessions opened with the old factor are gone, and its codes no longer work
    expect((await call(h.app, 'adminMe', {}, { token: first })).ok).toBe(false);
    expect((await login(h, 'ops2', NEW.password, data.factor.recovery_codes[1]!)).msg).toBe('动态验证码错误');
    expect((await login(h, 'ops2', NEW.password, totpCode(base32Bytes(reset.data.factor.secret)!, h.clock.now()))).ok).toBe(true);
    const resets = (await h.query<{ before: unknown; after: unknown }>(`select before, after from admin_audit where action = 'staff.factor.reset'`)).rows;
    expect(resets).toEqual([{ before: { has_factor: 1 }, after: { has_factor: 1 } }]);
  });
});
