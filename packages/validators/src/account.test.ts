import { describe, expect, it } from 'vitest';
import {
  firstError,
  forgetPasswordPayloadRules,
  forgetPasswordRules,
  isSmsUsecate,
  loginPasswordRules,
  loginSmsRules,
  messages,
  registerPayloadRules,
  registerRules,
  sendSmsRules,
  smsPhoneError,
  uconfigResetPasswordPayloadRules,
  uconfigResetPasswordRules,
  validate,
} from './index';

const PHONE = '13800138000';

describe('loginPasswordRules', () => {
  it('phone required, exactly 11 characters, password required', () => {
    expect(firstError(loginPasswordRules, { user_mobile: '', user_password: '' })).toBe('输入手机号');
    expect(firstError(loginPasswordRules, { user_mobile: '   ', user_password: 'x' })).toBe('输入手机号');
    expect(firstError(loginPasswordRules, { user_mobile: '1380013800', user_password: 'x' })).toBe('请正确输入手机号码');
    expect(firstError(loginPasswordRules, { user_mobile: '138001380001', user_password: 'x' })).toBe('请正确输入手机号码');
    expect(firstError(loginPasswordRules, { user_mobile: PHONE, user_password: '' })).toBe('请输入密码');
    expect(firstError(loginPasswordRules, { user_mobile: PHONE, user_password: 'x' })).toBeNull();
  });
  it('validate reports both fields', () => {
    expect(validate(loginPasswordRules, {})).toEqual({ user_mobile: '输入手机号', user_password: '请输入密码' });
  });
});

describe('loginSmsRules', () => {
  it('same phone rules, code required', () => {
    expect(firstError(loginSmsRules, { user_mobile: '', smscode: '' })).toBe('输入手机号');
    expect(firstError(loginSmsRules, { user_mobile: '1380013800', smscode: '' })).toBe('请正确输入手机号码');
    expect(firstError(loginSmsRules, { user_mobile: PHONE, smscode: '' })).toBe('请输入验证码');
    expect(firstError(loginSmsRules, { user_mobile: PHONE, smscode: '123456' })).toBeNull();
  });
});

describe('sendSmsRules / smsPhoneError', () => {
  it('needs a phone', () => {
    expect(firstError(sendSmsRules, { phone: '' })).toBe('请正确填写手机号码');
    expect(smsPhoneError('')).toBe('请正确填写手机号码');
    expect(smsPhoneError(undefined)).toBe('请正确填写手机号码');
    expect(smsPhoneError('1380013800')).toBe('请正确填写手机号码');
    expect(smsPhoneError(PHONE)).toBeNull();
  });
  it('knows the use categories', () => {
    for (const usecate of ['login', 'resetpwd', 'register', 'companyjoin', 'deleteaccount']) expect(isSmsUsecate(usecate)).toBe(true);
    expect(isSmsUsecate('other')).toBe(false);
    // what the sendsms schema answers for any other value
    expect(messages.smsUsecateInvalid).toBe('验证码类型错误');
    expect(isSmsUsecate(1)).toBe(false);
  });
});

describe('forgetPasswordRules', () => {
  const ok = { user_mobile: PHONE, smscode: '123456', user_password: 'Abcdefgh', confirm_password: 'Abcdefgh' };
  it('reports each message in order', () => {
    expect(firstError(forgetPasswordRules, {})).toBe('输入手机号');
    expect(firstError(forgetPasswordRules, { ...ok, user_mobile: '138' })).toBe('请正确输入手机号码');
    expect(firstError(forgetPasswordRules, { ...ok, smscode: '' })).toBe('请输入验证码');
    expect(firstError(forgetPasswordRules, { ...ok, user_password: '' })).toBe('请输入密码');
    expect(firstError(forgetPasswordRules, { ...ok, user_password: 'ABCDEFGH', confirm_password: 'ABCDEFGH' })).toBe('密码必须包含大小写字母');
    expect(firstError(forgetPasswordRules, { ...ok, user_password: 'abcdefgh', confirm_password: 'abcdefgh' })).toBe('密码必须包含大小写字母');
    expect(firstError(forgetPasswordRules, { ...ok, confirm_password: '' })).toBe('请再次输入密码');
    expect(firstError(forgetPasswordRules, { ...ok, confirm_password: 'Abcdefgg' })).toBe('两次输入密码不一致');
    expect(firstError(forgetPasswordRules, ok)).toBeNull();
  });
  it('never allows a password registration would refuse: at least 8 characters (请输入至少8位密码)', () => {
    expect(firstError(forgetPasswordRules, { ...ok, user_password: 'Ab', confirm_password: 'Ab' })).toBe('请输入至少8位密码');
    expect(firstError(forgetPasswordRules, { ...ok, user_password: 'Abcdefg', confirm_password: 'Abcdefg' })).toBe('请输入至少8位密码');
    for (const pw of ['', 'Ab', 'Abcdefg', 'abcdefgh', 'ABCDEFGH', 'Abcdefgh', 'aB3456789']) {
      const reg = firstError(registerRules, { user_mobile: PHONE, smscode: '1', user_password: pw, county_code: '440106', agree: true });
      const reset = firstError(forgetPasswordPayloadRules, { user_mobile: PHONE, smscode: '1', user_password: pw });
      // whatever registration refuses, a reset refuses (the empty case keeps the reset's own 请输入密码)
      expect(reset === null, pw).toBe(reg === null);
    }
  });
  it('the payload variant ignores the UI-only confirmation', () => {
    expect(Object.keys(forgetPasswordPayloadRules)).toEqual(['user_mobile', 'smscode', 'user_password']);
    expect(firstError(forgetPasswordPayloadRules, { user_mobile: PHONE, smscode: '1', user_password: 'Abcdefgh' })).toBeNull();
    expect(firstError(forgetPasswordPayloadRules, { user_mobile: PHONE, smscode: '1', user_password: 'Abc' })).toBe('请输入至少8位密码');
  });
});

