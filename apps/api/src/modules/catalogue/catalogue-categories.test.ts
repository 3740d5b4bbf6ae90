// The product categories' three levels (cate -> sub_cate -> s_sub_cate): the seed, listCateNew's tree and
// listproduct's filters on each level.
import type { Category, Items, Page, ProductCard } from '@ws/api-sdk/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema';
import { call, useHarness } from '../../../test/helpers';

describe('three-level product categories', () => {
  const h = useHarness();
  const tree = async () => (await call<Items<Category>>(h.app, 'listCateNew', { parent_cate_value: 'product' })).data.items;
  const list = async (payload: Record<string, unknown>) => (await call<Page<ProductCard>>(h.app, 'listproduct', { pageSize: 100, ...payload })).data;

  it('listCateNew answers every top-level category with sub-categories and their third level', async () => {
    const tops = await tree();
    expect(tops).toHaveLength(5);
    let leaves = 0;
    for (const top of tops) {
      expect(top.children!.length, top.cate_name).toBeGreaterThanOrEqual(3);
      for (const sub of top.children!) {
        expect(sub.parent_id).toBe(top.cate_id);
        expect(sub.children?.length, sub.cate_name).toBeGreaterThanOrEqual(2);
        for (const leaf of sub.children!) {
          expect(leaf.parent_id).toBe(sub.cate_id);
          expect(leaf.p_cate_value).toBe('product');
          // the tree stops at three levels
          expect(leaf.children).toBeUndefined();
          leaves++;
        }
      }
    }
    expect(leaves).toBeGreaterThanOrEqual(50);
    // some third-level categories are recommended for /funeng's sections
    expect(tops.every((t) => t.children!.some((s) => s.children!.some((l) => l.is_recommend === 1)))).toBe(true);
  });

  it('stops at three levels even when a deeper row exists', async () => {
    await h.db.insert(categories).values({ cateId: 241111, cateName: '第四级', cateValue: 'product_241111', pCateValue: 'product', parentId: 24111 });
    const abs = (await tree()).find((t) => t.cate_id === 2401)!.children!.find((s) => s.cate_id === 2411)!.children!.find((l) => l.cate_id === 24111)!;
    expect(abs.children).toBeUndefined();
  });

  it('seeds every product on a third-level category under its own sub-category and top level', async () => {
    const rows = await h.db.select().from(categories).where(eq(categories.pCateValue, 'product'));
    const parentOf = new Map(rows.map((c) => [c.cateId, c.parentId]));
    const all = await h.db.select().from(products);
    for (const p of all) {
      expect(p.sSubCateId, p.name).not.toBeNull();
      expect(parentOf.get(p.sSubCateId!), p.name).toBe(p.subCateId);
      expect(parentOf.get(p.subCateId!), p.name).toBe(p.cateId);
    }
    // every third-level category holds a product
    for (const leaf of rows.filter((c) => parentOf.get(c.parentId) !== undefined && parentOf.get(c.parentId) !== 0)) {
      expect(all.some((p) => p.sSubCateId === leaf.cateId), leaf.cateName).toBe(true);
    }
  });

  it('listproduct filters by s_sub_cate, and the product stays findable by its sub-category and top level', async () => {
    const onSale = await h.db.select().from(products).where(and(eq(products.isOnSale, 1), eq(products.sSubCateId, 24111)));
    expect(onSale.length).toBeGreaterThanOrEqual(2);
    const leaf = await list({ cate: 2401, sub_cate: 2411, s_sub_cate: 24111 });
    expect(leaf.items.map((i) => i.id).sort((a, b) => a - b)).toEqual(onSale.map((p) => p.id).sort((a, b) => a - b));
    expect(leaf.total).toBe(onSale.length);
    // s_sub_cate alone (the URL may carry only it) filters the same
    expect((await list({ s_sub_cate: 24111 })).total).toBe(onSale.length);

    const sub = await list({ cate: 2401, sub_cate: 2411 });
    const top = await list({ cate: 2401 });
    for (const p of onSale) {
      expect(sub.items.some((i) => i.id === p.id)).toBe(true);
      expect(top.items.some((i) => i.id === p.id)).toBe(true);
    }
    expect(sub.total).toBeGreaterThan(leaf.total);
    // a sibling third level holds other products; one of another sub-category matches nothing here
    const sibling = await list({ cate: 2401, sub_cate: 2411, s_sub_cate: 24112 });
    expect(sibling.total).toBeGreaterThan(0);
    expect(sibling.items.some((i) => onSale.some((p) => p.id === i.id))).toBe(false);
    expect((await list({ cate: 2401, sub_cate: 2411, s_sub_cate: 24211 })).total).toBe(0);
  });
});
