/** Starts the gateway: `tsx src/main.ts` (env: see deploy/.env.example). */
import { formatCidr } from './admin-access';
import { buildGateway } from './app';
import { loadConfig } from './config';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  console.error(`[gateway] cannot start: ${err instanceof Error ? err.message : String(err)} (see deploy/.env.example)`);
  process.exit(1);
}
const app = await buildGateway(config);

/** A graceful stop gets this long (SHUTDOWN_TIMEOUT_MS, default 10 s); then the process exits with 1. */
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS) > 0 ? Number(process.env.SHUTDOWN_TIMEOUT_MS) : 10_000;
let closing = false;
// Stop accepting, cut the chat event streams (app.ts), let the requests under way finish (Fastify's close),
// then exit 0; whatever is still open after the bound: exit 1.
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  setTimeout(() => {
    console.error(`[gateway] ${signal}: still closing after ${shutdownTimeoutMs} ms, exiting`);
    process.exit(1);
  }, shutdownTimeoutMs).unref();
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`gateway listening on http://${config.host}:${config.port} (APP_ENV=${config.appEnv})`);
  app.log.info(
    config.mode === 'dev'
      ? `gateway (dev): portal ${config.devUrl.portal}, mall ${config.devUrl.mall}, admin ${config.devUrl.admin}, api ${config.apiUrl}`
      : `gateway (prod, APP_ENV=${config.appEnv}): portal ${config.dist.portal}, mall ${config.dist.mall}, admin ${config.dist.admin}, api ${config.apiUrl}`,
  );
  if (config.adminAllowCidrs && config.adminAllowCidrs.length > 0) {
    app.log.info(`operations console (/admin, /_admin/, /api/admin/) open to ${config.adminAllowCidrs.map(formatCidr).join(', ')} only`);
  }
  if (config.mobileSiteUrl) app.log.info(`mobile user agents go to ${config.mobileSiteUrl}`);
} catch (err) {
  app.log.error(err);
  process.exit(1);
}
