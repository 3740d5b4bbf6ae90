import { paths } from '@ws/routes';
import { formatPrice } from './company-links';

describe('company links', () => {
  it('the inquiry link of a company encodes its name', () => {
    expect(paths.inquiry({ company_id: 7, company_name: '广州安信&Co' })).toBe(`/inquiry?company_id=7&company_name=${encodeURIComponent('广州安信&Co')}`);
  });

  it('formats prices as ¥x.xx', () => {
    expect(formatPrice('8800.00')).toBe('¥8800.00');
    expect(formatPrice('35')).toBe('¥35.00');
    expect(formatPrice(0.5)).toBe('¥0.50');
    expect(formatPrice('面议')).toBe('');
  });
});
