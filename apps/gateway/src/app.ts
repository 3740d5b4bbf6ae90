/**
 * The gateway: one port for the whole site. Routes each path to the app that owns it (packages/routes),
 * `/api/*` to the API server and `/` to `/homePage`; a path no app owns gets the portal's not-found page.
 *
 * prod mode serves each app's dist under its prefix; dev mode proxies to the Vite dev servers (with HMR).
 * `buildGateway` returns the Fastify instance without listening (tests use `app.inject`).
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { Readable, Transform, type Duplex } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import { APP_NAMES, APP_PREFIX, type AppName, type RouteDef } from '@ws/routes';
import { ADMIN_FORBIDDEN_TEXT, inCidrs, isAdminArea } from './admin-access';
import { DEFAULTS, defaultDevUrl, defaultDist, isProduction, type GatewayOptions } from './config';
import { registerCompression } from './compression';
import { assetCacheControl, decide } from './decide';
import { JSON_TYPE, MSG_BODY_TOO_LARGE, MSG_NO_RIGHT, MSG_URL_TOO_LONG, failBody } from './envelope';
import { API_UPSTREAM_CONNECTIONS, BODY_LIMIT, bodyLimitFor } from './limits';
import { createFirstPaint } from './server-render';
import { createPageHints } from './page-hints';
import { PublicReadCache, type UpstreamAnswer } from './public-read-cache';
import { genReqId, registerRequestIdHeader, REQUEST_ID_HEADER } from './request-id';
import { DEV_RETRY_SECONDS, apiUnavailableBody, devServerDownHtml, notBuiltText } from './pages';
import { HTML_SECURITY_HEADERS, PAGE_CACHE_CONTROL } from './security';

/**
 * The gateway's options, each with its default; an app missing from `dist` or `devUrl` gets its default
 * (its dist folder in this checkout, its usual dev port), so a caller that names only the portal and the mall
 * keeps working.
 */
export type BuildOptions = Partial<Omit<GatewayOptions, 'dist' | 'devUrl'>> & {
  dist?: Partial<Record<AppName, string>>;
  devUrl?: Partial<Record<AppName, string>>;
};
export { BODY_LIMIT };

/** The apps whose build carries a server-rendered first paint (the console has none). */
const FIRST_PAINT_APPS: ReadonlySet<AppName> = new Set(['portal', 'mall']);
/** A page test: one of these lowercased paths. */
function among(...paths: string[]): (path: string) => boolean {
  const set = new Set(paths);
  return (path) => set.has(path);
}

/**
 * The console's calls that change what the portal shows (文章管理, 广告与导航, 培训管理, 专家管理, 企业管理,
 * 媒体管理, 帮助中心, 分类管理), each with the pages (lowercased paths) that show it: after one of them
 * answers 200, those pages are rendered afresh rather than served from the first-paint cache.
 */
const CONTENT_CHANGES: readonly { calls: RegExp; pages: (path: string) => boolean }[] = [
  // the home page, the lists, search, the detail
  { calls: /^\/api\/admin\/articles\/(?:save|status)(?:\?|$)/i, pages: among('/homepage', '/article', '/acticlelist', '/channelpolicy', '/search', '/detailpages', '/help/content') },
  // the header's quicknav is on every page, the banners on the home page
  { calls: /^\/api\/admin\/ads\/(?:save|sort|delete)(?:\?|$)/i, pages: () => true },
  { calls: /^\/api\/admin\/trainings\/save(?:\?|$)/i, pages: among('/homepage', '/train', '/traininfo', '/search') },
  { calls: /^\/api\/admin\/experts\/(?:save|listed|bind)(?:\?|$)/i, pages: among('/homepage', '/expert', '/detailinfo', '/search') },
  { calls: /^\/api\/admin\/companies\/(?:save|listed)(?:\?|$)/i, pages: among('/homepage', '/listcompany', '/recommend', '/companydetail', '/joinlist', '/search') },
  { calls: /^\/api\/admin\/media\/(?:save|status)(?:\?|$)/i, pages: among('/homepage', '/video', '/videodetail', '/school', '/managementinfo', '/courseware', '/listlive', '/search') },
  // help items (the agreement among them) and the category trees appear in menus across the site
  { calls: /^\/api\/admin\/(?:help|categories)\/(?:save|delete|sort|cateSave|cateDelete)(?:\?|$)/i, pages: () => true },
];

const withDefaults = (given: Partial<Record<AppName, string>> | undefined, fallback: (app: AppName) => string): Record<AppName, string> =>
  Object.fromEntries(APP_NAMES.map((app) => [app, given?.[app] ?? fallback(app)])) as Record<AppName, string>;

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

/** Request log lines keep the path only: the login call is a GET whose query carries the password or code. */
export const logSerializers = {
  req(req: { method?: string; url?: string; ip?: string }) {
    return { method: req.method, url: (req.url ?? '').split('?')[0], remoteAddress: req.ip };
  },
};

/**
 * Errors Node's HTTP parser raises before Fastify sees a request. A request line plus headers over 16 KB
 * (in practice a very long URL) gets 431 with the envelope instead of Fastify's bare JSON.
 */
