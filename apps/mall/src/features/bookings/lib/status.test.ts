import { describe, expect, it } from 'vitest';
import { bookingState, maskIdNumber } from './status';

describe('booking state', () => {
  it('reads ispay and is_cancel', () => {
    expect(bookingState({ ispay: 0, is_cancel: 0 })).toBe('unpaid');
    expect(bookingState({ ispay: 1, is_cancel: 0 })).toBe('paid');
    expect(bookingState({ ispay: 0, is_cancel: 1 })).toBe('cancelled');
  });
  it('masks the middle of an id number', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('110105********002X');
    expect(maskIdNumber('440106900101123')).toBe('440106*****1123');
  });
});
