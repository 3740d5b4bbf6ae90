import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstPaintServerBuild, precompress, screenMap } from '../../tooling/vite/build-plugins.mjs';

// react-router's package exports give bundlers its development build (dev warnings and checks); the
// production build is the same API without them (about 0.5 KB less gzipped JS in the entry).
const require = createRequire(import.meta.url);
const reactRouterProduction = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');

// @ws/validators is plain definitions (rules, messages, constants): declared free of side effects, so the
// entry, which reaches it only through the contract's request schemas (dropped from the bundle), no
// longer runs it, and its own chunk goes only to the screens with forms (about 4 kB gzipped less in
// every first load).
const VALIDATORS = /[\\/]packages[\\/]validators[\\/]src[\\/]/;

// The mall is served under its own asset prefix by the gateway (DESIGN.md "One domain, two apps");
// BrowserRouter keeps the basename '/'. Cross-app links are full page loads (AppLink).
// `vite build --ssr src/entry-server.tsx` builds the first-paint renderer the gateway runs instead.
export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? { plugins: [react()], ...firstPaintServerBuild([{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, { find: /^react-router$/, replacement: reactRouterProduction }]) }
    : {
        base: '/_mall/',
        // screenMap: .vite/screens.json (route -> screen chunk) for the gateway's per-route modulepreload;
        // precompress: .br and .gz next to every built file (served as they are by the gateway and nginx).
        plugins: [react(), screenMap(), precompress()],
        resolve: {
          alias: [
            { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
            ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
          ],
        },
        build: {
          target: 'es2022',
          // scripts/budget.mjs reads dist/.vite/manifest.json (entry + the route's screen chunk and their imports)
          manifest: true,
          // Chrome/Edge 66+, Firefox 115+ and Safari 17+ preload modules natively. Without Vite's polyfill an
          // older browser still runs everything, it only fetches a lazy chunk's imports after the chunk.
          modulePreload: { polyfill: false },
          rolldownOptions: {
            treeshake: { moduleSideEffects: [{ test: VALIDATORS, sideEffects: false }] },
            output: {
              // Everything the entry imports statically goes into the entry chunk itself: rolldown would
              // otherwise split it into several small shared chunks (jsx runtime, Mantine hooks …) that the
              // first load fetches anyway, each with its own wrapper and import glue (about 4 KB gzipped on
              // /homePage). Lazy screens and lazy pieces keep their own chunks (route-level splitting).
              codeSplitting: {
                groups: [
                  // before the entry's group: every module the entry reaches statically would otherwise join it
                  { name: 'validators', test: VALIDATORS, priority: 1 },
                  { name: 'index', tags: ['$initial'] },
                ],
              },
            },
          },
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
      }
);
