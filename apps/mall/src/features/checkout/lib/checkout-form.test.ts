import { describe, expect, it } from 'vitest';
import { checkoutProblem, offeredLabel, parseIds, sameLines, type CheckoutChoices } from './checkout-form';

const ok: CheckoutChoices = { addressId: 1, containsInvoice: false, invoiceAddressId: null, invoiceId: null, delivery: '快递配送', expected: '7天内', payCate: '1' };

describe('checkout checks (spec 02 §5)', () => {
  it('asks for the missing choice in the spec’s order', () => {
    expect(checkoutProblem(ok)).toBeNull();
    expect(checkoutProblem({ ...ok, addressId: null, delivery: '' })?.message).toBe('请选择收货地址');
    expect(checkoutProblem({ ...ok, containsInvoice: true })).toEqual({ message: '请选择发票地址', info: false });
    expect(checkoutProblem({ ...ok, containsInvoice: true, invoiceAddressId: 3 })).toEqual({ message: '请选择发票信息', info: true });
    expect(checkoutProblem({ ...ok, containsInvoice: true, invoiceAddressId: 3, invoiceId: 4 })).toBeNull();
    expect(checkoutProblem({ ...ok, delivery: '' })?.message).toBe('请选择发货方式');
    expect(checkoutProblem({ ...ok, expected: '' })?.message).toBe('请选择期望交货日期');
    expect(checkoutProblem({ ...ok, payCate: '' })?.message).toBe('请选择支付方式');
  });

  it('reads only positive whole ids from ?ids=', () => {
    expect(parseIds('901,902')).toEqual([901, 902]);
    expect(parseIds('901,,x,-1,0,1.5,901,99999999999')).toEqual([901]);
    expect(parseIds(null)).toEqual([]);
  });

  it('tells the same cart lines in any order from other lines (the draft’s idempotency key is theirs)', () => {
    expect(sameLines([901, 902], [902, 901])).toBe(true);
    expect(sameLines([901], [901, 902])).toBe(false);
    expect(sameLines([901, 903], [901, 902])).toBe(false);
    expect(sameLines([], [])).toBe(true);
  });

  it('keeps a drafted dictionary choice while the dictionary offers it (or is still loading)', () => {
    const entries = [{ dict_label: '快递配送' }, { dict_label: '物流配送' }];
    expect(offeredLabel(entries, '物流配送')).toBe('物流配送');
    expect(offeredLabel(entries, '空运')).toBe('');
    expect(offeredLabel(undefined, '空运')).toBe('空运');
  });
});
