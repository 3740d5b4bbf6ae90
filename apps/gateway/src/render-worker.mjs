// The apps' first-paint renderers run here, off the gateway's main thread (server-render.ts): a render is
// tens of milliseconds of synchronous React work, which on the main thread would hold up every other
// request meanwhile (the page's own pictures and API reads among them). Plain JavaScript: it runs as it is
// in the gateway (tsx) and in its tests.
import { parentPort } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

/**
 * The renderer modules by file, build and try (a new build is a new mtime, so a new import). Each new try
 * at loading a build is a new address too: Node keeps a module whose evaluation failed (or never ended) as
 * it is for its address, so only a fresh one can load after a busy start made the first try fail.
 */
const modules = new Map();

const load = (file, mtimeMs, attempt) => {
  const href = `${pathToFileURL(file).href}?v=${mtimeMs}${attempt > 1 ? `&try=${attempt}` : ''}`;
  let mod = modules.get(href);
  if (!mod) {
    mod = import(href);
    modules.set(href, mod);
    mod.catch(() => modules.delete(href));
  }
  return mod;
};

parentPort?.on('message', async ({ id, file, mtimeMs, attempt = 1, url, options }) => {
  try {
    const mod = await load(file, mtimeMs, attempt);
    if (typeof mod.render !== 'function') throw new Error(`${file} exports no render()`);
    // url null: only load the module (the gateway warms its renderers up at start)
    const paint = url === null ? null : await mod.render(url, options);
    parentPort?.postMessage({ id, paint: paint ?? null });
  } catch (e) {
    parentPort?.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
