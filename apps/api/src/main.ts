// Start the API server: open (and migrate) the database, optionally seed it, listen.
//   tsx src/main.ts [--seed-if-empty]
import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { ASSETS_DIR, isProduction, loadConfig, type Config } from './config';
import { openServedDatabase } from './http/db-gate';
import { ApiMetrics, metricsPortFromEnv, startMetricsServer, type MetricsServer } from './http/metrics';
import { isDatabaseEmpty, seedDatabase } from './seed/run';
import { orderExpiryIntervalMs } from './modules/orders';
import { WechatPayV2 } from './modules/payments';
import { AliyunSmsSender } from './modules/sms';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  // a clear refusal, not a stack trace: a bad APP_ENV, or production without its real services
  console.error(`[api] cannot start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
const production = isProduction(config.appEnv);
// PGlite behind its gate (queries take turns in the open; PGLITE_MAX_WAIT_MS), PostgreSQL as it is
const { database, gate } = await openServedDatabase(config);

if (process.argv.includes('--seed-if-empty') && (await isDatabaseEmpty(database.db))) {
  if (production) {
    // the demo content includes accounts whose password everybody knows
    console.warn('[api] APP_ENV=production: not seeding the demo content into an empty database');
  } else {
    // SEED_DEMO_SHOP=0: the demo content without the demo shop's orders (the journeys make their own)
    const summary = await seedDatabase(database.db, { demoShop: process.env.SEED_DEMO_SHOP !== '0' });
    console.log(`[api] seeded an empty database: ${JSON.stringify(summary)}`);
  }
}

mkdirSync(config.uploadDir, { recursive: true });
// Prometheus metrics on a listener of their own (METRICS_PORT, on METRICS_HOST, default 127.0.0.1): never
// under /api, so nginx and the gateway never expose them. Unset: off.
const metrics = new ApiMetrics();
const metricsPort = metricsPortFromEnv(process.env.METRICS_PORT);
const app = await buildApp({
  metrics,
  db: database.db,
  appEnv: config.appEnv,
  logLevel: config.logLevel,
  fileRoots: [ASSETS_DIR, config.uploadDir],
  storage: config.storage,
  // express tracking: Kuaidi100 (production) or this API's emulator of it (demo)
  kuaidi100: config.kuaidi100,
  // PGlite: a saturated database answers new requests with 503 at once (PGLITE_MAX_WAIT_MS)
  dbGate: gate,
  // unpaid orders are cancelled on time even when nobody calls the order endpoints; every
  // ORDER_EXPIRY_INTERVAL_MS (default one minute; the journeys use a few seconds)
  // and owed refunds every REFUND_RETRY_INTERVAL_MS (default ten minutes; at least 500 ms; the scale test
  // uses half a second). On PostgreSQL one API process at a time runs each pass (db/exclusive.ts).
  orderExpiry: { intervalMs: orderExpiryIntervalMs(process.env.ORDER_EXPIRY_INTERVAL_MS), ...refundRetryFromEnv(process.env.REFUND_RETRY_INTERVAL_MS) },
  // SMS through Dysmsapi: production's (loadConfig has checked it is configured), or in demo this API's own
  // emulator of it, which puts the codes in the outbox
  sms: new AliyunSmsSender(config.sms),
  smsEmulator: config.sms.mode === 'emulator' ? config.sms : null,
  // WeChat website login: open.weixin (production), or in demo this API's own emulator of it
  wechatLogin: config.wechatLogin,
  wechatLoginEmulator: config.wechatLogin.mode === 'emulator' ? config.wechatLogin : null,
  ...(production && config.wechatPay ? { payments: { provider: new WechatPayV2(config.wechatPay) } } : {}),
});

let metricsServer: MetricsServer | null = null;

/** REFUND_RETRY_INTERVAL_MS: a whole number of ms, at least 500; otherwise the default. */
function refundRetryFromEnv(value: string | undefined): { refundRetryMs?: number } {
  const ms = Number(value);
  return Number.isInteger(ms) && ms >= 500 ? { refundRetryMs: ms } : {};
}

/** A graceful stop gets this long (SHUTDOWN_TIMEOUT_MS, default 10 s); then the process exits with 1. */
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS) > 0 ? Number(process.env.SHUTDOWN_TIMEOUT_MS) : 10_000;
let closing = false;
// Stop accepting, let the requests under way finish (Fastify's close; chat streams are ended), stop the
// order-expiry sweep and the refund retry (onClose hooks), close the metrics listener and the database.
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  setTimeout(() => {
    console.error(`[api] ${signal}: still closing after ${shutdownTimeoutMs} ms, exiting`);
    process.exit(1);
  }, shutdownTimeoutMs).unref();
  // Keep-alive connections (nginx's upstream keepalive) busy when the close began: closed as soon as their
  // request is answered. Fastify closes the idle ones once; a proxy holding the others open (it sends nothing
  // more while it counts this process as failed) would otherwise hold the stop until SHUTDOWN_TIMEOUT_MS.
  setInterval(() => app.server.closeIdleConnections(), 100).unref();
  try {
    await app.close();
    await metricsServer?.close();
    await database.close();
  } catch (err) {
    console.error(`[api] ${signal}: close failed`, err);
    process.exit(1);
  }
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  if (metricsPort !== null) {
    metricsServer = await startMetricsServer(metrics, { port: metricsPort, host: process.env.METRICS_HOST?.trim() || '127.0.0.1' });
    console.log(`[api] metrics on http://${process.env.METRICS_HOST?.trim() || '127.0.0.1'}:${metricsServer.port}/metrics`);
  }
  console.log(
    `[api] listening on http://${config.host}:${config.port} (${database.kind}${database.kind === 'pglite' ? ` ${config.dataDir}` : ''}, APP_ENV=${config.appEnv}${production ? '' : ': stand-ins answer this machine only'})`,
  );
} catch (err) {
  console.error(err);
  await database.close();
  process.exit(1);
}
