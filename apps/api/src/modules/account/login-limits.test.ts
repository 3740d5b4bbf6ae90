// Failed password logins are limited per account and per client address (PGlite; the race on a real
// PostgreSQL server is in login-limits-pg.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { MINUTE } from '../../kernel/time';
import { loginLimitsFromEnv, startPasswordAttempt, type LoginLimits } from './login-limits';
import { call, DEMO, PASSWORD, requestCode, useHarness } from '../../../test/helpers';

const login = (h: { app: Parameters<typeof call>[0] }, account: string, password: string, ip = '10.1.1.1') =>
  call<{ token: string } | null>(h.app, 'login', { user_mobile: account, login_type: 'password', user_password: password }, { ip });

// START is 2026-06-01 08:00 China time: a 15-minute lock ends at 08:15
const LOCKED_ACCOUNT = '密码错误次数过多，请于08:15后重试或使用短信验证码登录';

describe('failed password logins per account', () => {
  const h = useHarness();

  it('locks password login for 15 minutes after 5 failures, even for the right password', async () => {
    for (let i = 1; i <= 4; i++) expect((await login(h, DEMO.member, `Wrong${i}pass`)).msg, `try ${i}`).toBe('账号或密码错误');
    expect((await login(h, DEMO.member, 'Wrong5pass')).msg).toBe(LOCKED_ACCOUNT);
    expect(await login(h, DEMO.member, PASSWORD)).toEqual({ ok: false, code: 1, msg: LOCKED_ACCOUNT, data: null });
    // from another address too: the lock is the account's
    expect((await login(h, DEMO.member, PASSWORD, '10.9.9.9')).msg).toBe(LOCKED_ACCOUNT);
    // other accounts are not affected
    expect((await login(h, DEMO.company, PASSWORD)).ok).toBe(true);
    h.clock.advance(14 * MINUTE);
    expect((await login(h, DEMO.member, PASSWORD)).msg).toBe(LOCKED_ACCOUNT);
    h.clock.advance(1 * MINUTE + 1000);
    expect((await login(h, DEMO.member, PASSWORD)).ok).toBe(true);
  });

  it('counts every spelling of the account together (phone, account name)', async () => {
    for (let i = 0; i < 3; i++) expect((await login(h, DEMO.member, 'WrongPass1')).msg).toBe('账号或密码错误');
    expect((await login(h, 'zhangsan001', 'WrongPass1')).msg).toBe('账号或密码错误');
    expect((await login(h, 'zhangsan001', 'WrongPass1')).msg).toBe(LOCKED_ACCOUNT);
    expect((await login(h, DEMO.member, PASSWORD)).msg).toBe(LOCKED_ACCOUNT);
  });

  it('lets SMS login work while password login is locked, and the SMS login clears the lock', async () => {
    for (let i = 0; i < 5; i++) await login(h, DEMO.member, 'WrongPass1');
    expect((await login(h, DEMO.member, PASSWORD)).msg).toBe(LOCKED_ACCOUNT);
    const code = await requestCode(h.app, DEMO.member, 'login');
    const sms = await call(h.app, 'login', { user_mobile: DEMO.member, login_type: 'smscode', smscode: code }, { ip: '10.1.1.1' });
    expect(sms.ok).toBe(true);
    expect((await login(h, DEMO.member, PASSWORD)).ok).toBe(true);
  });

  it('starts the count afresh after a successful login', async () => {
    for (let i = 0; i < 4; i++) await login(h, DEMO.member, 'WrongPass1');
    expect((await login(h, DEMO.member, PASSWORD)).ok).toBe(true);
    for (let i = 0; i < 4; i++) expect((await login(h, DEMO.member, 'WrongPass1')).msg).toBe('账号或密码错误');
    expect((await login(h, DEMO.member, PASSWORD)).ok).toBe(true);
  });

  it('forgets failures 15 minutes after the last one', async () => {
    for (let i = 0; i < 4; i++) await login(h, DEMO.member, 'WrongPass1');
    h.clock.advance(15 * MINUTE + 1000);
    for (let i = 0; i < 4; i++) expect((await login(h, DEMO.member, 'WrongPass1')).msg).toBe('账号或密码错误');
  });

  it('treats an unknown account the same way (no hint that it does not exist)', async () => {
    for (let i = 0; i < 4; i++) expect((await login(h, '13999999999', 'WrongPass1')).msg).toBe('账号或密码错误');
    expect((await login(h, '13999999999', 'WrongPass1')).msg).toBe(LOCKED_ACCOUNT);
  });
});

