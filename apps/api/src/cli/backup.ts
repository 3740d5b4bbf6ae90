// Backup and restore of the database and the uploaded files (deploy/README.md "Backup and restore"):
//   pnpm --filter @ws/api backup /var/backups/ws/2026-06-01
//   pnpm --filter @ws/api restore /var/backups/ws/2026-06-01
// A backup folder holds:
//   database.dump     pg_dump -Fc of DATABASE_URL (PostgreSQL), or
//   pglite.tar.gz     the embedded database's DATA_DIR (no DATABASE_URL: stop the API first)
//   uploads.tar.gz    everything in UPLOAD_DIR
//   manifest.json     when and what
// restore puts both back: pg_restore --clean --if-exists --no-owner --single-transaction into DATABASE_URL
// (the database's own objects are replaced; restore into a stopped site, or one taken out of nginx's
// upstream), and UPLOAD_DIR emptied and filled from the archive. pg_dump, pg_restore and tar must be on PATH
// (Debian: postgresql-client, the same major version as the server or newer); PG_BIN names their folder.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_UPLOAD_DIR, API_ROOT } from '../config';

export const DUMP_FILE = 'database.dump';
export const PGLITE_FILE = 'pglite.tar.gz';
export const UPLOADS_FILE = 'uploads.tar.gz';
export const MANIFEST_FILE = 'manifest.json';

export interface BackupEnv {
  databaseUrl: string | null;
  dataDir: string;
  uploadDir: string;
  pgBin: string | null;
}

export function backupEnv(env: NodeJS.ProcessEnv = process.env): BackupEnv {
  return {
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir: env.DATA_DIR?.trim() || path.join(API_ROOT, '.data', 'pglite'),
    uploadDir: env.UPLOAD_DIR?.trim() || DEFAULT_UPLOAD_DIR,
    pgBin: env.PG_BIN?.trim() || null,
  };
}

const bin = (e: BackupEnv, name: string) => (e.pgBin ? path.join(e.pgBin, name) : name);
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });

/** Empty a folder (made when missing), keeping the folder itself (it may be a mount point). */
function emptyDir(dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(dir)) rmSync(path.join(dir, entry), { recursive: true, force: true });
}

export function backup(dir: string, e: BackupEnv): void {
  mkdirSync(dir, { recursive: true });
  if (existsSync(path.join(dir, MANIFEST_FILE))) throw new Error(`${dir} already holds a backup: name a new folder`);
  if (e.databaseUrl) {
    run(bin(e, 'pg_dump'), ['--format=custom', '--file', path.join(dir, DUMP_FILE), '--dbname', e.databaseUrl]);
  } else {
    if (!existsSync(e.dataDir)) throw new Error(`no DATABASE_URL and no embedded database at ${e.dataDir}`);
    run('tar', ['-czf', path.join(dir, PGLITE_FILE), '-C', e.dataDir, '.']);
  }
  mkdirSync(e.uploadDir, { recursive: true });
  run('tar', ['-czf', path.join(dir, UPLOADS_FILE), '-C', e.uploadDir, '.']);
  const manifest = { createdAt: new Date().toISOString(), database: e.databaseUrl ? 'postgres' : 'pglite', files: [e.databaseUrl ? DUMP_FILE : PGLITE_FILE, UPLOADS_FILE] };
  writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export function restore(dir: string, e: BackupEnv): void {
  const manifestPath = path.join(dir, MANIFEST_FILE);
  if (!existsSync(manifestPath)) throw new Error(`${dir} holds no backup (${MANIFEST_FILE} missing)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { database: 'postgres' | 'pglite' };
  if (manifest.database === 'postgres') {
    if (!e.databaseUrl) throw new Error('this backup is of a PostgreSQL database: set DATABASE_URL to the database to restore into');
    run(bin(e, 'pg_restore'), ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', '--dbname', e.databaseUrl, path.join(dir, DUMP_FILE)]);
  } else {
    if (e.databaseUrl) throw new Error('this backup is of the embedded database (PGlite): unset DATABASE_URL, set DATA_DIR');
    emptyDir(e.dataDir);
    run('tar', ['-xzf', path.join(dir, PGLITE_FILE), '-C', e.dataDir]);
  }
  emptyDir(e.uploadDir);
  run('tar', ['-xzf', path.join(dir, UPLOADS_FILE), '-C', e.uploadDir]);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const [command, target] = process.argv.slice(2).filter((a) => a !== '--');
  if ((command !== 'backup' && command !== 'restore') || !target) {
    console.error('usage: backup <dir> | restore <dir>');
    process.exit(2);
  }
  // pnpm --filter runs in apps/api: a relative folder is the caller's
  const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
  const e = backupEnv();
  try {
    if (command === 'backup') backup(dir, e);
    else restore(dir, e);
    console.log(`[${command}] done: ${dir} (${e.databaseUrl ? 'PostgreSQL' : `PGlite ${e.dataDir}`}, uploads ${e.uploadDir})`);
  } catch (err) {
    console.error(`[${command}] failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
