// The site's mode: one APP_ENV for every process `npm start`, `pnpm serve` and `pnpm dev` launch.
//   demo (default)  stand-ins for SMS, payment, storage and WeChat login, answering this machine only;
//                   the gateway listens on 127.0.0.1 unless HOST says otherwise.
//   production      no stand-ins; the API refuses to start while a real service is unconfigured.
import { fail } from './proc.mjs';

export const APP_ENVS = ['demo', 'production'];

/** APP_ENV of `env` (empty: demo); exits with a message on anything else, so a typo never runs the demo. */
export const appEnvOf = (env = process.env) => {
  const value = env.APP_ENV?.trim() || 'demo';
  if (!APP_ENVS.includes(value)) {
    fail(`APP_ENV must be ${APP_ENVS.join(' or ')}, got ${JSON.stringify(value)} (see README "Modes").`);
    process.exit(1);
  }
  return value;
};

/** Where the gateway listens: HOST, else 127.0.0.1 in demo and every interface in production. */
export const gatewayHostOf = (appEnv, env = process.env) => env.HOST?.trim() || (appEnv === 'production' ? '0.0.0.0' : '127.0.0.1');

/** An address to reach a server listening on `host` from this machine. */
export const probeHost = (host) => (host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host);

/** One line saying what the mode means for whoever started the site. */
export const describeMode = (appEnv, host) =>
  appEnv === 'production'
    ? `APP_ENV=production: no stand-ins; gateway on ${host}`
    : `APP_ENV=demo: gateway on ${host}${host === '127.0.0.1' ? ' (this machine only; HOST=0.0.0.0 opens it)' : ''}; ` +
      'the stand-ins (SMS outbox, WeChat confirm, payment simulator) answer this machine only';
