import { CART_ITEMS, fixtures } from '@ws/api-sdk/mocks';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportRows } from './export-cart';
import { buildQuote } from './quote';
import { exportLines } from './selection';
import { buildXlsx } from '@ws/sheets/xlsx-write';

describe('selection rules', () => {
  it('export needs a chosen line that reaches its minimum', () => {
    expect(exportLines([])).toEqual({ ok: false, message: '请选择需要导出的商品' });
    expect(exportLines([{ amount: 5, min_amount: 10 }])).toEqual({ ok: false, message: '购买数据少于最低起购量，不能导出' });
    expect(exportLines([{ amount: 5, min_amount: 10 }, { amount: 3, min_amount: 2 }])).toEqual({ ok: true, lines: [{ amount: 3, min_amount: 2 }] });
  });
});

describe('xlsx', () => {
  it('writes a zip with the workbook parts and the rows as inline strings and numbers', () => {
    const bytes = buildXlsx(exportRows(CART_ITEMS), '购物车');
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<c r="A1" t="inlineStr"><is><t xml:space="preserve">商品名称</t></is></c>');
    expect(sheet).toContain('ABS 透气安全帽 V 型');
    expect(sheet).toContain('<c r="E2"><v>3</v></c>');
    expect(sheet).toContain('<c r="G2"><v>105</v></c>');
    // header + 2 lines + total
    expect(sheet.match(/<row /g)).toHaveLength(4);
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('name="购物车"');
  });
});

describe('quote', () => {
  const rules = fixtures.tradeRules;

  it('adds shipping per seller below 300 yuan, includes 13% tax and is valid 90 days (the built-in rules)', () => {
    const q = buildQuote(CART_ITEMS, rules, new Date(2026, 10, 23));
    // one seller: 3 × 35 + 5 × 8 = 145 < 300 -> 8 shipping
    expect(q.sellers).toHaveLength(1);
    expect(q.goodsFen).toBe(14_500);
    expect(q.shippingFen).toBe(800);
    expect(q.totalFen).toBe(15_300);
    expect(q.taxFen).toBe(Math.round((15_300 * 13) / 113));
    expect(q.validUntil).toBe('2027-02-21');
    expect(q.shippingRule).toBe('运费规则：每个供应商的订单满 300.00 元包邮，不满收取 8.00 元；偏远地区运费 50.00 元。');
    const big = buildQuote([{ ...CART_ITEMS[0]!, amount: 10 }], rules);
    expect(big.shippingFen).toBe(0);
  });

  it('follows the platform rules in force: another threshold, base and validity', () => {
    const q = buildQuote(CART_ITEMS, { shipping: { free_from: '100.00', base: '12.50', remote: '30.00' }, quote_valid_days: 30 }, new Date(2026, 10, 23));
    // 145 ≥ 100: free
    expect([q.shippingFen, q.validUntil, q.validDays]).toEqual([0, '2026-12-23', 30]);
    const small = buildQuote([{ ...CART_ITEMS[1]!, amount: 1 }], { shipping: { free_from: '100.00', base: '12.50', remote: '30.00' }, quote_valid_days: 30 });
    expect(small.shippingFen).toBe(1250);
    expect(buildQuote(CART_ITEMS, { shipping: { free_from: '0', base: '8', remote: '50' }, quote_valid_days: 7 }).shippingRule).toBe('运费规则：每个供应商的订单均免运费；偏远地区运费 50.00 元。');
  });
});
