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

const shutdown = (signal: string) => {
  app.log.info(`${signal}: closing`);
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
