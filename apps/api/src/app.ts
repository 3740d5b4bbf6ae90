// The Fastify application (no listen): main.ts listens, tests use inject.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { endpointNames, endpoints } from '@ws/api-sdk/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ASSETS_DIR, DEFAULT_UPLOAD_DIR, isProduction, logLevelFor, type AppEnv } from './config';
import type { Db } from './db/client';
import { handlers as defaultHandlers } from './modules/index';
import { registerChatEvents } from './http/chat-events';
import { ApiMetrics, countingSmsSender, registerMetrics } from './http/metrics';
import { registerHealth } from './http/readiness';
import { genReqId, registerRequestIdHeader } from './http/request-id';
import type { Saturation } from './http/db-gate';
import { registerSaturationGuard } from './http/saturation-guard';
import { loggableError } from './http/log-safety';
import { FILES_PREFIX, registerFiles } from './http/files';
import type { Deps, Handlers } from './http/handler';
import { registerPayments } from './http/payments';
import { failEnvelope, registerEndpoints } from './http/register-endpoints';
import { registerStorage } from './http/storage-emulator';
import { registerSmsEmulator } from './http/sms-emulator';
import { systemClock, type Clock } from './kernel/time';
import { OrdersService, startAutoConfirm, startOrderExpiry } from './modules/orders';
import { registerDemoKuaidi100, type Kuaidi100Settings } from './modules/express';
import { createPayments, startRefundRetry, type PaidEffects, type PaymentsOptions } from './modules/payments';
import { markBookingPaid } from './modules/training';
import { consultPaidEffect } from './modules/experts';
import { orderPaidEffect } from './modules/orders';
import { loggingSmsSender, OutboxSmsSender, type SmsSender, type SmsSettings } from './modules/sms';
import { emulatorSettings, type StorageSettings } from './modules/uploads';
import { registerWechatOpenEmulator, type WechatLoginSettings } from './modules/account';

export interface BuildAppOptions {
  db: Db;
  appEnv: AppEnv;
  clock?: Clock;
  sms?: SmsSender;
  /** the Dysmsapi emulator to serve with these keys, sign name and templates (demo; never in production); default none */
  smsEmulator?: SmsSettings | null;
  /** QR payments: the provider and the paid effects (default: the local WeChat Pay stand-in outside production) */
  payments?: PaymentsOptions;
  /** express tracking: Kuaidi100, or (mode 'emulator', never in production) this API's emulator of it; default none */
  kuaidi100?: Kuaidi100Settings | null;
  /** the WeChat website login: open.weixin (production) or this API's emulator of it (demo); default none */
  wechatLogin?: WechatLoginSettings | null;
  /** the open.weixin emulator to serve with these credentials (demo; never in production); default none */
  wechatLoginEmulator?: WechatLoginSettings | null;
  /** object storage for uploads (default: the emulator in UPLOAD_DIR's default folder; none in production) */
  storage?: StorageSettings | null;
  /** folders served under /api/files/ (default: the committed assets folder) */
  fileRoots?: string[];
  /** override the logger (default: level by appEnv, query strings never logged) */
  logger?: FastifyServerOptions['logger'];
  /** where the default logger writes (default stdout) */
  logStream?: NodeJS.WritableStream;
  /** level of the default logger (default: by appEnv) */
  logLevel?: string | null;
  /** trusted proxy addresses for X-Forwarded-* (default: loopback, i.e. the gateway) */
  trustProxy?: FastifyServerOptions['trustProxy'];
  handlers?: Handlers;
  /**
   * Sweep unpaid orders past their time every `intervalMs` (stock and points come back), and retry owed
   * refunds every REFUND_RETRY_INTERVAL_MS. The running server (main.ts) turns it on; tests drive the sweeps
   * themselves with a manual clock.
   */
  orderExpiry?: { intervalMs: number; refundRetryMs?: number; autoConfirmMs?: number } | null;
  /**
   * The embedded database's gate (db/client.ts, PGlite only): while it is saturated, new requests get
   * HTTP 503 with 服务繁忙，请稍后重试 at once instead of waiting (http/db-gate.ts, http/saturation-guard.ts).
   */
  dbGate?: Saturation | null;
  /** Prometheus metrics of this process (http/metrics.ts; main.ts serves them on METRICS_PORT). Default: a new set. */
  metrics?: ApiMetrics;
}

