-- Fast 1- and 2-character keyword search (README "Search"). pg_trgm only indexes runs of 3+ letters or digits,
-- so a short Chinese term (消, 消防) has no trigram. ws_grams(text) gives the distinct 1- and 2-character
-- substrings of lower(text); a GIN index on it finds the rows that contain a term's bigrams (or its single
-- character), and the query's ILIKE rechecks them (handlers/keyword-search.ts). Pure SQL, IMMUTABLE (the same
-- text always gives the same grams), so it can be indexed on PGlite and on PostgreSQL 15+.
CREATE OR REPLACE FUNCTION ws_grams(text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(DISTINCT substr(s.t, i, n)), '{}'::text[])
  FROM (SELECT lower($1) AS t) AS s,
       generate_series(1, char_length(s.t)) AS i,
       (VALUES (1), (2)) AS k(n)
  WHERE i + n - 1 <= char_length(s.t)
$$;
--> statement-breakpoint
CREATE INDEX "articles_title_grams_idx" ON "articles" USING gin (ws_grams("title"));--> statement-breakpoint
CREATE INDEX "companies_name_grams_idx" ON "companies" USING gin (ws_grams("name"));--> statement-breakpoint
CREATE INDEX "experts_name_grams_idx" ON "experts" USING gin (ws_grams("name"));--> statement-breakpoint
CREATE INDEX "media_name_grams_idx" ON "media" USING gin (ws_grams("name"));--> statement-breakpoint
CREATE INDEX "products_name_grams_idx" ON "products" USING gin (ws_grams("name"));--> statement-breakpoint
CREATE INDEX "trainings_name_grams_idx" ON "trainings" USING gin (ws_grams("name"));--> statement-breakpoint
-- statistics of the new index expressions (most common grams) for the planner, on a database that already has rows
ANALYZE "articles", "companies", "experts", "media", "products", "trainings";
