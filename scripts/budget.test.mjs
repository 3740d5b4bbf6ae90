// node --test scripts/*.test.mjs : the budget arithmetic against a small fake Vite manifest in a temp folder.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import {
  ADMIN_BUDGET_ROUTES,
  BUDGET_APPS,
  ENFORCE_ALL,
  MALL_BUDGET_ROUTES,
  MALL_CART_MODULE,
  MALL_ROUTE_MAX_JS_KB,
  PORTAL_HOME_MODULE,
  adminBudgetRoutes,
  budget,
  closure,
  formatReport,
  measureApp,
  mallBudgetRoutes,
  measureRoute,
  notPrecompressed,
  overBudget,
  pickCartModule,
  readManifest,
  routeModules,
  serverOnlyInBundles,
} from './budget.mjs';

let root;
const gz = (buf) => gzipSync(buf).length;
const files = {};

/**
 * Write dist/<file> with `bytes` of incompressible content (so gzip size ~ bytes), remember its gzip size;
 * with a `.br` sibling of a third of the size (what the precompress plugin writes) unless `br` is false.
 */
const put = (dist, file, bytes, { br = true } = {}) => {
  const abs = path.join(dist, file);
  mkdirSync(path.dirname(abs), { recursive: true });
  const buf = randomBytes(bytes);
  writeFileSync(abs, buf);
  if (br) writeFileSync(`${abs}.br`, buf.subarray(0, Math.round(bytes / 3)));
  else rmSync(`${abs}.br`, { force: true });
  files[`${dist}|${file}`] = gz(buf);
};
const sizeOf = (dist, file) => files[`${dist}|${file}`];

const portalManifest = {
  'index.html': { file: 'assets/index-a.js', src: 'index.html', isEntry: true, imports: ['_react-b.js', '_mantine-c.js'], dynamicImports: [PORTAL_HOME_MODULE, 'src/app/routes/video/video-page.tsx'], css: ['assets/index-a.css'] },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_mantine-c.js': { file: 'assets/mantine-c.js', imports: ['_react-b.js'], css: ['assets/mantine-c.css'] },
  '_carousel-d.js': { file: 'assets/carousel-d.js', imports: ['_react-b.js'] },
  '_qrcode-e.js': { file: 'assets/qrcode-e.js' },
  [PORTAL_HOME_MODULE]: { file: 'assets/home-page-f.js', src: PORTAL_HOME_MODULE, isDynamicEntry: true, imports: ['_carousel-d.js', '_mantine-c.js'], dynamicImports: ['_qrcode-e.js'], css: ['assets/home-page-f.css'] },
  'src/app/routes/video/video-page.tsx': { file: 'assets/video-page-g.js', src: 'src/app/routes/video/video-page.tsx', isDynamicEntry: true, imports: ['_react-b.js'] },
};

const mallManifest = (cartSrc) => ({
  'index.html': { file: 'assets/index-m.js', src: 'index.html', isEntry: true, imports: ['_react-b.js'], css: ['assets/index-m.css'] },
  '_react-b.js': { file: 'assets/react-b.js' },
  [cartSrc]: { file: 'assets/cart-h.js', src: cartSrc, isDynamicEntry: true, imports: ['_react-b.js'] },
  'src/app/routes/orders/my-orders.tsx': { file: 'assets/orders-i.js', src: 'src/app/routes/orders/my-orders.tsx', isDynamicEntry: true, imports: ['_big-j.js'] },
  '_big-j.js': { file: 'assets/big-j.js' },
});

