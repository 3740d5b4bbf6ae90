import { describe, expect, it } from 'vitest';
import { formatSales, soldText } from './sales';

describe('formatSales', () => {
  it('prints up to 9999 as it is and larger figures in 万 with a +', () => {
    expect([0, 7, 9999].map(formatSales)).toEqual(['0', '7', '9999']);
    expect([10_000, 12_345, 19_999, 250_000].map(formatSales)).toEqual(['1万+', '1.2万+', '1.9万+', '25万+']);
    expect(formatSales(-3)).toBe('0');
    expect(soldText(1260)).toBe('已售 1260');
  });
});
