// A throwaway PostgreSQL 15 cluster for the concurrency tests: PGlite has one connection, so a race there
// proves nothing (DESIGN.md "Tests"). initdb in a temporary folder, started on a free local port, removed at
// the end. Tests skip when the binaries (Debian's postgresql package) are missing, except in CI
// (CI=true), where that is a failure.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
export const havePgBinaries = existsSync(path.join(BIN, 'initdb')) && existsSync(path.join(BIN, 'pg_ctl'));

/** Call at module level of a PostgreSQL test file: throws in CI when the binaries are missing. */
export function requirePgInCi(what: string): void {
  if (!havePgBinaries && process.env.CI === 'true') {
    throw new Error(`PostgreSQL binaries not found in ${BIN} (apt-get install -y postgresql): ${what} must run in CI`);
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/** initdb refuses to run as root: run the binaries as `postgres` then (TOOLCHAIN.md). */
const asServerUser = (cmd: string, args: string[]) => {
  if (process.getuid?.() === 0) {
    const quoted = [cmd, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
  } else {
    execFileSync(cmd, args, { stdio: 'pipe' });
  }
};

export interface PgServer {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust auth, loopback only) */
  url: string;
  /** stop the server and remove its folder (safe to call when start failed half-way) */
  stop(): void;
}

/** initdb + pg_ctl start in a new temporary folder. */
export async function startPgServer(): Promise<PgServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ws-pg-'));
  let started = false;
  const stop = () => {
    if (started) {
      try {
        asServerUser(path.join(BIN, 'pg_ctl'), ['-D', `${dir}/db`, '-m', 'immediate', 'stop']);
      } catch {
        /* already stopped */
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    chmodSync(dir, 0o755);
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      chownSync(dir, uid, gid);
    }
    const port = await freePort();
    asServerUser(path.join(BIN, 'initdb'), ['-D', `${dir}/db`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    asServerUser(path.join(BIN, 'pg_ctl'), ['-D', `${dir}/db`, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`, '-l', `${dir}/log`, '-w', 'start']);
    started = true;
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (err) {
    stop();
    throw err;
  }
}
