#!/usr/bin/env node
// Bundle budgets (DESIGN.md "Budgets"): builds portal, mall and the operations console (admin), then from
// each dist/.vite/manifest.json adds up the gzip size of what a first load needs: the index.html entry chunk
// and its static imports (recursively), plus the lazily loaded screen of the route and its static imports,
// and their CSS.
//   - portal: /homePage (PORTAL_HOME_MODULE)
//   - mall:   /funeng, /enable, /enableInfo, /cart and the merchant workbench (MALL_BUDGET_ROUTES, each at
//             most 140 kB: the route's screen from dist/.vite/screens.json, the entry alone while a route has
//             no screen), and every other mall screen ("any mall route")
//   - admin:  /admin/login and /admin/reviews (ADMIN_BUDGET_ROUTES, the screens from screens.json; a missing
//             one is an error), and every other console screen
// Fails (exit 1) when a measured route needs more than its limit (180 kB, the mall routes above 140 kB) of
// gzipped JS, naming the route and the figure. The aims (125 kB JS,
// 20 kB CSS) are printed for information. Sizes in kB = 1000 bytes, gzip at zlib's default level
// (what Vite prints). Beside them, what a first load transfers: the size of each file as the gateway
// sends it, i.e. its precompressed `.br` sibling (tooling/vite/build-plugins.mjs), or the file itself
// when it has none; a first-load file of 1 kB or more without a `.br` fails the check (it would go out
// uncompressed from nginx, and compressed on every request by the gateway).
// Flags: --no-build (measure existing dist folders), --json (machine-readable).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The screen module of /homePage in the portal (TEAM-BRIEF: the budget script measures it). */
export const PORTAL_HOME_MODULE = 'src/app/routes/home/home-page.tsx';
/** The screen module of /cart in the mall (see apps/mall/src/app/router). Falls back to any routes/**cart* module. */
export const MALL_CART_MODULE = 'src/app/routes/cart/cart-page.tsx';
/** Where route screens live in both apps. */
export const ROUTES_DIR = 'src/app/routes/';

export const MAX_JS_KB = 180;
/** The mall's storefront routes (the ones a visitor lands on from the portal) and their tighter limit. */
export const MALL_BUDGET_ROUTES = [
  '/funeng',
  '/enable',
  '/enableInfo',
  '/cart',
  // the merchant workbench on the light controls and form hook of @ws/ui (no Mantine in their first load);
  // its two forms load their validation rules (and the product form its lower sections) after first paint
  '/merchant',
  '/merchantOrders',
  '/OrdersExpressEdit',
  '/merchantDeliveryNote',
  '/merchantAfterSales',
  '/merchantRemarks',
  '/merchantStats',
  '/merchantGoods',
  '/merchantGoodsEdit',
];
export const MALL_ROUTE_MAX_JS_KB = 140;
/** The operations console's measured routes (its login and its first work screen), at most MAX_JS_KB each. */
export const ADMIN_BUDGET_ROUTES = ['/admin/login', '/admin/reviews'];
/** The apps every screen of which is held to the limit (not only the routes measured in detail). */
export const ENFORCE_ALL = ['mall', 'admin'];
/** The apps the budget builds and measures. */
export const BUDGET_APPS = ['portal', 'mall', 'admin'];
export const TARGET_JS_KB = 125;
export const TARGET_CSS_KB = 20;
/** Files below this size are not precompressed (tooling/vite/build-plugins.mjs MIN_COMPRESS_BYTES). */
export const PRECOMPRESS_MIN_BYTES = 1024;

const kb = (bytes) => bytes / 1000;
const fmt = (bytes) => kb(bytes).toFixed(1);

/** The parsed .vite/manifest.json of a dist folder, or null. */
export const readManifest = (distDir) => {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8'));
};

/** The build's route -> screen module map (.vite/screens.json, written from the app's screens.ts), or null. */
export const readScreens = (distDir) => {
  const file = path.join(distDir, '.vite', 'screens.json');
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8'));
};

