// Start the API server: open (and migrate) the database, optionally seed it, listen.
//   tsx src/main.ts [--seed-if-empty]
import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { ASSETS_DIR, loadConfig } from './config';
import { openDatabase } from './db/client';
import { isDatabaseEmpty, seedDatabase } from './seed/run';

const config = loadConfig();
const database = await openDatabase(config);

if (process.argv.includes('--seed-if-empty') && (await isDatabaseEmpty(database.db))) {
  const summary = await seedDatabase(database.db);
  console.log(`[api] seeded an empty database: ${JSON.stringify(summary)}`);
}

mkdirSync(config.uploadDir, { recursive: true });
const app = await buildApp({ db: database.db, appEnv: config.appEnv, logLevel: config.logLevel, fileRoots: [ASSETS_DIR, config.uploadDir] });

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `[api] listening on http://${config.host}:${config.port} (${database.kind}${database.kind === 'pglite' ? ` ${config.dataDir}` : ''}, APP_ENV=${config.appEnv})`,
  );
} catch (err) {
  console.error(err);
  await database.close();
  process.exit(1);
}
