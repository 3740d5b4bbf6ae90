// The list helper (src/db/paging.ts) on the real database: one page and its total from one filter,
// the capped count, and the newest-first order walking the btree indexes.
import type { Media, Page } from '@ws/api-sdk/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { media } from '../src/db/schema';
import { countRows, listPage, newestFirst, paging } from '../src/db/paging';
import { call, captureQueries, explain, useHarness } from './helpers';

describe('listPage and countRows', () => {
  const h = useHarness();

  it('answers one page of the filtered rows in order, with the total of the same filter', async () => {
    const where = eq(media.kind, 'video');
    const all = await h.db.select({ id: media.id }).from(media).where(where).orderBy(desc(media.createTime), desc(media.id));
    expect(all.length).toBeGreaterThan(5);
    const page = (pageNum: number, pageSize: number) =>
      listPage(
        h.db,
        { table: media, where, order: newestFirst(media.createTime, media.id), page: paging({ pageNum, pageSize }, 9) },
        h.db.select({ id: media.id, name: media.name }).from(media).$dynamic(),
        (rows) => rows.map((r) => r.id),
      );
    expect(await page(1, 3)).toEqual({ items: all.slice(0, 3).map((r) => r.id), total: all.length });
    expect(await page(2, 3)).toEqual({ items: all.slice(3, 6).map((r) => r.id), total: all.length });
    expect(await page(999, 3)).toEqual({ items: [], total: all.length });
    // the mapping may be async (e.g. names resolved in one more query)
    const mapped = await listPage(
      h.db,
      { table: media, where, order: newestFirst(media.createTime, media.id), page: paging({}, 2) },
      h.db.select({ id: media.id }).from(media).$dynamic(),
      async (rows) => Promise.resolve(rows.map((r) => `#${r.id}`)),
    );
    expect(mapped).toEqual({ items: all.slice(0, 2).map((r) => `#${r.id}`), total: all.length });
  });

  it('counts exactly, or up to a cap', async () => {
    const lives = (await h.db.select({ id: media.id }).from(media).where(eq(media.kind, 'live'))).length;
    expect(lives).toBeGreaterThan(2);
    expect(await countRows(h.db, media, eq(media.kind, 'live'))).toBe(lives);
    expect(await countRows(h.db, media, eq(media.kind, 'live'), 2)).toBe(2);
    expect(await countRows(h.db, media, and(eq(media.kind, 'live'), eq(media.id, -1)))).toBe(0);
    expect(await countRows(h.db, media, undefined)).toBeGreaterThan(lives);
  });

  it('lets media lists by kind walk media_kind_time_idx / media_kind_cate_time_idx newest first (no sort)', async () => {
    // 20,000 media items over the four kinds and five categories
    await h.exec(`
      INSERT INTO media (kind, name, cate_id, create_time)
      SELECT (ARRAY['video','live','course','management'])[1 + g % 4], '视频 ' || g, 1001 + g % 5,
             timestamp '2021-01-01 00:00:00' + g * interval '1 minute'
      FROM generate_series(1, 20000) AS g;
    `);
    await h.exec('VACUUM ANALYZE media');
    const planOf = async (payload: Record<string, unknown>) => {
      let page: Page<Media> | undefined;
      const sent = await captureQueries(h, async () => {
        page = (await call<Page<Media>>(h.app, 'listvideo', payload)).data;
      });
      const q = sent.find((s) => /from "media"/.test(s.sql) && /limit/.test(s.sql))!;
      return { page: page!, plan: await explain(h, q) };
    };
    const plain = await planOf({ pageNum: 3, pageSize: 9 });
    expect(plain.plan).toMatch(/Index Scan using media_kind_time_idx on media/);
    expect(plain.plan).not.toMatch(/Sort/);
    const expected = await h.db
      .select({ id: media.id })
      .from(media)
      .where(eq(media.kind, 'video'))
      .orderBy(desc(media.createTime), desc(media.id))
      .limit(9)
      .offset(18);
    expect(plain.page.items.map((m) => m.id)).toEqual(expected.map((r) => r.id));

    const byCate = await planOf({ pageNum: 1, pageSize: 9, cate: 1002 });
    expect(byCate.plan).toMatch(/Index Scan using media_kind_cate_time_idx on media/);
    expect(byCate.plan).not.toMatch(/Sort/);
    expect(byCate.page.items.every((m) => m.cate_id === 1002)).toBe(true);
  });
});
