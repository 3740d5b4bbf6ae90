// Product favourites (收藏 on /enableInfo): the article favourites' calls and table with b_type 'product';
// /myFav lists both kinds, or one.
import type { FavouriteItem, FavouriteState, Page } from '@ws/api-sdk/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles, favourites, products } from '../../db/schema';
import { call, DEMO, loginAs, useHarness } from '../../../test/helpers';

describe('product favourites', () => {
  const h = useHarness();
  const fav = (xid: number) => ({ b_type: 'product', xid });
  const onSale = async () => {
    const [p] = await h.db
      .select({ id: products.id, name: products.name, files: products.fileItems })
      .from(products)
      .where(and(eq(products.isOnSale, 1), eq(products.auditStatus, 1)))
      .limit(1);
    return p!;
  };

  it('toggles a product on sale: -1, add -> 1 (收藏成功, idempotent), listed with its name and picture, delete -> -1', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const p = await onSale();
    expect((await call<FavouriteState>(h.app, 'InfoFavActive', fav(p.id), { token })).data).toEqual({ status: -1, id: null });

    const added = await call<FavouriteState>(h.app, 'addByUserFav', fav(p.id), { token });
    expect(added).toMatchObject({ ok: true, msg: '收藏成功', data: { status: 1 } });
    expect((await call<FavouriteState>(h.app, 'addByUserFav', fav(p.id), { token })).data).toEqual(added.data);
    const rows = await h.db.select().from(favourites).where(eq(favourites.bType, 'product'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ xid: p.id, id: added.data.id });
    expect((await call<FavouriteState>(h.app, 'InfoFavActive', fav(p.id), { token })).data).toEqual(added.data);

    const list = await call<Page<FavouriteItem>>(h.app, 'favListByUser', { b_type: 'product' }, { token });
    expect(list.data).toMatchObject({ total: 1, items: [{ id: added.data.id, xid: p.id, b_type: 'product', title: p.name, file_url: p.files[0]!.FileUrl }] });

    const removed = await call<FavouriteState>(h.app, 'deleteByUserFav', { ...fav(p.id), id: added.data.id }, { token });
    expect(removed).toMatchObject({ ok: true, msg: '取消成功', data: { status: -1, id: null } });
    expect(await h.db.select().from(favourites).where(eq(favourites.bType, 'product'))).toHaveLength(0);
  });

  it('keeps an article and a product of the same id apart; the list shows both kinds newest first, or one', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const p = await onSale();
    // an article with the product's id, if there is one; else any article
    const [article] = await h.db.select({ id: articles.id, title: articles.title }).from(articles).where(eq(articles.id, p.id)).limit(1);
    const a = article ?? (await h.db.select({ id: articles.id, title: articles.title }).from(articles).limit(1))[0]!;
    await h.db.delete(favourites);
    await call(h.app, 'addByUserFav', { b_type: 'article', xid: a.id }, { token });
    h.clock.advance(60_000);
    await call(h.app, 'addByUserFav', fav(p.id), { token });

    const both = await call<Page<FavouriteItem>>(h.app, 'favListByUser', {}, { token });
    expect(both.data.total).toBe(2);
    expect(both.data.items.map((f) => [f.b_type, f.title])).toEqual([
      ['product', p.name],
      ['article', a.title],
    ]);
    const onlyArticles = await call<Page<FavouriteItem>>(h.app, 'favListByUser', { b_type: 'article' }, { token });
    expect(onlyArticles.data).toMatchObject({ total: 1, items: [{ b_type: 'article', xid: a.id }] });

    // deleting the product by xid leaves the article (even when their ids are equal)
    expect((await call(h.app, 'deleteByUserFav', fav(p.id), { token })).ok).toBe(true);
    expect((await call<Page<FavouriteItem>>(h.app, 'favListByUser', {}, { token })).data.items.map((f) => f.b_type)).toEqual(['article']);
  });

  it('refuses a product off sale, missing or malformed with 商品不存在或已下架; one gone off sale stays listed and removable', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const [off] = await h.db.select({ id: products.id }).from(products).where(eq(products.isOnSale, 0)).limit(1);
    for (const bad of [off!.id, 999_999, 0, 'x']) {
      expect(await call(h.app, 'addByUserFav', fav(bad as number), { token }), String(bad)).toMatchObject({ ok: false, msg: '商品不存在或已下架' });
      expect(await call(h.app, 'InfoFavActive', fav(bad as number), { token }), String(bad)).toMatchObject({ ok: false, msg: '商品不存在或已下架' });
    }
    // the article's own message is unchanged
    expect(await call(h.app, 'addByUserFav', { b_type: 'article', xid: 'x' }, { token })).toMatchObject({ ok: false, msg: '文章不存在' });
    expect(await call(h.app, 'addByUserFav', { b_type: 'video', xid: 1 }, { token })).toMatchObject({ ok: false, msg: '收藏类型错误' });
    expect(await h.db.select().from(favourites).where(eq(favourites.bType, 'product'))).toHaveLength(0);

    const p = await onSale();
    const added = (await call<FavouriteState>(h.app, 'addByUserFav', fav(p.id), { token })).data;
    await h.db.update(products).set({ isOnSale: 0 }).where(eq(products.id, p.id));
    const list = await call<Page<FavouriteItem>>(h.app, 'favListByUser', { b_type: 'product' }, { token });
    expect(list.data.items).toMatchObject([{ id: added.id, title: p.name }]);
    expect(await call(h.app, 'deleteByUserFav', { b_type: 'product', id: added.id }, { token })).toMatchObject({ ok: true, msg: '取消成功' });
  });

  it("another user neither sees nor deletes a member's product favourite", async () => {
    const member = await loginAs(h.app, DEMO.member);
    const company = await loginAs(h.app, DEMO.company);
    const p = await onSale();
    const mine = (await call<FavouriteState>(h.app, 'addByUserFav', fav(p.id), { token: member })).data;
    expect((await call<FavouriteState>(h.app, 'InfoFavActive', fav(p.id), { token: company })).data).toEqual({ status: -1, id: null });
    for (const attempt of [{ b_type: 'product', id: mine.id }, fav(p.id)]) {
      expect(await call(h.app, 'deleteByUserFav', attempt, { token: company })).toMatchObject({ ok: false, msg: '收藏不存在或已取消' });
    }
    // an article favourite's id is not a product favourite's
    expect(await call(h.app, 'deleteByUserFav', { b_type: 'article', id: mine.id }, { token: member })).toMatchObject({ ok: false, msg: '收藏不存在或已取消' });
    expect((await call<Page<FavouriteItem>>(h.app, 'favListByUser', {}, { token: company })).data.items.some((f) => f.b_type === 'product')).toBe(false);
  });
});
