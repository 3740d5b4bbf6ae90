import { describe, expect, it } from 'vitest';
import { INQUIRY_DETAIL } from '@ws/api-sdk/mocks';
import { quoteStart, subtotal, toQuotePayload, validateQuote } from './quote';

describe('quote form', () => {
  it('starts from the company’s earlier answer', () => {
    expect(quoteStart(INQUIRY_DETAIL, 1).lines.map((l) => l.unit_price)).toEqual(['110.00', '25.50']);
    expect(quoteStart(INQUIRY_DETAIL, 2).lines.map((l) => l.unit_price)).toEqual(['', '']);
  });

  it('checks unit prices and asks for at least one', () => {
    const lines = [
      { item_id: 1, unit_price: '', note: '' },
      { item_id: 2, unit_price: '', note: '' },
    ];
    expect(validateQuote({ lines, note: '' })).toEqual({ 'lines.0.unit_price': '请至少填写一个产品的单价' });
    expect(validateQuote({ lines: [{ ...lines[0]!, unit_price: '1.234' }, lines[1]!], note: '' })).toEqual({ 'lines.0.unit_price': '请填写正确的单价' });
    expect(validateQuote({ lines: [lines[0]!, { ...lines[1]!, unit_price: '0' }], note: '' })).toEqual({ 'lines.1.unit_price': '请填写正确的单价' });
    expect(validateQuote({ lines: [lines[0]!, { ...lines[1]!, unit_price: '9.9' }], note: '' })).toEqual({});
  });

  it('sends only the priced products', () => {
    const p = toQuotePayload(4, 1, { lines: [{ item_id: 1, unit_price: ' 9.9 ', note: '' }, { item_id: 2, unit_price: '', note: 'x' }], note: ' 含税 ' });
    expect(p).toEqual({ id: 4, company_id: 1, note: '含税', items: [{ item_id: 1, unit_price: '9.9', note: '' }] });
  });

  it('computes a subtotal exactly', () => {
    expect(subtotal('0.1', 3)).toBe('0.30');
    expect(subtotal('25.5', 50)).toBe('1275.00');
  });
});
