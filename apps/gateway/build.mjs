// The release build of the gateway: one bundle (dist/main.mjs) that `node` runs alone, beside the render
// worker it starts (plain JavaScript, copied as it is). @ws/routes (TypeScript sources) is bundled in; every
// other dependency stays an import of node_modules.
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@ws/'));

await build({
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  banner: { js: "import { createRequire as __wsCreateRequire } from 'node:module'; const require = __wsCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});
copyFileSync('src/render-worker.mjs', 'dist/render-worker.mjs');
console.log(`[gateway] built dist/main.mjs and dist/render-worker.mjs (external: ${external.join(', ')})`);
