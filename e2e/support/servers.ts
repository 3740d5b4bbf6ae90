// Start and stop the servers the journeys run against: a fresh API (in-memory database, seeded) and the
// gateway in prod mode serving the built apps. Each in its own process group, output to a log file.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(E2E_DIR, '..');
/** Server logs (gitignored with the Playwright report). */
export const LOG_DIR = path.join(E2E_DIR, 'playwright-report', 'logs');

export interface Server {
  name: string;
  child: ChildProcess;
  logFile: string;
}

export const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.once('listening', () => srv.close(() => resolve(true)));
    srv.listen(port);
  });

/** Spawn `pnpm --filter <pkg> --silent <script> ...args` in its own process group, output to a log file. */
export const startServer = (name: string, pkg: string, script: string, args: string[], env: Record<string, string>): Server => {
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, `${name}.log`);
  const fd = openSync(logFile, 'w');
  const child = spawn('pnpm', ['--filter', pkg, '--silent', script, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
    detached: true,
  });
  closeSync(fd);
  return { name, child, logFile };
};

export const logTail = (s: Server, lines = 40) => {
  if (!existsSync(s.logFile)) return '';
  return readFileSync(s.logFile, 'utf8').split('\n').slice(-lines).join('\n');
};

const exited = (c: ChildProcess) => c.exitCode !== null || c.signalCode !== null;

/** Poll `url` until `ready(res)`; fails early when a server exits, with its log tail. */
export const waitFor = async (url: string, servers: Server[], ready: (res: Response) => Promise<boolean> | boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    for (const s of servers) {
      if (exited(s.child)) {
        throw new Error(`${s.name} exited (code ${s.child.exitCode ?? s.child.signalCode}) while waiting for ${url}. Its log (${s.logFile}):\n${logTail(s)}`);
      }
    }
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
      if (await ready(res)) return;
      last = `HTTP ${res.status}`;
    } catch (e) {
      last = e instanceof Error ? e.message : String(e);
    }
    if (Date.now() > deadline) {
      throw new Error(`${url} not ready after ${timeoutMs / 1000} s (last: ${last}).\n${servers.map((s) => `--- ${s.name} (${s.logFile}):\n${logTail(s)}`).join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
};

const signalGroup = (c: ChildProcess, signal: NodeJS.Signals) => {
  if (!c.pid) return;
  try {
    process.kill(-c.pid, signal);
  } catch {
    /* gone */
  }
};

/** SIGTERM each server's process group, SIGKILL what is left after `graceMs`. */
export const stopServers = async (servers: Server[], graceMs = 5000) => {
  await Promise.all(
    servers.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (exited(s.child)) {
            signalGroup(s.child, 'SIGKILL');
            resolve();
            return;
          }
          const timer = setTimeout(() => signalGroup(s.child, 'SIGKILL'), graceMs);
          s.child.once('exit', () => {
            clearTimeout(timer);
            signalGroup(s.child, 'SIGKILL');
            resolve();
          });
          signalGroup(s.child, 'SIGTERM');
        }),
    ),
  );
};
