// Seed the database named by the environment (DATABASE_URL or DATA_DIR).
//   pnpm --filter @ws/api seed            seeds only when the database is empty
//   pnpm --filter @ws/api seed -- --reset empties every table first, then seeds
import { isProduction, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { isDatabaseEmpty, resetDatabase, seedDatabase } from '../seed/run';

const config = loadConfig();
const database = await openDatabase(config);
const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.dataDir}`;
try {
  if (process.argv.includes('--reset')) {
    await resetDatabase(database.db);
    console.log(`[seed] emptied every table of ${where}`);
  }
  if (await isDatabaseEmpty(database.db)) {
    // the console's demo staff have a password everybody knows: never in production
    const summary = await seedDatabase(database.db, { staff: !isProduction(config.appEnv) });
    console.log(`[seed] seeded ${where}:`);
    for (const [k, v] of Object.entries(summary)) console.log(`  ${k.padEnd(12)} ${v}`);
  } else {
    console.log(`[seed] ${where} already has data: nothing done (use --reset to start over)`);
  }
} finally {
  await database.close();
}
