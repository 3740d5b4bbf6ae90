/** The gateway's settings, read from the environment (see deploy/.env.example). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppName } from '@ws/routes';
import { parseCidrList, type Cidr } from './admin-access';

export type GatewayMode = 'dev' | 'prod';

/**
 * The site's mode, one APP_ENV for every process. demo (default): stand-ins for the third-party services
 * answer this machine only, and the site listens on 127.0.0.1. production: no stand-ins; the API refuses to
 * start while a real service is unconfigured.
 */
export type AppEnv = 'demo' | 'production';
export const APP_ENVS: readonly AppEnv[] = ['demo', 'production'];

/** APP_ENV as given (empty: demo); anything else is refused, so a typo never runs the demo by accident. */
export const parseAppEnv = (value: string | undefined): AppEnv => {
  const v = value?.trim() || 'demo';
  if (!(APP_ENVS as readonly string[]).includes(v)) {
    throw new Error(`APP_ENV must be ${APP_ENVS.join(' or ')}, got ${JSON.stringify(v)}`);
  }
  return v as AppEnv;
};

export interface GatewayOptions {
  /** prod: serve the built apps from their dist folders; dev: proxy to the Vite dev servers (HMR). */
  mode: GatewayMode;
  /** APP_ENV (demo or production). The Content-Security-Policy is on whenever built apps are served. */
  appEnv: string;
  /** Base URL of the API server; `/api/*` is proxied there with path and query unchanged. */
  apiUrl: string;
  /** Absolute dist folders of the built apps (prod mode). */
  dist: Record<AppName, string>;
  /** Vite dev server base URLs (dev mode). */
  devUrl: Record<AppName, string>;
  /** When set, mobile user agents asking for a page are redirected to this site (same path and query). */
  mobileSiteUrl?: string | undefined;
  /**
   * ADMIN_ALLOW_CIDRS: when not empty, the operations console (/admin, /_admin/, /api/admin/) answers 403 to
   * client addresses outside these networks.
   */
  adminAllowCidrs?: readonly Cidr[] | undefined;
  /** Fastify logger setting; off unless given. Request lines carry paths only, never query strings. */
  logger?: boolean | { level: string } | undefined;
  /** Where the logger writes (default stdout). */
  logStream?: NodeJS.WritableStream | undefined;
}

export interface ListenOptions {
  port: number;
  host: string;
}

/** The repository's root folder (this file is apps/gateway/src/config.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const defaultDist = (app: AppName): string => path.join(REPO_ROOT, 'apps', app, 'dist');

export const DEFAULTS = {
  port: 8080,
  /** demo: this machine only; production: every interface. HOST overrides both. */
  host: { demo: '127.0.0.1', production: '0.0.0.0' } satisfies Record<AppEnv, string>,
  mode: 'prod' as GatewayMode,
  apiUrl: 'http://127.0.0.1:8081',
  portalDevUrl: 'http://127.0.0.1:5173',
  mallDevUrl: 'http://127.0.0.1:5174',
  adminDevUrl: 'http://127.0.0.1:5175',
} as const;

/** Each app's Vite dev server by default (dev mode). */
export const defaultDevUrl: Record<AppName, string> = { portal: DEFAULTS.portalDevUrl, mall: DEFAULTS.mallDevUrl, admin: DEFAULTS.adminDevUrl };

const httpUrl = (name: string, value: string): string => {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got ${JSON.stringify(value)}`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) URL, got ${JSON.stringify(value)}`);
  }
  return value.replace(/\/+$/, '');
};

const nonEmpty = (v: string | undefined): string | undefined => (v && v.trim() !== '' ? v.trim() : undefined);

/** Reads and checks the gateway's environment variables; throws a readable error on a bad value. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): GatewayOptions & ListenOptions => {
  const modeRaw = nonEmpty(env.GATEWAY_MODE) ?? DEFAULTS.mode;
  if (modeRaw !== 'dev' && modeRaw !== 'prod') {
    throw new Error(`GATEWAY_MODE must be dev or prod, got ${JSON.stringify(modeRaw)}`);
  }
  const portRaw = nonEmpty(env.PORT);
  const port = portRaw === undefined ? DEFAULTS.port : Number(portRaw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got ${JSON.stringify(portRaw)}`);
  }
  const appEnv = parseAppEnv(env.APP_ENV);
  const mobile = nonEmpty(env.MOBILE_SITE_URL);
  const resolveDir = (v: string | undefined, app: AppName) => (v ? path.resolve(v) : defaultDist(app));
  return {
    port,
    host: nonEmpty(env.HOST) ?? DEFAULTS.host[appEnv],
    mode: modeRaw,
    appEnv,
    apiUrl: httpUrl('API_URL', nonEmpty(env.API_URL) ?? DEFAULTS.apiUrl),
    dist: {
      portal: resolveDir(nonEmpty(env.PORTAL_DIST), 'portal'),
      mall: resolveDir(nonEmpty(env.MALL_DIST), 'mall'),
      admin: resolveDir(nonEmpty(env.ADMIN_DIST), 'admin'),
    },
    devUrl: {
      portal: httpUrl('PORTAL_DEV_URL', nonEmpty(env.PORTAL_DEV_URL) ?? DEFAULTS.portalDevUrl),
      mall: httpUrl('MALL_DEV_URL', nonEmpty(env.MALL_DEV_URL) ?? DEFAULTS.mallDevUrl),
      admin: httpUrl('ADMIN_DEV_URL', nonEmpty(env.ADMIN_DEV_URL) ?? DEFAULTS.adminDevUrl),
    },
    mobileSiteUrl: mobile ? httpUrl('MOBILE_SITE_URL', mobile) : undefined,
    adminAllowCidrs: parseCidrList(env.ADMIN_ALLOW_CIDRS),
    logger: { level: nonEmpty(env.LOG_LEVEL) ?? 'info' },
  };
};

export const isProduction = (o: Pick<GatewayOptions, 'appEnv'>): boolean => o.appEnv === 'production';