describe('registerRules', () => {
  const ok = { user_mobile: PHONE, smscode: '123456', user_password: 'Abcdefgh', county_code: '440106', agree: true };
  it('reports each message in order', () => {
    expect(firstError(registerRules, {})).toBe('输入手机号');
    expect(firstError(registerRules, { ...ok, user_mobile: '1380013800' })).toBe('请正确输入手机号码');
    expect(firstError(registerRules, { ...ok, smscode: ' ' })).toBe('请输入验证码');
    expect(firstError(registerRules, { ...ok, user_password: '' })).toBe('请输入至少8位密码');
    expect(firstError(registerRules, { ...ok, county_code: null })).toBe('请选择所在区域');
    expect(firstError(registerRules, { ...ok, agree: false })).toBe('必须同意用户协议');
    expect(firstError(registerRules, { ...ok, agree: undefined })).toBe('必须同意用户协议');
    expect(firstError(registerRules, ok)).toBeNull();
  });
  it('password: 7 vs 8 characters, upper-only, lower-only', () => {
    expect(firstError(registerRules, { ...ok, user_password: 'Abcdefg' })).toBe('请输入至少8位密码');
    expect(firstError(registerRules, { ...ok, user_password: 'Abcdefgh' })).toBeNull();
    expect(firstError(registerRules, { ...ok, user_password: 'ABCDEFGH' })).toBe('密码必须包含大小写字母');
    expect(firstError(registerRules, { ...ok, user_password: 'abcdefgh' })).toBe('密码必须包含大小写字母');
    expect(firstError(registerRules, { ...ok, user_password: '12345678' })).toBe('密码必须包含大小写字母');
  });
  it('the payload variant has no agreement', () => {
    expect(Object.keys(registerPayloadRules)).toEqual(['user_mobile', 'smscode', 'user_password', 'county_code']);
    const { agree: _agree, ...payload } = ok;
    expect(firstError(registerPayloadRules, { ...payload, tuijianma: 'whatever' })).toBeNull();
  });
});

describe('uconfigResetPasswordRules (spec 02)', () => {
  const ok = { user_mobile: PHONE, smscode: '123456', user_password: 'aBcdefgh', confirm_password: 'aBcdefgh' };
  it('reports each message in order', () => {
    expect(firstError(uconfigResetPasswordRules, {})).toBe('请输入手机号码');
    expect(firstError(uconfigResetPasswordRules, { ...ok, user_mobile: '1380013800' })).toBe('请正确输入手机号码');
    expect(firstError(uconfigResetPasswordRules, { ...ok, user_mobile: '138001380001' })).toBe('请正确输入手机号码');
    expect(firstError(uconfigResetPasswordRules, { ...ok, smscode: '' })).toBe('请输入手机验证码');
    expect(firstError(uconfigResetPasswordRules, { ...ok, user_password: '' })).toBe('请输入密码');
    expect(firstError(uconfigResetPasswordRules, { ...ok, user_password: 'aB', confirm_password: 'aB' })).toBe('请输入至少8位密码');
    expect(firstError(uconfigResetPasswordRules, { ...ok, user_password: 'abcdefgh', confirm_password: 'abcdefgh' })).toBe('密码必须包含大小写字母');
    expect(firstError(uconfigResetPasswordRules, { ...ok, confirm_password: '' })).toBe('请再次输入密码');
    expect(firstError(uconfigResetPasswordRules, { ...ok, confirm_password: 'Abcdefgh' })).toBe('两次输入密码不一致!');
    expect(firstError(uconfigResetPasswordRules, ok)).toBeNull();
  });
  it('payload variant', () => {
    expect(Object.keys(uconfigResetPasswordPayloadRules)).toEqual(['user_mobile', 'smscode', 'user_password']);
  });
});
