import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { findRoute, routes, type RouteDef } from '@ws/routes';
import { buildGateway } from './app';
import { BARE_ROUTE_CALLS, FIRST_SCREEN_CALLS, HEADER_CALLS, apiHints, closure, homeImageHints, isSafeImagePath, screenHints, type BuildInfo } from './hints';
import { createFirstPictures, createHomeImages, createProductPictures } from './lcp-images';
import { renderNginxConf } from './nginx';
import { ENABLE_PRODUCTS_READ, createPageHints, funengFirstPicture, productIdOf } from './page-hints';
import { injectHints, renderHints } from './pages';
import { PORTAL_HTML, listen, makeDists } from '../test/helpers';

type Dists = Awaited<ReturnType<typeof makeDists>>;
type Server = Awaited<ReturnType<typeof listen>>;

const route = (p: string): RouteDef => {
  const r = findRoute(p);
  if (!r) throw new Error(`no route ${p}`);
  return r;
};

const ENTRY_JS = 'console.log("entry");'.repeat(200);
const BIG_JSON = JSON.stringify({ ok: true, msg: '', code: 0, data: { items: Array.from({ length: 80 }, (_, i) => ({ id: i, title: `安全生产第${i}条` })) } });
const SMALL_JSON = JSON.stringify({ ok: true, msg: '', code: 0, data: { n: 1 } });
const DOWNLOAD = Buffer.alloc(256 * 1024, 65);

/** A Vite-like manifest: entry + rolldown runtime, home screen importing a Skeleton chunk and a CSS file. */
const MANIFEST = {
  'index.html': { file: 'assets/index-Ab12Cd34.js', src: 'index.html', isEntry: true, imports: ['_runtime-R1.js'], css: ['assets/index-Ef56Gh78.css'] },
  '_runtime-R1.js': { file: 'assets/runtime-R1.js' },
  '_Skeleton-S1.js': { file: 'assets/Skeleton-S1.js', imports: ['_runtime-R1.js'], css: ['assets/Skeleton-S1.css'] },
  'src/app/routes/home/home-page.tsx': {
    file: 'assets/home-page-H1.js',
    src: 'src/app/routes/home/home-page.tsx',
    isDynamicEntry: true,
    imports: ['_runtime-R1.js', 'index.html', '_Skeleton-S1.js'],
    css: ['assets/home-page-H1.css'],
  },
  'src/app/routes/account/login.tsx': { file: 'assets/login-L1.js', src: 'src/app/routes/account/login.tsx', isDynamicEntry: true, imports: ['index.html'] },
};
const SCREENS = { '/homePage': 'src/app/routes/home/home-page.tsx', '/login': 'src/app/routes/account/login.tsx' };
const BUILD: BuildInfo = { manifest: MANIFEST, screens: SCREENS };
const PORTAL_PAGE = '<!doctype html><html><head><title>portal</title>\n    <script type="module" crossorigin src="/_portal/assets/index-Ab12Cd34.js"></script>\n  </head><body><div id="root"></div></body></html>';

