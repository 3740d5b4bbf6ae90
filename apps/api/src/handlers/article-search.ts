// Keyword search on article titles (listarticle `keywords`; README "Search").
//
// Chinese has no spaces between words, so a term is matched as a substring: title ILIKE '%term%', with
// the term's %, _ and \ escaped (containsPattern). Correct for every length, including 1- and
// 2-character terms such as 消 or 消防.
//
// Speed: the trigram GIN index articles_title_trgm_idx (pg_trgm) answers ILIKE '%…%' when the term has a
// run of 3 or more letters/digits (pg_trgm builds trigrams from those only). A shorter term yields no
// trigram: a GIN scan would then read the whole index, so the filter is written on an expression the
// index does not cover, and the planner walks the channel/category btree index
// (articles_channel_time_idx, articles_cate_time_idx: newest first) and stops at the page's LIMIT.
import { sql, type SQL } from 'drizzle-orm';
import { articles } from '../db/schema';
import { containsPattern } from '../http/parse';

/** Longest keyword accepted (longer input is cut). */
export const MAX_KEYWORD = 50;

/** Whether pg_trgm can extract at least one trigram from the term (a run of 3+ letters or digits). */
export const usesTrigramIndex = (term: string): boolean => /[\p{L}\p{N}]{3,}/u.test(term);

/** The WHERE part for a title keyword, or undefined when there is none. */
export function articleTitleSearch(term: string): SQL | undefined {
  if (!term) return undefined;
  const pattern = containsPattern(term);
  if (usesTrigramIndex(term)) return sql`${articles.title} ILIKE ${pattern}`;
  // `title || ''` is the same text, but not the indexed expression: keeps 1–2 character terms off the GIN index
  return sql`(${articles.title} || '') ILIKE ${pattern}`;
}
