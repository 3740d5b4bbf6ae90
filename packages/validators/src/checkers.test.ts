import { describe, expect, it } from 'vitest';
import {
  creditCodeCheckChar,
  hasUnsafeLink,
  hasUpperAndLower,
  isBankAccountNumber,
  isCompanyPhone,
  isTaxpayerId,
  isUnifiedCreditCode,
  idCardCheckChar,
  isChineseIdCard,
  isDigitsOnly,
  isEmail,
  isMobileCN,
  isPhone11,
  isValidDate,
} from './index';

/** Independent checksum for the tests (GB 11643: weights 2^(17-i) mod 11, map '10X98765432'). */
const checkChar = (first17: string): string => {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17.charAt(i)) * (weights[i] ?? 0);
  return '10X98765432'.charAt(sum % 11);
};
const withCheck = (first17: string) => first17 + checkChar(first17);

describe('isChineseIdCard', () => {
  const valid = withCheck('44010619900307123'); // Guangzhou, born 1990-03-07

  it('accepts an 18-digit number with the right checksum', () => {
    expect(valid).toHaveLength(18);
    expect(isChineseIdCard(valid)).toBe(true);
    expect(idCardCheckChar('44010619900307123')).toBe(checkChar('44010619900307123'));
  });

  it('rejects a wrong checksum', () => {
    const last = valid.charAt(17);
    const wrong = valid.slice(0, 17) + (last === '0' ? '1' : '0');
    expect(isChineseIdCard(wrong)).toBe(false);
  });

  it('accepts a final x or X when the checksum is X', () => {
    let first17 = '';
    for (let seq = 100; seq < 1000; seq += 1) {
      const candidate = `44010619900307${seq}`;
      if (checkChar(candidate) === 'X') {
        first17 = candidate;
        break;
      }
    }
    expect(first17).not.toBe('');
    expect(isChineseIdCard(`${first17}X`)).toBe(true);
    expect(isChineseIdCard(`${first17}x`)).toBe(true);
    expect(isChineseIdCard(`${first17}0`)).toBe(false);
  });

  it('rejects a bad province prefix even with a correct checksum', () => {
    expect(isChineseIdCard(withCheck('99010619900307123'))).toBe(false);
    expect(isChineseIdCard(withCheck('16010619900307123'))).toBe(false);
    expect(isChineseIdCard(withCheck('00010619900307123'))).toBe(false);
  });

  it('accepts every listed province prefix', () => {
    for (const p of ['11', '15', '21', '23', '31', '37', '41', '46', '50', '54', '61', '65', '71', '81', '82', '91']) {
      expect(isChineseIdCard(withCheck(`${p}010619900307123`)), p).toBe(true);
    }
  });

  it('checks the birth date, leap years included', () => {
    expect(isChineseIdCard(withCheck('44010619990229123'))).toBe(false); // 1999 not leap
    expect(isChineseIdCard(withCheck('44010620000229123'))).toBe(true); // 2000 leap
    expect(isChineseIdCard(withCheck('44010619000229123'))).toBe(false); // 1900 not leap
    expect(isChineseIdCard(withCheck('44010619960229123'))).toBe(true); // 1996 leap
    expect(isChineseIdCard(withCheck('44010619901301123'))).toBe(false); // month 13
    expect(isChineseIdCard(withCheck('44010619900431123'))).toBe(false); // 31 April
    expect(isChineseIdCard(withCheck('44010619900100123'))).toBe(false); // day 0
  });

  it('accepts a valid 15-digit number and checks its date and province', () => {
    expect(isChineseIdCard('440106900307123')).toBe(true); // 1990-03-07
    expect(isChineseIdCard('440106960229123')).toBe(true); // 1996-02-29
    expect(isChineseIdCard('440106970229123')).toBe(false); // 1997-02-29
    expect(isChineseIdCard('990106900307123')).toBe(false);
    expect(isChineseIdCard('44010690030712X')).toBe(false);
  });

  it('rejects other lengths and non-strings', () => {
    expect(isChineseIdCard(valid.slice(0, 17))).toBe(false);
    expect(isChineseIdCard(`${valid}0`)).toBe(false);
    expect(isChineseIdCard('4401069003071234')).toBe(false);
    expect(isChineseIdCard(` ${valid}`)).toBe(false);
    expect(isChineseIdCard(440106900307123)).toBe(false);
    expect(isChineseIdCard(null)).toBe(false);
  });
});

describe('isValidDate', () => {
  it('knows month lengths and leap years', () => {
    expect(isValidDate(2024, 2, 29)).toBe(true);
    expect(isValidDate(2023, 2, 29)).toBe(false);
    expect(isValidDate(2100, 2, 29)).toBe(false);
    expect(isValidDate(2000, 12, 31)).toBe(true);
    expect(isValidDate(2000, 0, 1)).toBe(false);
  });
});

describe('phones', () => {
  it('isPhone11 is exactly 11 characters', () => {
    expect(isPhone11('1380013800')).toBe(false);
    expect(isPhone11('13800138000')).toBe(true);
    expect(isPhone11('138001380001')).toBe(false);
    expect(isPhone11(13800138000)).toBe(true);
    expect(isPhone11(undefined)).toBe(false);
  });

  it('isMobileCN is 1[3-9] and 9 more digits', () => {
    expect(isMobileCN('13800138000')).toBe(true);
    expect(isMobileCN('19912345678')).toBe(true);
    expect(isMobileCN('12800138000')).toBe(false);
    expect(isMobileCN('23800138000')).toBe(false);
    expect(isMobileCN('1380013800')).toBe(false);
    expect(isMobileCN('138001380001')).toBe(false);
    expect(isMobileCN('1380013800a')).toBe(false);
  });
});

