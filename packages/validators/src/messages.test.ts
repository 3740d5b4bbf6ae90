import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_CONTRACT_FILES, MAX_PROFILE_CHARS, MIN_REGISTER_PASSWORD, PHONE_LENGTH, SMS_CODE_LENGTH, messages } from './index';

describe('constants', () => {
  it('match the specs', () => {
    expect(PHONE_LENGTH).toBe(11);
    expect(SMS_CODE_LENGTH).toBe(6);
    expect(MIN_REGISTER_PASSWORD).toBe(8);
    expect(MAX_PROFILE_CHARS).toBe(500);
    expect(MAX_CONTRACT_FILES).toBe(9);
  });
});

describe('messages', () => {
  it('keep the easily confused texts exact', () => {
    expect(messages.passwordMismatch).toBe('两次输入密码不一致');
    expect(messages.passwordMismatchUconfig).toBe('两次输入密码不一致!'); // ASCII '!'
    expect(messages.profileTooLong).toBe('限 500 字以内'); // ASCII spaces
    expect(messages.cardNumberMismatch).toBe('两次输入的银行卡号不一样，请重新输入'); // full-width comma
    expect(messages.loginRequired).toBe('未登录或超时，请重新登陆');
    expect(messages.cartConfirmDeleteItem).toBe('要删除该项吗？'); // full-width question mark
    expect(messages.loginPhoneRequired).toBe('输入手机号');
    expect(messages.expertLogoRequired).toBe('请上传图片logo');
  });

  it('have no stray whitespace', () => {
    for (const text of Object.values(messages)) expect(text).toBe(text.trim());
  });

  // Not produced by a field rule (a guard's notice and a confirm dialog's text).
  const notFromRules = new Set<string>([messages.loginRequired, messages.cartConfirmDeleteItem]);

  it('are each asserted, as a literal, by some test of a rule', () => {
    const dir = new URL('.', import.meta.url);
    const sources = readdirSync(dir)
      .filter((file) => file.endsWith('.test.ts') && file !== 'messages.test.ts')
      .map((file) => readFileSync(new URL(file, dir), 'utf8'))
      .join('\n');
    const missing = Object.entries(messages).filter(([, text]) => !notFromRules.has(text) && !sources.includes(`'${text}'`));
    expect(missing).toEqual([]);
  });
});
