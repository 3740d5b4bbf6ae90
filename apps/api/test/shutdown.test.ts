// Graceful shutdown of the real server process (src/main.ts): on SIGTERM it stops accepting connections,
// answers the request under way, stops its timers, closes the metrics listener and the database, and exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../src/config';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await sleep(150);
  }
}

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

describe('graceful shutdown of the API process', () => {
  let child: ChildProcess | null = null;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
  });

  it('SIGTERM: the request under way gets its answer, new connections are refused, the process exits 0', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    let output = '';
    child = spawn(process.execPath, ['--import', 'tsx', path.join(API_ROOT, 'src', 'main.ts')], {
      cwd: API_ROOT,
      env: {
        ...process.env,
        APP_ENV: 'demo',
        DATABASE_URL: '',
        DATA_DIR: 'memory://',
        API_PORT: String(port),
        API_HOST: '127.0.0.1',
        METRICS_PORT: String(metricsPort),
        API_LOG_LEVEL: 'warn',
        ORDER_EXPIRY_INTERVAL_MS: '200',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += String(d)));
    child.stderr!.on('data', (d) => (output += String(d)));
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => child!.once('exit', (code, signal) => resolve({ code, signal })));

    await waitFor(`http://127.0.0.1:${port}/api/ready`, 60_000);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(200);

    // a request under way: its headers and half its body are sent, the rest comes after the SIGTERM
    const body = '<xml><return_code>SUCCESS</return_code><out_trade_no>NOPE</out_trade_no></xml>';
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let answer = '';
    socket.on('data', (d) => (answer += String(d)));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      `POST /api/pay/wechat/notify HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/xml\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: drain-1\r\n\r\n${body.slice(0, 20)}`,
    );
    await sleep(300);

    const t0 = Date.now();
    child.kill('SIGTERM');
    await sleep(500);
    // no new connections any more, but the one under way is still open
    expect(await connects(port)).toBe(false);
    expect(child.exitCode).toBeNull();

    socket.end(body.slice(20));
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer.toLowerCase()).toContain('x-request-id: drain-1');
    expect(answer).toContain('<return_code><![CDATA[FAIL]]></return_code>');

    const { code, signal } = await exited;
    expect({ code, signal }, output).toEqual({ code: 0, signal: null });
    expect(Date.now() - t0).toBeLessThan(10_000);
  }, 90_000);
});
