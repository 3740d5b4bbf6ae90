import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appViteConfig } from '../../tooling/vite/build-plugins.mjs';

// The operations console: released on its own under /_admin/ (the gateway serves it for /admin and below).
export default defineConfig(appViteConfig({ appUrl: import.meta.url, base: '/_admin/', react, devPort: 5175, previewPort: 4175 }));
