// Make one migrated and seeded database, dump it to a file, and tell the test files where it is.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, fromPglite, migrateDatabase } from '../src/db/client';
import { seedDatabase } from '../src/seed/run';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDump: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ws-api-test-'));
  const pglite = await createPglite();
  const database = fromPglite(pglite);
  await migrateDatabase(database);
  await seedDatabase(database.db);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('seededDump', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