/** Request log line without the query string: the login call is a GET that carries a password. */
const serializers = {
  // never a statement's values or PostgreSQL's detail (personal data): type, code, constraint, statement
  err: loggableError,
  req(req: { method?: string; url?: string; ip?: string; hostname?: string }) {
    return { method: req.method, url: (req.url ?? '').split('?')[0], remoteAddress: req.ip };
  },
};

/** Every body but an upload: the gateway and nginx hold /api bodies to the same limit. */
export const BODY_LIMIT = 1024 * 1024;

export const MSG_LOCAL_ONLY = '演示服务仅限本机访问';
export const MSG_BODY_TOO_LARGE = '请求内容过大';
export const MSG_URL_TOO_LONG = '请求地址过长';

const DEV_PREFIX = '/api/dev/';
/** The contract's devOnly endpoints (the SMS outbox, the payment simulator …). */
const devOnlyPaths = new Set(
  endpointNames
    .filter((name) => (endpoints[name] as { devOnly?: boolean }).devOnly === true)
    .map((name) => `/api${(endpoints[name] as { path: string }).path}`.toLowerCase()),
);

/** Whether a path is one of the demo's stand-ins: a devOnly endpoint, or anything under /api/dev/ (their pages). */
export const isStandInPath = (path: string): boolean => {
  const p = path.toLowerCase();
  return p.startsWith(DEV_PREFIX) || p === '/api/dev' || devOnlyPaths.has(p);
};

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export const isLoopback = (ip: string): boolean => /^(?:::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(ip) || ip === '::1';

/** Errors of Node's HTTP parser: a request line plus headers over 16 KB gets 431 with the envelope. */
function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, msg] =
    err.code === 'HPE_HEADER_OVERFLOW' ? [431, MSG_URL_TOO_LONG] : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, '请求超时'] : [400, '请求参数错误'];
  const body = JSON.stringify(failEnvelope(msg));
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** What each selling module does when its payable is paid: wired here, so payments never import what they sell. */
const sellingEffects: PaidEffects = { training: markBookingPaid, order: orderPaidEffect, consult: consultPaidEffect };

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const metrics = options.metrics ?? new ApiMetrics();
  const deps: Deps = {
    db: options.db,
    clock,
    sms: countingSmsSender(options.sms ?? new OutboxSmsSender(options.db, clock), metrics),
    appEnv: options.appEnv,
    payments: createPayments(options.db, clock, options.appEnv, { ...options.payments, effects: options.payments?.effects ?? sellingEffects }),
    kuaidi100: options.kuaidi100 ?? null,
    wechatLogin: options.wechatLogin ?? null,
  };
  const app = Fastify({
    logger: options.logger ?? { level: options.logLevel ?? logLevelFor(options.appEnv), serializers, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: options.trustProxy ?? 'loopback',
    bodyLimit: BODY_LIMIT,
    clientErrorHandler,
    // X-Request-Id from nginx or the gateway when it is a plain token, else a new one (http/request-id.ts);
    // logged on every line of the request as reqId and sent back on every answer
    requestIdHeader: false,
    genReqId,
  });
  registerRequestIdHeader(app);
  // a code that did not go out is logged with the provider's reason (masked phone, never the code)
  deps.sms = loggingSmsSender(deps.sms, app.log);
  registerMetrics(app, metrics, { db: options.db, gate: options.dbGate ?? null });

  // A saturated embedded database refuses new requests at once (503), before anything else is done for them.
  if (options.dbGate) registerSaturationGuard(app, options.dbGate);

  // The stand-ins answer this machine only. request.ip is the socket's address, or the client address the
  // gateway (or nginx) on this machine forwarded: X-Forwarded-For is believed from loopback only.
  // In production they are not even registered.
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    if (!isStandInPath(request.url.split('?')[0] ?? '') && !(route && isStandInPath(route))) return;
    if (isLoopback(request.ip)) return;
    return reply.code(403).header('cache-control', 'no-store').send(failEnvelope(MSG_LOCAL_ONLY));
  });

  // forms post application/x-www-form-urlencoded (the open.weixin emulator's pages; legacy clients)
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) {
      // over BODY_LIMIT (the gateway refuses these first; this is for direct callers)
      return reply.code(413).header('connection', 'close').send(failEnvelope(MSG_BODY_TOO_LARGE));
    }
    if (request.url.startsWith(FILES_PREFIX) && status < 500) {
      // a folder, a dotfile …: no such file
      return reply.code(404).send({ ok: false, code: 404, msg: 'Not Found', data: null });
    }
    if (status >= 400 && status < 500) {
      // malformed body, unsupported content type …: the envelope, like every other answer
      return reply.code(200).send(failEnvelope('请求参数错误'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(200).send(failEnvelope('服务器繁忙，请稍后重试'));
  });

  // unknown paths: HTTP 404 (the client shows its 404 alert)
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ ok: false, code: 404, msg: 'Not Found', data: null, path: request.url.split('?')[0] }));

  registerEndpoints(app, options.handlers ?? defaultHandlers, deps);
  registerPayments(app, deps, (outcome) => metrics.paymentNotice(outcome));
  registerChatEvents(app, deps);
  await registerStorage(app, {
    settings: options.storage !== undefined ? options.storage : isProduction(options.appEnv) ? null : emulatorSettings(DEFAULT_UPLOAD_DIR),
    clock,
    emulate: !isProduction(options.appEnv),
    isLocal: isLoopback,
    localOnlyMessage: MSG_LOCAL_ONLY,
  });
  if (!isProduction(options.appEnv) && options.smsEmulator) {
    registerSmsEmulator(app, { settings: options.smsEmulator, db: options.db, clock, isLocal: isLoopback, localOnlyMessage: MSG_LOCAL_ONLY });
  }
  if (!isProduction(options.appEnv) && options.kuaidi100?.mode === 'emulator') {
    registerDemoKuaidi100(app, options.db, { settings: options.kuaidi100, clock, isLocal: isLoopback, localOnlyMessage: MSG_LOCAL_ONLY });
  }
  if (!isProduction(options.appEnv) && options.wechatLoginEmulator) {
    registerWechatOpenEmulator(app, { settings: options.wechatLoginEmulator, clock, isLocal: isLoopback, localOnlyMessage: MSG_LOCAL_ONLY });
  }
  await registerFiles(app, options.fileRoots ?? [ASSETS_DIR]);

  if (options.orderExpiry) {
    const service = new OrdersService({ db: deps.db, clock, payments: deps.payments, simulator: !isProduction(options.appEnv) });
    // deps.db: on PostgreSQL one API process at a time runs each pass (an advisory lock, db/exclusive.ts)
    const stop = startOrderExpiry(service, options.orderExpiry.intervalMs, (err) => app.log.error({ err }, 'unpaid-order sweep failed'), deps.db);
    // a refund the provider did not make (it was down) is owed to the buyer: asked again on a slower beat
    const stopRefunds = startRefundRetry(deps.payments, options.orderExpiry.refundRetryMs, (err) => app.log.error({ err }, 'owed-refund retry failed'), deps.db);
    // a delivered parcel's order is confirmed received after the setting's days (on PostgreSQL one process a pass)
    const stopAutoConfirm = startAutoConfirm({ db: deps.db, clock, kuaidi100: deps.kuaidi100 ?? null }, options.orderExpiry.autoConfirmMs, (err) =>
      app.log.error({ err }, 'automatic confirmation of receipt failed'),
    );
    app.addHook('onClose', async () => {
      stop();
      stopRefunds();
      stopAutoConfirm();
    });
  }

  // /api/health (alive) and /api/ready (database answers, migrations applied)
  registerHealth(app, options.db);
  return app;
}
