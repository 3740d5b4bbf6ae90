import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as root from './index';

// The package's subpaths (package.json "exports"): screens import the narrowest one so that their chunk
// carries only their domain's rules; the root keeps re-exporting all of them for the server.
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: Record<string, string> };
const subpaths = Object.entries(manifest.exports).filter(([key]) => key !== '.');

describe('@ws/validators exports', () => {
  it('maps each subpath to its own module, and the root to the index', () => {
    expect(manifest.exports['.']).toBe('./src/index.ts');
    for (const [key, file] of subpaths) expect(file).toBe(`./src${key.slice(1)}.ts`);
    expect(subpaths.map(([key]) => key)).toEqual(expect.arrayContaining(['./account', './onboarding', './company-form', './mall', './product-form', './rules', './messages', './constants', './core']));
  });

  it('every value the root exports comes from exactly one subpath, under the same name', async () => {
    const owners = new Map<string, string[]>();
    for (const [key, file] of subpaths) {
      const mod = (await import(/* @vite-ignore */ new URL(`.${file.slice('./src'.length)}`, import.meta.url).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(mod)) {
        if (name in root) {
          expect(value, `${key} ${name}`).toBe((root as Record<string, unknown>)[name]);
          owners.set(name, [...(owners.get(name) ?? []), key]);
        }
      }
    }
    for (const name of Object.keys(root)) expect(owners.get(name), name).toHaveLength(1);
    // the product rules moved to their own module and are still at the root
    expect(owners.get('productFormRules')).toEqual(['./product-form']);
    expect(owners.get('addressRules')).toEqual(['./mall']);
  });
});
