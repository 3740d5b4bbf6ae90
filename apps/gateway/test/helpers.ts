import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PORTAL_HTML = '<!doctype html><html><head><title>portal</title></head><body><div id="root">PORTAL</div></body></html>';
export const MALL_HTML = '<!doctype html><html><head><title>mall</title></head><body><div id="root">MALL</div></body></html>';
export const ADMIN_HTML = '<!doctype html><html><head><title>admin</title></head><body><div id="root">ADMIN</div></body></html>';

/** A temp folder with fake portal, mall and admin (the operations console) dist folders. */
export const makeDists = async (which: { portal?: boolean; mall?: boolean; admin?: boolean } = { portal: true, mall: true, admin: true }) => {
  const root = await mkdtemp(path.join(tmpdir(), 'ws-gateway-'));
  const dist = { portal: path.join(root, 'portal', 'dist'), mall: path.join(root, 'mall', 'dist'), admin: path.join(root, 'admin', 'dist') };
  if (which.portal) {
    await mkdir(path.join(dist.portal, 'assets'), { recursive: true });
    await writeFile(path.join(dist.portal, 'index.html'), PORTAL_HTML);
    await writeFile(path.join(dist.portal, 'assets', 'index-Ab12Cd34.js'), 'console.log("portal")');
    await writeFile(path.join(dist.portal, 'assets', 'index-Ef56Gh78.css'), 'body{margin:0}');
    await writeFile(path.join(dist.portal, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
    await writeFile(path.join(dist.portal, 'logo.png'), Buffer.from([137, 80, 78, 71]));
  }
  if (which.mall) {
    await mkdir(path.join(dist.mall, 'assets'), { recursive: true });
    await writeFile(path.join(dist.mall, 'index.html'), MALL_HTML);
    await writeFile(path.join(dist.mall, 'assets', 'index-Zz99Yy88.js'), 'console.log("mall")');
  }
  if (which.admin) {
    await mkdir(path.join(dist.admin, 'assets'), { recursive: true });
    await writeFile(path.join(dist.admin, 'index.html'), ADMIN_HTML);
    await writeFile(path.join(dist.admin, 'assets', 'index-Ad77Mn11.js'), 'console.log("admin")');
  }
  return { root, dist, cleanup: () => rm(root, { recursive: true, force: true }) };
};

export interface Echo {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bodyLength: number;
  bodySha1: string;
  bodyText: string;
}

/**
 * A tiny API server on a random port that answers every request with what it received (`served` lists the
 * URLs it answered). `delay=<ms>` in the query answers that much later.
 */
export const startEchoApi = async () => {
  const served: string[] = [];
  const server = http.createServer((req, res) => {
    served.push(req.url ?? '');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const echo: Echo = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        bodyLength: body.length,
        bodySha1: createHash('sha1').update(body).digest('hex'),
        bodyText: body.length < 10_000 ? body.toString('utf8') : '',
      };
      if (req.url?.startsWith('/api/files/')) {
        // like apps/api's file serving: an uploaded HTML file in a sandbox
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; sandbox" });
        res.end('<script>alert(1)</script>');
        return;
      }
      // like a public read of apps/api: `accel=N` in the query answers with X-Accel-Expires: N (nginx's micro-cache)
      const query = new URL(req.url ?? '/', 'http://x').searchParams;
      const accel = query.get('accel');
      const text = JSON.stringify({ ok: true, msg: '', code: 0, data: echo });
      const send = () => {
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'x-from': 'fake-api',
          ...(accel ? { 'x-accel-expires': accel, etag: `W/"${createHash('sha1').update(text).digest('hex')}"`, 'cache-control': 'public, max-age=2' } : {}),
        });
        res.end(text);
      };
      const delay = Number(query.get('delay'));
      if (delay > 0) setTimeout(send, delay);
      else send();
    });
  });
  return { ...(await listen(server)), served };
};

export const listen = async (server: http.Server) => {
  // Upgraded sockets are no longer the http server's connections: track them all to end them on close.
  const sockets = new Set<Socket>();
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    }),
  };
};

/** A port on which nothing listens (bound then released). */
export const freePort = async (): Promise<number> => {
  const s = http.createServer();
  const { port, close } = await listen(s);
  await close();
  return port;
};

export const sha1 = (b: Buffer | string) => createHash('sha1').update(b).digest('hex');

/**
 * An app's index.html as `vite build` writes it: the entry script, a module preload and the entry's
 * stylesheet in <head>, an empty #root (what the server-rendered first paint fills).
 */
export const builtIndexHtml = (app: 'portal' | 'mall') => `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>安服通</title>
    <script type="module" crossorigin src="/_${app}/assets/index-Ab12Cd34.js"></script>
    <link rel="modulepreload" crossorigin href="/_${app}/assets/runtime-R1.js">
    <link rel="stylesheet" crossorigin href="/_${app}/assets/index-Ef56Gh78.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** Writes an app's first-paint renderer (dist/.vite/server/entry-server.js, an ES module) and returns its path. */
export const writeRenderer = async (distDir: string, source: string): Promise<string> => {
  const file = path.join(distDir, '.vite', 'server', 'entry-server.js');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, source);
  return file;
};

/**
 * Source of a renderer that appends each call ({ url, options }) as a JSON line to `log` and returns
 * `paint`. The gateway imports it as it imports an app's build, so a test learns of its calls from the file.
 */
export const recordingRenderer = (log: string, paint: { html: string; title: string; shell?: boolean } | null) => `import { appendFileSync } from 'node:fs';
export const render = async (url, options) => {
  appendFileSync(${JSON.stringify(log)}, JSON.stringify({ url, options }) + '\\n');
  return ${JSON.stringify(paint)};
};
`;

/** The calls a recordingRenderer wrote to `log` (none when it was never called). */
export const readRenderCalls = async (log: string): Promise<{ url: string; options: { apiOrigin: string; budgetMs?: number } }[]> => {
  const text = await readFile(log, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { url: string; options: { apiOrigin: string; budgetMs?: number } });
};
