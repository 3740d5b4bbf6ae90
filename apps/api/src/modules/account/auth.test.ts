import type { LoginResult, Profile } from '@ws/api-sdk/contract';
import { describe, expect, it } from 'vitest';
import { DAY } from '../../kernel/time';
import { call, DEMO, loginAs, PASSWORD, useHarness } from '../../../test/helpers';

const NOT_LOGGED_IN = { ok: false, code: -1, msg: '未登录或超时', data: null };

describe('login by password', () => {
  const h = useHarness();

  it('logs in by phone with 登录成功, a 64-hex token and loginUser', async () => {
    const res = await call<LoginResult>(h.app, 'login', { user_mobile: DEMO.member, login_type: 'password', user_password: PASSWORD });
    expect(res).toMatchObject({ ok: true, code: 0, msg: '登录成功' });
    expect(res.data.token).toMatch(/^[0-9a-f]{64}$/);
    expect(res.data.loginUser).toEqual({ user_id: 1, user_account: 'zhangsan001', name: '张三', user_mobile: DEMO.member });
  });

  it('logs in by account name', async () => {
    const res = await call<LoginResult>(h.app, 'login', { user_mobile: 'anxin_admin', login_type: 'password', user_password: PASSWORD });
    expect(res.ok).toBe(true);
    expect(res.data.loginUser).toMatchObject({ user_mobile: DEMO.company, name: '李四' });
  });

  it('issues a new token on every login', async () => {
    const a = await loginAs(h.app, DEMO.member);
    const b = await loginAs(h.app, DEMO.member);
    expect(a).not.toBe(b);
  });

  it('refuses a wrong password or an unknown account with 账号或密码错误', async () => {
    for (const [user_mobile, user_password] of [
      [DEMO.member, 'Demo12345'],
      [DEMO.member, 'demo1234'],
      ['13900009999', PASSWORD],
      ['nobody_here', PASSWORD],
    ]) {
      const res = await call(h.app, 'login', { user_mobile, login_type: 'password', user_password });
      expect(res).toEqual({ ok: false, code: 1, msg: '账号或密码错误', data: null });
    }
  });

  it('answers the validators messages first', async () => {
    const msg = async (p: Record<string, unknown>) => (await call(h.app, 'login', { login_type: 'password', ...p })).msg;
    expect(await msg({ user_password: PASSWORD })).toBe('输入手机号');
    expect(await msg({ user_mobile: '1380000000', user_password: PASSWORD })).toBe('请正确输入手机号码');
    expect(await msg({ user_mobile: DEMO.member })).toBe('请输入密码');
  });

  it('never logs the query string (the password travels in it)', async () => {
    const { Writable } = await import('node:stream');
    const { buildApp } = await import('../../app');
    let out = '';
    const stream = new Writable({
      write(chunk, _enc, cb) {
        out += String(chunk);
        cb();
      },
    });
    const app = await buildApp({ db: h.db, appEnv: 'development', clock: h.clock, logStream: stream });
    await call(app, 'login', { user_mobile: DEMO.member, login_type: 'password', user_password: 'Secret-Pa55word' });
    await app.close();
    expect(out).toContain('/api/pc/user/login');
    expect(out).not.toContain('Secret-Pa55word');
    expect(out).not.toContain('user_password');
  });
});

describe('tokens', () => {
  const h = useHarness();

  it('accepts a valid token for auth calls', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const res = await call<Profile>(h.app, 'profile', {}, { token });
    expect(res.ok).toBe(true);
  });

  it('answers -1 for a missing, unknown or malformed token', async () => {
    expect(await call(h.app, 'profile', {})).toEqual(NOT_LOGGED_IN);
    expect(await call(h.app, 'profile', {}, { token: 'f'.repeat(64) })).toEqual(NOT_LOGGED_IN);
    expect(await call(h.app, 'profile', {}, { token: "' or 1=1 --" })).toEqual(NOT_LOGGED_IN);
  });

  it('expires a token after 7 days', async () => {
    const token = await loginAs(h.app, DEMO.member);
    h.clock.advance(7 * DAY - 1000);
    expect((await call(h.app, 'profile', {}, { token })).ok).toBe(true);
    h.clock.advance(2000);
    expect(await call(h.app, 'profile', {}, { token })).toEqual(NOT_LOGGED_IN);
  });

  it('logout kills the presented token only, and is ok without one', async () => {
    const a = await loginAs(h.app, DEMO.member);
    const b = await loginAs(h.app, DEMO.member);
    expect(await call(h.app, 'logout', {}, { token: a })).toMatchObject({ ok: true, msg: '退出成功' });
    expect(await call(h.app, 'profile', {}, { token: a })).toEqual(NOT_LOGGED_IN);
    expect((await call(h.app, 'profile', {}, { token: b })).ok).toBe(true);
    expect((await call(h.app, 'logout', {})).ok).toBe(true);
  });
});

describe('profile', () => {
  const h = useHarness();
  const profileOf = async (phone: string) => (await call<Profile>(h.app, 'profile', {}, { token: await loginAs(h.app, phone) })).data;

  it('gives the member roles, money and points', async () => {
    const p = await profileOf(DEMO.member);
    expect(p).toMatchObject({
      user_id: 1,
      user_mobile: DEMO.member,
      user_account: 'zhangsan001',
      name: '张三',
      roles: ['member'],
      IsCustUser: 0,
      IsExpert: 0,
      UserMoney: '520.00',
      ProfitMoney: '0.00',
      ProfitJifen: 3600,
      TeamNum: 0,
      company2_amount: 0,
    });
  });

  it('gives each demo role its flags and counts', async () => {
    expect(await profileOf(DEMO.company)).toMatchObject({ roles: ['member', 'company'], company2_amount: 1 });
    expect(await profileOf(DEMO.salesman)).toMatchObject({ roles: ['member', 'salesman'], TeamNum: 1 });
    expect(await profileOf(DEMO.expert)).toMatchObject({ roles: ['member', 'isexpert'], IsExpert: 1 });
    expect(await profileOf(DEMO.custuser)).toMatchObject({ roles: ['member', 'custuser'], IsCustUser: 1, name: '客服小安' });
  });
});
