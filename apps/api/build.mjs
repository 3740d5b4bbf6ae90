// The release build of the API: one bundle per entry (the server and its command-line tools) in dist/, plain
// JavaScript that `node` runs alone. The workspace's own packages (TypeScript sources) are bundled in; every
// other dependency stays an import of node_modules (the release installs the production dependencies).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@ws/'));

await build({
  entryPoints: { main: 'src/main.ts', seed: 'src/cli/seed.ts', staff: 'src/cli/staff.ts', review: 'src/cli/review.ts', backup: 'src/cli/backup.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // a dependency's own subpaths (drizzle-orm/pg-core, @electric-sql/pglite/contrib/…) stay imports too
  external: external.flatMap((name) => [name, `${name}/*`]),
  // the dependencies written in CommonJS that a bundled module requires
  banner: { js: "import { createRequire as __wsCreateRequire } from 'node:module'; const require = __wsCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log(`[api] built dist/main.mjs, dist/seed.mjs, dist/staff.mjs, dist/review.mjs, dist/backup.mjs (external: ${external.join(', ')})`);
