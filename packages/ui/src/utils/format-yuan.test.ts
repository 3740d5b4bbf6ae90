import { formatYuan } from './format-yuan';

describe('formatYuan', () => {
  it('shows ¥ and two decimals of a string or a number', () => {
    expect([formatYuan('113'), formatYuan(0.5), formatYuan('35'), formatYuan(1234.5), formatYuan('8800.00')]).toEqual([
      '¥113.00',
      '¥0.50',
      '¥35.00',
      '¥1,234.50',
      '¥8,800.00',
    ]);
    expect([formatYuan(8499915), formatYuan('1000000.5'), formatYuan(999.999), formatYuan(-1280)]).toEqual(['¥8,499,915.00', '¥1,000,000.50', '¥1,000.00', '-¥1,280.00']);
    expect(formatYuan(0)).toBe('¥0.00');
    expect(formatYuan('0.00')).toBe('¥0.00');
  });

  it('gives nothing for an empty value (prices need a login) or one that is not a number', () => {
    expect([formatYuan(''), formatYuan('  '), formatYuan(null), formatYuan(undefined)]).toEqual(['', '', '', '']);
    expect([formatYuan('x'), formatYuan('abc'), formatYuan('面议'), formatYuan(Number.NaN), formatYuan(Infinity)]).toEqual(['', '', '', '', '']);
  });
});
