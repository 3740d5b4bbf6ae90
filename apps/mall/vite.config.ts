import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appViteConfig } from '../../tooling/vite/build-plugins.mjs';

export default defineConfig(appViteConfig({ appUrl: import.meta.url, base: '/_mall/', react, devPort: 5174, previewPort: 4174 }));
