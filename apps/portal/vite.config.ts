import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appViteConfig } from '../../tooling/vite/build-plugins.mjs';

// The small display helpers of @ws/ui that nearly every portal screen uses (PageContainer, QueryState with
// Empty and its skeleton, formatDateTime): one chunk instead of four.
const UI_COMMON = /[\\/]packages[\\/]ui[\\/]src[\\/](data[\\/](query-state|empty|skeleton|data\.module)|layout[\\/](page-container|page\.module)|utils[\\/]format-date-time)\./;

export default defineConfig(
  appViteConfig({ appUrl: import.meta.url, base: '/_portal/', react, devPort: 5173, previewPort: 4173, groups: [{ name: 'ui-common', test: UI_COMMON }] }),
);
