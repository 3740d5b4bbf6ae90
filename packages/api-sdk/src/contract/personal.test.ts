import { describe, expect, it } from 'vitest';
import { isLuhnValid, maskCardNumber, personalInput } from './personal';
import { parseRequest } from './schema';

describe('bank card number', () => {
  it('passes the Luhn check only for valid numbers of 12-19 digits', () => {
    for (const ok of ['4111111111111111', '6222021234567890128', '4111 1111 1111 1111', '5500005555555559']) expect(isLuhnValid(ok), ok).toBe(true);
    for (const bad of ['4111111111111112', '6222021234567890123', '', '12345', '4111-1111-1111-1111', 'abcdefghijklm', '41111111111111111111']) {
      expect(isLuhnValid(bad), bad).toBe(false);
    }
  });

  it('masks all but the last four digits', () => {
    expect(maskCardNumber('6222021234567890128')).toBe('**** **** **** 0128');
    expect(maskCardNumber('123')).toBe('123');
  });

  it('CardUpdateUser answers the spec’s messages first, then the Luhn message', () => {
    const card = { name: '张三', card_number: '4111111111111111', bank_name: '工商银行', phone: '13800000001' };
    expect(parseRequest(personalInput.CardUpdateUser, card)).toMatchObject({ ok: true });
    expect(parseRequest(personalInput.CardUpdateUser, { ...card, name: '' })).toEqual({ ok: false, message: '请输入姓名' });
    expect(parseRequest(personalInput.CardUpdateUser, { ...card, card_number: '' })).toEqual({ ok: false, message: '请输入银行卡号' });
    expect(parseRequest(personalInput.CardUpdateUser, { ...card, card_number: '4111111111111112' })).toEqual({ ok: false, message: '请输入正确的银行卡号' });
  });
});
