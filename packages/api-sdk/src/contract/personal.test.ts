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

describe('favourite payloads', () => {
  it('take an article or a product; a missing or malformed xid answers the not-found text of its kind', () => {
    expect(parseRequest(personalInput.addByUserFav, { b_type: 'product', xid: '401' })).toEqual({ ok: true, value: { b_type: 'product', xid: 401 } });
    expect(parseRequest(personalInput.InfoFavActive, { b_type: 'article', xid: 26 })).toEqual({ ok: true, value: { b_type: 'article', xid: 26 } });
    for (const xid of [undefined, 0, -1, 'x', '1.5']) {
      expect(parseRequest(personalInput.addByUserFav, { b_type: 'product', xid }), String(xid)).toEqual({ ok: false, message: '商品不存在或已下架' });
      expect(parseRequest(personalInput.InfoFavActive, { b_type: 'article', xid }), String(xid)).toEqual({ ok: false, message: '文章不存在' });
    }
    // the kind is checked first
    expect(parseRequest(personalInput.addByUserFav, { b_type: 'video', xid: 'x' })).toEqual({ ok: false, message: '收藏类型错误' });
    expect(parseRequest(personalInput.deleteByUserFav, { b_type: 'product', id: 3 })).toEqual({ ok: true, value: { b_type: 'product', xid: null, id: 3 } });
  });

  it('the list takes one kind, or both when none is given', () => {
    expect(parseRequest(personalInput.favListByUser, {})).toMatchObject({ ok: true, value: { b_type: '' } });
    expect(parseRequest(personalInput.favListByUser, { b_type: 'product' })).toMatchObject({ ok: true, value: { b_type: 'product' } });
    expect(parseRequest(personalInput.favListByUser, { b_type: 'video' })).toMatchObject({ ok: false });
  });
});
