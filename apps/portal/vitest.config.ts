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
        'src/features/auth/components/forget-password-page.test.tsx',
        'src/features/articles/components/article-detail-page.test.tsx',
        'src/shared/defer-until-visible.test.tsx',
        'src/app/routes/home/home-page.test.tsx',
        'src/features/home/components/vertical-ticker.test.tsx',
      ],
    }),
    environment: 'jsdom',
    globals: true,
    setupFiles: ['@ws/vitest-config/setup-dom', './src/testing/setup-msw.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
