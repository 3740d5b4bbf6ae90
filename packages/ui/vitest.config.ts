import { defineConfig } from 'vitest/config';
import { domProjects } from '@ws/vitest-config/dom-projects';

export default defineConfig({
  test: {
    projects: domProjects({
      isolated: [
        'src/session/use-logout.test.tsx',
        'src/providers/app-providers.test.tsx',
        'src/app/render-first-paint.node.test.tsx',
        'src/payment/pay-qr-dialog.test.tsx',
        'src/payment/mobile-pay.test.tsx',
        'src/rich-text/server-render.test.tsx',
        'src/rich-text/server-rich-text.node.test.tsx',
      ],
      typecheck: true,
    }),
    environment: 'jsdom',
    globals: true,
    setupFiles: ['@ws/vitest-config/setup-dom'],
    // *.test-d.ts hold compile-time assertions (expectTypeOf, @ts-expect-error): vitest checks them with tsc
    // and reports each failed assertion as a failed test.
    typecheck: { enabled: true, checker: 'tsc', include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
