// Staff accounts and sessions of the console: login (and its failure limits, counted apart from the
// members'), the idle rule, logout, the wall between member and staff tokens, the roles, and the audit
// rows of login and logout.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base32Bytes, totpCode, verifyTotp } from './totp';
import { MINUTE, SECOND } from '../../kernel/time';
import { call, DEMO, loginAs, PASSWORD, useHarness, type Harness } from '../../../test/helpers';

type Session = { token: string; staff: { id: number; account: string; name: string; roles: string[] } };

const adminLogin = (h: Harness, account: string, password = PASSWORD, opts: { ip?: string; code?: string } = {}) =>
  call<Session | null>(h.app, 'adminLogin', { account, password, ...(opts.code ? { code: opts.code } : {}) }, { ip: opts.ip ?? '10.7.7.7' });

async function staffToken(h: Harness, account: string): Promise<string> {
  const res = await adminLogin(h, account);
  if (!res.ok || !res.data) throw new Error(`adminLogin ${account}: ${res.msg}`);
  return res.data.token;
}

const auditRows = (h: Harness) =>
  h.query<{ staff_id: number; staff_account: string; ip: string; action: string; target_kind: string; target_id: string; summary: string; before: unknown; after: unknown }>(
    'select * from admin_audit order by id',
  );

// START is 2026-06-01 08:00 China time: a 15-minute lock ends at 08:15
const LOCKED = '密码错误次数过多，请于08:15后重试';

