// Keyword search on titles and names, for every list that has a keyword (README "Search").
//
// Chinese has no spaces between words, so a term is matched as a substring: column ILIKE '%term%', with the
// term trimmed, cut at MAX_KEYWORD (contract) characters and its %, _ and \ escaped (containsPattern). Correct for every
// length, including 1- and 2-character terms such as 消 or 消防; case-insensitive.
//
// Speed, by the term (both indexes exist on every searched title/name column of a large table, GRAMS_INDEXED):
// - a run of 3+ letters or digits: the pg_trgm GIN index (<table>_<column>_trgm_idx) answers the ILIKE itself.
// - otherwise (消, 消防, 安全, a-b): pg_trgm has no trigram for it. The n-gram GIN index
//   (<table>_<column>_grams_idx on ws_grams(column), migration 0003_ws_grams: the distinct 1- and 2-character
//   substrings of lower(column)) finds the rows containing all of the term's bigrams (or its one character),
//   and the ILIKE rechecks them, so the answer is exactly the ILIKE's.
// Both are plain conditions the planner weighs with the statistics of ANALYZE: for a common character it
// walks the list's newest-first btree index instead and stops at the page's LIMIT.
//
// One exception, decided here: a gram found in most rows (COMMON_GRAM, e.g. 公司 in company names) gets the
// ILIKE alone. The n-gram index cannot narrow such a term, and when the planner then reads the rows without
// it (a count over a sequential scan) it would compute ws_grams(column) for every row: tens of milliseconds
// per thousand rows (6 s for 100,000 titles in PGlite), where the ILIKE alone takes 65 ms.
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { articles, companies, experts, media, products, trainings, users } from './schema';

/** A LIKE pattern matching `term` literally anywhere (%, _ and \ escaped). */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;


/** Whether pg_trgm can extract at least one trigram from the term (a run of 3+ letters or digits). */
export const usesTrigramIndex = (term: string): boolean => /[\p{L}\p{N}]{3,}/u.test(term);

/** The searched columns with an n-gram index (migration 0003_ws_grams; db/schema/columns.ts gramsIndex). */
export const GRAMS_INDEXED: AnyPgColumn[] = [articles.title, companies.name, experts.name, media.name, products.name, trainings.name, users.name];

/** The name of a column's n-gram index: <table>_<column>_grams_idx. */
export const gramsIndexName = (column: AnyPgColumn): string => `${getTableName(column.table)}_${column.name}_grams_idx`;

/** The grams a term without a trigram is looked up by: its distinct bigrams, or its one character. */
export function termGrams(term: string): string[] {
  const chars = [...term];
  if (chars.length <= 1) return chars;
  return [...new Set(chars.slice(1).map((c, i) => chars[i]! + c))];
}

/**
 * The WHERE part for a keyword on a title/name column, or undefined when there is no keyword.
 * `grams`: look a term without a trigram up in the column's n-gram index (false: the ILIKE alone).
 *
 * The grams are cut from lower(term) in SQL (the same lower() as ws_grams and ILIKE use, whatever the
 * database's locale): ARRAY[substr(lower($1), 1, 2), …], all from the bound term. The planner folds that to
 * a constant array, so it sees which grams are asked and weighs them with the index statistics.
 */
export function keywordMatch(column: AnyPgColumn, term: string, grams = true): SQL | undefined {
  if (!term) return undefined;
  const like = sql`${column} ILIKE ${containsPattern(term)}`;
  if (!grams || usesTrigramIndex(term)) return like;
  const chars = [...term];
  const lowered = sql`lower(${term}::text)`;
  const wanted =
    chars.length === 1
      ? lowered
      : sql.join(
          firstPositions(chars).map((i) => sql`substr(${lowered}, ${i}::int, 2)`),
          sql`, `,
        );
  return sql`(ws_grams(${column}) @> ARRAY[${wanted}]::text[] AND ${like})`;
}

/** The 1-based position of each distinct bigram's first occurrence. */
function firstPositions(chars: string[]): number[] {
  const seen = new Set<string>();
  const positions: number[] = [];
  for (let i = 1; i < chars.length; i++) {
    const gram = chars[i - 1]! + chars[i]!;
    if (!seen.has(gram)) positions.push(i);
    seen.add(gram);
  }
  return positions;
}

/** A gram in at least this share of a column's rows is too common for the n-gram index (see the top). */
export const COMMON_GRAM = 0.5;

/**
 * The WHERE part for a keyword on a title/name column (keywordMatch), with the n-gram index unless the
 * term's rarest gram is in COMMON_GRAM or more of the rows by the column's statistics.
 */
export async function keywordFilter(db: Db, column: AnyPgColumn, term: string): Promise<SQL | undefined> {
  if (!term || usesTrigramIndex(term) || !GRAMS_INDEXED.includes(column)) return keywordMatch(column, term, false);
  const shares = await gramShares(db, gramsIndexName(column));
  // JS lower case here only picks the plan; the SQL condition lowers in the database
  const rarest = Math.min(...termGrams(term.toLowerCase()).map((g) => shares.get(g) ?? 0));
  return keywordMatch(column, term, rarest < COMMON_GRAM);
}

/** How long the statistics read by gramShares are reused. */
const STATS_TTL_MS = 60_000;
const statsCache = new WeakMap<Db, Map<string, { at: number; shares: Promise<Map<string, number>> }>>();

/**
 * The share of rows containing each of the most common grams of an n-gram index (pg_stats: the index
 * expression's most_common_elems, gathered by ANALYZE; empty before any). Cached per database for a minute.
 */
export function gramShares(db: Db, index: string): Promise<Map<string, number>> {
  let perDb = statsCache.get(db);
  if (!perDb) statsCache.set(db, (perDb = new Map()));
  const cached = perDb.get(index);
  if (cached && Date.now() - cached.at < STATS_TTL_MS) return cached.shares;
  const shares = readGramShares(db, index);
  perDb.set(index, { at: Date.now(), shares });
  return shares;
}

/** Forget the cached statistics of a database (after ANALYZE). */
export const forgetGramShares = (db: Db): void => {
  statsCache.delete(db);
};

async function readGramShares(db: Db, index: string): Promise<Map<string, number>> {
  type Row = { elems: string[] | null; freqs: number[] | null };
  try {
    const result = (await db.execute(sql`
      SELECT most_common_elems::text::text[] AS elems, most_common_elem_freqs AS freqs
      FROM pg_stats
      WHERE schemaname = current_schema() AND tablename = ${index} AND attname = 'ws_grams'`)) as unknown as { rows: Row[] };
    const [row] = result.rows;
    const shares = new Map<string, number>();
    row?.elems?.forEach((gram, i) => shares.set(gram, row.freqs?.[i] ?? 0));
    return shares;
  } catch {
    // no statistics to read: use the index (the planner still weighs it)
    return new Map();
  }
}

/**
 * The keyword on any of several columns (plain ILIKEs: an OR can only use indexes when every column has one,
 * so this is for small tables, e.g. experts' name, expertise and title).
 */
export function keywordMatchAny(term: string, ...columns: AnyPgColumn[]): SQL | undefined {
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return sql`(${sql.join(
    columns.map((c) => sql`${c} ILIKE ${pattern}`),
    sql` OR `,
  )})`;
}
