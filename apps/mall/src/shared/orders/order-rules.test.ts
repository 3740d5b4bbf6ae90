import { ORDERS } from '@ws/api-sdk/mocks';
import { describe, expect, it } from 'vitest';
import { canAfterSales, canCancel, canConfirm, canPay, paidLabel, paysOffline, refundedAmount, reviewState } from './order-rules';

const base = ORDERS[0]!;
const o = (flags: Partial<typeof base>) => ({ ...base, ...flags });

describe('order buttons (spec 02 §4)', () => {
  it('unpaid: pay and cancel, nothing else', () => {
    const x = o({ ispay: 0, isexpress: 0, isconfirm: 0, status: '待付款' });
    expect([canPay(x), canCancel(x), canConfirm(x), canAfterSales(x), reviewState(x)]).toEqual([true, true, false, false, null]);
  });
  it('paid, not shipped: return/exchange only', () => {
    const x = o({ ispay: 1, isexpress: 0, isconfirm: 0, status: '待发货' });
    expect([canPay(x), canCancel(x), canConfirm(x), canAfterSales(x)]).toEqual([false, false, false, true]);
  });
  it('shipped: confirm receipt and return/exchange', () => {
    const x = o({ ispay: 1, isexpress: 1, isconfirm: 0, status: '待收货' });
    expect([canConfirm(x), canAfterSales(x), reviewState(x)]).toEqual([true, true, null]);
  });
  it('confirmed: review until reviewed', () => {
    expect(reviewState(o({ ispay: 1, isexpress: 1, isconfirm: 1, isremark: 0, status: '已完成' }))).toBe('review');
    expect(reviewState(o({ ispay: 1, isexpress: 1, isconfirm: 1, isremark: 1, status: '已完成' }))).toBe('reviewed');
  });
  it('cancelled: no button but the detail', () => {
    const x = o({ status: '已取消' });
    expect([canPay(x), canCancel(x), canConfirm(x), canAfterSales(x)]).toEqual([false, false, false, false]);
  });
  it('cancelled with a late payment given back (or still being given back): no pay, no cancel either', () => {
    for (const status of ['已取消（已退款）', '已取消（退款处理中）'] as const) {
      const x = o({ ispay: 0, isexpress: 0, isconfirm: 0, status });
      expect([canPay(x), canCancel(x), canConfirm(x), canAfterSales(x)], status).toEqual([false, false, false, false]);
    }
  });
  it('refunded in full (closed by the server): no confirm, no second after-sales; a partial refund keeps the buttons of its flags', () => {
    const full = o({ ispay: 1, isexpress: 1, isconfirm: 0, status: '已退款', total: '136.00', refund_price: '136.00' });
    expect([canPay(full), canCancel(full), canConfirm(full), canAfterSales(full)]).toEqual([false, false, false, false]);
    const part = o({ ispay: 1, isexpress: 1, isconfirm: 0, status: '已退款', total: '136.00', refund_price: '36.00' });
    expect([canConfirm(part), canAfterSales(part)]).toEqual([true, true]);
  });
  it('offline orders pay on the offline page unless shipped-unconfirmed-paid', () => {
    expect(paysOffline(o({ pay_cate: 0 }))).toBe(true);
    expect(paysOffline(o({ pay_cate: 0, ispay: 1, isexpress: 1, isconfirm: 0, status: '待收货' }))).toBe(false);
    expect(paysOffline(o({ pay_cate: 1 }))).toBe(false);
  });
});

describe('paidLabel', () => {
  it('says 实付款 only once paid', () => {
    expect([paidLabel({ ispay: 0 }), paidLabel({ ispay: 1 })]).toEqual(['应付款', '实付款']);
  });
});

describe('refundedAmount', () => {
  it('is the refund of an approved after-sales request, null when nothing was refunded', () => {
    expect(refundedAmount({ refund_price: '120.50' })).toBe('120.50');
    expect(refundedAmount({ refund_price: '0.00' })).toBeNull();
    expect(refundedAmount({})).toBeNull();
  });
});
