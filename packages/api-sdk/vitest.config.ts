import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['@ws/vitest-config/setup-dom'],
    // *.test-d.ts hold compile-time assertions (expectTypeOf, @ts-expect-error): vitest checks them with tsc
    // and reports each failed assertion as a failed test.
    typecheck: { enabled: true, checker: 'tsc', include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
