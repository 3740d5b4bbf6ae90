/**
 * The gateway: one port for the whole site. Routes each path to the app that owns it (packages/routes),
 * `/api/*` to the API server and `/` to `/homePage`; a path no app owns gets the portal's not-found page.
 *
 * prod mode serves each app's dist under its prefix; dev mode proxies to the Vite dev servers (with HMR).
 * `buildGateway` returns the Fastify instance without listening (tests use `app.inject`).
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import { APP_NAMES, APP_PREFIX, type AppName } from '@ws/routes';
import { DEFAULTS, defaultDist, isProduction, type GatewayOptions } from './config';
import { assetCacheControl, decide } from './decide';
import { BODY_LIMIT } from './limits';
import { DEV_RETRY_SECONDS, apiUnavailableBody, devServerDownHtml, notBuiltText } from './pages';
import { HTML_SECURITY_HEADERS, PAGE_CACHE_CONTROL } from './security';

export type BuildOptions = Partial<GatewayOptions>;
export { BODY_LIMIT };

const TEXT = 'text/plain; charset=utf-8';
const HTML = 'text/html; charset=utf-8';

type Loaded =
  | { ok: true; body: Buffer }
  | { ok: false; status: number; type: string; body: string; headers?: Record<string, string> };

/** Where an app's index.html and favicon come from: its dist folder (prod) or its Vite server (dev). */
interface AppSource {
  indexHtml(app: AppName): Promise<Loaded>;
  favicon(): Promise<Buffer | undefined>;
}

const errorCode = (e: unknown): string | undefined =>
  typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : undefined;

const distSource = (dist: Record<AppName, string>, production: boolean): AppSource => ({
  async indexHtml(app) {
    try {
      return { ok: true, body: await readFile(path.join(dist[app], 'index.html')) };
    } catch (e) {
      const code = errorCode(e);
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw e;
      return {
        ok: false,
        status: 503,
        type: TEXT,
        body: notBuiltText(app, production ? undefined : dist[app]),
        headers: { 'cache-control': 'no-store', 'retry-after': '30' },
      };
    }
  },
  async favicon() {
    for (const app of APP_NAMES) {
      try {
        return await readFile(path.join(dist[app], 'favicon.ico'));
      } catch {
        // try the next app
      }
    }
    return undefined;
  },
});

const devSource = (devUrl: Record<AppName, string>): AppSource => ({
  async indexHtml(app): Promise<Loaded> {
    const url = `${devUrl[app]}${APP_PREFIX[app]}index.html`;
    let res: Response;
    try {
      res = await fetch(url, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(15_000) });
    } catch {
      return {
        ok: false,
        status: 503,
        type: HTML,
        body: devServerDownHtml(app, devUrl[app]),
        headers: { 'cache-control': 'no-store', 'retry-after': String(DEV_RETRY_SECONDS) },
      };
    }
    const body = Buffer.from(await res.arrayBuffer());
    if (!res.ok) {
      return {
        ok: false,
        status: 502,
        type: TEXT,
        body: `Vite dev server of ${app} answered ${res.status} for ${url}; check its base ('${APP_PREFIX[app]}').\n`,
        headers: { 'cache-control': 'no-store' },
      };
    }
    return { ok: true, body };
  },
  async favicon() {
    try {
      const res = await fetch(`${devUrl.portal}${APP_PREFIX.portal}favicon.ico`, { signal: AbortSignal.timeout(5_000) });
      return res.ok ? Buffer.from(await res.arrayBuffer()) : undefined;
    } catch {
      return undefined;
    }
  },
});

/** True when something accepts TCP connections at the URL's host and port. */
export const isListening = (url: string, timeoutMs = 500): Promise<boolean> =>
  new Promise((resolve) => {
    const u = new URL(url);
    const port = Number(u.port || (u.protocol === 'https:' ? 443 : 80));
    const socket = net.connect({ host: u.hostname.replace(/^\[|\]$/g, ''), port });
    const finish = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });

const dirExists = async (dir: string): Promise<boolean> => {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
};

const headerValue = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