describe('isEmail', () => {
  it.each(['a@b.cn', 'user.name+tag@example.com', 'x_y-z@mail.qq.com', 'A1@sub-domain.example.org'])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', '@b.cn', 'a@.cn', 'a b@c.cn', 'a@b.c', 'a@b..cn', 'a@@b.cn', ' a@b.cn'])('rejects %j', (email) => {
    expect(isEmail(email)).toBe(false);
  });
  it('rejects over-long input quickly', () => {
    const long = `${'a'.repeat(250)}@b.cn`;
    expect(isEmail(long)).toBe(false);
    const started = Date.now();
    expect(isEmail(`a@${'b.'.repeat(120)}!`)).toBe(false);
    expect(Date.now() - started).toBeLessThan(100);
  });
});

describe('hasUpperAndLower / isDigitsOnly', () => {
  it('needs both cases', () => {
    expect(hasUpperAndLower('Abc')).toBe(true);
    expect(hasUpperAndLower('ABC123')).toBe(false);
    expect(hasUpperAndLower('abc123')).toBe(false);
    expect(hasUpperAndLower('12345678')).toBe(false);
  });
  it('digits only', () => {
    expect(isDigitsOnly('0123')).toBe(true);
    expect(isDigitsOnly(100)).toBe(true);
    expect(isDigitsOnly('12.5')).toBe(false);
    expect(isDigitsOnly('-1')).toBe(false);
    expect(isDigitsOnly('１２')).toBe(false); // full-width digits
    expect(isDigitsOnly('')).toBe(false);
  });
});

describe('统一社会信用代码 and 纳税人识别号', () => {
  // Codes published by their companies (GB 32100-2015 check characters).
  const published = ['91350100M000100Y43', '91110000600037341L', '91440300708461136T'];
  it('accepts published codes and finds their check character', () => {
    for (const code of published) {
      expect(isUnifiedCreditCode(code), code).toBe(true);
      expect(creditCodeCheckChar(code.slice(0, 17))).toBe(code.charAt(17));
    }
    expect(creditCodeCheckChar('91440101MA5CQ2XK7')).toBe('R');
  });
  it('refuses a wrong check character, lower case, letters outside the alphabet and other lengths', () => {
    expect(isUnifiedCreditCode('91350100M000100Y44')).toBe(false);
    expect(isUnifiedCreditCode('91350100m000100y43')).toBe(false);
    expect(isUnifiedCreditCode('91350100M000100O43')).toBe(false);
    expect(creditCodeCheckChar('91350100M000100I4')).toBeNull();
    expect(creditCodeCheckChar('9135')).toBeNull();
    expect(isUnifiedCreditCode('91350100M000100Y4')).toBe(false);
    expect(isUnifiedCreditCode(91350100)).toBe(false);
  });
  it('a taxpayer id: a credit code, or 15 / 20 digits and capitals', () => {
    expect(isTaxpayerId('91350100M000100Y43')).toBe(true);
    expect(isTaxpayerId('440106X23456789')).toBe(true);
    expect(isTaxpayerId('4401061234567890123A')).toBe(true);
    expect(isTaxpayerId('440106x23456789')).toBe(false);
    expect(isTaxpayerId('4401061234567890')).toBe(false);
    expect(isTaxpayerId('440106 23456789')).toBe(false);
    expect(isTaxpayerId(null)).toBe(false);
  });
});

describe('isCompanyPhone', () => {
  it.each(['020-12345678', '0769-22220000', '02012345678', '0769 2222000', '(020)12345678', '（0769）22220000', '020-12345678-801', '400-800-1234', '4008001234', '13800138000'])(
    'accepts %s',
    (phone) => expect(isCompanyPhone(phone)).toBe(true),
  );
  it.each(['abc', '', '12345678', '020-0123456', '020-123456', '020-123456789', '1380013800', '12800138000', '020--12345678', '+86 20 12345678'])('refuses %j', (phone) =>
    expect(isCompanyPhone(phone)).toBe(false),
  );
});

describe('isBankAccountNumber', () => {
  it('takes 8–30 digits, spaces between groups allowed', () => {
    expect(isBankAccountNumber('12345678')).toBe(true);
    expect(isBankAccountNumber('3602 0001 0920 0123 456')).toBe(true);
    expect(isBankAccountNumber('1'.repeat(30))).toBe(true);
    expect(isBankAccountNumber('1234567')).toBe(false);
    expect(isBankAccountNumber('1'.repeat(31))).toBe(false);
    expect(isBankAccountNumber('1234-5678-9012')).toBe(false);
    expect(isBankAccountNumber('6217abcd00000000')).toBe(false);
    expect(isBankAccountNumber(' 12345678')).toBe(false);
  });
});

describe('hasUnsafeLink', () => {
  it('refuses a link by a scheme other than http(s), mailto and tel, however it is written', () => {
    for (const html of [
      '<a href="javascript:alert(1)">x</a>',
      "<a href='JaVaScRiPt:alert(1)'>x</a>",
      '<a href=javascript:alert(1)>x</a>',
      '<a href="java\tscript:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<a href="data:text/html,<script>">x</a>',
      '<svg><a xlink:href="javascript:alert(1)">x</a></svg>',
    ])
      expect(hasUnsafeLink(html), html).toBe(true);
    for (const html of ['<p>no link</p>', '<a href="https://example.com">x</a>', '<a href="/article?id=1">x</a>', '<a href="mailto:a@b.cn">x</a>', '<a href="tel:02012345678">x</a>', '<img src="/api/files/a.png">'])
      expect(hasUnsafeLink(html), html).toBe(false);
  });
});
