// Find pnpm: the one on PATH, else pnpm@12.21.0 through npx (the package.json `packageManager` version).
// When npx provides it, its bin folder is put on PATH (process.env and the returned env), because turbo
// and the child scripts call `pnpm` by name.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fail, log, run, since, warn } from './proc.mjs';

export const PNPM_VERSION = '12.21.0';

const version = (cmd, env) => {
  const r = spawnSync(cmd, ['--version'], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return r.status === 0 ? r.stdout.trim() : null;
};

let cached = null;

/** Returns { version, env } where env.PATH finds `pnpm`. Exits the process when pnpm cannot be had. */
export const ensurePnpm = () => {
  if (cached) return cached;
  const onPath = version('pnpm', process.env);
  if (onPath) {
    if (onPath.split('.')[0] !== PNPM_VERSION.split('.')[0]) {
      warn(`pnpm ${onPath} found; this repository is made for pnpm ${PNPM_VERSION} (npm i -g pnpm@${PNPM_VERSION}).`);
    }
    cached = { version: onPath, env: process.env };
    return cached;
  }
  log(`pnpm not found: fetching pnpm@${PNPM_VERSION} with npx (once, about 10 s)`);
  const r = spawnSync('npx', ['-y', `--package=pnpm@${PNPM_VERSION}`, '-c', 'command -v pnpm'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  const bin = r.status === 0 ? r.stdout.trim().split('\n').pop() : '';
  if (!bin) {
    console.error(`Could not get pnpm. Install it with: npm i -g pnpm@${PNPM_VERSION}`);
    process.exit(1);
  }
  process.env.PATH = `${path.dirname(bin)}${path.delimiter}${process.env.PATH ?? ''}`;
  const v = version('pnpm', process.env);
  if (!v) {
    console.error(`pnpm from npx (${bin}) does not run. Install it with: npm i -g pnpm@${PNPM_VERSION}`);
    process.exit(1);
  }
  log(`using pnpm ${v} from ${path.dirname(bin)}`);
  cached = { version: v, env: process.env };
  return cached;
};

/** pnpm install --frozen-lockfile (exits on failure); returns the env that finds pnpm. */
export const install = async () => {
  const { env } = ensurePnpm();
  const t0 = Date.now();
  // confirmModulesPurge=false: never stop at pnpm's "remove node_modules? (Y/n)" question (no stdin in CI).
  const { code } = await run('pnpm', ['install', '--frozen-lockfile', '--config.confirmModulesPurge=false'], {
    env,
    label: 'pnpm install --frozen-lockfile',
  });
  if (code !== 0) {
    fail('pnpm install failed (see above). The lockfile must match package.json: run `pnpm install` and commit pnpm-lock.yaml.');
    process.exit(code);
  }
  log(`dependencies ready (${since(t0)})`);
  return env;
};
