import type { LoginResult } from '@ws/api-sdk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsCodes } from '../../db/schema';
import { MINUTE, SECOND } from '../../kernel/time';
import { call, DEMO, requestCode, useHarness } from '../../../test/helpers';

const send = (h: { app: Parameters<typeof call>[0] }, phone: unknown, usecate: unknown, ip?: string) =>
  call(h.app, 'sendsms', { ac: 'appvercode', phone, usecate, expireTime: 5 }, ip ? { ip } : {});

describe('sendsms', () => {
  const h = useHarness();

  it('sends a 6-digit code with 发送成功 and stores it in the outbox', async () => {
    expect(await send(h, DEMO.member, 'login')).toEqual({ ok: true, code: 0, msg: '发送成功', data: null });
    const outbox = await call<{ items: { phone: string; usecate: string; code: string; create_time: string }[] }>(h.app, 'devSmsOutbox', {
      phone: DEMO.member,
    });
    expect(outbox.data.items).toHaveLength(1);
    expect(outbox.data.items[0]).toMatchObject({ phone: DEMO.member, usecate: 'login', create_time: '2026-06-01 08:00:00' });
    expect(outbox.data.items[0]!.code).toMatch(/^\d{6}$/);
  });

  it('needs an 11-digit phone: 请正确填写手机号码', async () => {
    for (const phone of ['', undefined, '1380000000', '138000000012', '1380000000a', 13800000001.5]) {
      expect((await send(h, phone, 'login')).msg, String(phone)).toBe('请正确填写手机号码');
    }
    expect(await h.db.select().from(smsCodes)).toHaveLength(0);
  });

  it('checks the usecate against the account', async () => {
    expect((await send(h, DEMO.member, 'register')).msg).toBe('该手机号已注册');
    expect((await send(h, '13912345678', 'login')).msg).toBe('该手机号未注册');
    expect((await send(h, '13912345678', 'resetpwd')).msg).toBe('该手机号未注册');
    expect((await send(h, DEMO.member, 'hack')).ok).toBe(false);
    expect((await send(h, '13912345678', 'register')).ok).toBe(true);
    expect((await send(h, '13912345679', 'companyjoin')).ok).toBe(true);
  });

  it('allows one code per phone per 60 s', async () => {
    expect((await send(h, DEMO.member, 'login')).ok).toBe(true);
    h.clock.advance(59 * SECOND);
    expect(await send(h, DEMO.member, 'resetpwd')).toMatchObject({ ok: false, msg: '发送过于频繁，请稍后再试' });
    h.clock.advance(2 * SECOND);
    expect((await send(h, DEMO.member, 'resetpwd')).ok).toBe(true);
  });

  it('allows 10 codes per IP per 10 minutes', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 10; i++) expect((await send(h, `1391000000${i}`, 'register', ip)).ok).toBe(true);
    expect(await send(h, '13910000010', 'register', ip)).toMatchObject({ ok: false, msg: '发送过于频繁，请稍后再试' });
    expect((await send(h, '13910000010', 'register', '203.0.113.8')).ok).toBe(true);
    h.clock.advance(10 * MINUTE + SECOND);
    expect((await send(h, '13910000011', 'register', ip)).ok).toBe(true);
  });
});

describe('login by SMS code', () => {
  const h = useHarness();
  const smsLogin = (phone: string, smscode: string) => call<LoginResult>(h.app, 'login', { user_mobile: phone, login_type: 'smscode', smscode });

  it('logs in once with the code; the code is single use', async () => {
    const code = await requestCode(h.app, DEMO.member, 'login');
    const first = await smsLogin(DEMO.member, code);
    expect(first).toMatchObject({ ok: true, msg: '登录成功' });
    expect(first.data.loginUser.user_mobile).toBe(DEMO.member);
    expect(await smsLogin(DEMO.member, code)).toMatchObject({ ok: false, msg: '验证码错误或已过期' });
  });

  it('expires the code after 5 minutes', async () => {
    const code = await requestCode(h.app, DEMO.member, 'login');
    h.clock.advance(5 * MINUTE + SECOND);
    expect(await smsLogin(DEMO.member, code)).toMatchObject({ ok: false, msg: '验证码错误或已过期' });
  });

  it('still accepts it just before 5 minutes', async () => {
    const code = await requestCode(h.app, DEMO.member, 'login');
    h.clock.advance(5 * MINUTE - SECOND);
    expect((await smsLogin(DEMO.member, code)).ok).toBe(true);
  });

  it('rejects a code of another usecate or another phone', async () => {
    const reset = await requestCode(h.app, DEMO.member, 'resetpwd');
    expect(await smsLogin(DEMO.member, reset)).toMatchObject({ ok: false, msg: '验证码错误或已过期' });
    const other = await requestCode(h.app, DEMO.company, 'login');
    expect(await smsLogin(DEMO.member, other)).toMatchObject({ ok: false, msg: '验证码错误或已过期' });
  });

  it('rejects a wrong code and burns the code after 5 wrong guesses', async () => {
    const code = await requestCode(h.app, DEMO.member, 'login');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await smsLogin(DEMO.member, wrong)).msg).toBe('验证码错误或已过期');
    expect((await smsLogin(DEMO.member, code)).ok).toBe(false);
  });

  it('only the newest code counts', async () => {
    const old = await requestCode(h.app, DEMO.member, 'login');
    h.clock.advance(61 * SECOND);
    const fresh = await requestCode(h.app, DEMO.member, 'login');
    if (old !== fresh) expect((await smsLogin(DEMO.member, old)).ok).toBe(false);
    expect((await smsLogin(DEMO.member, fresh)).ok).toBe(true);
  });

  it('answers 该手机号未注册 for an unknown phone and the validators messages', async () => {
    expect((await smsLogin('13912345678', '123456')).msg).toBe('该手机号未注册');
    expect((await call(h.app, 'login', { login_type: 'smscode', user_mobile: DEMO.member })).msg).toBe('请输入验证码');
    expect((await call(h.app, 'login', { login_type: 'smscode', smscode: '123456' })).msg).toBe('输入手机号');
  });

  it('stores codes bound to phone and usecate with a 5-minute expiry', async () => {
    await requestCode(h.app, DEMO.member, 'login');
    const [row] = await h.db.select().from(smsCodes).where(eq(smsCodes.phone, DEMO.member));
    expect(row).toMatchObject({ usecate: 'login', usedAt: null });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(5 * MINUTE);
  });
});
