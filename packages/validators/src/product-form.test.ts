import { describe, expect, it } from 'vitest';
import { firstError, isProductPrice, isStockNumber, productFormRules, productMessages, productSkuRules, validate } from './index';

const ok = {
  name: '安全帽',
  cate_id: 2401,
  sub_cate_id: 2411,
  s_sub_cate_id: 24111,
  file_items: [{ FileUrl: '/api/files/seed/a.svg' }],
  att: [{ name: '颜色', att_item: [{ id: 1, name: '红色' }, { name: '黄色' }] }],
  skus: [
    { price: '12.50', stock: '10' },
    { price: 13, stock: 0 },
  ],
  min_amount: '1',
  use_profit_jifen_rate: 10,
  param_item: [{ name: '材质', value: 'ABS' }, { name: '', value: '' }],
};

describe('productFormRules', () => {
  it('passes a complete form', () => {
    expect(validate(productFormRules, ok)).toEqual({});
  });

  it('answers the spec messages in the form order', () => {
    expect(firstError(productFormRules, { ...ok, name: '  ' })).toBe('请填写商品名称');
    expect(firstError(productFormRules, { ...ok, s_sub_cate_id: null })).toBe('请选择商品分类');
    expect(firstError(productFormRules, { ...ok, file_items: [] })).toBe('请上传商品图片');
    expect(firstError(productFormRules, { ...ok, skus: [] })).toBe('请填写价格');
    expect(firstError(productFormRules, { ...ok, skus: [{ price: '', stock: '1' }] })).toBe('请填写价格');
    expect(firstError(productFormRules, { ...ok, skus: [{ price: '1', stock: '' }] })).toBe('请填写库存');
    expect(firstError(productFormRules, { ...ok, skus: [{ price: '1.234', stock: '1' }] })).toBe('价格格式不正确');
    expect(firstError(productFormRules, { ...ok, skus: [{ price: '1', stock: '-1' }] })).toBe('库存必须为非负整数');
    expect(firstError(productFormRules, { ...ok, name: '', file_items: [] })).toBe('请填写商品名称');
  });

  it('answers the chosen messages of the other fields', () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ FileUrl: `/api/files/seed/${i}.svg` }));
    expect(firstError(productFormRules, { ...ok, file_items: ten })).toBe('商品图片最多上传9张');
    const att = (name: string, ...items: string[]) => ({ name, att_item: items.map((n) => ({ name: n })) });
    expect(firstError(productFormRules, { ...ok, att: [att('a', '1'), att('b', '1'), att('c', '1')] })).toBe('最多添加两个规格');
    expect(firstError(productFormRules, { ...ok, att: [att('', '1')] })).toBe('请填写规格名称');
    expect(firstError(productFormRules, { ...ok, att: [att('a', '1'), att('a', '2')] })).toBe('规格名称不能重复');
    expect(firstError(productFormRules, { ...ok, att: [att('a')] })).toBe('请填写规格值');
    expect(firstError(productFormRules, { ...ok, att: [att('a', '红', ' 红 ')] })).toBe('规格值不能重复');
    expect(firstError(productFormRules, { ...ok, skus: [{ price: '1', stock: '100000000' }] })).toBe('库存不能超过99999999');
    expect(firstError(productFormRules, { ...ok, min_amount: 0 })).toBe('起购量必须为正整数');
    expect(firstError(productFormRules, { ...ok, use_profit_jifen_rate: '101' })).toBe('积分抵扣比例必须为0-100的整数');
    expect(firstError(productFormRules, { ...ok, param_item: [{ name: '', value: 'ABS' }] })).toBe('请填写参数名称');
    expect(Object.values(productMessages).every((t) => t === t.trim())).toBe(true);
  });

  it('checks prices and stocks exactly', () => {
    for (const p of ['1', '0.01', '12.5', '12.50', 3, 9999999999.99]) expect(isProductPrice(p), String(p)).toBe(true);
    for (const p of ['0', '0.00', '-1', '1.234', '1e3', ' ', 'abc', '12345678901', null, {}]) expect(isProductPrice(p), String(p)).toBe(false);
    for (const s of ['0', '15', 7]) expect(isStockNumber(s)).toBe(true);
    for (const s of ['-1', '1.5', '1e3', -0.5, '', null]) expect(isStockNumber(s)).toBe(false);
    expect(firstError(productSkuRules, { price: '9.9', stock: 99_999_999 })).toBeNull();
  });
});
