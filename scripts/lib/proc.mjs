// Process helpers shared by the root scripts (plain Node ESM, no dependencies).
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const COLORS = [36, 35, 33, 32, 34, 31];
export const paint = (code, text) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text);
export const bold = (text) => paint(1, text);

export const log = (msg) => console.log(`${paint(36, '▶')} ${msg}`);
export const warn = (msg) => console.warn(`${paint(33, '!')} ${msg}`);
export const fail = (msg) => console.error(`${paint(31, '✗')} ${msg}`);

/** Strip ANSI escapes (to parse tool output). */
// eslint-disable-next-line no-control-regex
export const stripAnsi = (s) => s.replace(/\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07/g, '');

/** Call `onLine` for every complete line of a stream (and the rest at its end). */
export const eachLine = (stream, onLine) => {
  let buf = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buf += chunk;
    let i;
    while ((i = buf.indexOf('\n')) !== -1) {
      onLine(buf.slice(0, i).replace(/\r$/, ''));
      buf = buf.slice(i + 1);
    }
  });
  stream.on('end', () => {
    if (buf) onLine(buf);
    buf = '';
  });
};

/**
 * Run a command to completion with its output shown. With `capture: true` the output is also collected
 * (returned as `output`, ANSI stripped) while still streaming through. Resolves { code, output }.
 */
export const run = (cmd, args, { cwd = ROOT, env = process.env, capture = false, label } = {}) =>
  new Promise((resolve) => {
    if (label !== false) log(label ?? `${cmd} ${args.join(' ')}`);
    const child = spawn(cmd, args, { cwd, env, stdio: capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'] });
    const out = [];
    if (capture) {
      eachLine(child.stdout, (l) => {
        process.stdout.write(`${l}\n`);
        out.push(stripAnsi(l));
      });
      eachLine(child.stderr, (l) => {
        process.stderr.write(`${l}\n`);
        out.push(stripAnsi(l));
      });
    }
    let interrupted = null;
    const stopChild = (sig) => {
      interrupted = sig;
      child.kill(sig);
    };
    process.on('SIGINT', stopChild);
    process.on('SIGTERM', stopChild);
    child.on('error', (e) => {
      fail(`${cmd}: ${e.message}`);
    });
    child.on('close', (code, signal) => {
      process.off('SIGINT', stopChild);
      process.off('SIGTERM', stopChild);
      if (interrupted) process.exit(interrupted === 'SIGINT' ? 130 : 143);
      resolve({ code: code ?? (signal ? 1 : 0), signal, output: out.join('\n') });
    });
  });

let colorIndex = 0;

/**
 * Start a long-running process in its own process group with every output line prefixed by `[name]`.
 * Returns the child; stop it with `stopGroup(child)`.
 */
export const spawnPrefixed = (name, cmd, args, { cwd = ROOT, env = process.env, width = 8 } = {}) => {
  const color = COLORS[colorIndex++ % COLORS.length];
  const prefix = paint(color, `[${name}]`.padEnd(width + 2));
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  eachLine(child.stdout, (l) => process.stdout.write(`${prefix} ${l}\n`));
  eachLine(child.stderr, (l) => process.stderr.write(`${prefix} ${l}\n`));
  child.on('error', (e) => fail(`[${name}] ${e.message}`));
  child.procName = name;
  return child;
};

const alive = (child) => child.exitCode === null && child.signalCode === null;

/** Signal a child's whole process group (pnpm -> sh -> tsx -> node), falling back to the child. */
export const signalGroup = (child, signal) => {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
};

/** SIGTERM the group, SIGKILL after `graceMs`; resolves when the child has exited. */
export const stopGroup = (child, { signal = 'SIGTERM', graceMs = 5000 } = {}) =>
  new Promise((resolve) => {
    if (!child.pid || !alive(child)) {
      signalGroup(child, 'SIGKILL'); // leftovers of a group whose leader already exited
      resolve();
      return;
    }
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      signalGroup(child, 'SIGKILL');
      resolve();
    });
    signalGroup(child, signal);
  });

/**
 * Runs `children` as one unit: Ctrl-C (or SIGTERM/SIGHUP) is passed to every group and stops them all (exit 130
 * or 143); a child that exits on its own stops the others (its code, or 1). Returns `stopAll(code)`.
 */
export const superviseTogether = (children, { what = 'the site' } = {}) => {
  let stopping = false;
  const stopAll = async (code) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(children.map((c) => stopGroup(c)));
    process.exit(code);
  };
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(sig, () => {
      if (!stopping) log(`${sig}: stopping ${what}`);
      children.forEach((c) => signalGroup(c, sig === 'SIGHUP' ? 'SIGTERM' : sig));
      void stopAll(sig === 'SIGINT' ? 130 : 143);
    });
  }
  for (const c of children) {
    c.on('exit', (code, signal) => {
      if (stopping) return;
      fail(`${c.procName} exited (${signal ?? `code ${code}`}): stopping ${what}`);
      void stopAll(code || 1);
    });
  }
  return stopAll;
};

/** Resolves once `url` answers any HTTP response for which `accept(res)` is true. Rejects on timeout or when `child` exits. */
export const waitForHttp = (url, { timeoutMs = 120_000, accept = () => true, children = [], intervalMs = 300 } = {}) =>
  new Promise((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
    let done = false;
    const onExit = (c) => () => {
      if (done) return;
      done = true;
      reject(new Error(`${c.procName ?? 'process'} exited (code ${c.exitCode ?? c.signalCode}) before ${url} answered`));
    };
    const listeners = children.map((c) => {
      const l = onExit(c);
      c.once('exit', l);
      return [c, l];
    });
    const cleanup = () => listeners.forEach(([c, l]) => c.off('exit', l));
    const attempt = async () => {
      if (done) return;
      try {
        const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
        if (await accept(res)) {
          done = true;
          cleanup();
          resolve(res);
          return;
        }
      } catch {
        /* not up yet */
      }
      if (Date.now() > deadline) {
        done = true;
        cleanup();
        reject(new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`));
        return;
      }
      setTimeout(attempt, intervalMs);
    };
    attempt();
  });

/** True when nothing listens on `port` (checked on all interfaces). */
export const isPortFree = (port) =>
  new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.once('listening', () => srv.close(() => resolve(true)));
    srv.listen(port);
  });

/** Exit with a message when a port is taken. */
export const requireFreePort = async (port, what) => {
  if (!(await isPortFree(port))) {
    fail(`Port ${port} (${what}) is already in use. Stop whatever runs there, or choose another port (see README "Environment variables").`);
    process.exit(1);
  }
};

/** Format seconds since `t0`. */
export const since = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
