import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { boundariesPlugin } from './boundaries.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/**
 * Every workspace's tsconfig.json, as plain paths: the resolver expands glob patterns relative to the cwd
 * and then misses the tsconfig of the workspace being linted (its own `@/` paths).
 */
const TSCONFIGS = ['apps', 'packages', 'tooling']
  .flatMap((dir) => readdirSync(path.join(ROOT, dir)).map((name) => path.join(ROOT, dir, name, 'tsconfig.json')))
  .concat(path.join(ROOT, 'e2e', 'tsconfig.json'))
  .filter((file) => existsSync(file));

/** The one lint config: `export default config` from each workspace's eslint.config.js. */
const config = tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/.data/**', '**/drizzle/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { boundaries: boundariesPlugin, 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Which files the import-x rules read (TypeScript included) and with which parser.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/external-module-folders': importX.flatConfigs.typescript.settings['import-x/external-module-folders'],
      // Resolves `@/…` (each app's tsconfig paths), `@ws/<pkg>/<subpath>` (package exports) and extensionless
      // relative imports the way TypeScript does, so that the cycle check follows every import.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: TSCONFIGS,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'boundaries/dependency-direction': 'error',
      'boundaries/no-cross-feature-imports': 'error',
      'boundaries/app-zones': 'error',
      'boundaries/api-modules': 'error',
      // A runtime cycle (a value import back to a module that is still being evaluated) reads undefined or
      // throws in the temporal dead zone, depending on the order the entry happens to load the modules in.
      // `import type` is erased at build time, so a type-only loop is not reported. Installed packages are
      // not walked (they cannot import our code back; walking Mantine's files multiplied lint time by 10).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render rich text with <RichText> from @ws/ui (sanitized).' }],
    },
  },
);
export default config;
