import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Article, ArticleSummary, FavouriteState, Page } from '@ws/api-sdk/contract';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles, favourites, users } from '../../db/schema';
import { forgetGramShares, usesTrigramIndex } from '../../db/keyword-search';
import { newestFirst } from '../../db/paging';
import { containsPattern } from '../../db/keyword-search';
import { DOCS_DIR, LAW_DOCS, LAW_RECOMMEND_IDS, lawDocFiles } from '../../seed/data/article-extras';
import { crc32 } from '../../seed/data/docx';
import { call, captureQueries, DEMO, explain, loginAs, medianMs, useHarness } from '../../../test/helpers';

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
    expect(added).toMatchObject({ ok: true, msg: '收藏成功' });
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
    expect(removed).toMatchObject({ ok: true, msg: '取消成功', data: { status: -1, id: null } });
    expect((await call<FavouriteState>(h.app, 'InfoFavActive', fav(xid), { token })).data.status).toBe(-1);
    expect(await h.db.select().from(favourites).where(eq(favourites.xid, xid))).toHaveLength(0);
    // deleting again changes nothing and says so
    expect(await call<FavouriteState>(h.app, 'deleteByUserFav', { ...fav(xid), id: added.data.id }, { token })).toMatchObject({
      ok: false,
      msg: '收藏不存在或已取消',
    });
  });

  it('refuses another b_type and an xid that is not an article', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const xid = await idOf(h, eq(articles.channel, 'news'));
    for (const name of ['InfoFavActive', 'addByUserFav', 'deleteByUserFav'] as const) {
      expect(await call(h.app, name, { b_type: 'video', xid, id: 1 }, { token }), name).toMatchObject({ ok: false, msg: '收藏类型错误' });
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
    for (const attempt of [{ b_type: 'article', id: mine.id }, { ...fav(xid), id: mine.id }, fav(xid)]) {
      expect(await call(h.app, 'deleteByUserFav', attempt, { token: company })).toMatchObject({ ok: false, msg: '收藏不存在或已取消' });
    }
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
  /** deterministic titles; every 397th is about lithium batteries (a rare 1-, 2- and 3-character term) */
  const titleOf = (i: number) =>
    `${PLACES[i % PLACES.length]}${i % 397 === 0 ? '锂电池' : TOPICS[(i * 7) % TOPICS.length]}${KINDS[(i * 3) % KINDS.length]}（第${i}期）`;

  /** EXPLAIN of the page query and of the count query listarticle sends for a channel (or none) and a term */
  const plans = async (channel: string | null, keywords: string) => {
    const sent = await captureQueries(h, () => call(h.app, 'listarticle', { channel, keywords, pageSize: 20 }));
    const page = sent.find((q) => /from "articles"/.test(q.sql) && /limit/.test(q.sql));
    const total = sent.find((q) => /from "articles"/.test(q.sql) && /count\(\*\)/.test(q.sql));
    if (!page || !total) throw new Error(`listarticle sent ${sent.map((q) => q.sql).join('\n')}`);
    return { page: await explain(h, page), total: await explain(h, total), sql: page.sql + total.sql };
  };

  it('finds 1-, 2- and 3-character terms exactly among 20,000 articles, through the grams, trigram or btree index', async () => {
    // five channels of 4,000 articles each, generated in SQL (titleOf in JS says the same), and a few titles
    // with Latin letters in both cases, wildcards and a backslash
    const arr = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`;
    await h.exec(`
      INSERT INTO articles (title, channel, create_time)
      SELECT (${arr(PLACES)})[1 + g % ${PLACES.length}]
             || CASE WHEN g % 397 = 0 THEN '锂电池' ELSE (${arr(TOPICS)})[1 + (g * 7) % ${TOPICS.length}] END
             || (${arr(KINDS)})[1 + (g * 3) % ${KINDS.length}] || '（第' || g || '期）',
             'bulk' || (g % 5),
             timestamp '2020-01-01 00:00:00' + g * interval '1 minute'
      FROM generate_series(0, ${N - 1}) AS g;
      INSERT INTO articles (title, channel, create_time) VALUES
        ('KN95口罩 100%_达标', 'bulk0', '2019-06-01 00:00:00'), ('kn-95 防护 Ab', 'bulk0', '2019-06-02 00:00:00'),
        ('路径 a\\b 与 A_B', 'bulk0', '2019-06-03 00:00:00'), ('ÄÖ 进口 äö', 'bulk0', '2019-06-04 00:00:00');
    `);
    // what autovacuum does on PostgreSQL (PGlite has none): flush the GIN pending lists, refresh the statistics
    await h.exec('VACUUM ANALYZE articles');
    forgetGramShares(h.db);
    const all = await h.db
      .select({ id: articles.id, title: articles.title, channel: articles.channel })
      .from(articles)
      .orderBy(desc(articles.createTime), desc(articles.id));
    expect(all.length).toBeGreaterThan(N);
    const bulk = all.filter((r) => r.channel.startsWith('bulk'));
    expect(bulk).toHaveLength(N + 4);
    // newest first: row g is bulk[N - 1 - g]
    for (const g of [0, 1, 397, 1995, N - 1]) expect(bulk[N - 1 - g]!.title).toBe(titleOf(g));

    const search = async (channel: string | undefined, keywords: string, pageNum = 1) =>
      (await call<Page<ArticleSummary>>(h.app, 'listarticle', { channel, keywords, pageNum, pageSize: 20 })).data;
    /** the plain reference: ILIKE on the title, no index condition (trimmed and cut like the handler) */
    const reference = async (channel: string | undefined, term: string) => {
      const t = term.trim().slice(0, 50);
      const rows = await h.db
        .select({ id: articles.id })
        .from(articles)
        .where(and(channel ? eq(articles.channel, channel) : undefined, sql`${articles.title} ILIKE ${containsPattern(t)}`))
        .orderBy(desc(articles.createTime), desc(articles.id));
      return rows.map((r) => r.id);
    };

    const terms = ['莞', '锂', '消防', '莞消', '期）', '锂电', '锂电池', '危化品', '第1995期', '东莞锂电池', 'kn', 'KN', 'Ab', 'a\\', '%_', '_', 'äö', 'Ä', ' 锂 ', '火灾'];
    for (const channel of ['bulk0', undefined]) {
      for (const term of terms) {
        const label = `${channel ?? 'all'} ${term}`;
        const expected = await reference(channel, term);
        const t0 = performance.now();
        const page1 = await search(channel, term);
        const ms = performance.now() - t0;
        expect(page1.total, label).toBe(expected.length);
        expect(page1.items.map((a) => a.id), label).toEqual(expected.slice(0, 20));
        if (expected.length > 40) {
          const page3 = await search(channel, term, 3);
          expect(page3.items.map((a) => a.id), `${label} p3`).toEqual(expected.slice(40, 60));
        }
        // a generous bound (2 cores, PGlite in WASM, other suites in parallel): catches a pathological plan, not ms
        expect(ms, label).toBeLessThan(5000);
      }
    }
    // the JS view agrees for the Chinese terms, and a few known counts
    expect((await search(undefined, '锂')).total).toBe(all.filter((r) => r.title.includes('锂')).length);
    expect((await search('bulk0', '锂电')).total).toBe(bulk.filter((r) => r.channel === 'bulk0' && r.title.includes('锂电')).length);
    expect((await search('bulk0', 'kn')).total).toBe(2);
    expect((await search('bulk0', 'äÖ')).total).toBe(1);
    expect((await search('bulk0', '%')).total).toBe(1);
    expect((await search('bulk0', '火灾')).total).toBe(0);

    // 3+ characters: the trigram GIN index
    expect(usesTrigramIndex('锂电池')).toBe(true);
    expect(usesTrigramIndex('消防')).toBe(false);
    // (the page may rather walk the newest-first btree index and stop at the LIMIT; the count cannot)
    for (const channel of ['bulk0', null]) {
      const { page, total } = await plans(channel, '锂电池');
      expect(total, total).toContain('Bitmap Index Scan on articles_title_trgm_idx');
      expect(page, page).toMatch(/articles_title_trgm_idx|articles_channel_time_idx|articles_time_idx/);
      expect(page, page).not.toMatch(/Seq Scan on articles/);
    }
    // 1–2 characters: never the trigram index (it has nothing for them) nor a sequential scan of the table.
    // A rare term: the grams index; a common one: the grams index or the newest-first btree walk with the LIMIT
    for (const channel of ['bulk0', null]) {
      for (const term of ['锂', '锂电', 'kn', '莞', '消防']) {
        const label = `${channel ?? 'all'} ${term}`;
        const { page, total } = await plans(channel, term);
        expect(page, `${label}\n${page}`).not.toContain('articles_title_trgm_idx');
        expect(page, `${label}\n${page}`).not.toMatch(/Seq Scan on articles/);
        expect(page, `${label}\n${page}`).toMatch(/articles_title_grams_idx|articles_channel_time_idx|articles_time_idx/);
        if (['锂', '锂电', 'kn'].includes(term)) {
          for (const plan of [page, total]) expect(plan, `${label}\n${plan}`).toMatch(/Bitmap Index Scan on articles_title_grams_idx/);
        }
      }
    }
    // a gram in (nearly) every title (期, ）): the ILIKE alone, so that the count never computes ws_grams per row
    for (const term of ['期', '）']) {
      const { page, sql: sent } = await plans(null, term);
      expect(sent, term).not.toContain('ws_grams');
      expect(page, `${term}\n${page}`).toMatch(/Index Scan using articles_time_idx/);
      const { median } = await medianMs(() => search(undefined, term), 3);
      expect(median, term).toBeLessThan(2000);
    }
    expect((await plans(null, '锂')).sql).toContain('ws_grams');
  }, 120_000);

  it('walks the channel btree index newest first for a list without keyword', async () => {
    const q = h.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.channel, 'news'))
      .orderBy(...newestFirst(articles.createTime, articles.id))
      .limit(20)
      .toSQL();
    const plan = (await h.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${q.sql}`, q.params)).rows.map((r) => r['QUERY PLAN']).join('\n');
    // the index gives the order: no Sort node
    expect(plan).toMatch(/Index (Only )?Scan using articles_channel_time_idx/);
    expect(plan).not.toMatch(/Sort/);
  });
});
