import type { Page, ProductCard, ProductDetail } from '@ws/api-sdk/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema';
import { call, DEMO, loginAs, useHarness } from '../../../test/helpers';
import { naturalAtt, naturalCompare, skusInItemOrder } from './sku-order';

describe('natural order of attribute items and SKUs (sku-order.ts)', () => {
  it('compares the numbers inside texts as numbers', () => {
    expect(['8 kg', '1 kg', '10 kg', '2 kg', '4 kg'].sort(naturalCompare)).toEqual(['1 kg', '2 kg', '4 kg', '8 kg', '10 kg']);
    expect(['2 级（17 kV）', '0 级（1 kV）', '1 级（7.5 kV）'].sort(naturalCompare)).toEqual(['0 级（1 kV）', '1 级（7.5 kV）', '2 级（17 kV）']);
    expect(['50 只/盒', '20 只/盒', '100 只/盒'].sort(naturalCompare)).toEqual(['20 只/盒', '50 只/盒', '100 只/盒']);
  });

  it('sorts an attribute whose every item has a number, keeps the merchant order of the others', () => {
    const att = [
      { name: '规格', att_item: [{ id: 1, name: '4 kg' }, { id: 2, name: '1 kg' }, { id: 3, name: '2 kg' }, { id: 4, name: '8 kg' }] },
      { name: '尺码', att_item: [{ id: 5, name: 'M' }, { id: 6, name: 'L' }, { id: 7, name: 'XL' }] },
    ];
    const sorted = naturalAtt(att);
    expect(sorted[0]!.att_item.map((i) => i.name)).toEqual(['1 kg', '2 kg', '4 kg', '8 kg']);
    expect(sorted[1]!.att_item.map((i) => i.name)).toEqual(['M', 'L', 'XL']);
    // colours (and a mix of numbered and unnumbered items) keep the merchant's order
    const colours = [{ name: '颜色', att_item: [{ id: 1, name: '黄色' }, { id: 2, name: '红色' }, { id: 3, name: '白色' }] }];
    expect(naturalAtt(colours)[0]!.att_item.map((i) => i.name)).toEqual(['黄色', '红色', '白色']);
    const mixed = [{ name: '包装', att_item: [{ id: 1, name: '单双' }, { id: 2, name: '12 双装' }] }];
    expect(naturalAtt(mixed)[0]!.att_item.map((i) => i.name)).toEqual(['单双', '12 双装']);
    // the input is not changed
    expect(att[0]!.att_item[0]!.name).toBe('4 kg');
  });

  it('orders SKUs by the first attribute item, then the second', () => {
    const att = naturalAtt([
      { name: '规格', att_item: [{ id: 1, name: '4 kg' }, { id: 2, name: '1 kg' }] },
      { name: '颜色', att_item: [{ id: 3, name: '红色' }, { id: 4, name: '黄色' }] },
    ]);
    const skus = ['1,3', '1,4', '2,3', '2,4'].map((att_item_ids) => ({ att_item_ids }));
    expect(skusInItemOrder(att, skus).map((s) => s.att_item_ids)).toEqual(['2,3', '2,4', '1,3', '1,4']);
    // without attributes: as they are
    expect(skusInItemOrder([], [{ att_item_ids: '' }])).toEqual([{ att_item_ids: '' }]);
  });
});

describe('catalogue: the buyer-facing order, the breadcrumb path and sales on the cards', () => {
  const h = useHarness();

  const productNamed = async (name: string) => {
    const [p] = await h.db.select().from(products).where(eq(products.name, name)).limit(1);
    return p!;
  };

  it('productinfo lists 1 kg, 2 kg, 4 kg, 8 kg (seeded 4, 1, 2, 8) and the SKUs in that order', async () => {
    const p = await productNamed('手提式干粉灭火器');
    expect(p.att[0]!.att_item.map((i) => i.name)).toEqual(['4 kg', '1 kg', '2 kg', '8 kg']);
    const token = await loginAs(h.app, DEMO.member);
    const res = await call<ProductDetail>(h.app, 'productinfo', { id: p.id }, { token });
    expect(res.ok, res.msg).toBe(true);
    expect(res.data.att[0]!.att_item.map((i) => i.name)).toEqual(['1 kg', '2 kg', '4 kg', '8 kg']);
    expect(res.data.skus.map((s) => s.att_item_names)).toEqual(['1 kg', '2 kg', '4 kg', '8 kg']);
    // the item ids stay the same: a pick still maps to its SKU
    const ids = new Map(p.att[0]!.att_item.map((i) => [i.name, i.id]));
    expect(res.data.att[0]!.att_item.map((i) => i.id)).toEqual(['1 kg', '2 kg', '4 kg', '8 kg'].map((n) => ids.get(n)));
    // the cheapest first: the 1 kg one
    expect(res.data.skus[0]!.price).toBe(res.data.price);
  });

  it('keeps sizes and colours in the merchant order; two attributes order the SKUs by the first, then the second', async () => {
    const gloves = await productNamed('丁腈涂层防护手套');
    const res = await call<ProductDetail>(h.app, 'productinfo', { id: gloves.id });
    expect(res.data.att[0]!.att_item.map((i) => i.name)).toEqual(['M', 'L', 'XL']);
    expect(res.data.skus.map((s) => s.att_item_names)).toEqual(['M,单双', 'M,12 双装', 'L,单双', 'L,12 双装', 'XL,单双', 'XL,12 双装']);
  });

  it('productinfo names the category path, top level first', async () => {
    const p = await productNamed('手提式干粉灭火器');
    const res = await call<ProductDetail>(h.app, 'productinfo', { id: p.id });
    const ids = [p.cateId!, p.subCateId!, p.sSubCateId!];
    const names = new Map((await h.db.select().from(categories).where(inArray(categories.cateId, ids))).map((c) => [c.cateId, c.cateName]));
    expect(res.data.category_path).toEqual(ids.map((id) => ({ cate_id: id, cate_name: names.get(id) })));
    expect(res.data.category_path.map((c) => c.cate_name)).toEqual(['消防器材', '灭火器', '干粉灭火器']);
    // a level unset (or no longer a category) ends the path there: no level moves up into its place
    await h.db.update(products).set({ subCateId: null }).where(eq(products.id, p.id));
    expect((await call<ProductDetail>(h.app, 'productinfo', { id: p.id })).data.category_path).toEqual([{ cate_id: p.cateId, cate_name: '消防器材' }]);
  });

  it('listproduct cards carry the units sold, and 销量 orders them by it', async () => {
    const page = await call<Page<ProductCard>>(h.app, 'listproduct', { pageSize: 20, sort_type: 'sales', sort_value: 1 });
    expect(page.ok, page.msg).toBe(true);
    const sales = page.data.items.map((c) => c.sales);
    expect(sales.every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
    expect([...sales].sort((a, b) => b - a)).toEqual(sales);
    const first = page.data.items[0]!;
    const [row] = await h.db.select({ sales: products.sales }).from(products).where(eq(products.id, first.id));
    expect(first.sales).toBe(row!.sales);
    expect(first.sales).toBeGreaterThan(0);
  });
});
