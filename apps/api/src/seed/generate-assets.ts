// Writes the seed pictures (SVG) and documents (PDF) into apps/api/assets/seed/ (committed).
//   pnpm --filter @ws/api exec tsx src/seed/generate-assets.ts
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ASSETS_DIR } from '../config';
import { allSeedAssets } from './all-assets';

const dir = path.join(ASSETS_DIR, 'seed');
mkdirSync(dir, { recursive: true });
const assets = allSeedAssets();
const wanted = new Set(assets.map((a) => a.file));
for (const old of readdirSync(dir)) if (!wanted.has(old)) rmSync(path.join(dir, old));
for (const a of assets) writeFileSync(path.join(dir, a.file), a.render());
const total = assets.reduce((sum, a) => sum + statSync(path.join(dir, a.file)).size, 0);
console.log(`[seed assets] wrote ${assets.length} files, ${(total / 1024).toFixed(1)} KB, into ${path.relative(process.cwd(), dir) || dir}`);
