// Keyword search (src/db/keyword-search.ts, migration 0003_ws_grams): the n-gram function and indexes,
// the SQL it builds, and 1- and 2-character searches on 100,000 products against a plain ILIKE reference.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, ProductCard } from '@ws/api-sdk/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/config';
import { products } from '../src/db/schema';
import {
  COMMON_GRAM,
  forgetGramShares,
  GRAMS_INDEXED,
  gramShares,
  gramsIndexName,
  keywordMatch,
  keywordMatchAny,
  termGrams,
  usesTrigramIndex,
} from '../src/db/keyword-search';
import { MAX_PRODUCT_COUNT } from '../src/modules/catalogue';
import { containsPattern } from '../src/db/keyword-search';
import { call, captureQueries, explain, medianMs, useHarness } from './helpers';

const dialect = new PgDialect();

describe('keyword conditions (SQL)', () => {
  it('cuts a term into its distinct bigrams, or its one character (code points, not UTF-16 units)', () => {
    expect(termGrams('消')).toEqual(['消']);
    expect(termGrams('消防')).toEqual(['消防']);
    expect(termGrams('安全安全')).toEqual(['安全', '全安']);
    expect(termGrams('𠀀a')).toEqual(['𠀀a']);
    expect(termGrams('')).toEqual([]);
    expect(usesTrigramIndex('消防')).toBe(false);
    expect(usesTrigramIndex('a-b-c')).toBe(false);
    expect(usesTrigramIndex('消防栓')).toBe(true);
    expect(usesTrigramIndex('KN95')).toBe(true);
  });

  it('binds the term as parameters and never writes it into the SQL text', () => {
    const evil = `安'); DROP TABLE products; --`.slice(0, 2);
    for (const term of ['消', '消防', '安全 安全', "a'", '%_', evil, '消防栓', "x'; --"]) {
      const q = dialect.sqlToQuery(keywordMatch(products.name, term)!);
      expect(q.sql, term).not.toContain(term);
      if (!usesTrigramIndex(term)) expect(q.params, term).toContain(term);
      expect(q.params, term).toContain(containsPattern(term));
      if (usesTrigramIndex(term)) expect(q.sql).toBe('"products"."name" ILIKE $1');
      else expect(q.sql).toMatch(/^\(ws_grams\("products"\."name"\) @> ARRAY\[.+\]::text\[\] AND "products"\."name" ILIKE \$\d+\)$/);
    }
    // one gram per distinct bigram, cut from lower(term) in SQL
    expect(dialect.sqlToQuery(keywordMatch(products.name, '消')!).sql).toContain('ARRAY[lower($1::text)]');
    const two = dialect.sqlToQuery(keywordMatch(products.name, '安全 安全')!);
    expect(two.sql).toContain('ARRAY[substr(lower($1::text), $2::int, 2), substr(lower($3::text), $4::int, 2), substr(lower($5::text), $6::int, 2)]');
    expect(two.params).toEqual(['安全 安全', 1, '安全 安全', 2, '安全 安全', 3, '%安全 安全%']);
    // without the index: the ILIKE alone; no keyword: no condition
    expect(dialect.sqlToQuery(keywordMatch(products.name, '消', false)!).sql).toBe('"products"."name" ILIKE $1');
    expect(keywordMatch(products.name, '')).toBeUndefined();
    expect(keywordMatchAny('')).toBeUndefined();
    expect(dialect.sqlToQuery(keywordMatchAny('安', products.name, products.unit)!)).toMatchObject({
      sql: '("products"."name" ILIKE $1 OR "products"."unit" ILIKE $2)',
      params: ['%安%', '%安%'],
    });
  });
});

describe('ws_grams and the n-gram indexes', () => {
  const h = useHarness();
  const grams = async (text: string | null) =>
    (await h.query<{ g: string[] | null }>('SELECT ws_grams($1::text) AS g', [text])).rows[0]!.g;

  it('ws_grams gives the distinct 1- and 2-character substrings of lower(text)', async () => {
    expect((await grams('安全帽 AB安'))?.sort()).toEqual([' ', ' a', 'a', 'ab', 'b', 'b安', '全', '全帽', '安', '安全', '帽', '帽 '].sort());
    expect(await grams('安安安')).toEqual(expect.arrayContaining(['安', '安安']));
    expect(await grams('安安安')).toHaveLength(2);
    expect(await grams('Ä')).toEqual(['ä']);
    expect((await grams('𠀀x'))?.sort()).toEqual(['x', '𠀀', '𠀀x'].sort());
    expect(await grams('')).toEqual([]);
    expect(await grams(null)).toBeNull();
    const [fn] = (
      await h.query<{ volatile: string; lang: string }>(
        `SELECT p.provolatile AS volatile, l.lanname AS lang FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang WHERE p.proname = 'ws_grams'`,
      )
    ).rows;
    expect(fn).toEqual({ volatile: 'i', lang: 'sql' });
  });

  it('has an n-gram index next to every trigram index of a searched column, and the migration is recorded', async () => {
    const indexes = (await h.query<{ name: string; def: string }>(`SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE schemaname = 'public'`)).rows;
    const byName = new Map(indexes.map((i) => [i.name, i.def]));
    const trigram = indexes.filter((i) => i.name.endsWith('_trgm_idx')).map((i) => i.name.replace(/_trgm_idx$/, ''));
    expect(trigram.sort()).toEqual(GRAMS_INDEXED.map((c) => gramsIndexName(c).replace(/_grams_idx$/, '')).sort());
    for (const column of GRAMS_INDEXED) {
      expect(byName.get(gramsIndexName(column)), gramsIndexName(column)).toMatch(new RegExp(`USING gin \\(ws_grams\\(${column.name}\\)\\)$`));
    }
    const applied = await h.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    expect(applied.rows[0]!.n).toBe(journal.entries.length);
  });

  it('reads the most common grams from the statistics of ANALYZE (the seed ends with VACUUM ANALYZE)', async () => {
    forgetGramShares(h.db);
    const shares = await gramShares(h.db, 'companies_name_grams_idx');
    // nearly every seeded company is a 有限公司
    expect(shares.get('公司')).toBeGreaterThan(COMMON_GRAM);
    expect(shares.get('锂') ?? 0).toBe(0);
    expect(await gramShares(h.db, 'no_such_idx')).toEqual(new Map());
  });
});

