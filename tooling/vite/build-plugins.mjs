// Build-time plugins shared by the portal and the mall (imported by their vite.config.ts).
//
// precompress(): writes `<file>.br` and `<file>.gz` next to every compressible build file, so the gateway
//   (@fastify/static `preCompressed`) and nginx (`gzip_static`) send compressed bytes without compressing
//   on each request. Brotli at quality 11 and gzip at level 9: done once per build, about 1 s here.
// screenMap(): writes `.vite/screens.json` ({ "/homePage": "src/app/routes/home/home-page.tsx", … }) from
//   the app's screen table, so the gateway can match a route to its chunk in `.vite/manifest.json` and put a
//   modulepreload of it into the page's HTML.
// appViteConfig(): the whole Vite config of an app, its own parts (base, ports, chunk groups) passed in.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files worth compressing (text formats; images and fonts other than SVG are compressed already). */
export const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|txt|xml|map|webmanifest|ico|wasm)$/i;
/** Below this size compression saves less than a TCP packet and costs a header: files stay as they are. */
export const MIN_COMPRESS_BYTES = 1024;

/** Every file under `dir` (relative paths, '/'-separated), skipping dot-folders such as `.vite`. */
const listFiles = async (dir, base = '') => {
  const out = [];
  for (const entry of await readdir(path.join(dir, base), { withFileTypes: true })) {
    const rel = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) out.push(...(await listFiles(dir, rel)));
    } else if (entry.isFile()) out.push(rel);
  }
  return out;
};

/**
 * Writes `.br` and `.gz` siblings for the compressible files of `dir` that are at least `minBytes`;
 * a variant that would not be smaller than the file is not written. Resolves with one row per file
 * considered: { file, bytes, br, gz } (br/gz: the written size, or null when not written).
 */
export const precompressDir = async (dir, { minBytes = MIN_COMPRESS_BYTES } = {}) => {
  const files = (await listFiles(dir)).filter((f) => COMPRESSIBLE.test(f));
  const rows = [];
  // Two at a time: the machines this builds on have few cores, and brotli 11 is CPU-bound.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const abs = path.join(dir, file);
      const body = await readFile(abs);
      if (body.length < minBytes) continue;
      const [b, g] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: 9 }),
      ]);
      const row = { file, bytes: body.length, br: null, gz: null };
      if (b.length < body.length) {
        await writeFile(`${abs}.br`, b);
        row.br = b.length;
      }
      if (g.length < body.length) {
        await writeFile(`${abs}.gz`, g);
        row.gz = g.length;
      }
      rows.push(row);
    }
  };
  await Promise.all([worker(), worker()]);
  return rows.sort((a, b) => a.file.localeCompare(b.file));
};

/** Vite plugin: precompressDir(outDir) once the build is written (public files included). */
export const precompress = (options = {}) => {
  let outDir = '';
  let written = false;
  return {
    name: 'ws:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      if (!written) return;
      const t0 = Date.now();
      const rows = await precompressDir(outDir, options);
      const sum = (k) => rows.reduce((s, r) => s + (r[k] ?? r.bytes), 0);
      console.log(
        `precompressed ${rows.length} files in ${Date.now() - t0} ms: ${(sum('bytes') / 1000).toFixed(1)} kB -> ${(sum('br') / 1000).toFixed(1)} kB br, ${(sum('gz') / 1000).toFixed(1)} kB gz`,
      );
    },
  };
};

/** `'/homePage': lazy(() => import('./routes/home/home-page'))` (one entry of a screen table). */
const SCREEN_ENTRY = /['"](\/[^'"]*)['"]\s*:\s*[A-Za-z_$][\w$]*\(\s*(?:async\s*)?\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The route -> import specifier pairs of a screen table's source. */
export const parseScreens = (source) => [...source.matchAll(SCREEN_ENTRY)].map((m) => ({ route: m[1], spec: m[2] }));

/** Vite plugin: `.vite/screens.json` mapping each route of `screensFile` to its module (a manifest key). */
export const screenMap = ({ screensFile = 'src/app/screens.ts' } = {}) => {
  let root = '';
  let target = '';
  /** @type {Record<string, string>} */
  let map = {};
  return {
    name: 'ws:screen-map',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      target = path.resolve(root, screensFile);
    },
    async transform(code, id) {
      if (id.split('?')[0] !== target) return null;
      map = {};
      const entries = parseScreens(code);
      const imports = (code.match(/\bimport\(/g) ?? []).length;
      if (entries.length !== imports) {
        this.warn(`${screensFile}: ${imports} lazy imports but ${entries.length} read as "'/route': lazy(() => import('…'))"; the others get no modulepreload`);
      }
      for (const { route, spec } of entries) {
        const resolved = await this.resolve(spec, id);
        if (!resolved) continue;
        map[route] = path.relative(root, resolved.id.split('?')[0]).split(path.sep).join('/');
      }
      return null;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '.vite/screens.json', source: `${JSON.stringify(map, null, 2)}\n` });
    },
  };
};

