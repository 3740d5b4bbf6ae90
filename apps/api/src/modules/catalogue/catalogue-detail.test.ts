import type { Page, ProductDetail, Remark } from '@ws/api-sdk/contract';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, productSkus } from '../../db/schema';
import { call, DEMO, loginAs, useHarness } from '../../../test/helpers';

describe('catalogue: product_skus seed, productinfo, listremark', () => {
  const h = useHarness();

  /** A product on sale with two attributes. */
  const twoAttProduct = async () => {
    const [p] = await h.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.isOnSale, 1), sql`jsonb_array_length(${products.att}) = 2`))
      .limit(1);
    return p!.id;
  };

  it('seeds one SKU per attribute combination of every product, keyed by ascending item ids', async () => {
    const all = await h.db.select().from(products);
    for (const p of all) {
      const skus = await h.db.select().from(productSkus).where(eq(productSkus.productId, p.id));
      expect(skus.length, p.name).toBe(p.attItemPrice.length);
      expect(skus.length, p.name).toBeGreaterThan(0);
      const itemIds = new Map(p.att.flatMap((g) => g.att_item.map((i) => [i.name, i.id] as const)));
      for (const s of skus) {
        const ids = s.attItemIds.split(',').map(Number);
        expect([...ids].sort((a, b) => a - b)).toEqual(ids);
        expect(ids).toHaveLength(p.att.length);
        // names in att order match the ids
        const names = s.attItemNames.split(',');
        expect(names.map((n) => itemIds.get(n)).sort((a, b) => a! - b!)).toEqual(ids);
        const entry = p.attItemPrice.find((e) => e.name === s.attItemNames);
        expect(entry?.price).toBe(s.price);
        expect(entry?.stock).toBe(s.stock);
      }
    }
    const [soldOut] = await h.db.select({ n: count() }).from(productSkus).where(eq(productSkus.stock, 0));
    expect(soldOut!.n).toBeGreaterThan(0);
    const [minAbove1] = await h.db.select({ n: count() }).from(products).where(gt(products.minAmount, 1));
    expect(minAbove1!.n).toBeGreaterThan(0);
  });

  it('refuses a negative SKU stock (CHECK constraint)', async () => {
    const [s] = await h.db.select().from(productSkus).limit(1);
    await expect(h.db.update(productSkus).set({ stock: -1 }).where(eq(productSkus.id, s!.id))).rejects.toThrow();
  });

  it('productinfo: SKUs with prices for a logged-in user, no prices for a visitor', async () => {
    const id = await twoAttProduct();
    const token = await loginAs(h.app, DEMO.member);
    const res = await call<ProductDetail>(h.app, 'productinfo', { id }, { token });
    expect(res.ok, res.msg).toBe(true);
    const d = res.data;
    expect(d.att).toHaveLength(2);
    expect(d.skus).toHaveLength(d.att[0]!.att_item.length * d.att[1]!.att_item.length);
    expect(d.att_item_price_size).toBe(d.skus.length);
    expect(d.price).toMatch(/^\d+\.\d{2}$/);
    expect(Number(d.price)).toBe(Math.min(...d.skus.map((s) => Number(s.price))));
    expect(Number(d.price_max)).toBe(Math.max(...d.skus.map((s) => Number(s.price))));
    expect(d.company_name).not.toBe('');
    expect(['广州市', '东莞市']).toContain(d.city_name);

    const visitor = await call<ProductDetail>(h.app, 'productinfo', { id });
    expect(visitor.ok).toBe(true);
    expect(visitor.data.price).toBe('');
    expect(visitor.data.price_max).toBe('');
    expect(visitor.data.skus.every((s) => s.price === '')).toBe(true);
  });

  it('productinfo: the delivery city the merchant chose, else the seller city; the merchant service text', async () => {
    const id = await twoAttProduct();
    const seller = (await h.query<{ code: string }>('select c.city_code as code from products p join companies c on c.id = p.company_id where p.id = $1', [id])).rows[0]!.code;
    const sellerCity = seller === '441900' ? '东莞市' : '广州市';
    const detail = async () => (await call<ProductDetail>(h.app, 'productinfo', { id })).data;
    // none chosen: the seller's city and no text of the merchant's
    expect(await detail()).toMatchObject({ city_name: sellerCity, service_text: '' });

    await h.db.update(products).set({ deliveryCityCode: '440600', serviceText: '正品保障 · 假一赔十' }).where(eq(products.id, id));
    expect(await detail()).toMatchObject({ city_name: '佛山市', service_text: '正品保障 · 假一赔十' });
    const other = seller === '441900' ? ['440100', '广州市'] : ['441900', '东莞市'];
    await h.db.update(products).set({ deliveryCityCode: other[0] }).where(eq(products.id, id));
    expect((await detail()).city_name).toBe(other[1]);
    // a code that is no city of Guangdong (a district, written by hand) reads as the seller's city
    await h.db.update(products).set({ deliveryCityCode: '440106' }).where(eq(products.id, id));
    expect((await detail()).city_name).toBe(sellerCity);
    await h.db.update(products).set({ deliveryCityCode: '' }).where(eq(products.id, id));
    expect((await detail()).city_name).toBe(sellerCity);
  });

  it('productinfo: unknown, off-sale and malformed ids get 商品不存在或已下架', async () => {
    const [off] = await h.db.select({ id: products.id }).from(products).where(eq(products.isOnSale, 0)).limit(1);
    for (const id of [off!.id, 999999, 'x', -1]) {
      const res = await call(h.app, 'productinfo', { id });
      expect(res.ok).toBe(false);
      expect(res.msg).toBe('商品不存在或已下架');
    }
  });

  it('listremark: a product page gets its reviews newest first, mobiles masked, half-star scores', async () => {
    const id = await twoAttProduct();
    const res = await call<Page<Remark>>(h.app, 'listremark', { xcate: 'product', xid: id, pageSize: 2 });
    expect(res.ok, res.msg).toBe(true);
    expect(res.data.total).toBeGreaterThanOrEqual(2);
    expect(res.data.items).toHaveLength(2);
    const all = await call<Page<Remark>>(h.app, 'listremark', { xcate: 'product', xid: id, pageSize: 50 });
    const times = all.data.items.map((r) => r.create_time);
    expect([...times].sort().reverse()).toEqual(times);
    for (const r of all.data.items) {
      expect(r.user_mobile).toMatch(/^1\d{2}\*{8}$/);
      expect(Number(r.score) * 2 % 1).toBe(0);
      expect(r.xid).toBe(id);
    }
    const none = await call<Page<Remark>>(h.app, 'listremark', { xcate: 'expert', xid: id });
    expect(none.data).toEqual({ items: [], total: 0 });
  });
});
