import { defineConfig } from 'drizzle-kit';

// Offline generation of the committed SQL migrations in ./drizzle (`pnpm --filter @ws/api db:generate`).
export default defineConfig({
  dialect: 'postgresql',
  driver: 'pglite',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  dbCredentials: { url: './.data/pglite' },
});
