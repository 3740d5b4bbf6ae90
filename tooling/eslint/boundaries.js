// Local lint rules that enforce DESIGN.md's dependency direction:
//   apps -> ui -> api-sdk -> validators/routes/sheets; nothing imports from an app;
//   inside an app, src/features/<a> never imports src/features/<b>;
//   inside an app, src/app -> src/features -> src/shared (never upwards).
import path from 'node:path';

/** Layer of each workspace package; a package may import only packages of a lower layer. */
const LAYER = {
  '@ws/routes': 0,
  '@ws/validators': 0,
  '@ws/sheets': 0,
  '@ws/api-sdk': 1,
  '@ws/ui': 2,
};
const APPS = ['@ws/portal', '@ws/mall', '@ws/admin', '@ws/api', '@ws/gateway', '@ws/e2e'];

const pkgOf = (spec) => {
  if (!spec.startsWith('@ws/')) return null;
  return spec.split('/').slice(0, 2).join('/');
};

/** Which workspace package or app a file belongs to, from its path. */
const ownerOf = (file) => {
  const norm = file.split(path.sep).join('/');
  const m = norm.match(/\/(packages|apps)\/([^/]+)\//);
  if (!m) return null;
  return { kind: m[1], name: `@ws/${m[2]}`, root: norm.slice(0, norm.indexOf(m[0]) + m[0].length) };
};

const importSources = (node) => node.source && typeof node.source.value === 'string' ? node.source.value : null;

const visit = (check) => ({
  ImportDeclaration: (n) => check(n, importSources(n)),
  ExportNamedDeclaration: (n) => n.source && check(n, importSources(n)),
  ExportAllDeclaration: (n) => check(n, importSources(n)),
  ImportExpression: (n) => n.source.type === 'Literal' && check(n, n.source.value),
});

export const dependencyDirection = {
  meta: { type: 'problem', schema: [], messages: { bad: '{{from}} must not import {{to}} (DESIGN.md: apps -> ui -> api-sdk -> validators/routes; nothing imports an app)' } },
  create(context) {
    const owner = ownerOf(context.filename);
    if (!owner) return {};
    return visit((node, spec) => {
      if (!spec) return;
      let target = pkgOf(spec);
      if (!target && spec.startsWith('.')) {
        const resolved = path.resolve(path.dirname(context.filename), spec);
        const t = ownerOf(resolved + '/');
        if (t && t.name !== owner.name) target = t.name;
      }
      if (!target || target === owner.name) return;
      const bad = APPS.includes(target)
        || (owner.kind === 'packages' && LAYER[owner.name] !== undefined && LAYER[target] !== undefined && LAYER[target] >= LAYER[owner.name]);
      if (bad) context.report({ node, messageId: 'bad', data: { from: owner.name, to: target } });
    });
  },
};

export const noCrossFeatureImports = {
  meta: { type: 'problem', schema: [], messages: { bad: 'feature "{{from}}" must not import feature "{{to}}": move shared code to src/shared or a package' } },
  create(context) {
    const norm = context.filename.split(path.sep).join('/');
    const m = norm.match(/^(.*\/src)\/features\/([^/]+)\//);
    if (!m) return {};
    const [, srcDir, feature] = m;
    return visit((node, spec) => {
      if (!spec) return;
      let abs = null;
      if (spec.startsWith('@/')) abs = `${srcDir}/${spec.slice(2)}`;
      else if (spec.startsWith('.')) abs = path.resolve(path.dirname(context.filename), spec).split(path.sep).join('/');
      if (!abs) return;
      const t = abs.match(/\/src\/features\/([^/]+)/);
      if (t && t[1] !== feature) context.report({ node, messageId: 'bad', data: { from: feature, to: t[1] } });
    });
  },
};

/**
 * The zone of an app's source file: `app` (router, providers, route screens) composes `features`, which
 * use `shared`. Other folders of src (config, testing) and main.tsx are outside the layering.
 */
const ZONE_RANK = { app: 2, features: 1, shared: 0 };
const zoneOf = (abs) => abs.match(/\/apps\/[^/]+\/src\/(app|features|shared)(?:\/|\.|$)/)?.[1] ?? null;

export const appZones = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      bad: 'src/{{from}} must not import src/{{to}} (DESIGN.md: src/app -> src/features -> src/shared): move the code down to {{fix}}',
    },
  },
  create(context) {
    const norm = context.filename.split(path.sep).join('/');
    const m = norm.match(/^(.*\/apps\/[^/]+\/src)\//);
    const from = zoneOf(norm);
    if (!m || !from) return {};
    const srcDir = m[1];
    return visit((node, spec) => {
      if (!spec) return;
      let abs = null;
      if (spec.startsWith('@/')) abs = `${srcDir}/${spec.slice(2)}`;
      else if (spec.startsWith('.')) abs = path.resolve(path.dirname(context.filename), spec).split(path.sep).join('/');
      if (!abs || !abs.startsWith(`${srcDir}/`)) return;
      const to = zoneOf(abs);
      if (!to || ZONE_RANK[to] <= ZONE_RANK[from]) return;
      const fix = from === 'shared' ? 'src/shared or a package' : 'the feature or src/shared';
      context.report({ node, messageId: 'bad', data: { from, to, fix } });
    });
  },
};

