// The shared lint config on the small trees in fixtures/: each file breaks exactly the rules named here,
// the clean files break none, and the import resolver follows the real apps' `@/` and `@ws/*` imports.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import config from './index.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const FIXTURES = path.join(HERE, 'fixtures');
const ROOT = path.resolve(HERE, '../..');

/** Rule ids reported for each fixture file (relative path), every file listed; [] = clean. */
const EXPECTED = {
  'apps/demo/src/app/routes/orders-screen.ts': [],
  'apps/demo/src/features/orders/order-title.ts': [],
  'apps/demo/src/shared/format-price.ts': [],
  'apps/demo/src/shared/label.ts': [],
  'apps/demo/src/features/type-loop/shape.ts': [],
  'apps/demo/src/features/type-loop/painter.ts': [],
  'packages/api-sdk/src/imports-validators.ts': [],
  'apps/demo/src/shared/imports-feature.ts': ['boundaries/app-zones'],
  'apps/demo/src/shared/imports-app.ts': ['boundaries/app-zones'],
  'apps/demo/src/features/cart/imports-app.ts': ['boundaries/app-zones', 'boundaries/app-zones'],
  'apps/demo/src/features/cart/imports-feature.ts': ['boundaries/no-cross-feature-imports'],
  'apps/demo/src/features/cycle/a.ts': ['import-x/no-cycle'],
  'apps/demo/src/features/cycle/b.ts': ['import-x/no-cycle'],
  'apps/demo/src/features/cycle/c.ts': ['import-x/no-cycle'],
  'apps/demo/src/features/cycle/d.ts': ['import-x/no-cycle'],
  'apps/demo/src/features/cycle/e.ts': ['import-x/no-cycle'],
  'packages/api-sdk/src/imports-ui.ts': ['boundaries/dependency-direction'],
  'packages/validators/src/imports-app.ts': ['boundaries/dependency-direction'],
  'apps/api/src/kernel/errors.ts': [],
  'apps/api/src/http/handler.ts': [],
  'apps/api/src/db/schema.ts': [],
  'apps/api/src/modules/orders/index.ts': [],
  'apps/api/src/modules/orders/queries.ts': [],
  'apps/api/src/modules/orders/service.ts': [],
  'apps/api/src/modules/orders/routes.ts': [],
  'apps/api/src/modules/payments/index.ts': [],
  'apps/api/src/modules/payments/queries.ts': [],
  'apps/api/src/modules/payments/service.ts': [],
  'apps/api/src/kernel/imports-http.ts': ['boundaries/api-modules'],
  'apps/api/src/db/imports-module.ts': ['boundaries/api-modules'],
  'apps/api/src/modules/orders/imports-internal.ts': ['boundaries/api-modules'],
  'apps/api/src/modules/orders/uses-http.ts': ['boundaries/api-modules'],
  'apps/api/src/modules/payments/routes.ts': ['boundaries/api-modules'],
};

/** @type {Map<string, import('eslint').Linter.LintMessage[]>} */
const byFile = new Map();

beforeAll(async () => {
  // The config as the workspaces use it; `ignore: false` because the repository's lint skips fixtures/.
  // cwd stays the process's: the TypeScript resolver drops its tsconfig paths when ESLint's cwd differs.
  const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: true, baseConfig: config, ignore: false });
  for (const r of await eslint.lintFiles([FIXTURES])) {
    byFile.set(path.relative(FIXTURES, r.filePath).split(path.sep).join('/'), r.messages);
  }
}, 60_000);

describe('shared lint config on fixtures/', () => {
  it('lints exactly the listed fixture files', () => {
    expect([...byFile.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s -> %j', (file, rules) => {
    const messages = byFile.get(file) ?? [];
    expect(messages.map((m) => m.ruleId ?? `fatal: ${m.message}`).sort(), JSON.stringify(messages, null, 1)).toEqual(rules);
  });

  it('explains each breach of the API server shape', () => {
    const msg = (file) => byFile.get(file)?.[0]?.message;
    expect(msg('apps/api/src/kernel/imports-http.ts')).toMatch(/src\/kernel imports nothing of the server/);
    expect(msg('apps/api/src/db/imports-module.ts')).toMatch(/src\/db imports only src\/kernel/);
    expect(msg('apps/api/src/modules/orders/imports-internal.ts')).toMatch(/module "orders" reaches module "payments" only through its index.ts, not queries.ts/);
    expect(msg('apps/api/src/modules/orders/uses-http.ts')).toMatch(/services know nothing of HTTP/);
    expect(msg('apps/api/src/modules/payments/routes.ts')).toMatch(/routes use their own service, never its queries/);
  });

  it('explains a zone breach and names the cycle', () => {
    expect(byFile.get('apps/demo/src/shared/imports-feature.ts')?.[0]?.message).toMatch(/src\/shared must not import src\/features/);
    expect(byFile.get('apps/demo/src/features/cart/imports-app.ts')?.[0]?.message).toMatch(/src\/features must not import src\/app/);
    expect(byFile.get('apps/demo/src/features/cycle/c.ts')?.[0]?.message).toMatch(/Dependency cycle via "\.\/e:1"/);
  });
});

describe('import resolver of the cycle check', () => {
  /**
   * Resolves with the config loaded the way `pnpm lint` loads it: in a process whose cwd is the workspace
   * being linted (an unresolved import hides any cycle through it).
   */
  const resolveIn = (workspace, ...queries) => {
    const script = `
      const { default: config } = await import(${JSON.stringify(pathToFileURL(path.join(HERE, 'index.js')).href)});
      const [resolver] = config.find((c) => c.settings?.['import-x/resolver-next']).settings['import-x/resolver-next'];
      const queries = ${JSON.stringify(queries.map(([source, from]) => [source, path.join(ROOT, from)]))};
      console.log(JSON.stringify(queries.map(([source, from]) => resolver.resolve(source, from))));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.join(ROOT, workspace), encoding: 'utf8' });
    return JSON.parse(out.trim().split('\n').pop() ?? 'null');
  };
  const found = (file) => ({ found: true, path: path.join(ROOT, file) });

  it("follows the linted app's @/ alias, workspace packages' exports and extensionless relative imports", () => {
    expect(resolveIn('apps/portal', ['@/app/app', 'apps/portal/src/main.tsx'])).toEqual([found('apps/portal/src/app/app.tsx')]);
    expect(resolveIn('apps/mall', ['@/app/app', 'apps/mall/src/main.tsx'], ['@ws/ui/testing', 'apps/mall/src/main.tsx'])).toEqual([
      found('apps/mall/src/app/app.tsx'),
      found('packages/ui/src/testing/index.tsx'),
    ]);
    expect(resolveIn('packages/api-sdk', ['./call', 'packages/api-sdk/src/index.ts'])).toEqual([found('packages/api-sdk/src/call.ts')]);
  }, 30_000);
});