function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, msg] =
    err.code === 'HPE_HEADER_OVERFLOW' ? [431, MSG_URL_TOO_LONG] : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, '请求超时'] : [400, '请求格式错误'];
  this.log.debug({ code: err.code }, 'client error');
  const body = failBody(msg);
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: ${JSON_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** 413 with the envelope; the connection closes so that the client stops sending the rest. */
interface ReplyLike {
  code(status: number): ReplyLike;
  header(name: string, value: string): ReplyLike;
  type(contentType: string): ReplyLike;
  send(body: string): unknown;
}
const sendTooLarge = (reply: ReplyLike) =>
  reply.code(413).header('connection', 'close').header('cache-control', 'no-store').type(JSON_TYPE).send(failBody(MSG_BODY_TOO_LARGE));

/** Requests whose streamed body (no Content-Length) went over the limit while being proxied. */
const overLimit = new WeakSet<object>();

/**
 * Holds a body to the API's limit before it is proxied: a declared Content-Length over the limit is
 * refused at once; a chunked body is counted as it streams and cut off at the limit. Either way the
 * client gets 413 with the envelope, never the 502 of an API that hung up mid-upload.
 */
const limitBody = (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
  const limit = bodyLimitFor(request.url);
  const declared = Number(headerValue(request.headers['content-length']) ?? Number.NaN);
  if (declared > limit) {
    void sendTooLarge(reply);
    return;
  }
  const body = request.body;
  if (body instanceof Readable && Number.isNaN(declared)) {
    let seen = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        seen += chunk.length;
        if (seen <= limit) return callback(null, chunk);
        overLimit.add(request);
        body.unpipe(counted);
        body.resume(); // read and drop the rest, so the 413 can still be written
        callback(new Error('request body over the limit'));
      },
    });
    body.pipe(counted);
    request.body = counted;
  }
  done();
};