describe('listproduct keyword search on 100,000 products', () => {
  const h = useHarness();

  it('answers 1- and 2-character terms exactly, through the n-gram index or the btree walk, fast', async () => {
    // eight kinds of product; every 997th a lithium model (rare 锂, 锂电), every 1,001st a KN95 mask (rare kn)
    await h.exec(`
      INSERT INTO products (company_id, name, product_type, cate_id, price, unit, stock, is_on_sale, create_time)
      SELECT 1 + (g % 28),
             CASE WHEN g % 1001 = 0 THEN 'KN95 口罩' ELSE (ARRAY['安全帽','防护手套','灭火器','应急灯','气体检测仪','急救箱','警示标识','安全鞋'])[1 + g % 8] END
             || CASE WHEN g % 997 = 0 THEN '（锂电款）' ELSE '' END || ' 型号 ' || g,
             (ARRAY['product','product','product','product','service','service','jifen'])[1 + g % 7],
             2401 + g % 5, (10 + (g::bigint * 7919) % 50000) / 10.0, '件', 100,
             CASE WHEN g % 50 = 0 THEN 0 ELSE 1 END,
             timestamp '2025-01-01 00:00:00' + g * interval '1 minute'
      FROM generate_series(1, 100000) AS g;
    `);
    await h.exec('VACUUM ANALYZE products');
    forgetGramShares(h.db);

    /** the plain reference: ILIKE alone on the products on sale, newest first */
    const reference = async (term: string, type?: string) => {
      const rows = await h.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.isOnSale, 1), type ? eq(products.productType, type) : undefined, sql`${products.name} ILIKE ${containsPattern(term)}`))
        .orderBy(desc(products.createTime), desc(products.id));
      return rows.map((r) => r.id);
    };
    const list = async (payload: Record<string, unknown>) => (await call<Page<ProductCard>>(h.app, 'listproduct', { pageSize: 20, ...payload })).data;

    const rare = ['锂', '锂电', 'kn', 'Kn', '罩'];
    const common = ['灯', '安全', '安', '42', '9'];
    const everywhere = ['型', '型号'];
    for (const term of [...rare, ...common, ...everywhere]) {
      for (const type of [undefined, 'product']) {
        const label = `${term} ${type ?? 'all'}`;
        const expected = await reference(term, type);
        const payload = { keywords: term, ...(type ? { product_types: [type] } : {}) };
        const page1 = await list(payload);
        expect(page1.total, label).toBe(Math.min(expected.length, MAX_PRODUCT_COUNT));
        expect(page1.items.map((p) => p.id), label).toEqual(expected.slice(0, 20));
        const page3 = await list({ ...payload, pageNum: 3 });
        expect(page3.items.map((p) => p.id), `${label} p3`).toEqual(expected.slice(40, 60));

        // the plans of what the call sends: never a sequential scan of the 100,000 rows for a rare term (the
        // grams index), nor for the page of a common one (the grams index or the products_list_idx walk)
        const sent = (await captureQueries(h, () => list(payload))).filter((q) => /from "products"/.test(q.sql));
        const isCount = (q: { sql: string }) => /count\(\*\)/.test(q.sql);
        const plans = await Promise.all(sent.map(async (q) => ({ count: isCount(q), plan: await explain(h, q), sql: q.sql })));
        for (const { count, plan } of plans) {
          if (rare.includes(term) || !count) expect(plan, `${label}\n${plan}`).not.toMatch(/Seq Scan on products/);
        }
        if (rare.includes(term)) expect(plans.some((p) => /Bitmap Index Scan on products_name_grams_idx/.test(p.plan)), label).toBe(true);
        // a gram in every name: the ILIKE alone (no ws_grams computed per row)
        if (everywhere.includes(term)) expect(plans.map((p) => p.sql).join('\n'), label).not.toContain('ws_grams');
        else expect(plans.map((p) => p.sql).join('\n'), label).toContain('ws_grams');

        // Timing is only a gross check (2 cores shared with other suites; the plans above are the guard)
        const { median, times } = await medianMs(() => list(payload), 5);
        const limit = rare.includes(term) ? 300 : 1000;
        expect(median, `${label}: ${times.map((t) => t.toFixed(1)).join(', ')} ms`).toBeLessThan(limit);
      }
    }
  }, 180_000);
});
