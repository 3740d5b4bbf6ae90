import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { domProjects } from '@ws/vitest-config/dom-projects';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    projects: domProjects({
      isolated: [
        'src/features/merchant-goods/components/goods-edit-page.test.tsx',
        'src/features/merchant-stats/components/export-orders.test.tsx',
        'src/features/merchant-stats/components/merchant-stats-page.test.tsx',
        'src/features/merchant-stats/components/stats-chart-box.test.tsx',
      ],
    }),
    environment: 'jsdom',
    globals: true,
    setupFiles: ['@ws/vitest-config/setup-dom', './src/testing/setup-msw.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
