import { applicationPath, periodOf, priceText, trainInfoPath } from './format';

describe('training format', () => {
  it('prints prices with ¥ and two decimals', () => {
    expect(priceText('980')).toBe('¥980.00');
    expect(priceText('1380.5')).toBe('¥1380.50');
    expect(priceText('0.00')).toBe('免费');
    expect(priceText('面议')).toBe('面议');
    expect(priceText('')).toBe('');
  });

  it('builds the links and the period', () => {
    expect(applicationPath(7)).toBe('/application?key=7');
    expect(trainInfoPath(7)).toBe('/trainInfo?key=7');
    expect(periodOf({ update_time: '2026-12-01 09:00:00', end_time: '2026-12-05T17:30:00' })).toEqual({ start: '2026-12-01 09:00:00', end: '2026-12-05 17:30:00' });
  });
});
