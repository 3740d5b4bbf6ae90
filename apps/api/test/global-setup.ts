// Make one migrated and seeded database and tell the test files where it is: a PGlite dump in a file, or,
// with WS_TEST_DB=postgres, a template database on a throwaway PostgreSQL server (test/helpers.ts copies it
// per harness). Prints which database the suite runs on.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { createPglite, fromPglite, migrateDatabase, openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/seed/run';
import { PG_TEMPLATE, TEST_DB } from './test-db';
import { havePgBinaries, startPgServer } from './pg-server';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDump: string;
    /** the throwaway server (postgres://…/postgres) when WS_TEST_DB=postgres, else '' */
    pgUrl: string;
  }
}

async function setupPostgres(project: TestProject) {
  if (!havePgBinaries) throw new Error('WS_TEST_DB=postgres needs the PostgreSQL 15 binaries (apt-get install -y postgresql)');
  const server = await startPgServer();
  try {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${PG_TEMPLATE}"`);
    await admin.end();
    const url = new URL(server.url);
    url.pathname = `/${PG_TEMPLATE}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    await seedDatabase(database.db, { demoShop: false });
    await database.close();
  } catch (err) {
    server.stop();
    throw err;
  }
  console.log(`API suite on PostgreSQL 15 (throwaway server ${new URL(server.url).host}; one database per harness)`);
  project.provide('seededDump', '');
  project.provide('pgUrl', server.url);
  return () => server.stop();
}

export default async function setup(project: TestProject) {
  if (TEST_DB === 'postgres') return setupPostgres(project);
  console.log('API suite on PGlite (in memory; WS_TEST_DB=postgres runs it on PostgreSQL)');
  project.provide('pgUrl', '');
  const dir = mkdtempSync(path.join(tmpdir(), 'ws-api-test-'));
  const pglite = await createPglite();
  const database = fromPglite(pglite);
  await migrateDatabase(database);
  await seedDatabase(database.db, { demoShop: false });
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('seededDump', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