/**
 * The API server's shape (DESIGN.md "The API server"): `src/kernel` imports nothing of the server but
 * itself; `src/db` imports only the kernel; a module (`src/modules/<m>/`) reaches another module only
 * through its `index.ts`; a module's routes (the HTTP adapter) use their own service, never its queries;
 * a module's services, queries and messages never import `src/http` (services know nothing of HTTP).
 */
const apiZoneOf = (abs) => {
  const m = abs.match(/\/apps\/api\/src\/(kernel|db|http|modules)(?:\/([^/]+))?(?:\/(.+))?$/);
  if (!m) return null;
  const [, zone, first, rest] = m;
  if (zone !== 'modules') return { zone };
  if (!rest) {
    // a file directly in modules/ (the routes table) belongs to no module; a folder import is its index
    if (!first || /\.(ts|tsx|js|mjs)$/.test(first) || first === 'index') return { zone: 'modules-root' };
    return { zone, module: first, file: 'index' };
  }
  return { zone, module: first, file: rest.replace(/\.(ts|tsx|js|mjs)$/, '') };
};

export const apiModules = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      kernel: 'src/kernel imports nothing of the server but itself (it is below everything): {{to}}',
      db: 'src/db imports only src/kernel: {{to}}',
      throughIndex: 'module "{{from}}" reaches module "{{to}}" only through its index.ts, not {{file}}',
      routesQueries: 'routes use their own service, never its queries: put the call in service.ts',
      serviceHttp: 'services know nothing of HTTP: src/modules/{{from}}/{{file}} must not import src/http (throw DomainError from src/kernel)',
    },
  },
  create(context) {
    const norm = context.filename.split(path.sep).join('/');
    const here = apiZoneOf(norm);
    if (!here) return {};
    const isTest = /\.test\.(ts|tsx)$/.test(norm);
    return visit((node, spec) => {
      if (!spec || !spec.startsWith('.')) return;
      const abs = path.resolve(path.dirname(context.filename), spec).split(path.sep).join('/');
      const to = apiZoneOf(abs) ?? (abs.match(/\/apps\/api\/src\//) ? { zone: 'other' } : null);
      if (!to) return;
      const toName = abs.slice(abs.indexOf('/apps/api/') + '/apps/api/'.length);
      if (here.zone === 'kernel' && to.zone !== 'kernel') return context.report({ node, messageId: 'kernel', data: { to: toName } });
      if (here.zone === 'db' && to.zone !== 'db' && to.zone !== 'kernel') return context.report({ node, messageId: 'db', data: { to: toName } });
      if (here.zone !== 'modules' || isTest) return;
      if (to.zone === 'modules' && to.module !== here.module && to.file !== 'index') {
        return context.report({ node, messageId: 'throughIndex', data: { from: here.module, to: to.module, file: `${to.file}.ts` } });
      }
      if (here.file === 'routes' && to.zone === 'modules' && to.module === here.module && /^queries(\/|$)/.test(to.file)) {
        return context.report({ node, messageId: 'routesQueries' });
      }
      if (to.zone === 'http' && !/^routes(\/|$)/.test(here.file) && here.file !== 'index') {
        return context.report({ node, messageId: 'serviceHttp', data: { from: here.module, file: `${here.file}.ts` } });
      }
    });
  },
};

export const boundariesPlugin = {
  rules: {
    'dependency-direction': dependencyDirection,
    'no-cross-feature-imports': noCrossFeatureImports,
    'app-zones': appZones,
    'api-modules': apiModules,
  },
};
