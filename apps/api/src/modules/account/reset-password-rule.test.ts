// A password reset never allows a password registration would refuse, and it clears a login lock.
import { describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, PASSWORD, requestCode, useHarness } from '../../../test/helpers';

describe('resetPwd password rule', () => {
  const h = useHarness();

  it('refuses fewer than 8 characters with 请输入至少8位密码 and keeps the old password', async () => {
    const code = await requestCode(h.app, DEMO.member, 'resetpwd');
    for (const pw of ['Ab', 'Abcdefg']) {
      const res = await call(h.app, 'resetPwd', { user_mobile: DEMO.member, smscode: code, user_password: pw });
      expect(res, pw).toEqual({ ok: false, code: 1, msg: '请输入至少8位密码', data: null });
    }
    expect((await loginAs(h.app, DEMO.member, PASSWORD)).length).toBe(64);
    // the same code still works for a valid password (refused input spends nothing)
    expect((await call(h.app, 'resetPwd', { user_mobile: DEMO.member, smscode: code, user_password: 'Abcdefgh' })).ok).toBe(true);
  });

  it('clears the password-login lock of the account', async () => {
    const wrong = () => call(h.app, 'login', { user_mobile: DEMO.member, login_type: 'password', user_password: 'WrongPass1' }, { ip: '10.7.7.7' });
    for (let i = 0; i < 5; i++) await wrong();
    expect((await wrong()).msg).toMatch(/^密码错误次数过多/);
    const code = await requestCode(h.app, DEMO.member, 'resetpwd');
    expect((await call(h.app, 'resetPwd', { user_mobile: DEMO.member, smscode: code, user_password: 'Abcdefgh' })).ok).toBe(true);
    expect((await loginAs(h.app, DEMO.member, 'Abcdefgh')).length).toBe(64);
  });
});
