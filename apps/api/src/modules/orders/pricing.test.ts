import { describe, expect, it } from 'vitest';
import { SHIPPING } from '@ws/api-sdk/contract';
import { fenToYuan, includedTaxFen, isRemoteArea, lineShare, priceCheckout, shippingFen, toFen } from './pricing';

describe('order pricing', () => {
  it('reads prices as fen exactly and writes yuan with 2 decimals', () => {
    expect([toFen('35.00'), toFen('0.1'), toFen('12'), toFen('19.99')]).toEqual([3500, 10, 1200, 1999]);
    expect(toFen('-1')).toBeNaN();
    expect(toFen('1.234')).toBeNaN();
    expect([fenToYuan(0), fenToYuan(5), fenToYuan(123456)]).toEqual(['0.00', '0.05', '1234.56']);
  });

  it('ships free from 300 yuan, else 8; remote areas 50 whatever the amount', () => {
    expect(shippingFen(29_999, false, SHIPPING)).toBe(800);
    expect(shippingFen(30_000, false, SHIPPING)).toBe(0);
    expect(shippingFen(100_000, true, SHIPPING)).toBe(5000);
    // another rule (系统设置) is applied as it is, 0 included
    const rule = { freeFromFen: 50_000, baseFen: 0, remoteFen: 3000 };
    expect([shippingFen(49_999, false, rule), shippingFen(50_000, false, rule), shippingFen(10, true, rule)]).toEqual([0, 0, 3000]);
    expect(isRemoteArea({ provinceCode: '650000' })).toBe(true);
    expect(isRemoteArea({ provinceCode: '440000', cityCode: '440800' })).toBe(true);
    expect(isRemoteArea({ provinceCode: '440000', cityCode: '440100', countyCode: '440106' })).toBe(false);
  });

  it('includes 13% tax in the price', () => {
    expect(includedTaxFen(11_300)).toBe(1300);
    expect(includedTaxFen(7800)).toBe(897);
  });

  it('caps points by each line’s share (rate % of price × quantity) and by the balance; 100 points a yuan', () => {
    expect(lineShare({ priceFen: 3500, amount: 3, rate: 10 })).toBe(1050);
    expect(lineShare({ priceFen: 999, amount: 1, rate: 15 })).toBe(149); // rounded down, never above the share
    const lines = [
      { priceFen: 3500, amount: 2, rate: 10, companyId: 1 },
      { priceFen: 15_000, amount: 2, rate: 5, companyId: 2 },
      { priceFen: 100, amount: 1, rate: 0, companyId: 1 },
    ];
    const full = priceCheckout(lines, { remote: false, usePoints: true, pointsBalance: 10_000, shipping: SHIPPING });
    expect(full.pointsUsable).toBe(700 + 1500);
    expect(full.linePoints).toEqual([700, 1500, 0]);
    expect(full.orders.map((o) => [o.companyId, o.goodsFen, o.expressFeeFen, o.usePoints, o.totalFen])).toEqual([
      [1, 7100, 800, 700, 7200],
      [2, 30_000, 0, 1500, 28_500],
    ]);
    expect(full.totalFen).toBe(35_700);
    const poor = priceCheckout(lines, { remote: false, usePoints: true, pointsBalance: 900, shipping: SHIPPING });
    expect(poor.linePoints).toEqual([700, 200, 0]);
    expect(poor.usePoints).toBe(900);
    const none = priceCheckout(lines, { remote: true, usePoints: false, pointsBalance: 900, shipping: SHIPPING });
    expect(none.usePoints).toBe(0);
    expect(none.expressFeeFen).toBe(10_000);
  });
});
