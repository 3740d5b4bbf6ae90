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
        'src/app/menu.test.tsx',
        'src/shared/session/session.test.tsx',
      ],
    }),
    environment: 'jsdom',
    globals: true,
    setupFiles: ['@ws/vitest-config/setup-dom', './src/testing/setup-msw.ts', './src/testing/setup-chart.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
