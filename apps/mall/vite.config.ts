import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The mall is served under its own asset prefix by the gateway (DESIGN.md "One domain, two apps");
// BrowserRouter keeps the basename '/'. Cross-app links are full page loads (AppLink).
export default defineConfig({
  base: '/_mall/',
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    // scripts/budget.mjs reads dist/.vite/manifest.json (entry + the /cart screen chunk)
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    host: '127.0.0.1',
    port: 5174,
    strictPort: true,
    // HMR goes through the gateway's port (it proxies /_mall/* with websockets); leave server.origin unset.
    ws: { clientPort: 8080 },
  },
  preview: { host: '127.0.0.1', port: 4174, strictPort: true },
});
