// The production topology, started for a check or a measurement (scripts/test-scale.mjs, scripts/bench-api.mjs):
// a throwaway PostgreSQL 15 in a temporary folder, API processes run from the release bundle
// (`node apps/api/dist/main.mjs`), and nginx with the config the gateway generates (deploy/nginx.conf's
// source) in front. Plain Node ESM; PostgreSQL's and nginx's binaries from Debian's packages.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, scrypt } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './proc.mjs';

export const API_DIR = path.join(ROOT, 'apps', 'api');
export const GATEWAY_DIR = path.join(ROOT, 'apps', 'gateway');
export const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
export const NGINX = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => p && existsSync(p));

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** What this machine lacks to start the topology (empty when it has everything). */
export const missingTools = () => {
  const missing = [];
  if (!existsSync(path.join(PG_BIN, 'initdb'))) missing.push(`PostgreSQL 15 binaries in ${PG_BIN} (apt-get install -y postgresql)`);
  if (!NGINX) missing.push('nginx (apt-get install -y nginx)');
  return missing;
};

/** node-postgres as apps/api has it (its dependency, not the root's: resolved from there by name). */
export const apiPg = () => createRequire(path.join(API_DIR, 'package.json'))('pg');

export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** initdb refuses to run as root: the binaries run as `postgres` then (as apps/api/test/pg-server.ts). */
const asServerUser = (cmd, args) => {
  if (process.getuid?.() === 0) {
    const quoted = [cmd, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
  } else execFileSync(cmd, args, { stdio: 'pipe' });
};

/** A password hash as the API stores it (modules/account: scrypt N=16384, r=8, p=1). */
export const hashPassword = (password) =>
  new Promise((resolve, reject) => {
    const salt = randomBytes(16);
    scrypt(password.normalize('NFKC'), salt, 32, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$')),
    );
  });

/** The API bundle (what production runs): `node build.mjs` in apps/api. */
export const buildApi = () => execFileSync(process.execPath, ['build.mjs'], { cwd: API_DIR, stdio: ['ignore', 'ignore', 'inherit'] });

/**
 * PostgreSQL 15 in `<dir>/pg` on a free port (fsync off: a throwaway server); its stop is pushed onto
 * `cleanups`. `settings` are extra `-c name=value` server settings.
 */
export const startPostgres = async (dir, cleanups, settings = {}) => {
  const pgDir = path.join(dir, 'pg');
  mkdirSync(pgDir);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(pgDir, uid, gid);
  }
  const port = await freePort();
  const extra = Object.entries({ max_connections: 100, fsync: 'off', ...settings })
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(' ');
  asServerUser(path.join(PG_BIN, 'initdb'), ['-D', `${pgDir}/db`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  asServerUser(path.join(PG_BIN, 'pg_ctl'), ['-D', `${pgDir}/db`, '-o', `-p ${port} -k ${pgDir} -c listen_addresses=127.0.0.1 ${extra}`, '-l', `${pgDir}/log`, '-w', 'start']);
  cleanups.push(() => asServerUser(path.join(PG_BIN, 'pg_ctl'), ['-D', `${pgDir}/db`, '-m', 'immediate', 'stop']));
  return { port, url: `postgres://postgres@127.0.0.1:${port}/postgres` };
};

/**
 * The environment of an API process of the topology: demo mode (the payment stand-in answers), quiet logs,
 * uploads in `<dir>/uploads`, no metrics port and no PGlite folder from the caller's environment.
 */
export const apiEnvOf = (dir, databaseUrl, extra = {}) => {
  const uploadDir = path.join(dir, 'uploads');
  if (!existsSync(uploadDir)) mkdirSync(uploadDir);
  const env = { ...process.env, APP_ENV: 'demo', DATABASE_URL: databaseUrl, API_HOST: '127.0.0.1', API_LOG_LEVEL: 'warn', UPLOAD_DIR: uploadDir, ...extra };
  delete env.METRICS_PORT;
  delete env.DATA_DIR;
  return env;
};

/**
 * One API process (`node dist/main.mjs` in apps/api) on `port`: `{ name, port, child, exited, log(), url }`,
 * its output kept in `<dir>/api-<name>.log`.
 */
export const startApi = ({ dir, name, port, env, nodeArgs = [] }) => {
  const logFile = path.join(dir, `api-${name}.log`);
  const child = spawn(process.execPath, [...nodeArgs, 'dist/main.mjs'], { cwd: API_DIR, env: { ...env, API_PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (b) => {
    out += b.toString();
    writeFileSync(logFile, out);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { name, port, child, exited, log: () => out, url: `http://127.0.0.1:${port}` };
};

/** Until the process answers /api/ready (database reachable, migrations applied); throws after `ms`. */
export const waitReady = async (api, ms = 30_000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (api.child.exitCode !== null) throw new Error(`API ${api.name} exited (${api.child.exitCode}): ${api.log().slice(-800)}`);
    const ok = await fetch(`${api.url}/api/ready`).then((r) => r.status === 200, () => false);
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`API ${api.name} not ready after ${ms} ms: ${api.log().slice(-800)}`);
};

/**
 * nginx with the generated site config (apps/gateway src/cli/render-nginx.ts) in `<dir>/nginx`: `/api` to an
 * upstream of `upstreams` (host:port each), JSON access log in `<dir>/nginx/access.log` unless
 * `accessLog: false`; `extra` is more of the http block (another server). Its stop is pushed onto `cleanups`. `{ url, ngDir }` once it answers /api/health.
 */
export const startNginx = async ({ dir, upstreams, cleanups, accessLog = true, workers = 'auto', render = {}, extra = '' }) => {
  const ngDir = path.join(dir, 'nginx');
  mkdirSync(ngDir);
  chmodSync(ngDir, 0o777);
  const port = await freePort();
  const options = { siteRoot: ngDir, apiUpstreams: upstreams, listen: `127.0.0.1:${port}`, accessLog: accessLog ? path.join(ngDir, 'access.log') : 'off', cacheDir: path.join(ngDir, 'cache'), ...render };
  const site = execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/render-nginx.ts', JSON.stringify(options)], { cwd: GATEWAY_DIR, encoding: 'utf8' });
  writeFileSync(path.join(ngDir, 'site.conf'), site);
  writeFileSync(
    path.join(ngDir, 'nginx.conf'),
    `worker_processes ${workers};\npid ${ngDir}/nginx.pid;\nerror_log ${ngDir}/error.log;\nevents { worker_connections 4096; }\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  keepalive_requests 100000;\n` +
      `  client_body_temp_path ${ngDir}/body;\n  proxy_temp_path ${ngDir}/proxy;\n  include ${ngDir}/site.conf;\n${extra}}\n`,
  );
  const nginx = (args) => execFileSync(NGINX, ['-p', ngDir, '-c', path.join(ngDir, 'nginx.conf'), ...args], { stdio: 'pipe' });
  nginx([]);
  cleanups.push(() => nginx(['-s', 'stop']));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50 && !(await fetch(`${url}/api/health`).then((r) => r.ok, () => false)); i++) await sleep(100);
  return { url, port, ngDir };
};
