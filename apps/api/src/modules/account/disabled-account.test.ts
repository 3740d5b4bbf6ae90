// A member the operations console disabled (users.disabled_at): no login of any kind answers a token, the
// tokens they already hold stop working at once, and a wrong password still says only 账号或密码错误 (the
// state of an account is not told to someone who does not know its password).
import { describe, expect, it } from 'vitest';
import { call, DEMO, DEMO_ID, loginAs, PASSWORD, requestCode, useHarness } from '../../../test/helpers';

const DISABLED = { ok: false, code: 1, msg: '账号已被停用，请联系客服', data: null };

describe('a disabled member', () => {
  const h = useHarness();
  const disable = (id: number) => h.query('update users set disabled_at = now() where id = $1', [id]);

  it('loses the session they hold, without a new login', async () => {
    const token = await loginAs(h.app, DEMO.member);
    expect((await call(h.app, 'profile', {}, { token })).ok).toBe(true);
    await disable(DEMO_ID.member);
    expect(await call(h.app, 'profile', {}, { token })).toMatchObject({ ok: false, code: -1 });
  });

  it('cannot log in by password or by SMS code; a wrong password learns nothing', async () => {
    await disable(DEMO_ID.member);
    expect(await call(h.app, 'login', { user_mobile: DEMO.member, login_type: 'password', user_password: PASSWORD })).toEqual(DISABLED);
    expect(await call(h.app, 'login', { user_mobile: DEMO.member, login_type: 'password', user_password: 'Wrong1234' })).toMatchObject({
      ok: false,
      msg: '账号或密码错误',
    });
    const code = await requestCode(h.app, DEMO.member, 'login');
    expect(await call(h.app, 'login', { user_mobile: DEMO.member, login_type: 'smscode', smscode: code })).toEqual(DISABLED);
    const { rows } = await h.query<{ n: number }>('select count(*)::int as n from tokens where user_id = $1', [DEMO_ID.member]);
    expect(rows[0]?.n).toBe(0);
  });

  it('leaves the other members alone, and enabled again logs in', async () => {
    await disable(DEMO_ID.member);
    expect(await loginAs(h.app, DEMO.company)).toMatch(/^[0-9a-f]{64}$/);
    await h.query('update users set disabled_at = null where id = $1', [DEMO_ID.member]);
    expect(await loginAs(h.app, DEMO.member)).toMatch(/^[0-9a-f]{64}$/);
  });
});
