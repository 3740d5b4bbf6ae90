// The Fastify application (no listen): main.ts listens, tests use inject.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ASSETS_DIR, isProduction, logLevelFor, type AppEnv } from './config';
import type { Db } from './db/client';
import { handlers as defaultHandlers } from './handlers/index';
import { registerDevPages } from './http/dev-pages';
import { FILES_PREFIX, registerFiles } from './http/files';
import type { Deps, Handlers } from './http/handler';
import { failEnvelope, registerEndpoints } from './http/register-endpoints';
import { systemClock, type Clock } from './services/clock';
import { OutboxSmsSender, type SmsSender } from './services/sms';

export interface BuildAppOptions {
  db: Db;
  appEnv: AppEnv;
  clock?: Clock;
  sms?: SmsSender;
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
}

/** Request log line without the query string: the login call is a GET that carries a password. */
const serializers = {
  req(req: { method?: string; url?: string; ip?: string; hostname?: string }) {
    return { method: req.method, url: (req.url ?? '').split('?')[0], remoteAddress: req.ip };
  },
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const deps: Deps = {
    db: options.db,
    clock,
    sms: options.sms ?? new OutboxSmsSender(options.db, clock),
    appEnv: options.appEnv,
  };
  const app = Fastify({
    logger: options.logger ?? { level: options.logLevel ?? logLevelFor(options.appEnv), serializers, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: options.trustProxy ?? 'loopback',
    bodyLimit: 1024 * 1024,
  });

  // forms post application/x-www-form-urlencoded (the local WeChat confirm page; legacy clients)
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
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
  if (!isProduction(options.appEnv)) registerDevPages(app, deps);
  await registerFiles(app, options.fileRoots ?? [ASSETS_DIR]);

  app.get('/api/health', async () => ({ ok: true }));
  return app;
}
