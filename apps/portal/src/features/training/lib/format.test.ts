import { periodOf, priceText } from './format';

describe('training format', () => {
  it('prints prices with ¥ and two decimals', () => {
    expect(priceText('980')).toBe('¥980.00');
    expect(priceText('1380.5')).toBe('¥1,380.50');
    expect(priceText('0.00')).toBe('免费');
    expect(priceText('面议')).toBe('面议');
    expect(priceText('')).toBe('');
  });

  it('prints the period', () => {
    expect(periodOf({ update_time: '2026-12-01 09:00:00', end_time: '2026-12-05T17:30:00' })).toEqual({ start: '2026-12-01 09:00:00', end: '2026-12-05 17:30:00' });
  });
});
