export { buildGateway, BODY_LIMIT, isListening, type BuildOptions } from './app';
export { loadConfig, defaultDist, isProduction, REPO_ROOT, DEFAULTS, type GatewayOptions, type GatewayMode } from './config';
export { decide, isMobileUserAgent, assetCacheControl, splitUrl, type Decision, type DecideInput } from './decide';
export { renderNginxConf, NGINX_CONF_PATH, type NginxOptions } from './nginx';
export { CONTENT_SECURITY_POLICY, REFERRER_POLICY } from './security';
