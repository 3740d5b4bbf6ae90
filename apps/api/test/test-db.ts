// Which database the API suite runs on: PGlite by default, a throwaway PostgreSQL server with
// WS_TEST_DB=postgres (scripts/test-all.mjs runs the suite both ways). Shared by global-setup and helpers.
export const TEST_DB: 'pglite' | 'postgres' = process.env.WS_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
/** For the few tests that look inside PGlite itself (its query spy, plans of its planner). */
export const onPostgres = TEST_DB === 'postgres';
/** The template database's name on the throwaway server. */
export const PG_TEMPLATE = 'ws_seeded';
