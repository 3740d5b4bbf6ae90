import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsCodes, users } from '../../db/schema';
import { call, DEMO, loginAs, requestCode, useHarness } from '../../../test/helpers';

const NEW_PHONE = '13912345678';

const valid = (smscode: string, extra: Record<string, unknown> = {}) => ({
  tuijianma: '',
  province: '广东省',
  province_code: '440000',
  city: '东莞市',
  city_code: '441900',
  county: '南城街道',
  county_code: '441900004',
  user_mobile: NEW_PHONE,
  smscode,
  user_password: 'Safety2026',
  ...extra,
});

describe('register', () => {
  const h = useHarness();
  const userCount = async () => (await h.db.select({ n: count() }).from(users))[0]!.n;

  it('creates a member with the area names and codes: 注册成功', async () => {
    const before = await userCount();
    const code = await requestCode(h.app, NEW_PHONE, 'register');
    expect(await call(h.app, 'register', valid(code))).toEqual({ ok: true, code: 0, msg: '注册成功', data: null });
    expect(await userCount()).toBe(before + 1);
    const [u] = await h.db.select().from(users).where(eq(users.userMobile, NEW_PHONE));
    expect(u).toMatchObject({
      userAccount: NEW_PHONE,
      roles: ['member'],
      province: '广东省',
      provinceCode: '440000',
      city: '东莞市',
      cityCode: '441900',
      county: '南城街道',
      countyCode: '441900004',
      parentUserId: null,
    });
    expect(u!.passwordHash).not.toContain('Safety2026');
    expect((await loginAs(h.app, NEW_PHONE, 'Safety2026')).length).toBe(64);
  });

  it('answers every validator message verbatim and stores nothing', async () => {
    const code = await requestCode(h.app, NEW_PHONE, 'register');
    const before = await userCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ user_mobile: '' }, '输入手机号'],
      [{ user_mobile: '1391234567' }, '请正确输入手机号码'],
      [{ smscode: '' }, '请输入验证码'],
      [{ user_password: '' }, '请输入至少8位密码'],
      [{ user_password: 'Abc123' }, '请输入至少8位密码'],
      [{ user_password: 'abcdefgh1' }, '密码必须包含大小写字母'],
      [{ user_password: 'ABCDEFGH1' }, '密码必须包含大小写字母'],
      [{ county_code: '' }, '请选择所在区域'],
    ];
    for (const [override, msg] of cases) {
      expect(await call(h.app, 'register', valid(code, override)), msg).toEqual({ ok: false, code: 1, msg, data: null });
    }
    expect(await userCount()).toBe(before);
    // the code was not used up by the failed attempts
    const [row] = await h.db.select().from(smsCodes).where(eq(smsCodes.phone, NEW_PHONE));
    expect(row!.usedAt).toBeNull();
    expect((await call(h.app, 'register', valid(code))).ok).toBe(true);
  });

  it('checks that the district lies under the city, the city under Guangdong', async () => {
    const code = await requestCode(h.app, NEW_PHONE, 'register');
    for (const override of [
      { county_code: '440106' }, // 天河区 is in Guangzhou, not Dongguan
      { county_code: '999999' },
      { city_code: '440100', county_code: '441900004' },
      { province_code: '110000' },
      { city_code: '441900004', county_code: '441900004' },
      { city_code: '', county_code: '441900004' },
    ]) {
      expect((await call(h.app, 'register', valid(code, override))).msg, JSON.stringify(override)).toBe('请选择所在区域');
    }
    expect(
      (await call(h.app, 'register', valid(code, { city: '广州市', city_code: '440100', county: '天河区', county_code: '440106' }))).ok,
    ).toBe(true);
  });

  it('needs the register code of this phone', async () => {
    expect((await call(h.app, 'register', valid('123456'))).msg).toBe('验证码错误或已过期');
    const code = await requestCode(h.app, NEW_PHONE, 'companyjoin');
    expect((await call(h.app, 'register', valid(code))).msg).toBe('验证码错误或已过期');
  });

  it('refuses a registered phone with 该手机号已注册', async () => {
    expect((await call(h.app, 'register', valid('123456', { user_mobile: DEMO.member }))).msg).toBe('该手机号已注册');
  });

  it('refuses a taken account name', async () => {
    const code = await requestCode(h.app, NEW_PHONE, 'register');
    expect((await call(h.app, 'register', valid(code, { user_account: 'zhangsan001' }))).msg).toBe('该账号已被使用');
  });

  it('sets the inviter from tuijianma (a user id or a phone)', async () => {
    const code = await requestCode(h.app, NEW_PHONE, 'register');
    expect((await call(h.app, 'register', valid(code, { tuijianma: DEMO.salesman }))).ok).toBe(true);
    const [u] = await h.db.select().from(users).where(eq(users.userMobile, NEW_PHONE));
    expect(u!.parentUserId).toBe(3);

    const code2 = await requestCode(h.app, '13912345670', 'register');
    expect((await call(h.app, 'register', valid(code2, { user_mobile: '13912345670', tuijianma: '3' }))).ok).toBe(true);
    const [v] = await h.db.select().from(users).where(eq(users.userMobile, '13912345670'));
    expect(v!.parentUserId).toBe(3);
  });
});

describe('resetPwd', () => {
  const h = useHarness();
  const NEW_PASSWORD = 'NewSecret99';

  it('changes the password, answers 修改密码成功 and kills the old tokens', async () => {
    const oldToken = await loginAs(h.app, DEMO.member);
    const code = await requestCode(h.app, DEMO.member, 'resetpwd');
    expect(await call(h.app, 'resetPwd', { user_mobile: DEMO.member, smscode: code, user_password: NEW_PASSWORD })).toEqual({
      ok: true,
      code: 0,
      msg: '修改密码成功',
      data: null,
    });
    expect((await call(h.app, 'profile', {}, { token: oldToken })).code).toBe(-1);
    expect((await call(h.app, 'login', { user_mobile: DEMO.member, login_type: 'password', user_password: 'Demo1234' })).msg).toBe('账号或密码错误');
    expect((await loginAs(h.app, DEMO.member, NEW_PASSWORD)).length).toBe(64);
  });

  it('answers the validator messages and changes nothing', async () => {
    const code = await requestCode(h.app, DEMO.member, 'resetpwd');
    const cases: [Record<string, unknown>, string][] = [
      [{ user_mobile: '' }, '输入手机号'],
      [{ user_mobile: '138000000' }, '请正确输入手机号码'],
      [{ smscode: '' }, '请输入验证码'],
      [{ user_password: '' }, '请输入密码'],
      [{ user_password: 'lowercase1' }, '密码必须包含大小写字母'],
    ];
    for (const [override, msg] of cases) {
      const res = await call(h.app, 'resetPwd', { user_mobile: DEMO.member, smscode: code, user_password: NEW_PASSWORD, ...override });
      expect(res.msg).toBe(msg);
    }
    expect((await loginAs(h.app, DEMO.member)).length).toBe(64);
  });

  it('needs a resetpwd code of a registered phone', async () => {
    expect((await call(h.app, 'resetPwd', { user_mobile: '13912345678', smscode: '123456', user_password: NEW_PASSWORD })).msg).toBe('该手机号未注册');
    const loginCode = await requestCode(h.app, DEMO.member, 'login');
    expect((await call(h.app, 'resetPwd', { user_mobile: DEMO.member, smscode: loginCode, user_password: NEW_PASSWORD })).msg).toBe(
      '验证码错误或已过期',
    );
  });
});
