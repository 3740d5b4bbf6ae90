// Opening the database: embedded PGlite (a data folder or memory://) or PostgreSQL via node-postgres when
// DATABASE_URL is set. Both run the same committed migrations (drizzle/) at start.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/**
 * The committed migrations, apps/api/drizzle (src/db imports only src/kernel): the nearest `drizzle` folder
 * above this module, which is src/db in development and the one bundle (dist/main.mjs) in a release.
 */
const MIGRATIONS_DIR = ((): string => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++, dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return path.join(dir, 'drizzle');
  }
  return fileURLToPath(new URL('../../drizzle', import.meta.url));
})();

export type Schema = typeof schema;
/** The one database type handlers use (both drivers are PgDatabase). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** the embedded instance (tests dump and restore it) */
  pglite: PGlite | null;
  close(): Promise<void>;
}

export const MEMORY = 'memory://';

/** Make a PGlite instance with pg_trgm; creates the parent folders of a data folder first. */
export async function createPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<PGlite> {
  const dataDir = options.dataDir ?? MEMORY;
  if (!dataDir.includes('://')) mkdirSync(path.resolve(dataDir), { recursive: true });
  return PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
}

/** Wrap an existing PGlite instance (migrations are not run; see migrateDatabase). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

/**
 * The session advisory lock that makes PostgreSQL migrations one process at a time ('ws_migr' in ASCII):
 * API processes started together take turns; the second finds every migration applied and does nothing.
 */
export const MIGRATION_LOCK_KEY = 0x77735f6d69677200n;

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  // PostgreSQL: several API processes may start at the same moment. One dedicated connection holds
  // pg_advisory_lock around drizzle's migrator (which runs on the pool); the others wait for it, then find
  // nothing left to apply. The lock goes with the connection if the process dies half-way.
  const client = (database.db as unknown as { $client: pg.Pool | pg.Client }).$client;
  if (!(client instanceof pg.Pool)) {
    // one connection (a pg.Client): the lock and the migrator share it
    await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY.toString()]);
    }
    return;
  }
  const lockClient = await client.connect();
  let broken = false;
  try {
    await lockClient.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY.toString()]).catch(() => {
        broken = true;
      });
    }
  } finally {
    // a connection whose unlock failed is closed, not pooled with the lock still held
    lockClient.release(broken);
  }
}

/**
 * Connections each API process keeps to PostgreSQL (DATABASE_POOL_MAX, 1–100, default 10): every process's
 * pool counts against the server's max_connections, and more connections than the database's cores only
 * queue inside PostgreSQL instead of in the pool.
 */
export const poolMaxFromEnv = (value: string | undefined): number => {
  const n = Number(value?.trim());
  return Number.isInteger(n) && n >= 1 && n <= 100 ? n : 10;
};

/**
 * Open (and migrate) the database the environment names. `wrapPglite`: what drizzle talks to instead of
 * the PGlite instance itself (the running server puts its gate there: http/db-gate.ts).
 */
export async function openDatabase(options: { databaseUrl: string | null; dataDir: string; wrapPglite?: (client: PGlite) => PGlite }): Promise<Database> {
  let database: Database;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: poolMaxFromEnv(process.env.DATABASE_POOL_MAX) });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    database = { db, kind: 'postgres', pglite: null, close: () => pool.end() };
  } else {
    const client = await createPglite({ dataDir: options.dataDir });
    database = options.wrapPglite ? { ...fromPglite(options.wrapPglite(client)), pglite: client, close: () => client.close() } : fromPglite(client);
  }
  await migrateDatabase(database);
  return database;
}
