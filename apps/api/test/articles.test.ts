import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Article, ArticleSummary, FavouriteState, Page } from '@ws/api-sdk/contract';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles, favourites, users } from '../src/db/schema';
import { articleTitleSearch, usesTrigramIndex } from '../src/handlers/article-search';
import { DOCS_DIR, LAW_DOCS, LAW_RECOMMEND_IDS, lawDocFiles } from '../src/seed/data/article-extras';
import { crc32 } from '../src/seed/data/docx';
import { call, DEMO, loginAs, useHarness } from './helpers';

const idOf = async (h: ReturnType<typeof useHarness>, where: SQL | undefined) => {
  const [row] = await h.db.select({ id: articles.id }).from(articles).where(where).limit(1);
  if (!row) throw new Error('no such article');
  return row.id;
};

describe('articleinfo', () => {
  const h = useHarness();

  it('answers an open article with every field of spec 01 §3 Article', async () => {
    const id = await idOf(h, eq(articles.channel, 'policy'));
    const res = await call<Article>(h.app, 'articleinfo', { id });
    expect(res).toMatchObject({ ok: true, code: 0 });
    const a = res.data;
    expect(a.id).toBe(id);
    expect(a.channel).toBe('policy');
    expect(a.create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(a.intro).toContain('<p>');
    expect(a.add_from).not.toBe('');
    expect(a.author).not.toBe('');
    expect(Object.keys(a).sort()).toEqual(
      ['add_from', 'author', 'cate_id', 'cate_name', 'channel', 'create_time', 'firstFile', 'id', 'intro', 'recommendIds', 'resource_items', 'title'].sort(),
    );
  });

  it('answers 文章不存在 for an unknown or malformed id', async () => {
    for (const id of [999_999, 0, -1, 'abc', '']) {
      const res = await call(h.app, 'articleinfo', { id });
      expect(res, String(id)).toMatchObject({ ok: false, code: 1, msg: '文章不存在', data: null });
    }
  });

  it('needs login for a law article (code -1), and answers it with its document when logged in', async () => {
    const id = await idOf(h, and(eq(articles.channel, 'law'), sql`jsonb_array_length(${articles.resourceItems}) > 0`));
    expect(await call(h.app, 'articleinfo', { id })).toMatchObject({ ok: false, code: -1, msg: '未登录或超时', data: null });
    expect(await call(h.app, 'articleinfo', { id }, { token: 'f'.repeat(64) })).toMatchObject({ code: -1 });
    const token = await loginAs(h.app, DEMO.member);
    const res = await call<Article>(h.app, 'articleinfo', { id }, { token });
    expect(res.ok).toBe(true);
    expect(res.data.channel).toBe('law');
    expect(res.data.cate_name).not.toBe('');
    expect(res.data.resource_items[0]?.FileUrl).toMatch(/^\/api\/files\/(seed|docs)\/.+\.(pdf|docx)$/);
  });

  it('does not sanitize on the server: the XSS probe reaches the client as stored (the client sanitizes)', async () => {
    const id = await idOf(h, eq(articles.title, '安全提示：警惕钓鱼链接'));
    const res = await call<Article>(h.app, 'articleinfo', { id });
    expect(res.data.intro).toContain('onerror');
  });
});

describe('article favourites', () => {
  const h = useHarness();
  const fav = (xid: number) => ({ b_type: 'article', xid });

  it('needs login for all three calls', async () => {
    const xid = await idOf(h, eq(articles.channel, 'news'));
    for (const name of ['InfoFavActive', 'addByUserFav', 'deleteByUserFav'] as const) {
      expect(await call(h.app, name, { ...fav(xid), id: 1 }), name).toMatchObject({ ok: false, code: -1, msg: '未登录或超时' });
    }
  });

  it('toggles: -1, add -> 1 (idempotent, one row), delete -> -1', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const xid = await idOf(h, eq(articles.channel, 'news'));
    expect((await call<FavouriteState>(h.app, 'InfoFavActive', fav(xid), { token })).data).toEqual({ status: -1, id: null });

    const added = await call<FavouriteState>(h.app, 'addByUserFav', fav(xid), { token });
    expect(added.ok).toBe(true);
    expect(added.data.status).toBe(1);
    expect(added.data.id).toBeGreaterThan(0);
    const again = await call<FavouriteState>(h.app, 'addByUserFav', fav(xid), { token });
    expect(again.data).toEqual(added.data);
    const rows = await h.db.select().from(favourites).where(eq(favourites.xid, xid));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ bType: 'article', xid });
    expect(rows[0]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    expect((await call<FavouriteState>(h.app, 'InfoFavActive', fav(xid), { token })).data).toEqual(added.data);
    const removed = await call<FavouriteState>(h.app, 'deleteByUserFav', { ...fav(xid), id: added.data.id }, { token });
    expect(removed).toMatchObject({ ok: true, data: { status: -1, id: null } });
    expect((await call<FavouriteState>(h.app, 'InfoFavActive', fav(xid), { token })).data.status).toBe(-1);
    expect(await h.db.select().from(favourites).where(eq(favourites.xid, xid))).toHaveLength(0);
    // deleting again changes nothing and still answers -1
    expect((await call<FavouriteState>(h.app, 'deleteByUserFav', { ...fav(xid), id: added.data.id }, { token })).data.status).toBe(-1);
  });

  it('refuses another b_type and an xid that is not an article', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const xid = await idOf(h, eq(articles.channel, 'news'));
    for (const name of ['InfoFavActive', 'addByUserFav', 'deleteByUserFav'] as const) {
      expect(await call(h.app, name, { b_type: 'product', xid, id: 1 }, { token }), name).toMatchObject({ ok: false, msg: '收藏类型错误' });
    }
    for (const bad of [999_999, 0, 'x']) {
      expect(await call(h.app, 'addByUserFav', fav(bad as number), { token })).toMatchObject({ ok: false, msg: '文章不存在' });
      expect(await call(h.app, 'InfoFavActive', fav(bad as number), { token })).toMatchObject({ ok: false, msg: '文章不存在' });
    }
    expect(await h.db.select().from(favourites)).toHaveLength(0);
  });

  it("keeps each user's favourites apart: another user can neither see nor delete them", async () => {
    const member = await loginAs(h.app, DEMO.member);
    const company = await loginAs(h.app, DEMO.company);
    const xid = await idOf(h, eq(articles.channel, 'case'));
    const mine = (await call<FavouriteState>(h.app, 'addByUserFav', fav(xid), { token: member })).data;

    expect((await call<FavouriteState>(h.app, 'InfoFavActive', fav(xid), { token: company })).data).toEqual({ status: -1, id: null });
    // by the member's row id, by the xid, by both: the company's calls touch nothing of the member's
    await call(h.app, 'deleteByUserFav', { b_type: 'article', id: mine.id }, { token: company });
    await call(h.app, 'deleteByUserFav', { ...fav(xid), id: mine.id }, { token: company });
    await call(h.app, 'deleteByUserFav', fav(xid), { token: company });
    expect((await call<FavouriteState>(h.app, 'InfoFavActive', fav(xid), { token: member })).data).toEqual(mine);

    // the company favourites the same article: a row of its own
    const theirs = (await call<FavouriteState>(h.app, 'addByUserFav', fav(xid), { token: company })).data;
    expect(theirs.id).not.toBe(mine.id);
    const owners = await h.db
      .select({ phone: users.userMobile })
      .from(favourites)
      .innerJoin(users, eq(users.id, favourites.userId))
      .where(eq(favourites.xid, xid));
    expect(owners.map((o) => o.phone).sort()).toEqual([DEMO.member, DEMO.company].sort());
  });
});