describe('adminLogin', () => {
  const h = useHarness();

  it('logs the demo staff in with Demo1234: 登录成功, the profile and a token stored only as its SHA-256', async () => {
    const res = await adminLogin(h, 'Admin');
    expect(res).toMatchObject({ ok: true, msg: '登录成功', data: { staff: { account: 'admin', name: '系统管理员', roles: ['super'] } } });
    const token = res.data!.token;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const { rows } = await h.query<{ token_hash: string; ip: string }>('select token_hash, ip from staff_sessions');
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex'), ip: '10.7.7.7' }]);
    for (const [account, name, role] of [['ops', '运营小陈', 'ops'], ['editor', '编辑小林', 'editor'], ['cs', '客服主管小周', 'cs']] as const) {
      expect((await adminLogin(h, account)).data?.staff).toMatchObject({ account, name, roles: [role] });
    }
    const [last] = (await h.query<{ last_login_at: Date }>(`select last_login_at from staff where account = 'admin'`)).rows;
    expect(last!.last_login_at.getTime()).toBe(h.clock.now().getTime());
  });

  it('answers 账号或密码错误 to a wrong password or an unknown account, the field messages to empty ones, and opens no session', async () => {
    expect(await adminLogin(h, 'ops', 'Wrong1234')).toEqual({ ok: false, code: 1, msg: '账号或密码错误', data: null });
    expect((await adminLogin(h, 'nobody', PASSWORD)).msg).toBe('账号或密码错误');
    // a member's phone and password are no staff account
    expect((await adminLogin(h, DEMO.member, PASSWORD)).msg).toBe('账号或密码错误');
    expect((await adminLogin(h, '', PASSWORD)).msg).toBe('请输入账号');
    expect((await adminLogin(h, 'ops', '')).msg).toBe('请输入密码');
    expect((await h.query('select 1 from staff_sessions')).rows).toHaveLength(0);
    expect((await auditRows(h)).rows).toHaveLength(0);
  });

  it('locks the account after 5 failures (even for the right password) and opens again 15 minutes later', async () => {
    for (let i = 1; i <= 4; i++) expect((await adminLogin(h, 'ops', `Wrong${i}pass`)).msg, `try ${i}`).toBe('账号或密码错误');
    expect((await adminLogin(h, 'ops', 'Wrong5pass')).msg).toBe(LOCKED);
    expect(await adminLogin(h, 'ops')).toEqual({ ok: false, code: 1, msg: LOCKED, data: null });
    expect((await adminLogin(h, 'OPS', PASSWORD, { ip: '10.8.8.8' })).msg).toBe(LOCKED);
    // another staff account is not affected
    expect((await adminLogin(h, 'admin')).ok).toBe(true);
    h.clock.advance(15 * MINUTE + SECOND);
    expect((await adminLogin(h, 'ops')).ok).toBe(true);
  });

  it('counts staff and members apart: a member named like a staff account locks nothing of it, and the reverse', async () => {
    const memberLogin = (account: string) => call(h.app, 'login', { user_mobile: account, login_type: 'password', user_password: 'Wrong1234' }, { ip: '10.6.6.6' });
    for (let i = 0; i < 6; i++) await memberLogin('ops');
    for (let i = 0; i < 6; i++) await memberLogin('staff:ops');
    expect((await adminLogin(h, 'ops')).ok).toBe(true);
    for (let i = 0; i < 6; i++) await adminLogin(h, 'zhangsan001', 'Wrong1234');
    expect((await call(h.app, 'login', { user_mobile: 'zhangsan001', login_type: 'password', user_password: PASSWORD })).ok).toBe(true);
    const keys = (await h.query<{ key: string }>(`select key from login_failures where key like 'staff:%' order by key`)).rows.map((r) => r.key);
    expect(keys).toEqual(['staff:zhangsan001']);
  });

  it('answers 账号已被停用 to a disabled account, and its open sessions stop working', async () => {
    const token = await staffToken(h, 'ops');
    await h.exec(`update staff set disabled = 1 where account = 'ops'`);
    expect(await adminLogin(h, 'ops')).toEqual({ ok: false, code: 1, msg: '账号已被停用', data: null });
    expect(await call(h.app, 'adminMe', {}, { token })).toMatchObject({ ok: false, code: -1 });
  });

  it('audits the login (who, when, from where) without the password or the token', async () => {
    const token = await staffToken(h, 'ops');
    const { rows } = await auditRows(h);
    expect(rows).toMatchObject([{ staff_account: 'ops', ip: '10.7.7.7', action: 'staff.login', target_kind: 'staff', summary: '登录管理后台：运营小陈', before: null, after: null }]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
  });
});

describe('staff sessions', () => {
  const h = useHarness();

  it('answers adminMe with the staff member of the token', async () => {
    const token = await staffToken(h, 'editor');
    expect(await call(h.app, 'adminMe', {}, { token })).toMatchObject({ ok: true, data: { account: 'editor', name: '编辑小林', roles: ['editor'] } });
    expect(await call(h.app, 'adminMe', {})).toEqual({ ok: false, code: -1, msg: '未登录或超时', data: null });
    expect(await call(h.app, 'adminMe', {}, { token: 'f'.repeat(64) })).toMatchObject({ ok: false, code: -1 });
  });

  it('ends a session after 30 idle minutes: 31 minutes answers code -1 (and the session is gone)', async () => {
    const token = await staffToken(h, 'ops');
    h.clock.advance(31 * MINUTE);
    expect(await call(h.app, 'adminMe', {}, { token })).toMatchObject({ ok: false, code: -1 });
    expect((await h.query('select 1 from staff_sessions')).rows).toHaveLength(0);
  });

  it('keeps a session used within 30 minutes, and each call extends it', async () => {
    const token = await staffToken(h, 'ops');
    h.clock.advance(29 * MINUTE);
    expect((await call(h.app, 'adminMe', {}, { token })).ok).toBe(true);
    // 58 minutes after the login, 29 after the last call
    h.clock.advance(29 * MINUTE);
    expect((await call(h.app, 'adminMe', {}, { token })).ok).toBe(true);
    h.clock.advance(31 * MINUTE);
    expect((await call(h.app, 'adminMe', {}, { token })).code).toBe(-1);
  });

  it('marks a session used at most once a minute', async () => {
    const token = await staffToken(h, 'ops');
    const seen = async () => (await h.query<{ last_seen_at: Date }>('select last_seen_at from staff_sessions')).rows[0]!.last_seen_at.getTime();
    const loginAt = h.clock.now().getTime();
    h.clock.advance(30 * SECOND);
    await call(h.app, 'adminMe', {}, { token });
    expect(await seen()).toBe(loginAt);
    h.clock.advance(31 * SECOND);
    await call(h.app, 'adminMe', {}, { token });
    expect(await seen()).toBe(h.clock.now().getTime());
  });

  it('adminLogout: the token stops working, the logout is audited; another session of the same staff stays', async () => {
    const token = await staffToken(h, 'ops');
    const other = await staffToken(h, 'ops');
    const res = await call(h.app, 'adminLogout', {}, { token, ip: '10.5.5.5' });
    expect(res).toMatchObject({ ok: true, msg: '退出成功' });
    expect(await call(h.app, 'adminMe', {}, { token })).toMatchObject({ ok: false, code: -1 });
    expect((await call(h.app, 'adminMe', {}, { token: other })).ok).toBe(true);
    expect(await call(h.app, 'adminLogout', {}, { token })).toMatchObject({ ok: false, code: -1 });
    const { rows } = await auditRows(h);
    expect(rows.map((r) => r.action)).toEqual(['staff.login', 'staff.login', 'staff.logout']);
    expect(rows[2]).toMatchObject({ staff_account: 'ops', ip: '10.5.5.5', summary: '退出管理后台：运营小陈' });
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('never takes a member token under /api/admin, nor a staff token as a member’s', async () => {
    const member = await loginAs(h.app, DEMO.member);
    expect(await call(h.app, 'adminMe', {}, { token: member })).toMatchObject({ ok: false, code: -1 });
    expect(await call(h.app, 'adminReviewList', { kind: 'company' }, { token: member })).toMatchObject({ ok: false, code: -1 });
    const staff = await staffToken(h, 'admin');
    expect(await call(h.app, 'profile', {}, { token: staff })).toMatchObject({ ok: false, code: -1 });
    expect(await call(h.app, 'companyListByUser', {}, { token: staff })).toMatchObject({ ok: false, code: -1 });
  });
});

describe('roles', () => {
  const h = useHarness();

  it('answers 无权限 to 内容编辑 and 客服主管 on 入驻审核, lets 运营 and 超级管理员 in; any staff member reads adminMe', async () => {
    for (const account of ['editor', 'cs']) {
      const token = await staffToken(h, account);
      expect(await call(h.app, 'adminReviewList', { kind: 'company' }, { token }), account).toEqual({ ok: false, code: 1, msg: '无权限', data: null });
      expect((await call(h.app, 'adminReviewDecide', { kind: 'company', id: 1, action: 'approve' }, { token })).msg, account).toBe('无权限');
      expect((await call(h.app, 'adminMe', {}, { token })).ok, account).toBe(true);
    }
    for (const account of ['ops', 'admin']) {
      const token = await staffToken(h, account);
      expect((await call(h.app, 'adminReviewList', { kind: 'company' }, { token })).ok, account).toBe(true);
    }
  });
});

describe('the second factor (production)', () => {
  const h = useHarness({ appEnv: 'production' });
  const SECRET = 'JBSWY3DPEHPK3PXP';

  it('refuses a password alone: no secret configured, no code, a wrong code; takes the right code', async () => {
    expect((await adminLogin(h, 'admin')).msg).toBe('该账号未设置二次验证，请联系超级管理员');
    await h.exec(`update staff set totp_secret = '${SECRET}' where account = 'admin'`);
    expect((await adminLogin(h, 'admin')).msg).toBe('请输入动态验证码');
    const right = totpCode(base32Bytes(SECRET)!, h.clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    expect((await adminLogin(h, 'admin', PASSWORD, { code: wrong })).msg).toBe('动态验证码错误');
    expect((await adminLogin(h, 'admin', 'Wrong1234', { code: right })).msg).toBe('账号或密码错误');
    expect(await adminLogin(h, 'admin', PASSWORD, { code: right })).toMatchObject({ ok: true, msg: '登录成功' });
  });

  it('counts wrong codes as failed logins', async () => {
    await h.exec(`update staff set totp_secret = '${SECRET}' where account = 'admin'`);
    const right = totpCode(base32Bytes(SECRET)!, h.clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await adminLogin(h, 'admin', PASSWORD, { code: wrong })).msg).toBe('动态验证码错误');
    expect((await adminLogin(h, 'admin', PASSWORD, { code: wrong })).msg).toBe(LOCKED);
    expect((await adminLogin(h, 'admin', PASSWORD, { code: right })).msg).toBe(LOCKED);
  });
});

describe('TOTP (RFC 6238)', () => {
  it('computes the RFC test vectors (SHA-1, 8 digits) and takes the neighbouring steps only', () => {
    const key = base32Bytes('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')!;
    expect(key.toString()).toBe('12345678901234567890');
    expect(totpCode(key, new Date(59 * 1000), 0, 8)).toBe('94287082');
    expect(totpCode(key, new Date(1111111109 * 1000), 0, 8)).toBe('07081804');
    expect(totpCode(key, new Date(1234567890 * 1000), 0, 8)).toBe('89005924');
    const at = new Date(1234567890 * 1000);
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(verifyTotp(secret, totpCode(key, at), at)).toBe(true);
    expect(verifyTotp(secret, totpCode(key, at, -1), at)).toBe(true);
    expect(verifyTotp(secret, totpCode(key, at, 1), at)).toBe(true);
    expect(verifyTotp(secret, totpCode(key, at, 2), at)).toBe(false);
    expect(verifyTotp(secret, 'abcdef', at)).toBe(false);
    expect(verifyTotp('not base32!', '123456', at)).toBe(false);
  });
});
