import { describe, expect, it } from 'vitest';
import { DomainError, fenToYuan, includedTaxFen, isRetryableConflict, isUniqueViolation, newOrderNo, pgError, toFen } from './index';

describe('kernel', () => {
  it('money: fen from stored yuan text, yuan with 2 decimals, the included tax', () => {
    expect([toFen('35.00'), toFen('35.5'), toFen('35'), toFen(39.5), toFen('0.07')]).toEqual([3500, 3550, 3500, 3950, 7]);
    for (const bad of ['', 'abc', '-1', '1.234', '1e3']) expect(toFen(bad), bad).toBeNaN();
    expect([fenToYuan(3950), fenToYuan(7), fenToYuan(0), fenToYuan(-250), fenToYuan(20050)]).toEqual(['39.50', '0.07', '0.00', '-2.50', '200.50']);
    expect(includedTaxFen(11300)).toBe(1300);
  });

  it('ids: 20 digits, China time first', () => {
    const no = newOrderNo(new Date('2026-06-01T00:00:00Z'));
    expect(no).toMatch(/^20260601080000\d{6}$/);
  });

  it('pg errors: found through drizzle’s wrapper, by code and constraint', () => {
    const wrapped = { message: 'Failed query', cause: { code: '23505', constraint: 'orders_idem_uq' } };
    expect(pgError(wrapped)).toEqual({ code: '23505', constraint: 'orders_idem_uq' });
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(isUniqueViolation(wrapped, 'orders_idem_uq')).toBe(true);
    expect(isUniqueViolation(wrapped, 'other_uq')).toBe(false);
    expect(isUniqueViolation(new DomainError('x'))).toBe(false);
    expect(isRetryableConflict({ cause: { code: '40001' } })).toBe(true);
    expect(pgError(null)).toBeNull();
  });
});