export const buildGateway = async (options: BuildOptions = {}): Promise<FastifyInstance> => {
  const opts: GatewayOptions = {
    mode: options.mode ?? DEFAULTS.mode,
    appEnv: options.appEnv ?? 'demo',
    apiUrl: (options.apiUrl ?? DEFAULTS.apiUrl).replace(/\/+$/, ''),
    dist: withDefaults(options.dist, defaultDist),
    devUrl: withDefaults(options.devUrl, (app) => defaultDevUrl[app]),
    mobileSiteUrl: options.mobileSiteUrl,
    adminAllowCidrs: options.adminAllowCidrs,
    logger: options.logger,
    logStream: options.logStream,
  };
  const production = isProduction(opts);
  const dev = opts.mode === 'dev';

  const level = typeof opts.logger === 'object' ? opts.logger.level : 'info';
  const gw = Fastify({
    logger: opts.logger ? { level, serializers: logSerializers, ...(opts.logStream ? { stream: opts.logStream } : {}) } : false,
    bodyLimit: BODY_LIMIT,
    // X-Forwarded-For is believed from a proxy on this machine only (nginx in front); anyone else's claim is
    // replaced by their own address before /api is proxied, so the API's "this machine only" check holds.
    trustProxy: 'loopback',
    clientErrorHandler,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // X-Request-Id from nginx when it is a plain token, else a new one: logged, passed to the API, returned
    requestIdHeader: false,
    genReqId,
  });
  registerRequestIdHeader(gw);

  // The API's chat event streams never end by themselves: a graceful close (SIGTERM) would wait for them, so
  // they are cut first (the page's EventSource reconnects, to another gateway or after the restart).
  const eventStreams = new Set<FastifyReply['raw']>();
  gw.addHook('onRequest', async (request, reply) => {
    if ((request.url.split('?')[0] ?? '').toLowerCase() !== '/api/chat/events') return;
    const res = reply.raw;
    eventStreams.add(res);
    res.once('close', () => eventStreams.delete(res));
  });
  gw.addHook('preClose', async () => {
    for (const res of eventStreams) res.destroy();
  });

  // Security headers: nosniff on every answer; CSP and Referrer-Policy on HTML whenever the built apps are
  // served, in demo and production alike (dev mode leaves them off: Vite's HMR preamble is an inline script).
  // A policy the API already set (its sandboxing CSP on uploaded files, the stand-in pages' own) is never
  // replaced or loosened.
  gw.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!dev) {
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('text/html')) {
        for (const [name, value] of Object.entries(HTML_SECURITY_HEADERS)) {
          if (!reply.hasHeader(name)) reply.header(name, value);
        }
      }
    }
    return payload;
  });

  // The operations console's allow-list (ADMIN_ALLOW_CIDRS): its pages, its build and its calls answer 403 to
  // any other client address, before anything else happens (no proxying, no file read). The address is the
  // one Fastify believes: a proxy on this machine (nginx) may name the client, nobody else (trustProxy).
  const adminCidrs = opts.adminAllowCidrs ?? [];
  if (adminCidrs.length > 0) {
    gw.addHook('onRequest', async (request, reply) => {
      const area = isAdminArea(request.url);
      if (!area || inCidrs(adminCidrs, request.ip)) return;
      reply.code(403).header('cache-control', 'no-store');
      if (area === 'api') return reply.type(JSON_TYPE).send(failBody(MSG_NO_RIGHT));
      return reply.type(TEXT).send(ADMIN_FORBIDDEN_TEXT);
    });
  }

  // Before every route: API answers, pages and build files without a .br/.gz sibling go out compressed.
  await registerCompression(gw);

  // /api/* -> API server, path and query unchanged; bodies stream through (multipart uploads). The gateway
  // is the edge here (nginx in production): it micro-caches visitors' public reads as nginx does.
  const publicReads = new PublicReadCache();
  await gw.register(httpProxy, {
    upstream: opts.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    disableRequestLogging: true,
    preHandler: (request, reply, done) => {
      // a visitor's public read (a GET, no body to limit) may be answered from the micro-cache
      if (PublicReadCache.keyOf(request) === null) return limitBody(request, reply, done);
      publicReads.answer(request, reply).then(
        (answered) => {
          if (!answered) done();
        },
        (err: Error) => done(err),
      );
    },
    // side by side: one keep-alive connection per request under way, up to API_UPSTREAM_CONNECTIONS
    undici: { connections: API_UPSTREAM_CONNECTIONS, pipelining: 1 },
    replyOptions: {
      // Never asked again by the gateway: reply-from would repeat a GET answered 503 up to ten times (1 ms
      // apart with the API's Retry-After: 1), multiplying the load on an API that has just said it is busy.
      // The API's 503 (服务繁忙，请稍后重试) goes to the client at once, as it is.
      retryDelay: () => null,
      // nginx's cache instruction (a public read's X-Accel-Expires) is for nginx alone; the gateway caches nothing
      rewriteHeaders: (headers) => {
        const { 'x-accel-expires': _edge, ...rest } = headers;
        return rest;
      },
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        // The gateway is the edge: replace whatever the client claimed.
        'x-forwarded-for': request.ip,
        'x-real-ip': request.ip,
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': headerValue(request.headers.host) ?? '',
        [REQUEST_ID_HEADER]: request.id,
      }),
      // a visitor's public read that the API allows to keep (X-Accel-Expires) is kept; everything else streams on
      onResponse: (request, reply, res) => void publicReads.store(request as FastifyRequest, reply as unknown as FastifyReply, res as unknown as UpstreamAnswer),
      onError: (reply, { error }) => {
        if (overLimit.has(reply.request)) {
          void sendTooLarge(reply);
          return;
        }
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
    // /_portal/*, /_mall/* and /_admin/* -> Vite dev servers, websockets included (HMR).
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
        // The build manifest (.vite/manifest.json) is read from disk, never served.
        dotfiles: 'ignore',
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

  // A built page carries preloads of its screen chunk, first API reads and largest picture (page-hints.ts).
  const pageHints = dev ? undefined : createPageHints({ dist: opts.dist, apiUrl: opts.apiUrl });
  // ... and the first screen itself, rendered by the app's build (server-render.ts; a login route's is its shell).
  // A renderer that does not load at once (a busy start) is tried again until it does (server-render.ts).
  const firstPaint = dev
    ? undefined
    : createFirstPaint({
        dist: Object.fromEntries(Object.entries(opts.dist).filter(([app]) => FIRST_PAINT_APPS.has(app as AppName))),
        apiUrl: opts.apiUrl,
        warn: (m) => gw.log.warn(m),
        info: (m) => gw.log.info(m),
      });
  void firstPaint?.warm();
  gw.addHook('onClose', async () => {
    await firstPaint?.close();
  });
  // The console's content changes show on the portal at once: the pages that show them are rendered afresh
  // rather than served from the first-paint cache. (Behind nginx, /api goes straight to the API and the
  // cache's short ttl is what bounds it.)
  gw.addHook('onResponse', async (request, reply) => {
    if (!firstPaint || request.method !== 'POST' || reply.statusCode !== 200) return;
    for (const change of CONTENT_CHANGES) if (change.calls.test(request.url)) firstPaint.forget(change.pages);
  });

  const sendHtml = async (request: FastifyRequest, reply: FastifyReply, app: AppName, status: 200 | 404, route?: RouteDef) => {
    const loaded = await source.indexHtml(app);
    if (!loaded.ok) {
      return reply.code(loaded.status).headers(loaded.headers ?? {}).type(loaded.type).send(loaded.body);
    }
    const at = request.url.indexOf('?');
    const paint = route && firstPaint && FIRST_PAINT_APPS.has(app) && request.method === 'GET' ? await firstPaint(app, route, request.url) : null;
    const body = route && pageHints ? await pageHints(app, route, loaded.body, at === -1 ? '' : request.url.slice(at), paint) : loaded.body;
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    reply.header('cache-control', PAGE_CACHE_CONTROL).header('etag', etag);
    if (opts.mobileSiteUrl) reply.header('vary', 'User-Agent');
    if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.code(status).type(HTML).send(body);
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
        return sendHtml(request, reply, d.app, 200, d.route);
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