const writeApp = (app, manifest, sizes, opts) => {
  const dist = path.join(root, 'apps', app, 'dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [file, bytes] of Object.entries(sizes)) put(dist, file, bytes, opts);
  return dist;
};

// the operations console: its login and review screens (screens.json keys are full /admin paths)
const ADMIN_LOGIN_SRC = 'src/app/routes/login/login-page.tsx';
const ADMIN_REVIEWS_SRC = 'src/app/routes/reviews/reviews-page.tsx';
const ADMIN_INFO_SRC = 'src/app/routes/reviews/review-info-page.tsx';
const adminManifest = {
  'index.html': { file: 'assets/index-x.js', src: 'index.html', isEntry: true, imports: ['_react-b.js'], dynamicImports: [ADMIN_LOGIN_SRC, ADMIN_REVIEWS_SRC, ADMIN_INFO_SRC] },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_table-t.js': { file: 'assets/table-t.js' },
  [ADMIN_LOGIN_SRC]: { file: 'assets/login-y.js', src: ADMIN_LOGIN_SRC, isDynamicEntry: true, imports: ['_react-b.js'] },
  [ADMIN_REVIEWS_SRC]: { file: 'assets/reviews-z.js', src: ADMIN_REVIEWS_SRC, isDynamicEntry: true, imports: ['_react-b.js', '_table-t.js'] },
  [ADMIN_INFO_SRC]: { file: 'assets/info-w.js', src: ADMIN_INFO_SRC, isDynamicEntry: true, imports: ['_react-b.js'] },
};
const ADMIN_SCREENS = { '/admin/login': ADMIN_LOGIN_SRC, '/admin/reviews': ADMIN_REVIEWS_SRC, '/admin/reviewInfo': ADMIN_INFO_SRC };
const writeAdmin = (sizes = {}) => {
  const dist = writeApp('admin', adminManifest, {
    'assets/index-x.js': 40_000,
    'assets/react-b.js': 60_000,
    'assets/table-t.js': 10_000,
    'assets/login-y.js': 5_000,
    'assets/reviews-z.js': 8_000,
    'assets/info-w.js': 6_000,
    ...sizes,
  });
  writeFileSync(path.join(dist, '.vite', 'screens.json'), JSON.stringify(ADMIN_SCREENS));
  return dist;
};

let portalDist;
let mallDist;

before(() => {
  root = mkdtempSync(path.join(tmpdir(), 'budget-test-'));
  portalDist = writeApp('portal', portalManifest, {
    'assets/index-a.js': 20_000,
    'assets/react-b.js': 60_000,
    'assets/mantine-c.js': 30_000,
    'assets/carousel-d.js': 8_000,
    'assets/qrcode-e.js': 9_000,
    'assets/home-page-f.js': 10_000,
    'assets/video-page-g.js': 5_000,
    'assets/index-a.css': 3_000,
    'assets/mantine-c.css': 4_000,
    'assets/home-page-f.css': 1_000,
  });
  mallDist = writeApp('mall', mallManifest(MALL_CART_MODULE), {
    'assets/index-m.js': 30_000,
    'assets/react-b.js': 60_000,
    'assets/cart-h.js': 10_000,
    'assets/orders-i.js': 5_000,
    'assets/big-j.js': 100_000,
    'assets/index-m.css': 2_000,
  });
  writeAdmin();
});
after(() => rmSync(root, { recursive: true, force: true }));

describe('budget', () => {
  it('follows static imports, not dynamic ones', () => {
    const m = readManifest(portalDist);
    const { js, css } = closure(m, ['index.html', PORTAL_HOME_MODULE]);
    assert.deepEqual(new Set(js), new Set(['assets/index-a.js', 'assets/react-b.js', 'assets/mantine-c.js', 'assets/carousel-d.js', 'assets/home-page-f.js']));
    assert.deepEqual(new Set(css), new Set(['assets/index-a.css', 'assets/mantine-c.css', 'assets/home-page-f.css']));
  });

  it('adds gzip sizes of the first load of /homePage', () => {
    const m = readManifest(portalDist);
    const r = measureRoute(portalDist, m, { route: '/homePage', module: PORTAL_HOME_MODULE });
    const expectJs = ['assets/index-a.js', 'assets/react-b.js', 'assets/mantine-c.js', 'assets/carousel-d.js', 'assets/home-page-f.js'].reduce((s, f) => s + sizeOf(portalDist, f), 0);
    const expectCss = ['assets/index-a.css', 'assets/mantine-c.css', 'assets/home-page-f.css'].reduce((s, f) => s + sizeOf(portalDist, f), 0);
    assert.equal(r.jsBytes, expectJs);
    assert.equal(r.cssBytes, expectCss);
    assert.equal(r.js[0].file, 'assets/react-b.js', 'rows sorted by size');
  });

  it('reports what a first load transfers: the .br sizes, or the file itself without one', () => {
    const m = readManifest(portalDist);
    const r = measureRoute(portalDist, m, { route: '/homePage', module: PORTAL_HOME_MODULE });
    const third = (n) => Math.round(n / 3);
    assert.equal(r.jsSent, [20_000, 60_000, 30_000, 8_000, 10_000].reduce((s, n) => s + third(n), 0));
    assert.equal(r.cssSent, [3_000, 4_000, 1_000].reduce((s, n) => s + third(n), 0));
    assert.ok(r.js.every((x) => x.br && x.sent < x.gz));
    const results = [{ app: 'portal', detailed: [r], all: [] }];
    assert.deepEqual(notPrecompressed(results), []);
    const text = formatReport(results).join('\n');
    assert.match(text, /kB sent/);
    assert.match(text, /first load transferred \(JS \+ CSS, as sent\)\s+\d+\.\d/);

    // a file without its .br is counted at its own size and flagged (small files are never precompressed)
    put(portalDist, 'assets/home-page-f.js', 10_000, { br: false });
    put(portalDist, 'assets/home-page-f.css', 500, { br: false });
    const plain = measureRoute(portalDist, m, { route: '/homePage', module: PORTAL_HOME_MODULE });
    assert.equal(plain.js.find((x) => x.file === 'assets/home-page-f.js')?.sent, 10_000);
    assert.deepEqual(notPrecompressed([{ app: 'portal', detailed: [plain], all: [] }]), [
      { app: 'portal', route: '/homePage', file: 'assets/home-page-f.js' },
    ]);
    assert.match(formatReport([{ app: 'portal', detailed: [plain], all: [] }]).join('\n'), /no \.br: sent as is/);
    put(portalDist, 'assets/home-page-f.js', 10_000);
    put(portalDist, 'assets/home-page-f.css', 1_000);
  });

  it('finds route modules and the cart screen', () => {
    const m = readManifest(mallDist);
    assert.deepEqual(routeModules(m), [MALL_CART_MODULE, 'src/app/routes/orders/my-orders.tsx'].sort());
    assert.deepEqual(pickCartModule(mallDist, m), { module: MALL_CART_MODULE, how: 'constant' });
    const renamed = mallManifest('src/app/routes/shop/cart.tsx');
    assert.equal(pickCartModule(mallDist, renamed).module, 'src/app/routes/shop/cart.tsx');
    const noCart = mallManifest('src/app/routes/shop/basket.tsx');
    assert.equal(pickCartModule(mallDist, noCart).module, 'src/app/routes/orders/my-orders.tsx', 'heaviest route');
  });

  it('flags a mall route over 180 kB even when /cart is fine', () => {
    const results = [
      measureApp({ app: 'portal', distDir: portalDist, routes: [{ route: '/homePage', module: PORTAL_HOME_MODULE }] }),
      measureApp({ app: 'mall', distDir: mallDist, routes: [{ route: '/cart', module: MALL_CART_MODULE }] }),
    ];
    const over = overBudget(results);
    assert.equal(over.length, 1);
    assert.equal(over[0].app, 'mall');
    assert.equal(over[0].route, 'src/app/routes/orders/my-orders.tsx');
    assert.deepEqual(overBudget(results, { maxJsKb: 1000 }), []);
    const text = formatReport(results).join('\n');
    assert.match(text, /portal \/homePage/);
    assert.match(text, /total JS/);
    assert.match(text, /OVER LIMIT/);
    assert.match(text, /aims 125 kB JS and 20 kB CSS/);
  });

  it('budget() exits 1 when over, 0 when within', async () => {
    const quiet = console.log;
    const quietErr = console.error;
    console.log = () => {};
    console.error = () => {};
    try {
      assert.equal(await budget({ root, noBuild: true }), 1);
      writeApp('mall', mallManifest(MALL_CART_MODULE), { 'assets/big-j.js': 10_000 });
      assert.equal(await budget({ root, noBuild: true }), 0);
      // within the JS limit, but the cart's chunk would go out uncompressed
      writeApp('mall', mallManifest(MALL_CART_MODULE), { 'assets/cart-h.js': 10_000 }, { br: false });
      assert.equal(await budget({ root, noBuild: true }), 1);
      writeApp('mall', mallManifest(MALL_CART_MODULE), { 'assets/cart-h.js': 10_000 });
      assert.equal(await budget({ root, noBuild: true }), 0);
    } finally {
      console.log = quiet;
      console.error = quietErr;
    }
  });

  it('holds /funeng, /enable, /enableInfo, /cart and the merchant lists to 140 kB each, naming the route and the figure', async () => {
    assert.deepEqual(MALL_BUDGET_ROUTES.slice(0, 4), ['/funeng', '/enable', '/enableInfo', '/cart']);
    for (const r of ['/merchant', '/merchantOrders', '/merchantGoods', '/merchantStats']) assert.ok(MALL_BUDGET_ROUTES.includes(r), r);
    assert.equal(MALL_ROUTE_MAX_JS_KB, 140);
    const enableSrc = 'src/app/routes/enable/enable-page.tsx';
    const funengSrc = 'src/app/routes/funeng/funeng-page.tsx';
    const manifest = {
      ...mallManifest(MALL_CART_MODULE),
      [enableSrc]: { file: 'assets/enable-k.js', src: enableSrc, isDynamicEntry: true, imports: ['_react-b.js', '_big-j.js'] },
      [funengSrc]: { file: 'assets/funeng-l.js', src: funengSrc, isDynamicEntry: true, imports: ['_react-b.js'] },
    };
    const dist = writeApp('mall', manifest, {
      'assets/index-m.js': 30_000,
      'assets/react-b.js': 60_000,
      'assets/cart-h.js': 10_000,
      'assets/orders-i.js': 5_000,
      'assets/big-j.js': 60_000,
      'assets/enable-k.js': 5_000,
      'assets/funeng-l.js': 5_000,
    });
    writeFileSync(path.join(dist, '.vite', 'screens.json'), JSON.stringify({ '/cart': MALL_CART_MODULE, '/enable': enableSrc, '/funeng': funengSrc }));
    const routes = mallBudgetRoutes(dist, readManifest(dist), { routes: MALL_BUDGET_ROUTES.slice(0, 4) });
    assert.deepEqual(
      routes.map((r) => [r.route, r.module, r.maxJsKb]),
      [
        ['/funeng', funengSrc, 140],
        ['/enable', enableSrc, 140],
        ['/enableInfo', null, 140],
        ['/cart', MALL_CART_MODULE, 140],
      ],
    );
    assert.match(routes[2].note, /no screen/);

    // /enable: 30 + 60 + 60 + 5 kB > 140, under the 180 kB of every other route
    const results = [measureApp({ app: 'mall', distDir: dist, routes: [(d, m) => mallBudgetRoutes(d, m, { routes: MALL_BUDGET_ROUTES.slice(0, 4) })] })];
    const over = overBudget(results);
    assert.deepEqual(
      over.map((o) => [o.route, o.maxJsKb]),
      [['/enable', 140]],
    );
    assert.ok(over[0].jsBytes > 140_000 && over[0].jsBytes < 180_000);
    assert.match(formatReport(results).join('\n'), /mall \/enable \(entry \+ src\/app\/routes\/enable\/enable-page\.tsx\)[\s\S]*?limit 140 gz, aim 125: OVER LIMIT/);

    const errors = [];
    const quiet = console.log;
    const quietErr = console.error;
    const quietWarn = console.warn;
    console.log = () => {};
    console.warn = () => {};
    console.error = (...a) => errors.push(a.join(' '));
    try {
      assert.equal(await budget({ root, noBuild: true }), 1);
    } finally {
      console.log = quiet;
      console.error = quietErr;
      console.warn = quietWarn;
    }
    assert.ok(
      errors.some((e) => /mall \/enable needs 1[45]\d\.\d kB gzipped JS on its first load \(limit 140 kB\)/.test(e)),
      errors.join('\n'),
    );
    rmSync(path.join(dist, '.vite', 'screens.json'));
    writeApp('mall', mallManifest(MALL_CART_MODULE), { 'assets/big-j.js': 10_000 });
  });

  it('a missing manifest is an error, not a pass', async () => {
    const quietErr = console.error;
    console.error = () => {};
    try {
      rmSync(path.join(root, 'apps', 'portal', 'dist', '.vite'), { recursive: true });
      assert.equal(await budget({ root, noBuild: true }), 1);
    } finally {
      console.error = quietErr;
    }
  });
});

describe('the operations console (admin)', () => {
  it('is built and measured with the other apps, every screen held to 180 kB', () => {
    assert.deepEqual(BUDGET_APPS, ['portal', 'mall', 'admin']);
    assert.deepEqual(ADMIN_BUDGET_ROUTES, ['/admin/login', '/admin/reviews']);
    assert.ok(ENFORCE_ALL.includes('admin'));
  });

  it('measures /admin/login and /admin/reviews from screens.json: the entry plus the screen and what it imports', () => {
    const dist = writeAdmin();
    const m = readManifest(dist);
    const routes = adminBudgetRoutes(dist, m);
    assert.deepEqual(routes.map((r) => [r.route, r.module, r.maxJsKb]), [
      ['/admin/login', ADMIN_LOGIN_SRC, 180],
      ['/admin/reviews', ADMIN_REVIEWS_SRC, 180],
    ]);
    const result = measureApp({ app: 'admin', distDir: dist, routes });
    const reviews = result.detailed.find((r) => r.route === '/admin/reviews');
    const expectJs = ['assets/index-x.js', 'assets/react-b.js', 'assets/table-t.js', 'assets/reviews-z.js'].reduce((s, f) => s + sizeOf(dist, f), 0);
    assert.equal(reviews.jsBytes, expectJs);
    assert.deepEqual(overBudget([result]), []);
    assert.match(formatReport([result]).join('\n'), /admin \/admin\/reviews \(entry \+ src\/app\/routes\/reviews\/reviews-page\.tsx\)/);
  });

  it('fails a console route over 180 kB, and a console screen missing from screens.json', async () => {
    const dist = writeAdmin({ 'assets/table-t.js': 90_000 });
    const result = measureApp({ app: 'admin', distDir: dist, routes: [(d, m) => adminBudgetRoutes(d, m)] });
    assert.deepEqual(overBudget([result]).map((o) => [o.app, o.route, o.maxJsKb]), [['admin', '/admin/reviews', 180]]);

    const errors = [];
    const [log, err, warn] = [console.log, console.error, console.warn];
    console.log = () => {};
    console.warn = () => {};
    console.error = (...a) => errors.push(a.join(' '));
    try {
      // the portal and the mall within their limits (an earlier test took the portal's manifest away)
      writeApp('portal', portalManifest, {});
      writeApp('mall', mallManifest(MALL_CART_MODULE), { 'assets/big-j.js': 10_000 });
      assert.equal(await budget({ root, noBuild: true }), 1);
      assert.ok(errors.some((e) => /admin \/admin\/reviews needs 1[89]\d\.\d kB gzipped JS on its first load \(limit 180 kB\)/.test(e)), errors.join('\n'));
      writeAdmin();
      assert.equal(await budget({ root, noBuild: true }), 0);
      writeFileSync(path.join(dist, '.vite', 'screens.json'), JSON.stringify({ '/admin/login': ADMIN_LOGIN_SRC }));
      errors.length = 0;
      assert.equal(await budget({ root, noBuild: true }), 1);
      assert.ok(errors.some((e) => /no screen for \/admin\/reviews/.test(e)), errors.join('\n'));
    } finally {
      [console.log, console.error, console.warn] = [log, err, warn];
      writeAdmin();
    }
  });
});

describe('server-only code', () => {
  it('finds the schema library in any built chunk, and nothing in a clean one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'budget-server-only-'));
    try {
      mkdirSync(path.join(dir, 'assets'));
      writeFileSync(path.join(dir, 'assets/index-a.js'), 'export const x = 1;');
      assert.deepEqual(serverOnlyInBundles([{ app: 'portal', distDir: dir }]), []);
      writeFileSync(path.join(dir, 'assets/screen-b.js'), 'var s={version:1,vendor:`valibot`,validate:()=>0};');
      assert.deepEqual(serverOnlyInBundles([{ app: 'portal', distDir: dir }]), [{ app: 'portal', file: 'assets/screen-b.js' }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