describe('failed password logins per client address', () => {
  const h = useHarness();

  it('locks password login from an address after 30 failures across accounts', async () => {
    for (let i = 0; i < 29; i++) {
      expect((await login(h, `1390000${String(i).padStart(4, '0')}`, 'WrongPass1', '10.2.2.2')).msg).toBe('账号或密码错误');
    }
    expect((await login(h, '13900009999', 'WrongPass1', '10.2.2.2')).msg).toBe('登录失败次数过多，请于08:15后重试或使用短信验证码登录');
    expect((await login(h, DEMO.member, PASSWORD, '10.2.2.2')).msg).toBe('登录失败次数过多，请于08:15后重试或使用短信验证码登录');
    // another address is not affected, and the member's own count was never touched
    expect((await login(h, DEMO.member, PASSWORD, '10.3.3.3')).ok).toBe(true);
  });

  it('does not count successful logins against the address', async () => {
    for (let i = 0; i < 40; i++) expect((await login(h, DEMO.member, PASSWORD, '10.4.4.4')).ok, `login ${i}`).toBe(true);
  });
});

describe('limits from the environment', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const k of ['LOGIN_MAX_FAILURES', 'LOGIN_IP_MAX_FAILURES', 'LOGIN_LOCK_MINUTES']) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
  });

  it('reads LOGIN_MAX_FAILURES, LOGIN_IP_MAX_FAILURES and LOGIN_LOCK_MINUTES', () => {
    expect(loginLimitsFromEnv({})).toEqual({ accountMax: 5, ipMax: 30, lockMs: 15 * MINUTE });
    expect(loginLimitsFromEnv({ LOGIN_MAX_FAILURES: '3', LOGIN_IP_MAX_FAILURES: '100', LOGIN_LOCK_MINUTES: '60' })).toEqual({
      accountMax: 3,
      ipMax: 100,
      lockMs: 60 * MINUTE,
    });
    expect(loginLimitsFromEnv({ LOGIN_MAX_FAILURES: '-1', LOGIN_LOCK_MINUTES: 'x' })).toEqual({ accountMax: 5, ipMax: 30, lockMs: 15 * MINUTE });
  });

  describe('through the login call', () => {
    const h = useHarness();
    it('applies them', async () => {
      process.env.LOGIN_MAX_FAILURES = '2';
      process.env.LOGIN_LOCK_MINUTES = '60';
      expect((await login(h, DEMO.member, 'WrongPass1')).msg).toBe('账号或密码错误');
      expect((await login(h, DEMO.member, 'WrongPass1')).msg).toBe('密码错误次数过多，请于09:00后重试或使用短信验证码登录');
    });
  });
});

describe('the counter itself', () => {
  const h = useHarness();
  const limits: LoginLimits = { accountMax: 5, ipMax: 30, lockMs: 15 * MINUTE };

  it('never lets more than the limit be checked, however many attempts start together', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () => startPasswordAttempt(h.db, h.clock, { account: 1, ip: '10.5.5.5' }, limits)),
    );
    expect(attempts.filter((a) => a.allowed)).toHaveLength(5);
    const refused = attempts.filter((a) => !a.allowed);
    expect(refused.map((a) => (a.allowed ? '' : a.message))).toEqual(Array(15).fill(LOCKED_ACCOUNT));
  });
});