describe('law documents in the seed', () => {
  const h = useHarness();

  it('has law articles with an inline PDF and at least one Word document to download', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const laws = await h.db.select().from(articles).where(eq(articles.channel, 'law'));
    const urls = laws.flatMap((a) => a.resourceItems.map((r) => r.FileUrl));
    expect(urls.filter((u) => u.endsWith('.pdf')).length).toBeGreaterThanOrEqual(6);
    const docx = urls.filter((u) => u.endsWith('.docx'));
    expect(docx).toHaveLength(LAW_DOCS.length);
    for (const url of docx) {
      const res = await h.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    }
    const docArticle = laws.find((a) => a.resourceItems[0]?.FileUrl.endsWith('.docx'))!;
    const detail = await call<Article>(h.app, 'articleinfo', { id: docArticle.id }, { token });
    expect(detail.data.resource_items[0]?.FileName).toMatch(/\.docx$/);
  });

  it('gives every law article the recommend ids of its field (kept as lawId by the consult button)', async () => {
    const laws = await h.db.select().from(articles).where(eq(articles.channel, 'law'));
    for (const a of laws) expect(a.recommendIds, a.title).toEqual(LAW_RECOMMEND_IDS[a.cateId!]);
  });

  it('commits .docx files that match the generator and are valid ZIPs', () => {
    for (const { file, bytes } of lawDocFiles()) {
      const onDisk = readFileSync(path.join(DOCS_DIR, file));
      expect(onDisk.equals(bytes), `${file} is stale: run src/seed/data/article-extras.ts`).toBe(true);
      // end of central directory, 3 entries, and the CRC of the first entry matches its data
      const eocd = onDisk.length - 22;
      expect(onDisk.readUInt32LE(eocd)).toBe(0x06054b50);
      expect(onDisk.readUInt16LE(eocd + 10)).toBe(3);
    }
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});

describe('listarticle keyword search on a large table', () => {
  const h = useHarness();

  const PLACES = ['广州', '东莞', '佛山', '深圳', '珠海', '惠州', '中山', '江门', '肇庆', '清远'];
  const TOPICS = ['消防安全', '有限空间', '危化品', '粉尘防爆', '职业卫生', '特种设备', '防雷检测', '应急演练', '隐患排查', '安全培训', '环境监测', '电气安全'];
  const KINDS = ['通知', '指引', '解读', '问答', '案例', '要点', '清单', '公告'];
  const N = 20_000;
  /** deterministic titles; every 397th is about lithium batteries (a rare 3-character term) */
  const titleOf = (i: number) =>
    `${PLACES[i % PLACES.length]}${i % 397 === 0 ? '锂电池' : TOPICS[(i * 7) % TOPICS.length]}${KINDS[(i * 3) % KINDS.length]}（第${i}期）`;

  const plan = async (channel: string | null, term: string) => {
    const q = h.db
      .select({ id: articles.id })
      .from(articles)
      .where(and(channel ? eq(articles.channel, channel) : undefined, articleTitleSearch(term)))
      .orderBy(desc(articles.createTime), desc(articles.id))
      .limit(20)
      .toSQL();
    const res = await h.pglite.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${q.sql}`, q.params);
    return res.rows.map((r) => r['QUERY PLAN']).join('\n');
  };

  it('finds 1-, 2- and 3-character terms exactly among 20,000 articles, with the trigram index for 3+', async () => {
    // five channels of 4,000 articles each, generated in SQL (titleOf in JS says the same)
    const arr = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`;
    await h.pglite.exec(`
      INSERT INTO articles (title, channel, create_time)
      SELECT (${arr(PLACES)})[1 + g % ${PLACES.length}]
             || CASE WHEN g % 397 = 0 THEN '锂电池' ELSE (${arr(TOPICS)})[1 + (g * 7) % ${TOPICS.length}] END
             || (${arr(KINDS)})[1 + (g * 3) % ${KINDS.length}] || '（第' || g || '期）',
             'bulk' || (g % 5),
             timestamp '2020-01-01 00:00:00' + g * interval '1 minute'
      FROM generate_series(0, ${N - 1}) AS g;
    `);
    // what autovacuum does on PostgreSQL (PGlite has none): flush the GIN pending list, refresh the statistics
    await h.pglite.exec('VACUUM ANALYZE articles');
    const all = await h.db
      .select({ id: articles.id, title: articles.title, channel: articles.channel })
      .from(articles)
      .orderBy(desc(articles.createTime), desc(articles.id));
    expect(all.length).toBeGreaterThan(N);
    const bulk = all.filter((r) => r.channel.startsWith('bulk'));
    expect(bulk).toHaveLength(N);
    // newest first: row g is bulk[N - 1 - g]
    for (const g of [0, 1, 397, 1995, N - 1]) expect(bulk[N - 1 - g]!.title).toBe(titleOf(g));

    const search = async (channel: string | undefined, keywords: string, pageNum = 1) =>
      (await call<Page<ArticleSummary>>(h.app, 'listarticle', { channel, keywords, pageNum, pageSize: 20 })).data;

    for (const channel of ['bulk0', undefined]) {
      for (const term of ['莞', '锂', '消防', '莞消', '期）', '锂电池', '危化品', '第1995期', '东莞锂电池']) {
        const label = `${channel ?? 'all'} ${term}`;
        const expected = all.filter((r) => (!channel || r.channel === channel) && r.title.includes(term));
        const t0 = performance.now();
        const page1 = await search(channel, term);
        const ms = performance.now() - t0;
        expect(page1.total, label).toBe(expected.length);
        expect(page1.items.map((a) => a.id), label).toEqual(expected.slice(0, 20).map((r) => r.id));
        if (expected.length > 40) {
          const page3 = await search(channel, term, 3);
          expect(page3.items.map((a) => a.id), `${label} p3`).toEqual(expected.slice(40, 60).map((r) => r.id));
        }
        // a generous bound (2 cores, PGlite in WASM, other suites in parallel): catches a pathological plan, not ms
        expect(ms, label).toBeLessThan(5000);
      }
    }
    expect((await search('bulk0', '%')).total).toBe(0);
    expect((await search('bulk0', '火灾')).total).toBe(0);

    // 3+ characters: the trigram GIN index; 1–2 characters: the channel's btree index (newest first) + LIMIT
    expect(usesTrigramIndex('锂电池')).toBe(true);
    expect(usesTrigramIndex('消防')).toBe(false);
    expect(await plan('bulk0', '锂电池')).toContain('articles_title_trgm_idx');
    expect(await plan(null, '锂电池')).toContain('articles_title_trgm_idx');
    for (const term of ['消防', '莞']) {
      const short = await plan('bulk0', term);
      expect(short, term).not.toContain('articles_title_trgm_idx');
      expect(short, term).toContain('articles_channel_time_idx');
    }
  }, 120_000);
});
