import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The portal is served under its own asset prefix by the gateway (DESIGN.md "One domain, two apps");
// BrowserRouter keeps the basename '/'.
export default defineConfig({
  base: '/_portal/',
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    manifest: true,
    // The budget script reads dist/.vite/manifest.json; keep chunk names readable in its report.
    chunkSizeWarningLimit: 600,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // HMR goes through the gateway's port (it proxies /_portal/* with websockets); leave server.origin unset.
    ws: { clientPort: 8080 },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
