import { companyDetailHref, formatPrice, inquiryHref, parseId } from './company-links';

describe('company links', () => {
  it('builds the detail and inquiry links with encoded query values', () => {
    expect(companyDetailHref(7, '推荐')).toBe(`/companyDetail?key=7&currentName=${encodeURIComponent('推荐')}`);
    expect(inquiryHref(7, '广州安信&Co')).toBe(`/inquiry?company_id=7&company_name=${encodeURIComponent('广州安信&Co')}`);
  });

  it('parses positive integer ids only', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId(' 12 ')).toBe(12);
    for (const v of [null, undefined, '', '0', '-1', '1.5', '1e3', 'abc', '12a', '9999999999']) expect(parseId(v), String(v)).toBeNull();
  });

  it('formats prices as ¥x.xx', () => {
    expect(formatPrice('8800.00')).toBe('¥8800.00');
    expect(formatPrice('35')).toBe('¥35.00');
    expect(formatPrice(0.5)).toBe('¥0.50');
    expect(formatPrice('面议')).toBe('');
  });
});
