import { defineConfig } from 'vitest/config';

// One migrated + seeded PGlite database is made in globalSetup and dumped; each test file restores it
// (TOOLCHAIN.md "PGlite in vitest").
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
