#!/usr/bin/env node
// What weighs in a first load: builds one app with sourcemaps into a temporary folder (its dist/ is left
// alone), takes the same first-load closure as scripts/budget.mjs (entry + the route's screen and their
// static imports) and attributes each chunk's minified bytes to the source files through the sourcemap.
// The gzip figure of a source is its share of the chunk's minified bytes times the chunk's gzip size
// (an estimate: gzip does not split per file), so the rows add up to budget.mjs's totals.
//   node scripts/bundle-report.mjs portal [src/app/routes/home/home-page.tsx] [--files] [--top=40] [--no-build]
//   node scripts/bundle-report.mjs mall   [src/app/routes/cart/cart-page.tsx]
// Groups by package (node_modules/<name>, @ws/<pkg>, the app) unless --files.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MALL_CART_MODULE, PORTAL_HOME_MODULE, chunkKeyOf, closure, entryKey, gzipBytes, readManifest } from './budget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')).map((a) => a.split('=')[0]));
const positional = args.filter((a) => !a.startsWith('--'));
const app = positional[0] ?? 'portal';
if (app !== 'portal' && app !== 'mall') {
  console.error('usage: node scripts/bundle-report.mjs portal|mall [screen module] [--files] [--top=N] [--no-build]');
  process.exit(2);
}
const screen = positional[1] ?? (app === 'portal' ? PORTAL_HOME_MODULE : MALL_CART_MODULE);
const top = Number(args.find((a) => a.startsWith('--top='))?.split('=')[1] ?? 40);
const appDir = path.join(root, 'apps', app);
const outDir = path.join(tmpdir(), `ws-bundle-report-${app}`);

if (!flags.has('--no-build')) {
  rmSync(outDir, { recursive: true, force: true });
  const { ensurePnpm } = await import('./lib/pnpm.mjs');
  const { run } = await import('./lib/proc.mjs');
  const { env } = ensurePnpm();
  const res = await run('pnpm', ['exec', 'vite', 'build', '--sourcemap', '--manifest', '--emptyOutDir', '--outDir', outDir, '--logLevel', 'warn'], {
    cwd: appDir,
    env,
    label: `bundle-report: building ${app} with sourcemaps into ${outDir}`,
  });
  if (res.code !== 0) process.exit(res.code);
}

const manifest = readManifest(outDir);
if (!manifest) {
  console.error(`${outDir}: no .vite/manifest.json (build first, without --no-build)`);
  process.exit(1);
}
const keys = [entryKey(manifest)];
const screenKey = chunkKeyOf(manifest, screen);
if (screenKey) keys.push(screenKey);
else console.warn(`! no chunk for ${screen}: measuring the entry only`);
const { js } = closure(manifest, keys);

// --- sourcemap "mappings" decoding (base64 VLQ) ---
const B64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));
function decodeSegment(str) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const ch of str) {
    const digit = B64.get(ch);
    if (digit === undefined) throw new Error(`bad VLQ character ${ch}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Minified bytes per source of one chunk: Map<source, bytes> (unmapped bytes under '(unmapped)'). */
function bytesPerSource(code, map) {
  const lines = code.split('\n');
  const sizes = new Map();
  const add = (src, n) => n > 0 && sizes.set(src, (sizes.get(src) ?? 0) + n);
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNo) => {
    const line = lines[lineNo] ?? '';
    const bytes = (s, e) => Buffer.byteLength(line.slice(s, e));
    let col = 0;
    let prevCol = 0;
    let prevSrc = '(unmapped)';
    for (const seg of lineMappings ? lineMappings.split(',') : []) {
      const v = decodeSegment(seg);
      col += v[0];
      add(prevSrc, bytes(prevCol, col));
      if (v.length >= 4) {
        sourceIndex += v[1];
        prevSrc = map.sources[sourceIndex] ?? '(unmapped)';
      } else prevSrc = '(unmapped)';
      prevCol = col;
    }
    add(prevSrc, bytes(prevCol, line.length) + 1);
  });
  return sizes;
}

/** A readable name for a source path: the package it belongs to, or the file (with --files). */
function label(src) {
  const clean = src === '(unmapped)' ? src : path.relative(root, src).replace(/\\/g, '/');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/');
    const pkg = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    return flags.has('--files') ? `${pkg}/${rest.slice(pkg.split('/').length).join('/')}` : pkg;
  }
  const ws = clean.match(/^packages\/([^/]+)\/(.*)$/);
  if (ws) return flags.has('--files') ? `@ws/${ws[1]}/${ws[2]}` : `@ws/${ws[1]}`;
  const own = clean.match(/^apps\/([^/]+)\/(.*)$/);
  if (own) return flags.has('--files') ? `@ws/${own[1]}/${own[2]}` : `@ws/${own[1]}`;
  return clean;
}

const total = new Map();
const perChunk = [];
for (const file of js) {
  const abs = path.join(outDir, file);
  const mapFile = `${abs}.map`;
  const gz = gzipBytes(outDir, file);
  const code = readFileSync(abs, 'utf8');
  if (!existsSync(mapFile)) {
    total.set(`(no map) ${file}`, (total.get(`(no map) ${file}`) ?? 0) + gz);
    continue;
  }
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const sizes = bytesPerSource(code, map);
  const min = [...sizes.values()].reduce((a, b) => a + b, 0);
  const byLabel = new Map();
  for (const [src, n] of sizes) {
    const l = label(src === '(unmapped)' ? src : path.resolve(path.dirname(abs), map.sourceRoot ?? '', src));
    byLabel.set(l, (byLabel.get(l) ?? 0) + n);
  }
  for (const [l, n] of byLabel) total.set(l, (total.get(l) ?? 0) + (gz * n) / min);
  perChunk.push({ file, gz, min, top: [...byLabel].sort((a, b) => b[1] - a[1]).slice(0, 4) });
}

const kb = (b) => (b / 1000).toFixed(1);
console.log(`\n${app}: first load of ${screenKey ? screen : 'the entry'} — chunks (kB gz, min) and their biggest parts (kB min)`);
for (const c of perChunk.sort((a, b) => b.gz - a.gz)) {
  console.log(`  ${c.file.padEnd(48)}${kb(c.gz).padStart(7)}${kb(c.min).padStart(8)}   ${c.top.map(([l, n]) => `${l} ${kb(n)}`).join(', ')}`);
}
const rows = [...total].sort((a, b) => b[1] - a[1]);
console.log(`\n${app}: estimated kB gz by ${flags.has('--files') ? 'source file' : 'package'} (top ${top})`);
for (const [l, n] of rows.slice(0, top)) console.log(`  ${l.padEnd(70)}${kb(n).padStart(7)}`);
console.log(`  ${'total'.padEnd(70)}${kb(rows.reduce((s, [, n]) => s + n, 0)).padStart(7)}`);