/** The manifest key of the HTML entry (index.html). */
export const entryKey = (manifest) => {
  if (manifest['index.html']) return 'index.html';
  const keys = Object.keys(manifest);
  return keys.find((k) => manifest[k].isEntry && k.endsWith('.html')) ?? keys.find((k) => manifest[k].isEntry) ?? null;
};

/** The manifest key of a source module (its key, or the chunk whose `src` is it). */
export const chunkKeyOf = (manifest, src) => {
  if (manifest[src]) return src;
  return Object.keys(manifest).find((k) => manifest[k].src === src) ?? null;
};

/** All route screen modules (dynamic entries under src/app/routes/). */
export const routeModules = (manifest) =>
  Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry === true && (manifest[k].src ?? k).startsWith(ROUTES_DIR))
    .filter((k) => /\.[cm]?[jt]sx?$/.test(manifest[k].src ?? k))
    .sort();

/** JS and CSS files of the given chunks and everything they import statically. */
export const closure = (manifest, keys) => {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    else js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
};

const sizeCache = new Map();
/** gzip size of a dist file (cached). */
export const gzipBytes = (distDir, file) => {
  const abs = path.join(distDir, file);
  const st = statSync(abs);
  const key = `${abs}:${st.size}:${st.mtimeMs}`;
  if (!sizeCache.has(key)) sizeCache.set(key, gzipSync(readFileSync(abs)).length);
  return sizeCache.get(key);
};

/** What the gateway sends for a dist file: { bytes: its .br size (or its own size without one), br: has a .br }. */
export const sentBytes = (distDir, file) => {
  const abs = path.join(distDir, file);
  if (existsSync(`${abs}.br`)) return { bytes: statSync(`${abs}.br`).size, br: true };
  return { bytes: statSync(abs).size, br: false };
};

/**
 * Measure the first load of one route: { route, module, js: [{file, gz, sent, br, raw}], css: [...],
 * jsBytes, cssBytes (gzip), jsSent, cssSent (as transferred) }.
 */
export const measureRoute = (distDir, manifest, { route, module, maxJsKb, note }) => {
  const entry = entryKey(manifest);
  if (!entry) throw new Error(`${distDir}: the manifest has no entry`);
  const keys = [entry];
  if (module) {
    const key = chunkKeyOf(manifest, module);
    if (!key) throw new Error(`${distDir}: no chunk for ${module} in the manifest`);
    keys.push(key);
  }
  const { js, css } = closure(manifest, keys);
  const rows = (files) =>
    files
      .map((file) => {
        const sent = sentBytes(distDir, file);
        return { file, gz: gzipBytes(distDir, file), sent: sent.bytes, br: sent.br, raw: statSync(path.join(distDir, file)).size };
      })
      .sort((a, b) => b.gz - a.gz);
  const jsRows = rows(js);
  const cssRows = rows(css);
  const sum = (list, key) => list.reduce((s, r) => s + r[key], 0);
  return {
    route,
    module: module ?? null,
    ...(maxJsKb !== undefined ? { maxJsKb } : {}),
    ...(note ? { note } : {}),
    js: jsRows,
    css: cssRows,
    jsBytes: sum(jsRows, 'gz'),
    cssBytes: sum(cssRows, 'gz'),
    jsSent: sum(jsRows, 'sent'),
    cssSent: sum(cssRows, 'sent'),
  };
};