/**
 * The build options of `vite build --ssr src/entry-server.tsx`: the app's first-paint renderer that the
 * gateway runs (packages/ui render-first-paint.tsx), one self-contained file (every dependency bundled,
 * lazy screens included) in dist/.vite/server, so the dist folder stays all an app ships (the gateway
 * never serves .vite). `alias`: the app's own resolve aliases.
 */
export const firstPaintServerBuild = (alias) => ({
  resolve: { alias },
  // React's production build (the gateway sets no NODE_ENV): the development one is slower and writes
  // error stacks into the markup of a boundary that failed
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // jsdom (the DOM a server render sanitizes rich text on) reads its own files at run time: it stays a
  // package the renderer imports, not bundled.
  ssr: { noExternal: true, external: ['jsdom'], target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist/.vite/server',
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});

// @ws/validators is plain definitions (rules, messages, constants): declared free of side effects, so the
// entry, which reaches it only through the contract's request schemas (dropped from the bundle), no
// longer runs it, and its own chunk goes only to the screens with forms (about 4 kB gzipped less in
// every first load).
const VALIDATORS = /[\\/]packages[\\/]validators[\\/]src[\\/]/;
const VALIDATORS_SHARED = new Set(['core', 'rules', 'types', 'index']);
/** The chunk of a validators module: its domain's own, or the one of the shared helpers. */
const validatorsChunk = (id) => {
  if (!VALIDATORS.test(id)) return null;
  const file = path.basename(id).replace(/\.[cm]?[jt]sx?$/, '');
  return VALIDATORS_SHARED.has(file) ? 'validators' : `validators-${file}`;
};

/**
 * The Vite config of an app (portal, mall): the same build for both, so the two teams release alike. Each
 * app names what is its own: where it is served (`base`), its dev and preview ports, the chunk groups of
 * its own, and passes its React plugin (tooling/vite has no node_modules of its own). `appUrl` is the
 * app's vite.config import.meta.url: its src is '@', and react-router resolves from the app.
 * `vite build --ssr src/entry-server.tsx` builds the first-paint renderer the gateway runs instead.
 */
export const appViteConfig =
  ({ appUrl, base, react, devPort, previewPort, groups = [] }) =>
  ({ command, isSsrBuild }) => {
    // react-router's package exports give bundlers its development build (dev warnings and checks); the
    // production build is the same API without them (about 0.5 KB less gzipped JS in the entry).
    const reactRouterProduction = path.join(
      path.dirname(createRequire(appUrl).resolve('react-router/package.json')),
      'dist/production/index.mjs',
    );
    const src = { find: '@', replacement: fileURLToPath(new URL('./src', appUrl)) };
    const productionRouter = { find: /^react-router$/, replacement: reactRouterProduction };
    if (isSsrBuild) return { plugins: [react()], ...firstPaintServerBuild([src, productionRouter]) };
    return {
      // served under its own asset prefix by the gateway (DESIGN.md "One domain, two apps"); BrowserRouter
      // keeps the basename '/', and links to the other app are full page loads (AppLink)
      base,
      // screenMap: .vite/screens.json (route -> screen chunk) for the gateway's per-route modulepreload;
      // precompress: .br and .gz next to every built file (served as they are by the gateway and nginx).
      plugins: [react(), screenMap(), precompress()],
      resolve: { alias: [src, ...(command === 'build' ? [productionRouter] : [])] },
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
                // a chunk per domain's rules (account, mall, product-form …) and one of what they share, so a
                // form screen loads only its own domain's rules
                { name: validatorsChunk, debugName: 'validators', test: VALIDATORS, priority: 1 },
                { name: 'index', tags: ['$initial'] },
                ...groups,
              ],
            },
          },
        },
        chunkSizeWarningLimit: 600,
      },
      server: {
        host: '127.0.0.1',
        port: devPort,
        strictPort: true,
        // HMR goes through the gateway's port (it proxies the app's prefix with websockets); leave server.origin unset.
        ws: { clientPort: 8080 },
      },
      preview: { host: '127.0.0.1', port: previewPort, strictPort: true },
    };
  };