export const buildGateway = async (options: BuildOptions = {}): Promise<FastifyInstance> => {
  const opts: GatewayOptions = {
    mode: options.mode ?? DEFAULTS.mode,
    appEnv: options.appEnv ?? 'development',
    apiUrl: (options.apiUrl ?? DEFAULTS.apiUrl).replace(/\/+$/, ''),
    dist: options.dist ?? { portal: defaultDist('portal'), mall: defaultDist('mall') },
    devUrl: options.devUrl ?? { portal: DEFAULTS.portalDevUrl, mall: DEFAULTS.mallDevUrl },
    mobileSiteUrl: options.mobileSiteUrl,
    logger: options.logger,
  };
  const production = isProduction(opts);
  const dev = opts.mode === 'dev';

  const gw = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  });

  // Security headers: nosniff on every answer; CSP and Referrer-Policy on HTML in production. A policy the
  // API already set (its sandboxing CSP on uploaded files under /api/files/) is never replaced or loosened.
  gw.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (production) {
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('text/html')) {
        for (const [name, value] of Object.entries(HTML_SECURITY_HEADERS)) {
          if (!reply.hasHeader(name)) reply.header(name, value);
        }
      }
    }
    return payload;
  });

  // /api/* -> API server, path and query unchanged; bodies stream through (multipart uploads).
  await gw.register(httpProxy, {
    upstream: opts.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    disableRequestLogging: true,
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        // The gateway is the edge: replace whatever the client claimed.
        'x-forwarded-for': request.ip,
        'x-real-ip': request.ip,
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': headerValue(request.headers.host) ?? '',
      }),
      onError: (reply, { error }) => {
        const status = (error as { statusCode?: number }).statusCode === 504 ? 504 : 502;
        void reply
          .code(status)
          .header('cache-control', 'no-store')
          .type('application/json; charset=utf-8')
          .send(apiUnavailableBody(status));
      },
    },
  });

  if (dev) {
    // /_portal/* and /_mall/* -> Vite dev servers, websockets included (HMR).
    for (const app of APP_NAMES) {
      const prefix = APP_PREFIX[app].slice(0, -1);
      const upstream = opts.devUrl[app];
      await gw.register(httpProxy, {
        upstream,
        prefix,
        rewritePrefix: prefix,
        websocket: true,
        disableRequestLogging: true,
        preHandler: (request, reply, done) => {
          if (!request.headers.upgrade) return done();
          // While Vite restarts, refuse the upgrade so its client retries instead of hanging.
          void isListening(upstream).then((up) => {
            if (up) return done();
            void reply.code(502).header('connection', 'close').type(TEXT).send(`Bad Gateway: the ${app} dev server (${upstream}) is not running.\n`);
          });
        },
        replyOptions: {
          onError: (reply) => {
            void reply
              .code(503)
              .header('cache-control', 'no-store')
              .header('retry-after', String(DEV_RETRY_SECONDS))
              .type(TEXT)
              .send(`开发服务器未运行 / The ${app} dev server (${upstream}) is not running.\n`);
          },
        },
      });
    }
  } else {
    for (const app of APP_NAMES) {
      const root = opts.dist[app];
      if (!(await dirExists(root))) gw.log.warn(`${app} dist folder ${root} is missing: run \`pnpm build\``);
      await gw.register(fastifyStatic, {
        root,
        prefix: APP_PREFIX[app],
        decorateReply: false,
        index: false,
        redirect: false,
        list: false,
        cacheControl: false,
        preCompressed: true,
        suppressWarning: true,
        setHeaders: (reply, filePath) => {
          reply.header('cache-control', assetCacheControl(path.relative(root, filePath)));
        },
      });
    }
  }

  const source = dev ? devSource(opts.devUrl) : distSource(opts.dist, production);

  const sendHtml = async (request: FastifyRequest, reply: FastifyReply, app: AppName, status: 200 | 404) => {
    const loaded = await source.indexHtml(app);
    if (!loaded.ok) {
      return reply.code(loaded.status).headers(loaded.headers ?? {}).type(loaded.type).send(loaded.body);
    }
    const etag = `"${createHash('sha1').update(loaded.body).digest('base64url')}"`;
    reply.header('cache-control', PAGE_CACHE_CONTROL).header('etag', etag);
    if (opts.mobileSiteUrl) reply.header('vary', 'User-Agent');
    if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.code(status).type(HTML).send(loaded.body);
  };

  const dispatch = async (request: FastifyRequest, reply: FastifyReply) => {
    const d = decide({
      method: request.method,
      url: request.url,
      userAgent: request.headers['user-agent'],
      mobileSiteUrl: opts.mobileSiteUrl,
    });
    switch (d.kind) {
      case 'redirect':
      case 'mobile-redirect':
        if (d.kind === 'mobile-redirect') reply.header('vary', 'User-Agent').header('cache-control', 'no-store');
        return reply.redirect(d.location, d.status);
      case 'page':
        return sendHtml(request, reply, d.app, 200);
      case 'not-found':
        return sendHtml(request, reply, d.app, 404);
      case 'favicon': {
        const icon = await source.favicon();
        if (!icon) return reply.code(204).header('cache-control', 'public, max-age=86400').send();
        return reply.header('cache-control', 'public, max-age=86400').type('image/x-icon').send(icon);
      }
      case 'asset':
        // Only reached when the file does not exist (or the method is not GET/HEAD).
        if (!dev && !(await dirExists(opts.dist[d.app]))) {
          return reply.code(503).header('cache-control', 'no-store').type(TEXT)
            .send(notBuiltText(d.app, production ? undefined : opts.dist[d.app]));
        }
        return reply.code(404).header('cache-control', 'no-store').type(TEXT).send('Not Found\n');
      case 'api':
        // The proxy takes every usual method; anything else is refused here.
        return reply.code(405).type(TEXT).send('Method Not Allowed\n');
      case 'method-not-allowed':
        return reply.code(405).header('allow', d.allow).type(TEXT).send('Method Not Allowed\n');
    }
  };

  gw.route({ method: ['GET', 'HEAD'], url: '/*', handler: dispatch });
  gw.setNotFoundHandler(dispatch);

  return gw;
};
