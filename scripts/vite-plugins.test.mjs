// node --test scripts/*.test.mjs : the build plugins of tooling/vite (precompressed siblings, the screen map).
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MIN_COMPRESS_BYTES, parseScreens, precompressDir } from '../tooling/vite/build-plugins.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(path.join(tmpdir(), 'precompress-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const write = (file, body) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), body);
};

describe('precompressDir', () => {
  it('writes .br and .gz next to each compressible file of 1 kB or more, decompressing to the file', async () => {
    const js = 'export const a = "安全生产";\n'.repeat(400);
    write('assets/index-a.js', js);
    write('assets/index-a.css', 'body{margin:0;color:#333}\n'.repeat(100));
    write('index.html', `<!doctype html><html><head></head><body>${'<p>门户</p>'.repeat(200)}</body></html>`);
    write('assets/tiny.js', 'console.log(1)');
    write('assets/logo.png', Buffer.alloc(5000, 1));
    write('.vite/manifest.json', JSON.stringify({ x: 'y'.repeat(5000) }));

    const rows = await precompressDir(dir);
    assert.deepEqual(rows.map((r) => r.file), ['assets/index-a.css', 'assets/index-a.js', 'index.html']);
    const br = readFileSync(path.join(dir, 'assets/index-a.js.br'));
    const gz = readFileSync(path.join(dir, 'assets/index-a.js.gz'));
    assert.equal(brotliDecompressSync(br).toString(), js);
    assert.equal(gunzipSync(gz).toString(), js);
    assert.ok(br.length < gz.length && gz.length < js.length);
    assert.equal(rows.find((r) => r.file === 'assets/index-a.js')?.br, br.length);

    assert.ok(Buffer.byteLength('console.log(1)') < MIN_COMPRESS_BYTES);
    assert.equal(existsSync(path.join(dir, 'assets/tiny.js.br')), false, 'small files stay as they are');
    assert.equal(existsSync(path.join(dir, 'assets/logo.png.br')), false, 'pictures are not text');
    assert.equal(existsSync(path.join(dir, '.vite/manifest.json.br')), false, 'the build metadata is not served');
  });

  it('does not write a variant that is not smaller', async () => {
    const noise = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919 + 13) % 251));
    write('assets/noise.js', noise);
    const rows = await precompressDir(dir);
    const row = rows.find((r) => r.file === 'assets/noise.js');
    assert.ok(row);
    if (row.br === null) assert.equal(existsSync(path.join(dir, 'assets/noise.js.br')), false);
    else assert.ok(row.br < noise.length);
  });
});

describe('parseScreens', () => {
  it('reads the route -> module pairs of a screen table', () => {
    const src = `export const screens = {\n  '/homePage': lazy(() => import('./routes/home/home-page')),\n  "/help/orders": lazy(async () => import("./routes/help/help-orders")),\n};`;
    assert.deepEqual(parseScreens(src), [
      { route: '/homePage', spec: './routes/home/home-page' },
      { route: '/help/orders', spec: './routes/help/help-orders' },
    ]);
  });

  it('reads every lazy import of the apps\' screens.ts', () => {
    for (const app of ['portal', 'mall']) {
      const src = readFileSync(path.join(ROOT, 'apps', app, 'src/app/screens.ts'), 'utf8');
      const imports = (src.match(/\bimport\(/g) ?? []).length;
      assert.ok(imports > 0, app);
      assert.equal(parseScreens(src).length, imports, `${app}: every screen gets its modulepreload`);
    }
  });
});
