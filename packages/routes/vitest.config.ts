import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // *.test-d.ts hold compile-time assertions (expectTypeOf, @ts-expect-error): vitest checks them with tsc
    // and reports each failed assertion as a failed test.
    typecheck: { enabled: true, checker: 'tsc', include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