/** Pick the mall's /cart module: the constant, else a routes/**cart* module, else the heaviest route. */
export const pickCartModule = (distDir, manifest) => {
  if (chunkKeyOf(manifest, MALL_CART_MODULE)) return { module: MALL_CART_MODULE, how: 'constant' };
  const mods = routeModules(manifest).map((k) => manifest[k].src ?? k);
  const cart = mods.find((m) => /(^|\/)cart[^/]*\.[jt]sx?$/i.test(m)) ?? mods.find((m) => /\/cart\//i.test(m));
  if (cart) return { module: cart, how: 'found by name' };
  if (mods.length === 0) return { module: null, how: 'no route modules: entry only' };
  const heaviest = mods
    .map((m) => ({ m, bytes: measureRoute(distDir, manifest, { route: m, module: m }).jsBytes }))
    .sort((a, b) => b.bytes - a.bytes)[0];
  return { module: heaviest.m, how: 'heaviest route (no cart module found)' };
};

/**
 * The mall's budget routes with their modules: from screens.json; /cart falls back to pickCartModule; a
 * route without a screen in this build is measured as the entry alone (its page shows 即将上线), with a note.
 */
export const mallBudgetRoutes = (distDir, manifest, { routes = MALL_BUDGET_ROUTES, maxJsKb = MALL_ROUTE_MAX_JS_KB } = {}) => {
  const screens = readScreens(distDir) ?? {};
  return routes.map((route) => {
    const mod = screens[route];
    if (mod && chunkKeyOf(manifest, mod)) return { route, module: mod, maxJsKb };
    if (route === '/cart') {
      const { module, how } = pickCartModule(distDir, manifest);
      return { route, module, maxJsKb, ...(how === 'constant' ? {} : { note: `${MALL_CART_MODULE} not in the build: measured ${module ?? 'the entry'} (${how})` }) };
    }
    return { route, module: null, maxJsKb, note: 'no screen in this build yet: the entry alone' };
  });
};

/**
 * The console's budget routes with their screen modules (screens.json): a route without a screen in the build
 * is an error, never a pass (the console has no 即将上线 screens).
 */
export const adminBudgetRoutes = (distDir, manifest, { routes = ADMIN_BUDGET_ROUTES, maxJsKb = MAX_JS_KB } = {}) => {
  const screens = readScreens(distDir) ?? {};
  return routes.map((route) => {
    const mod = screens[route];
    if (!mod || !chunkKeyOf(manifest, mod)) throw new Error(`${distDir}: no screen for ${route} in .vite/screens.json and the manifest (apps/admin/src/app/screens.ts)`);
    return { route, module: mod, maxJsKb };
  });
};

/**
 * Measure an app. `routes`: [{ route, module }] measured in detail; `allRoutes`: also measure every
 * route module (totals only). Returns { app, detailed: [...], all: [...] }.
 */
export const measureApp = ({ app, distDir, routes, allRoutes = true }) => {
  const manifest = readManifest(distDir);
  if (!manifest) throw new Error(`${path.join(distDir, '.vite', 'manifest.json')} is missing: build with build.manifest: true`);
  const resolved = routes.flatMap((r) => (typeof r === 'function' ? r(distDir, manifest) : r));
  const detailed = resolved.map((r) => measureRoute(distDir, manifest, r));
  const all = allRoutes
    ? routeModules(manifest).map((k) => measureRoute(distDir, manifest, { route: manifest[k].src ?? k, module: manifest[k].src ?? k }))
    : [];
  return { app, detailed, all };
};

/**
 * Routes over their limit: [{ app, route, jsBytes, maxJsKb }]. A measured route's own maxJsKb wins over
 * `maxJsKb`. `enforceAll`: apps whose every route counts.
 */
export const overBudget = (results, { maxJsKb = MAX_JS_KB, enforceAll = ENFORCE_ALL } = {}) => {
  const over = [];
  for (const r of results) {
    const measured = [...r.detailed, ...(enforceAll.includes(r.app) ? r.all : [])];
    const seen = new Set();
    for (const m of measured) {
      const id = m.module ?? m.route;
      if (seen.has(id)) continue;
      seen.add(id);
      const limit = m.maxJsKb ?? maxJsKb;
      if (kb(m.jsBytes) > limit) over.push({ app: r.app, route: m.route, jsBytes: m.jsBytes, maxJsKb: limit });
    }
  }
  return over;
};

/** First-load files (of the detailed routes) of 1 kB or more that have no precompressed .br: [{ app, route, file }]. */
export const notPrecompressed = (results, { minBytes = PRECOMPRESS_MIN_BYTES } = {}) => {
  const out = [];
  for (const r of results) {
    for (const m of r.detailed) {
      for (const x of [...m.js, ...m.css]) if (!x.br && x.raw >= minBytes) out.push({ app: r.app, route: m.route, file: x.file });
    }
  }
  return out;
};

/** Server-only code that must never reach a bundle: the request schemas' library (the contract's
 *  `…Input` tables are built in pure calls the apps never use, so the bundler drops them). */
export const SERVER_ONLY_MARKERS = ['vendor:`valibot`', 'vendor:"valibot"'];

/** Every built JS file of an app (not only first loads) that carries server-only code: [{ app, file }]. */
export const serverOnlyInBundles = (apps) => {
  const out = [];
  for (const { app, distDir } of apps) {
    const assets = path.join(distDir, 'assets');
    if (!existsSync(assets)) continue;
    for (const file of readdirSync(assets)) {
      if (!file.endsWith('.js')) continue;
      const text = readFileSync(path.join(assets, file), 'utf8');
      if (SERVER_ONLY_MARKERS.some((m) => text.includes(m))) out.push({ app, file: `assets/${file}` });
    }
  }
  return out;
};

const pad = (s, n) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const padL = (s, n) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

/** The report as text lines. */
export const formatReport = (results, { maxJsKb = MAX_JS_KB, enforceAll = ENFORCE_ALL } = {}) => {
  const lines = [];
  const mark = (bytes, target, max) => (max !== undefined && kb(bytes) > max ? 'OVER LIMIT' : kb(bytes) > target ? 'over aim' : 'ok');
  for (const r of results) {
    for (const m of r.detailed) {
      const limit = m.maxJsKb ?? maxJsKb;
      lines.push('', `${r.app} ${m.route}${m.module ? ` (entry + ${m.module})` : ' (entry)'}${m.note ? `: ${m.note}` : ''}`);
      const width = Math.max(40, ...[...m.js, ...m.css].map((x) => x.file.length + 2));
      lines.push(`  ${pad('file', width)}${padL('kB gz', 9)}${padL('kB sent', 10)}`);
      for (const x of [...m.js, ...m.css]) lines.push(`  ${pad(x.file, width)}${padL(fmt(x.gz), 9)}${padL(fmt(x.sent), 10)}${x.br ? '' : '  (no .br: sent as is)'}`);
      lines.push(`  ${pad('total JS', width)}${padL(fmt(m.jsBytes), 9)}${padL(fmt(m.jsSent), 10)}   limit ${limit} gz, aim ${TARGET_JS_KB}: ${mark(m.jsBytes, TARGET_JS_KB, limit)}`);
      lines.push(`  ${pad('total CSS', width)}${padL(fmt(m.cssBytes), 9)}${padL(fmt(m.cssSent), 10)}   aim ${TARGET_CSS_KB} gz: ${mark(m.cssBytes, TARGET_CSS_KB)}`);
      lines.push(`  ${pad('first load transferred (JS + CSS, as sent)', width)}${padL('', 9)}${padL(fmt(m.jsSent + m.cssSent), 10)}`);
    }
    if (r.all.length > 0) {
      const enforced = enforceAll.includes(r.app);
      lines.push('', `${r.app}: first load of every route screen (entry + screen), kB${enforced ? '' : ' (information; only the routes above are enforced)'}`);
      const width = Math.max(40, ...r.all.map((m) => m.route.length + 2));
      lines.push(`  ${pad('screen module', width)}${padL('JS gz', 8)}${padL('CSS gz', 8)}${padL('sent', 8)}`);
      for (const m of [...r.all].sort((a, b) => b.jsBytes - a.jsBytes)) {
        lines.push(`  ${pad(m.route, width)}${padL(fmt(m.jsBytes), 8)}${padL(fmt(m.cssBytes), 8)}${padL(fmt(m.jsSent + m.cssSent), 8)}  ${mark(m.jsBytes, TARGET_JS_KB, maxJsKb)}`);
      }
    }
  }
  lines.push('', `Budget: at most ${maxJsKb} kB gzipped JS per first load (every mall and console screen), ${MALL_ROUTE_MAX_JS_KB} kB for the mall's ${MALL_BUDGET_ROUTES.join(', ')} (enforced); aims ${TARGET_JS_KB} kB JS and ${TARGET_CSS_KB} kB CSS (information).`);
  lines.push('"sent": the bytes the gateway transfers (the precompressed .br files); every first-load file of 1 kB or more must have one (enforced).');
  return lines;
};

const build = async (root) => {
  const { ensurePnpm } = await import('./lib/pnpm.mjs');
  const { run } = await import('./lib/proc.mjs');
  const { env } = ensurePnpm();
  const res = await run('pnpm', ['turbo', 'run', 'build', ...BUDGET_APPS.map((a) => `--filter=@ws/${a}`), '--ui=stream'], {
    cwd: root,
    env: { ...env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' },
    label: `budget: building ${BUDGET_APPS.join(', ')} (turbo run build)`,
  });
  if (res.code !== 0) return res.code;
  for (const app of BUDGET_APPS) {
    const dist = path.join(root, 'apps', app, 'dist');
    if (!readManifest(dist)) {
      console.warn(`! apps/${app}: no dist/.vite/manifest.json (set build.manifest: true in its vite config); building again with --manifest`);
      const again = await run('pnpm', ['--filter', `@ws/${app}`, 'exec', 'vite', 'build', '--manifest'], { cwd: root, env });
      if (again.code !== 0) return again.code;
    }
  }
  return 0;
};

/** Build (unless noBuild), measure, print; resolves with the exit code. */
export const budget = async ({ root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), noBuild = false, json = false } = {}) => {
  if (!noBuild) {
    const code = await build(root);
    if (code !== 0) {
      console.error('✗ budget: build failed');
      return code;
    }
  }
  let results;
  try {
    results = [
      measureApp({ app: 'portal', distDir: path.join(root, 'apps/portal/dist'), routes: [{ route: '/homePage', module: PORTAL_HOME_MODULE }] }),
      measureApp({
        app: 'mall',
        distDir: path.join(root, 'apps/mall/dist'),
        routes: [
          (distDir, manifest) => {
            const routes = mallBudgetRoutes(distDir, manifest);
            for (const r of routes) if (r.note) console.warn(`! budget: mall ${r.route}: ${r.note}`);
            return routes;
          },
        ],
      }),
      measureApp({ app: 'admin', distDir: path.join(root, 'apps/admin/dist'), routes: [(distDir, manifest) => adminBudgetRoutes(distDir, manifest)] }),
    ];
  } catch (e) {
    console.error(`✗ budget: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
  if (json) console.log(JSON.stringify(results, null, 2));
  else console.log(formatReport(results).join('\n'));
  const over = overBudget(results);
  const plain = notPrecompressed(results);
  for (const o of over) console.error(`✗ budget: ${o.app} ${o.route} needs ${fmt(o.jsBytes)} kB gzipped JS on its first load (limit ${o.maxJsKb} kB)`);
  for (const p of plain) console.error(`✗ budget: ${p.app} ${p.route}: ${p.file} has no precompressed .br (is the precompress plugin in its vite.config.ts?)`);
  const serverOnly = serverOnlyInBundles(BUDGET_APPS.map((app) => ({ app, distDir: path.join(root, 'apps', app, 'dist') })));
  for (const x of serverOnly) console.error(`✗ budget: ${x.app} ${x.file} carries the request schemas (valibot): import the endpoint tables, never a …Input table or @ws/api-sdk/contract/inputs`);
  if (over.length > 0 || plain.length > 0 || serverOnly.length > 0) return 1;
  console.log(`✓ budget: every measured first load is within its limit (${MAX_JS_KB} kB gzipped JS, the console's ${ADMIN_BUDGET_ROUTES.join(', ')} included; mall ${MALL_BUDGET_ROUTES.join(', ')}: ${MALL_ROUTE_MAX_JS_KB} kB)`);
  return 0;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  budget({ noBuild: args.includes('--no-build'), json: args.includes('--json') }).then(
    (code) => process.exit(code),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