/** A fake API: big and small JSON, an already gzipped answer, a binary download and the home page's ads. */
const startApi = async () => {
  let banner: unknown = '/api/files/ads/banner-1.svg';
  const server = http.createServer((req, res) => {
    const url = req.url ?? '';
    if (url.startsWith('/api/big')) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(BIG_JSON) });
      res.end(BIG_JSON);
    } else if (url.startsWith('/api/chunked')) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.write(BIG_JSON.slice(0, 100));
      res.end(BIG_JSON.slice(100));
    } else if (url.startsWith('/api/gzipped')) {
      const body = gzipSync(BIG_JSON);
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': body.length });
      res.end(body);
    } else if (url.startsWith('/api/files/')) {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': DOWNLOAD.length });
      res.end(DOWNLOAD);
    } else if (url.startsWith('/api/open/uni/listads?cate_value=homebanner')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, msg: '', code: 0, data: { items: [{ id: 20, firstFile: { FileUrl: banner } }] } }));
    } else if (url.startsWith('/api/open/uni/listads?cate_value=homepcvertical')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, msg: '', code: 0, data: { items: [{ id: 30, firstFile: { FileUrl: '/api/files/ads/vertical-1.svg' } }] } }));
    } else if (url.startsWith('/api/open/uni/listproduct?pageNum=1&pageSize=20&')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, msg: '', code: 0, data: { items: [{ id: 65, firstFile: { FileUrl: '/api/files/seed/mall-product-65.svg' } }, { id: 64 }] } }));
    } else if (url === '/api/open/uni/listCateNew?parent_cate_value=product') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, msg: '', code: 0, data: { items: [{ cate_id: 2401, children: [] }, { cate_id: 2402 }] } }));
    } else if (url.startsWith('/api/open/uni/listproduct?pageNum=1&pageSize=4&') && url.endsWith('&cate=2401')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, msg: '', code: 0, data: { items: [{ id: 16, firstFile: { FileUrl: '/api/files/seed/mall-product-16.svg' } }] } }));
    } else if (url.startsWith('/api/open/uni/productinfo?id=')) {
      const id = Number(url.slice('/api/open/uni/productinfo?id='.length));
      const files = id === 65 ? [{ FileUrl: '/api/files/seed/mall-product-65.svg' }] : id === 66 ? [{ FileUrl: 'javascript:alert(1)' }] : [];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(id === 404 ? { ok: false, msg: '商品不存在或已下架', code: 1, data: null } : { ok: true, msg: '', code: 0, data: { id, file_items: files } }));
    } else {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(SMALL_JSON) });
      res.end(SMALL_JSON);
    }
  });
  const s = await listen(server);
  return { ...s, setBanner: (v: unknown) => (banner = v) };
};

let api: Server & { setBanner: (v: unknown) => unknown };
let dists: Dists;
let gw: FastifyInstance;

beforeAll(async () => {
  api = await startApi();
  dists = await makeDists();
  const assets = path.join(dists.dist.portal, 'assets');
  await writeFile(path.join(assets, 'index-Ab12Cd34.js'), ENTRY_JS);
  await writeFile(path.join(assets, 'index-Ab12Cd34.js.br'), brotliCompressSync(ENTRY_JS));
  await writeFile(path.join(assets, 'index-Ab12Cd34.js.gz'), gzipSync(ENTRY_JS));
  await writeFile(path.join(assets, 'plain-Zz00.js'), ENTRY_JS);
  gw = await buildGateway({ mode: 'prod', appEnv: 'production', apiUrl: api.url, dist: dists.dist });
});

afterAll(async () => {
  await gw.close();
  await api.close();
  await dists.cleanup();
});

