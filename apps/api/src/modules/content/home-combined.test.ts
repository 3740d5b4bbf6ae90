// The home page's combined reads (docs/performance.md): each part is exactly what the single call answers.
import type { Ad, ArticleSummary, Category, HomeFirstScreen, HomeLawLists, Items, Page } from '@ws/api-sdk/contract';
import { describe, expect, it } from 'vitest';
import { call, useHarness } from '../../../test/helpers';

type ArticlePage = Page<ArticleSummary> & { channel_name: string };

describe('homeFirstScreen and homeLawLists', () => {
  const h = useHarness();

  it('homeFirstScreen answers what listads, listCateNew and listarticle answer for the first screen', async () => {
    const res = await call<HomeFirstScreen>(h.app, 'homeFirstScreen');
    expect(res.code).toBe(0);
    const combined = res.data;
    expect(combined.homebanner).toEqual((await call<Items<Ad>>(h.app, 'listads', { cate_value: 'homebanner' })).data);
    expect(combined.homepcvertical).toEqual((await call<Items<Ad>>(h.app, 'listads', { cate_value: 'homepcvertical' })).data);
    expect(combined.categories).toEqual((await call<Items<Category>>(h.app, 'listCateNew', { parent_cate_value: 'product' })).data);
    expect(Object.keys(combined.channels)).toEqual(['policy', 'news', 'prevention', 'case']);
    for (const channel of ['policy', 'news', 'prevention', 'case'] as const) {
      const single = (await call<ArticlePage>(h.app, 'listarticle', { channel, pageNum: 1, pageSize: 5 })).data;
      expect(single.items, channel).toHaveLength(5);
      expect(combined.channels[channel], channel).toEqual(single);
    }
    // the seed has content for every part: an empty answer would make the comparisons above prove nothing
    expect(combined.homebanner.items.length).toBeGreaterThan(0);
    expect(combined.homepcvertical.items.length).toBeGreaterThan(0);
    expect(combined.categories.items.length).toBeGreaterThan(0);
    expect(combined.categories.items.some((c) => (c.children ?? []).length > 0)).toBe(true);
  });

  it('homeFirstScreen follows the data (a new ad shows in both answers) and counts no visit', async () => {
    const before = (await call<{ visit_amount: number }>(h.app, 'statInfo', {})).data.visit_amount;
    const first = (await call<HomeFirstScreen>(h.app, 'homeFirstScreen')).data;
    await h.query(`update ads set title = '首屏合并读取' where id = ${first.homebanner.items[0]!.id}`);
    const again = (await call<HomeFirstScreen>(h.app, 'homeFirstScreen')).data;
    expect(again.homebanner.items[0]!.title).toBe('首屏合并读取');
    expect(again.homebanner).toEqual((await call<Items<Ad>>(h.app, 'listads', { cate_value: 'homebanner' })).data);
    expect((await call<{ visit_amount: number }>(h.app, 'statInfo', {})).data.visit_amount).toBe(before);
  });

  it('homeLawLists answers per asked category, in the order asked, what listarticle answers for it', async () => {
    const asked = [127, 122, 125, 123, 126, 124];
    const res = await call<HomeLawLists>(h.app, 'homeLawLists', { cate_ids: asked.join(',') });
    expect(res.code).toBe(0);
    expect(res.data.lists.map((l) => l.cate_id)).toEqual(asked);
    for (const list of res.data.lists) {
      const single = (await call<ArticlePage>(h.app, 'listarticle', { channel: 'law', cate_id: list.cate_id, pageNum: 1, pageSize: 5 })).data;
      expect(single.items, String(list.cate_id)).toHaveLength(5);
      expect({ items: list.items, total: list.total }, String(list.cate_id)).toEqual({ items: single.items, total: single.total });
      expect(list.items.every((a) => a.channel === 'law' && a.cate_id === list.cate_id)).toBe(true);
    }
  });

  it('homeLawLists: no ids, unknown ids, repeats, more than 10 and bad input', async () => {
    expect((await call<HomeLawLists>(h.app, 'homeLawLists', {})).data).toEqual({ lists: [] });
    expect((await call<HomeLawLists>(h.app, 'homeLawLists', { cate_ids: '999999' })).data).toEqual({ lists: [{ cate_id: 999999, total: 0, items: [] }] });
    expect((await call<HomeLawLists>(h.app, 'homeLawLists', { cate_ids: '122,122,123' })).data.lists.map((l) => l.cate_id)).toEqual([122, 123]);
    const many = Array.from({ length: 15 }, (_, i) => 122 + i).join(',');
    expect((await call<HomeLawLists>(h.app, 'homeLawLists', { cate_ids: many })).data.lists).toHaveLength(10);
    // ids that are not whole numbers are dropped, as in every id list of the contract
    expect((await call<HomeLawLists>(h.app, 'homeLawLists', { cate_ids: 'abc,-3,123' })).data.lists.map((l) => l.cate_id)).toEqual([123]);
  });
});
