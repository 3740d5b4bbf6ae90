// Graceful shutdown of the real gateway process (src/main.ts): on SIGTERM it stops accepting connections,
// passes on the answer of the request under way, and exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, listen } from '../test/helpers';

const GATEWAY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

describe('graceful shutdown of the gateway process', () => {
  let child: ChildProcess | null = null;
  let api: Awaited<ReturnType<typeof listen>> | null = null;
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await api?.close();
  });

  it('SIGTERM: the proxied request under way gets its answer, then the process exits 0', async () => {
    // an API that takes 1.5 s to answer
    api = await listen(
      http.createServer((req, res) => {
        if (req.url?.startsWith('/api/chat/events')) {
          // a stream that never ends
          res.writeHead(200, { 'content-type': 'text/event-stream' }).write('event: ready\ndata: {}\n\n');
          return;
        }
        setTimeout(() => res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': String(req.headers['x-request-id']) }).end('{"ok":true,"code":0,"msg":"","data":"slow"}'), 1500);
      }),
    );
    const apiPort = api.port;
    const port = await freePort();
    let output = '';
    child = spawn(process.execPath, ['--import', 'tsx', path.join(GATEWAY_ROOT, 'src', 'main.ts')], {
      cwd: GATEWAY_ROOT,
      env: { ...process.env, APP_ENV: 'demo', GATEWAY_MODE: 'prod', PORT: String(port), HOST: '127.0.0.1', API_URL: `http://127.0.0.1:${apiPort}`, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += String(d)));
    child.stderr!.on('data', (d) => (output += String(d)));
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => child!.once('exit', (code, signal) => resolve({ code, signal })));
    for (let i = 0; !(await connects(port)); i++) {
      if (i > 300 || child.exitCode !== null) throw new Error(`gateway did not start: ${output}`);
      await sleep(100);
    }

    // an open chat event stream through the gateway: cut at the close, never waited for
    const stream = await fetch(`http://127.0.0.1:${port}/api/chat/events?ticket=t`);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const streamEnded = stream.text().then(
      () => 'ended',
      () => 'ended',
    );
    const t0 = Date.now();
    const answer = fetch(`http://127.0.0.1:${port}/api/open/uni/slow`, { headers: { 'x-request-id': 'gw-drain-1' } });
    await sleep(400);
    child.kill('SIGTERM');
    await sleep(300);
    expect(await connects(port)).toBe(false);
    const res = await answer;
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('gw-drain-1');
    expect(await res.json()).toMatchObject({ data: 'slow' });
    expect(await exited, output).toEqual({ code: 0, signal: null });
    expect(await streamEnded).toBe('ended');
    expect(Date.now() - t0).toBeLessThan(5000);
  }, 60_000);
});
