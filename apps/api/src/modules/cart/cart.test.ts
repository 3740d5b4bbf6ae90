import type { CartItem, CartShare, Items, ProductDetail } from '@ws/api-sdk/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, products, productSkus } from '../../db/schema';
import { call, DEMO, loginAs, useHarness } from '../../../test/helpers';

describe('cart (buygoods, cartList, cartUpdateSelf, deleteCard, orderShare)', () => {
  const h = useHarness();

  /** A two-attribute product on sale, min_amount 1, and one of its SKUs in stock. */
  const pick = async (token: string) => {
    const [p] = await h.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.isOnSale, 1), eq(products.minAmount, 1), sql`jsonb_array_length(${products.att}) = 2`))
      .limit(1);
    const detail = (await call<ProductDetail>(h.app, 'productinfo', { id: p!.id }, { token })).data;
    const sku = detail.skus.find((s) => s.stock > 5)!;
    return { detail, sku, ids: sku.att_item_ids.split(',').map(Number) };
  };
  const add = (token: string, payload: Record<string, unknown>) => call<{ id: number; amount: number }>(h.app, 'buygoods', { buycate: 'cart', ...payload }, { token });
  const list = async (token: string, payload: Record<string, unknown> = {}) => (await call<Items<CartItem>>(h.app, 'cartList', payload, { token })).data.items;

  it('adds a picked SKU (items in any order), and adding it again raises the same line', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const { detail, sku, ids } = await pick(token);
    const first = await add(token, { product_id: detail.id, amount: 2, atts_items_ids: [...ids].reverse() });
    expect(first.ok, first.msg).toBe(true);
    expect(first.msg).toBe('加入购物车成功');
    const again = await add(token, { product_id: detail.id, amount: 3, atts_items_ids: ids });
    expect(again.data).toEqual({ id: first.data.id, amount: 5 });
    const items = await list(token);
    const line = items.find((i) => i.id === first.data.id)!;
    expect(line).toMatchObject({ product_id: detail.id, sku_id: sku.id, amount: 5, price: sku.price, atts_items_names: sku.att_item_names, min_amount: 1 });
    expect(line.create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('buy now sets the line to the amount and respects min_amount; sold-out and unknown SKUs are refused', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const { detail, ids } = await pick(token);
    await add(token, { product_id: detail.id, amount: 4, atts_items_ids: ids });
    const buy = await add(token, { product_id: detail.id, amount: 1, atts_items_ids: ids, buycate: 'buy' });
    expect(buy.ok, buy.msg).toBe(true);
    expect(buy.data.amount).toBe(1);

    const [minProduct] = await h.db.select().from(products).where(and(eq(products.isOnSale, 1), gt(products.minAmount, 1))).limit(1);
    const [minSku] = await h.db.select().from(productSkus).where(and(eq(productSkus.productId, minProduct!.id), gt(productSkus.stock, 20))).limit(1);
    const minIds = minSku!.attItemIds.split(',').map(Number);
    const below = await add(token, { product_id: minProduct!.id, amount: minProduct!.minAmount - 1, atts_items_ids: minIds, buycate: 'buy' });
    expect(below.ok).toBe(false);
    expect(below.msg).toBe(`购买数量不能少于最低起购量 ${minProduct!.minAmount}`);

    const [soldOut] = await h.db.select().from(productSkus).innerJoin(products, eq(products.id, productSkus.productId)).where(and(eq(productSkus.stock, 0), eq(products.isOnSale, 1))).limit(1);
    const out = await add(token, { product_id: soldOut!.products.id, amount: 1, atts_items_ids: soldOut!.product_skus.attItemIds.split(',').map(Number) });
    expect(out.msg).toBe('库存不足');
    const wrong = await add(token, { product_id: detail.id, amount: 1, atts_items_ids: [ids[0]!] });
    expect(wrong.msg).toBe('请选择商品规格');
    const bad = await add(token, { product_id: detail.id, amount: 0, atts_items_ids: ids });
    expect(bad.ok).toBe(false);
    expect(bad.msg).toBe('购买数量不正确');
  });

  it('holds no more than the stock: a quantity above it is capped (never below the minimum), adding more stops at it', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const { detail, sku, ids } = await pick(token);
    const line = await add(token, { product_id: detail.id, amount: 1, atts_items_ids: ids });
    const capped = await call<{ amount: number }>(h.app, 'cartUpdateSelf', { id: line.data.id, amount: 99999 }, { token });
    expect(capped.ok, capped.msg).toBe(true);
    expect(capped.data.amount).toBe(sku.stock);
    const more = await add(token, { product_id: detail.id, amount: 1, atts_items_ids: ids });
    expect(more.data.amount).toBe(sku.stock);
    expect((await list(token)).find((i) => i.id === line.data.id)).toMatchObject({ amount: sku.stock, stock: sku.stock });
    // stock below the minimum purchase: the minimum is kept (the line cannot be checked out until stock returns)
    await h.db.update(products).set({ minAmount: 3 }).where(eq(products.id, detail.id));
    await h.db.update(productSkus).set({ stock: 2 }).where(eq(productSkus.id, sku.id));
    const low = await call<{ amount: number }>(h.app, 'cartUpdateSelf', { id: line.data.id, amount: 5 }, { token });
    expect(low.data.amount).toBe(3);
    await h.db.update(products).set({ minAmount: 1 }).where(eq(products.id, detail.id));
    await h.db.update(productSkus).set({ stock: sku.stock }).where(eq(productSkus.id, sku.id));
  });

  it('needs a login', async () => {
    for (const name of ['buygoods', 'cartList', 'cartUpdateSelf', 'deleteCard', 'orderShare', 'orderShareInfo', 'orderShareAdd', 'rebuy'] as const) {
      const res = await call(h.app, name, { id: 1, ids: [1], code: 'x' });
      expect(res.code, name).toBe(-1);
    }
  });

  it('a second user can neither read, change, delete nor share the first user\'s lines', async () => {
    const owner = await loginAs(h.app, DEMO.member);
    const other = await loginAs(h.app, DEMO.company);
    const { detail, ids } = await pick(owner);
    const line = (await add(owner, { product_id: detail.id, amount: 2, atts_items_ids: ids })).data;

    expect((await list(other)).some((i) => i.id === line.id)).toBe(false);
    expect(await list(other, { ids: [line.id] })).toEqual([]);
    const upd = await call(h.app, 'cartUpdateSelf', { id: line.id, amount: 9 }, { token: other });
    expect(upd.ok).toBe(false);
    expect(upd.msg).toBe('购物车商品不存在');
    const del = await call(h.app, 'deleteCard', { ids: [line.id] }, { token: other });
    expect(del.ok).toBe(false);
    const share = await call(h.app, 'orderShare', { ids: [line.id] }, { token: other });
    expect(share.ok).toBe(false);
    const [row] = await h.db.select().from(cartItems).where(eq(cartItems.id, line.id));
    expect(row!.amount).toBe(2);

    // the owner can
    const mine = await call<{ amount: number }>(h.app, 'cartUpdateSelf', { id: line.id, amount: 7 }, { token: owner });
    expect(mine.data.amount).toBe(7);
    const gone = await call(h.app, 'deleteCard', { ids: [line.id] }, { token: owner });
    expect(gone.msg).toBe('删除成功');
    expect(await list(owner, { ids: [line.id] })).toEqual([]);
  });

  it('delete and share need a selection', async () => {
    const token = await loginAs(h.app, DEMO.member);
    expect((await call(h.app, 'deleteCard', { ids: [] }, { token })).msg).toBe('请选择需要删除的商品');
    expect((await call(h.app, 'orderShare', { ids: [] }, { token })).msg).toBe('未选择分享的商品');
  });

  it('a share shows the items to another logged-in user, who adds them to their own cart', async () => {
    const owner = await loginAs(h.app, DEMO.member);
    const other = await loginAs(h.app, DEMO.salesman);
    const { detail, sku, ids } = await pick(owner);
    const line = (await add(owner, { product_id: detail.id, amount: 3, atts_items_ids: ids })).data;
    const shared = await call<{ code: string }>(h.app, 'orderShare', { ids: [line.id] }, { token: owner });
    expect(shared.ok, shared.msg).toBe(true);
    expect(shared.data.code).toMatch(/^[\w-]{16}$/);

    const info = await call<CartShare>(h.app, 'orderShareInfo', { code: shared.data.code }, { token: other });
    expect(info.ok, info.msg).toBe(true);
    expect(info.data.user_mobile).toBe('138********');
    expect(info.data.items).toEqual([expect.objectContaining({ sku_id: sku.id, amount: 3, product_name: detail.name })]);

    const before = (await list(other)).filter((i) => i.sku_id === sku.id).reduce((s, i) => s + i.amount, 0);
    const copied = await call<{ added: number }>(h.app, 'orderShareAdd', { code: shared.data.code }, { token: other });
    expect(copied.ok, copied.msg).toBe(true);
    expect(copied.data.added).toBe(1);
    const after = (await list(other)).find((i) => i.sku_id === sku.id)!;
    expect(after.amount).toBe(before + 3);
    // the owner's cart is unchanged
    expect((await list(owner, { ids: [line.id] }))[0]!.amount).toBe(3);

    const missing = await call(h.app, 'orderShareInfo', { code: 'nope' }, { token: other });
    expect(missing.msg).toBe('分享不存在或已失效');
  });
});