describe('compressed build files', () => {
  it('sends the .br file for Accept-Encoding: br and the .gz for gzip', async () => {
    const br = await gw.inject({ url: '/_portal/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toMatch(/immutable/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ENTRY_JS);
    expect(br.rawPayload.length).toBeLessThan(ENTRY_JS.length / 10);

    const gz = await gw.inject({ url: '/_portal/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ENTRY_JS);

    const none = await gw.inject({ url: '/_portal/assets/index-Ab12Cd34.js' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(ENTRY_JS);
  });

  it('compresses a build file that has no compressed sibling', async () => {
    const res = await gw.inject({ url: '/_portal/assets/plain-Zz00.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ENTRY_JS);
  });
});

describe('compressed API answers', () => {
  it('compresses a JSON answer over 1 KB', async () => {
    const res = await gw.inject({ url: '/api/big?x=1', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BIG_JSON);
    const gz = await gw.inject({ url: '/api/chunked', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JSON);
  });

  it('sends a small answer as it is', async () => {
    const res = await gw.inject({ url: '/api/small', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SMALL_JSON);
  });

  it('never compresses an answer twice, nor a download', async () => {
    const twice = await gw.inject({ url: '/api/gzipped', headers: { 'accept-encoding': 'br, gzip' } });
    expect(twice.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(twice.rawPayload).toString()).toBe(BIG_JSON);
    const file = await gw.inject({ url: '/api/files/a.bin', headers: { 'accept-encoding': 'br, gzip' } });
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.rawPayload.equals(DOWNLOAD)).toBe(true);
  });

  it('passes a POST body through unchanged', async () => {
    const res = await gw.inject({ method: 'POST', url: '/api/echo', payload: { a: 1 }, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SMALL_JSON);
  });
});

describe('page hints', () => {
  it('preloads the screen chunk and its imports beyond the entry, and its CSS', () => {
    expect(closure(MANIFEST, ['index.html']).js).toEqual(['assets/index-Ab12Cd34.js', 'assets/runtime-R1.js']);
    expect(screenHints(BUILD, 'portal', '/homePage')).toEqual([
      { rel: 'modulepreload', href: '/_portal/assets/home-page-H1.js', crossorigin: true },
      { rel: 'modulepreload', href: '/_portal/assets/Skeleton-S1.js', crossorigin: true },
      { rel: 'preload', as: 'style', href: '/_portal/assets/home-page-H1.css', crossorigin: true },
      { rel: 'preload', as: 'style', href: '/_portal/assets/Skeleton-S1.css', crossorigin: true },
    ]);
    expect(screenHints(BUILD, 'portal', '/search')).toEqual([]);
  });

  it('preloads the header and first-screen API reads, as the app requests them', () => {
    const home = apiHints(route('/homePage')).map((h) => h.href);
    expect(home).toEqual([...HEADER_CALLS, ...(FIRST_SCREEN_CALLS['/homePage'] ?? [])]);
    // one combined read for the first screen's blocks, never the single calls it stands for
    expect(home).toEqual(['/api/open/uni/listads?cate_value=quicknav', '/api/open/uni/homeFirstScreen']);
    expect(apiHints(route('/login')).map((h) => h.href)).toEqual(HEADER_CALLS);
    expect(apiHints(route('/preview'))).toEqual([]);
    expect(apiHints(route('/homePage')).every((h) => h.as === 'fetch' && h.crossorigin)).toBe(true);
  });

  it("preloads a list screen's own first reads only when its address has no query string", () => {
    const bare = apiHints(route('/article'), '').map((h) => h.href);
    expect(bare).toEqual([...HEADER_CALLS, ...(BARE_ROUTE_CALLS['/article'] ?? [])]);
    expect(bare).toContain('/api/open/uni/listarticle?pageNum=1&pageSize=20&channel=policy');
    expect(apiHints(route('/article'), '?').map((h) => h.href)).toEqual(bare);
    // another channel, page or keyword reads something else: only the header's read is known
    expect(apiHints(route('/article'), '?channel=law').map((h) => h.href)).toEqual(HEADER_CALLS);
    expect(apiHints(route('/enable')).map((h) => h.href)).toContain('/api/open/uni/listCateNew?parent_cate_value=product');
    expect(apiHints(route('/enable'), '?cate=3').map((h) => h.href)).toEqual(HEADER_CALLS);
    // only reads: never a call with a side effect such as the visit count, nor one that answers a
    // logged-in user differently (a preloaded answer is handed to a fetch with a token too)
    for (const href of Object.values(BARE_ROUTE_CALLS).flat()) expect(href).toMatch(/^\/api\/open\/uni\/(menuList|listarticle|listCateNew)\?[^?#\s]+$/);
  });

  it("preloads the lazy piece a route's first paint waits for (RichText on /detailPages)", () => {
    const manifest = {
      ...MANIFEST,
      'src/app/routes/article/article-detail.tsx': {
        file: 'assets/article-detail-D1.js',
        src: 'src/app/routes/article/article-detail.tsx',
        isDynamicEntry: true,
        imports: ['index.html', '_lazy-rich-text-LR.js'],
        dynamicImports: ['src/features/articles/components/wechat-share.tsx'],
      },
      '_lazy-rich-text-LR.js': { file: 'assets/lazy-rich-text-LR.js', imports: ['index.html'], dynamicImports: ['../../packages/ui/src/rich-text/rich-text.tsx'] },
      '../../packages/ui/src/rich-text/rich-text.tsx': {
        file: 'assets/rich-text-RT.js',
        src: '../../packages/ui/src/rich-text/rich-text.tsx',
        isDynamicEntry: true,
        imports: ['index.html', '_Skeleton-S1.js'],
        css: ['assets/rich-text-RT.css'],
      },
      'src/features/articles/components/wechat-share.tsx': { file: 'assets/wechat-share-W1.js', src: 'src/features/articles/components/wechat-share.tsx', isDynamicEntry: true },
    };
    const screens = { ...SCREENS, '/detailPages': 'src/app/routes/article/article-detail.tsx', '/helpInfo': 'src/app/routes/article/article-detail.tsx' };
    const hrefs = screenHints({ manifest, screens }, 'portal', '/detailPages').map((h) => h.href);
    expect(hrefs).toEqual([
      '/_portal/assets/article-detail-D1.js',
      '/_portal/assets/lazy-rich-text-LR.js',
      '/_portal/assets/rich-text-RT.js',
      '/_portal/assets/Skeleton-S1.js',
      '/_portal/assets/rich-text-RT.css',
      '/_portal/assets/Skeleton-S1.css',
    ]);
    // the share popover waits for the pointer; a route without the rule gets the static imports only
    expect(hrefs.join()).not.toContain('wechat-share');
    expect(screenHints({ manifest, screens }, 'portal', '/helpInfo').map((h) => h.href)).toEqual(['/_portal/assets/article-detail-D1.js', '/_portal/assets/lazy-rich-text-LR.js']);
  });

  it('hints only same-origin picture paths', () => {
    for (const ok of ['/api/files/ads/banner-1.svg', '/uploads/a%20b.png']) expect(isSafeImagePath(ok), ok).toBe(true);
    for (const bad of ['//evil.example/a.png', 'https://evil.example/a.png', 'javascript:alert(1)', '/a"><script>', '', null, 3]) {
      expect(isSafeImagePath(bad), String(bad)).toBe(false);
    }
    expect(homeImageHints({ banner: '/b.svg', side: '/s.svg' })).toEqual([
      { rel: 'preload', as: 'image', href: '/b.svg', fetchpriority: 'high' },
      { rel: 'preload', as: 'image', href: '/s.svg', media: '(min-width: 62em)' },
    ]);
  });

  it('writes escaped links before </head>', () => {
    const html = injectHints(PORTAL_PAGE, [{ rel: 'preload', as: 'fetch', href: '/api/a?x=1&y=2', crossorigin: true }]);
    expect(html).toContain('<link rel="preload" as="fetch" href="/api/a?x=1&amp;y=2" crossorigin>\n  </head>');
    expect(html.indexOf('<script')).toBeLessThan(html.indexOf('<link rel="preload"'));
    expect(injectHints('<p>no head</p>', [{ rel: 'modulepreload', href: '/x.js' }])).toBe('<p>no head</p>');
    expect(renderHints([{ rel: 'preload', as: 'image', href: '/a.png', media: '(min-width: 62em)' }])).toBe(
      '<link rel="preload" as="image" href="/a.png" media="(min-width: 62em)">',
    );
  });

  it('serves /homePage with its hints once the build has a manifest, other pages with theirs', async () => {
    const withBuild = await makeDists();
    try {
      await mkdir(path.join(withBuild.dist.portal, '.vite'), { recursive: true });
      await writeFile(path.join(withBuild.dist.portal, 'index.html'), PORTAL_PAGE);
      await writeFile(path.join(withBuild.dist.portal, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
      await writeFile(path.join(withBuild.dist.portal, '.vite', 'screens.json'), JSON.stringify(SCREENS));
      const g = await buildGateway({ mode: 'prod', appEnv: 'production', apiUrl: api.url, dist: withBuild.dist });
      try {
        const home = await g.inject('/homePage');
        expect(home.statusCode).toBe(200);
        expect(home.body).toContain('<link rel="modulepreload" href="/_portal/assets/home-page-H1.js" crossorigin>');
        expect(home.body).toContain('<link rel="preload" as="fetch" href="/api/open/uni/listads?cate_value=quicknav" crossorigin>');
        expect(home.body).toContain('<link rel="preload" as="fetch" href="/api/open/uni/homeFirstScreen" crossorigin>');
        expect(home.body).not.toContain('listarticle');
        // the page address's query decides a list screen's first reads
        expect((await g.inject('/article')).body).toContain('href="/api/open/uni/listarticle?pageNum=1&amp;pageSize=20&amp;channel=policy"');
        expect((await g.inject('/article?channel=law')).body).not.toContain('listarticle');
        const login = await g.inject('/LOGIN');
        const again = await g.inject({ url: '/login', headers: { 'if-none-match': String(login.headers.etag) } });
        expect(again.statusCode).toBe(304);
        expect(login.body).toContain('href="/_portal/assets/login-L1.js"');
        expect(login.body).not.toContain('home-page-H1');
        expect(login.body).not.toContain('homebanner');

        // the mall's fake dist has no manifest: its pages go out as built
        expect((await g.inject('/cart')).body).not.toContain('<link');
        // a path nobody owns: the portal's page, no route hints
        expect((await g.inject('/nope')).body).not.toContain('modulepreload');
      } finally {
        await g.close();
      }
    } finally {
      await withBuild.cleanup();
    }
  });

  it('leaves pages alone without a manifest', async () => {
    const res = await gw.inject('/homePage');
    expect(res.body).toBe(PORTAL_HTML);
  });
});

describe('the home page picture', () => {
  it('preloads the first banner once known, refreshed after the ttl, never an unsafe path', async () => {
    let t = 0;
    const images = createHomeImages({ apiUrl: api.url, ttlMs: 1000, now: () => t });
    expect(images.current()).toEqual({});
    await images.refresh();
    expect(images.current()).toEqual({ banner: '/api/files/ads/banner-1.svg', side: '/api/files/ads/vertical-1.svg' });

    const withBuild = await makeDists();
    try {
      await mkdir(path.join(withBuild.dist.portal, '.vite'), { recursive: true });
      await writeFile(path.join(withBuild.dist.portal, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
      const hints = createPageHints({ dist: withBuild.dist, apiUrl: api.url, homeImages: images });
      const page = (await hints('portal', route('/homePage'), Buffer.from(PORTAL_PAGE))).toString();
      expect(page).toContain('<link rel="preload" as="image" href="/api/files/ads/banner-1.svg" fetchpriority="high">');
      expect(page).toContain('<link rel="preload" as="image" href="/api/files/ads/vertical-1.svg" media="(min-width: 62em)">');
      expect(page.indexOf('as="image"')).toBeLessThan(page.indexOf('as="fetch"'));
      const login = (await hints('portal', route('/login'), Buffer.from(PORTAL_PAGE))).toString();
      expect(login).not.toContain('as="image"');

      api.setBanner('javascript:alert(1)');
      t = 5000;
      images.current();
      await images.refresh();
      const after = (await hints('portal', route('/homePage'), Buffer.from(PORTAL_PAGE))).toString();
      expect(after).not.toContain('javascript:');
      expect(after).not.toContain('banner-1.svg');
    } finally {
      api.setBanner('/api/files/ads/banner-1.svg');
      await withBuild.cleanup();
    }
  });

  it("preloads /enable's first product picture for the bare address only", async () => {
    expect(ENABLE_PRODUCTS_READ).toMatch(/^\/api\/open\/uni\/listproduct\?/);
    const enableImages = createFirstPictures({ first: ENABLE_PRODUCTS_READ }, { apiUrl: api.url });
    await enableImages.refresh();
    expect(enableImages.current()).toEqual({ first: '/api/files/seed/mall-product-65.svg' });
    const withBuild = await makeDists();
    try {
      await mkdir(path.join(withBuild.dist.mall, '.vite'), { recursive: true });
      await writeFile(path.join(withBuild.dist.mall, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
      const hints = createPageHints({ dist: withBuild.dist, apiUrl: api.url, homeImages: createHomeImages({ apiUrl: api.url }), enableImages });
      const page = (await hints('mall', route('/enable'), Buffer.from(PORTAL_PAGE), '')).toString();
      expect(page).toContain('<link rel="preload" as="image" href="/api/files/seed/mall-product-65.svg" fetchpriority="high">');
      expect(page).toContain('as="fetch" href="/api/open/uni/listCateNew?parent_cate_value=product"');
      // its answer has prices once logged in, and Chromium would hand a logged-in fetch the anonymous one
      expect(page).not.toContain('as="fetch" href="/api/open/uni/listproduct');
      // a category, keyword, sort or page of its own: another list, another first picture
      const filtered = (await hints('mall', route('/enable'), Buffer.from(PORTAL_PAGE), '?cate=2401')).toString();
      expect(filtered).not.toContain('as="image"');
      expect(filtered).not.toContain('listproduct');
      expect((await hints('mall', route('/cart'), Buffer.from(PORTAL_PAGE), '')).toString()).not.toContain('mall-product-65');
    } finally {
      await withBuild.cleanup();
    }
  });

  it("preloads /funeng's first section's first picture, found through the category tree", async () => {
    const funengImages = createFirstPictures({ first: funengFirstPicture }, { apiUrl: api.url });
    await funengImages.refresh();
    expect(funengImages.current()).toEqual({ first: '/api/files/seed/mall-product-16.svg' });
    const withBuild = await makeDists();
    try {
      await mkdir(path.join(withBuild.dist.mall, '.vite'), { recursive: true });
      await writeFile(path.join(withBuild.dist.mall, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
      const hints = createPageHints({ dist: withBuild.dist, apiUrl: api.url, homeImages: createHomeImages({ apiUrl: api.url }), funengImages });
      const page = (await hints('mall', route('/funeng'), Buffer.from(PORTAL_PAGE), '')).toString();
      expect(page).toContain('<link rel="preload" as="image" href="/api/files/seed/mall-product-16.svg" fetchpriority="high">');
      expect(page).toContain('as="fetch" href="/api/open/uni/listCateNew?parent_cate_value=product"');
      expect(page).not.toContain('as="fetch" href="/api/open/uni/listproduct');
      expect((await hints('mall', route('/cart'), Buffer.from(PORTAL_PAGE), '')).toString()).not.toContain('mall-product-16');
    } finally {
      await withBuild.cleanup();
    }
  });

  it("preloads /enableInfo's product picture from the second visit on, per id, never an unsafe or unknown one", async () => {
    expect(productIdOf('?id=65')).toBe(65);
    for (const bad of ['', '?id=', '?id=0', '?id=-1', '?id=6.5', '?id=abc', '?id=1234567890']) expect(productIdOf(bad), bad).toBeNull();
    const productImages = createProductPictures({ apiUrl: api.url, max: 2 });
    const withBuild = await makeDists();
    try {
      await mkdir(path.join(withBuild.dist.mall, '.vite'), { recursive: true });
      await writeFile(path.join(withBuild.dist.mall, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
      const hints = createPageHints({ dist: withBuild.dist, apiUrl: api.url, homeImages: createHomeImages({ apiUrl: api.url }), productImages });
      const visit = async (search: string) => (await hints('mall', route('/enableInfo'), Buffer.from(PORTAL_PAGE), search)).toString();
      // the first visit starts the read and never waits for it
      expect(await visit('?id=65')).not.toContain('as="image"');
      await productImages.refresh(65);
      expect(await visit('?id=65')).toContain('<link rel="preload" as="image" href="/api/files/seed/mall-product-65.svg" fetchpriority="high">');
      await productImages.refresh(66);
      expect(await visit('?id=66')).not.toContain('javascript:');
      await productImages.refresh(404);
      expect(await visit('?id=404')).not.toContain('as="image"');
      // at most `max` products are kept: 65 was read first and is gone
      expect(productImages.current(65)).toBeUndefined();
      expect(await visit('?id=abc')).not.toContain('as="image"');
    } finally {
      await withBuild.cleanup();
    }
  });

  it('goes without the picture when the API is down', async () => {
    const images = createHomeImages({ apiUrl: 'http://127.0.0.1:9', timeoutMs: 500 });
    await images.refresh();
    expect(images.current()).toEqual({});
  });
});

describe('nginx', () => {
  it('sends the precompressed files and gzips API answers from 1 KB up', () => {
    const conf = renderNginxConf(routes);
    for (const line of ['gzip on;', 'gzip_static on;', 'gzip_vary on;', 'gzip_proxied any;', 'gzip_min_length 1024;']) expect(conf).toContain(`    ${line}\n`);
    const types = /gzip_types ([^;]+);/.exec(conf)?.[1]?.split(' ') ?? [];
    expect(types).toEqual(expect.arrayContaining(['application/javascript', 'text/css', 'application/json', 'image/svg+xml']));
    expect(types).not.toContain('application/octet-stream');
  });
});
