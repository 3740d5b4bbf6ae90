/**
 * The production nginx config, generated from the route table so that it routes exactly as the gateway does.
 * `pnpm --filter @ws/gateway gen:nginx` writes it to deploy/nginx.conf; a test keeps the two in sync.
 */
import path from 'node:path';
import { ADMIN_BASE, APP_NAMES, APP_PREFIX, ROOT_REDIRECT, adminRoutes, type AppName, type RouteDef } from '@ws/routes';
import { formatCidr, type Cidr } from './admin-access';
import { REPO_ROOT } from './config';
import { CONTENT_SECURITY_POLICY, IMMUTABLE_CACHE_CONTROL, PAGE_CACHE_CONTROL, REFERRER_POLICY } from './security';
import { MSG_BODY_TOO_LARGE, MSG_NO_RIGHT, MSG_URL_TOO_LONG, failBody } from './envelope';

/** How every /api location passes requests on (the client address from nginx, bodies streamed). */
const API_PROXY = [
  '        proxy_pass http://ws_api;',
  '        proxy_http_version 1.1;',
  '        proxy_set_header Connection "";',
  '        proxy_set_header Host $host;',
  '        proxy_set_header X-Real-IP $remote_addr;',
  '        proxy_set_header X-Forwarded-For $remote_addr;',
  '        proxy_set_header X-Forwarded-Proto $scheme;',
  '        proxy_set_header X-Forwarded-Host $host;',
  // one id per request (nginx's $request_id): the gateway and the API log it and send it back
  '        proxy_set_header X-Request-Id $request_id;',
  '        proxy_request_buffering off;',
  // several API processes: a request that could not reach one, or that one refused while it stops (Fastify
  // answers 503 once closing), goes to the next; nginx retries only idempotent requests (GET, HEAD …)
  '        proxy_next_upstream error timeout http_502 http_503;',
];
import { API_BODY_LIMIT, BODY_LIMIT, UPLOAD_BODY_LIMITS } from './limits';

export interface NginxOptions {
  /** Where the release is unpacked on the server: the dist folders are `<siteRoot>/apps/<app>/dist`. */
  siteRoot?: string;
  /** The API server (apps/api) address. */
  apiUpstream?: string;
  /**
   * Several API processes (host:port each) sharing one PostgreSQL database: the upstream lists them all and
   * takes one out for `fail_timeout` after a failed request. Overrides apiUpstream when not empty.
   */
  apiUpstreams?: readonly string[];
  serverName?: string;
  listen?: string;
  /**
   * ADMIN_ALLOW_CIDRS: when not empty, the operations console's pages, build and calls get `allow <network>;`
   * for each and `deny all;` (403 to everyone else). Empty: the console is open like the rest of the site.
   */
  adminAllowCidrs?: readonly Cidr[];
  /** The access log (JSON lines with the request id, format ws_json); nginx opens it when it starts. */
  accessLog?: string;
  /**
   * nginx's micro-cache of public reads (/api/open/uni/): a visitor's answer (no token header) kept for the
   * seconds the API's X-Accel-Expires says, one request per URL to the API while the others wait. Off: every
   * read goes to the API.
   */
  microCache?: boolean;
  /** Where the micro-cache keeps its answers (proxy_cache_path; nginx creates it). */
  cacheDir?: string;
}

export const NGINX_CONF_PATH = path.join(REPO_ROOT, 'deploy', 'nginx.conf');

const DEFAULT_NGINX: Required<NginxOptions> = {
  siteRoot: '/srv/ws-safety-platform',
  apiUpstream: '127.0.0.1:8081',
  apiUpstreams: [],
  serverName: '_',
  listen: '80',
  adminAllowCidrs: [],
  accessLog: '/var/log/nginx/ws-access.log',
  microCache: true,
  cacheDir: '/var/lib/nginx/ws-public',
};

/** One JSON object per request; request_id is the X-Request-Id the API and the gateway log and return. */
const LOG_FORMAT = [
  "log_format ws_json escape=json '{\"time\":\"$time_iso8601\",\"request_id\":\"$request_id\",\"remote_addr\":\"$remote_addr\",'",
  "    '\"method\":\"$request_method\",\"uri\":\"$uri\",\"status\":$status,\"bytes\":$body_bytes_sent,'",
  "    '\"request_time\":$request_time,\"upstream\":\"$upstream_addr\",\"upstream_time\":\"$upstream_response_time\"}';",
];

/** Same list as the gateway's mobile check (decide.ts), for the optional redirect. */
const MOBILE_UA_NGINX =
  '(Android|iPhone|iPod|iPad|Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|Opera Mobi|MQQBrowser|UCBrowser|UCWEB|JUC|Fennec|webOS|Symbian|HarmonyOS)';

const SAFE_ROUTE = /^\/[A-Za-z]+(?:\/[A-Za-z]+)*$/;

/** `location ~* ^/(homePage|login|…)/?$`: one case-insensitive alternation of an app's routes. */
export const routeRegex = (paths: readonly string[]): string => {
  for (const p of paths) {
    if (!SAFE_ROUTE.test(p)) throw new Error(`route ${JSON.stringify(p)} cannot be put in an nginx regex`);
  }
  return `^/(${paths.map((p) => p.slice(1)).join('|')})/?$`;
};

/**
 * Compression, as the gateway does it: the build's precompressed `.gz` files are sent as they are
 * (gzip_static), API answers and pages from 1 KB up are gzipped on the fly (also for clients behind a
 * proxy), downloads and event streams are not (not in gzip_types). With the ngx_brotli module the `.br`
 * files go out too (the two commented lines).
 */
export const COMPRESSION_DIRECTIVES: readonly string[] = [
  'gzip on;',
  'gzip_static on;',
  'gzip_vary on;',
  'gzip_proxied any;',
  'gzip_comp_level 5;',
  'gzip_min_length 1024;',
  'gzip_types text/css text/plain text/xml application/javascript application/json application/xml image/svg+xml application/manifest+json;',
  '# brotli_static on;',
  '# brotli on; brotli_min_length 1024; brotli_types text/css text/plain application/javascript application/json image/svg+xml;',
];

const htmlHeaders = (indent: string): string[] => [
  `add_header Cache-Control "${PAGE_CACHE_CONTROL}" always;`,
  `add_header Content-Security-Policy "${CONTENT_SECURITY_POLICY}" always;`,
  `add_header Referrer-Policy "${REFERRER_POLICY}" always;`,
  'add_header X-Content-Type-Options "nosniff" always;',
].map((l) => indent + l);

const mobileHint = (indent: string): string[] => [
  `${indent}# mobile redirect (see the top of this file):`,
  `${indent}# if ($ws_is_mobile) { return 302 https://m.example.com$request_uri; }`,
];

export const renderNginxConf = (routes: readonly RouteDef[], options: NginxOptions = {}): string => {
  const o = { ...DEFAULT_NGINX, ...options };
  const upstreams = o.apiUpstreams.length > 0 ? [...o.apiUpstreams] : [o.apiUpstream];
  const dist = (app: AppName) => `${o.siteRoot.replace(/\/+$/, '')}/apps/${app}/dist`;
  const mb = Math.ceil(BODY_LIMIT / (1024 * 1024));
  const apiKb = Math.ceil(API_BODY_LIMIT / 1024);
  // an nginx string in single quotes: the envelope holds no quote or backslash
  const envelope = (msg: string) => `'${failBody(msg)}'`;
  const apiLimit = [`        client_max_body_size ${apiKb}k;`, '        error_page 413 = @ws_body_too_large;'];
  // the console's allow-list (ADMIN_ALLOW_CIDRS) in each of its locations: nothing when it is open
  const adminAccess = (indent: string): string[] =>
    o.adminAllowCidrs.length === 0 ? [] : [...o.adminAllowCidrs.map((c) => `${indent}allow ${formatCidr(c)};`), `${indent}deny all;`];
  const out: string[] = [];
  const push = (...lines: string[]) => out.push(...lines);

  push(
    '# GENERATED from packages/routes by `pnpm --filter @ws/gateway gen:nginx`: do not edit by hand.',
    '# Production reverse proxy for the whole site on one domain (what apps/gateway does, for operators).',
    '# Include it inside the http {} block (e.g. /etc/nginx/conf.d/ws.conf). Release layout:',
    `#   ${dist('portal')}/   portal build (Vite base ${APP_PREFIX.portal})`,
    `#   ${dist('mall')}/     mall build (Vite base ${APP_PREFIX.mall})`,
    `#   ${dist('admin')}/    operations console build (Vite base ${APP_PREFIX.admin}, served for ${ADMIN_BASE} and below)`,
    `#   apps/api listening on ${upstreams.join(', ')} (APP_ENV=production)`,
    '# Route matching is case-insensitive, as in the gateway and the original site.',
    '',
    '# Access log: JSON lines with the request id (X-Request-Id to the API; $uri, never the query string,',
    '# which may carry a password); the same id is in the API\'s log lines (reqId) and on its answers.',
    ...LOG_FORMAT,
    '',
    ...(o.microCache
      ? [
          '# Micro-cache of public reads (location /api/open/uni/ below): what a visitor gets is kept only as long as',
          "# the API's X-Accel-Expires says (a few seconds, contract PUBLIC_READ_EDGE_SECONDS); small and in memory.",
          `proxy_cache_path ${o.cacheDir} levels=1:2 keys_zone=ws_public:10m max_size=256m inactive=1m use_temp_path=off;`,
          '',
        ]
      : []),
    'upstream ws_api {',
    ...(upstreams.length === 1 ? [`    server ${upstreams[0]};`] : upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`)),
    '    # more API processes on the same PostgreSQL: one server line each (deploy/README.md "Two API processes")',
    // idle connections kept per nginx worker: enough for the concurrent requests, or each one past them opens and
    // closes its own connection to an API process
    '    keepalive 64;',
    '}',
    '',
    '# Mobile redirect: when a mobile site exists, uncomment this map and the `if ($ws_is_mobile)` line in the',
    '# page locations below (never for /api or assets), and replace https://m.example.com (gateway: MOBILE_SITE_URL).',
    '# map $http_user_agent $ws_is_mobile {',
    '#     default 0;',
    `#     "~*${MOBILE_UA_NGINX}" 1;`,
    '# }',
    '',
    'server {',
    `    listen ${o.listen};`,
    '    # TLS: listen 443 ssl; http2 on; ssl_certificate …; ssl_certificate_key …;',
    `    server_name ${o.serverName};`,
    '    server_tokens off;',
    o.accessLog === 'off' ? '    access_log off;' : `    access_log ${o.accessLog} ws_json;`,
    '    absolute_redirect off;',
    '    charset utf-8;',
    `    client_max_body_size ${mb}m;`,
    '    # request line and headers up to 16 KB, as the gateway (Node) accepts; longer gets the envelope',
    '    large_client_header_buffers 4 16k;',
    '    error_page 414 494 = /__ws_url_too_long;',
    '',
    ...COMPRESSION_DIRECTIVES.map((l) => `    ${l}`),
    '',
    '    add_header X-Content-Type-Options "nosniff" always;',
    '',
    `    # / -> ${ROOT_REDIRECT} (query kept)`,
    '    location = / {',
    ...mobileHint('        '),
    `        return 302 ${ROOT_REDIRECT}$is_args$args;`,
    '    }',
    '',
    '    # API: path and query unchanged; request bodies stream through (uploads).',
    '    location ^~ /api/ {',
    ...API_PROXY,
    '        proxy_read_timeout 60s;',
    ...apiLimit,
    '        add_header X-Content-Type-Options "nosniff" always;',
    '    }',
    ...(o.microCache
      ? [
          "    # public reads (the contract's `cache: true` entries: lists, details, categories, ads): a visitor's answer",
          "    # (no token header) is reused for the seconds the API's X-Accel-Expires gives, and only one request per URL",
          '    # goes to the API while the others wait for it; with a token nothing is cached (prices, own state).',
          '    location ^~ /api/open/uni/ {',
          ...API_PROXY,
          '        proxy_read_timeout 60s;',
          '        proxy_cache ws_public;',
          '        proxy_cache_key $scheme$host$request_uri;',
          '        proxy_cache_bypass $http_token;',
          '        proxy_no_cache $http_token;',
          '        proxy_cache_lock on;',
          '        proxy_cache_lock_timeout 5s;',
          '        proxy_cache_use_stale updating;',
          '        add_header X-Cache $upstream_cache_status always;',
          ...apiLimit,
          '        add_header X-Content-Type-Options "nosniff" always;',
          '    }',
        ]
      : []),
    '    # chat events (Server-Sent Events): each event passed on at once, the stream held open (the API sends',
    '    # a comment every 20 s; the page reconnects after a drop and fetches what it missed)',
    '    location = /api/chat/events {',
    ...API_PROXY,
    '        proxy_buffering off;',
    '        proxy_cache off;',
    '        proxy_read_timeout 1h;',
    '        proxy_send_timeout 1h;',
    '        add_header X-Content-Type-Options "nosniff" always;',
    '    }',
    `    # the operations console's calls (/api/admin…, in any case)${o.adminAllowCidrs.length > 0 ? ': only from ADMIN_ALLOW_CIDRS, 403 and the envelope otherwise' : ''}`,
    '    location ^~ /api/admin {',
    ...adminAccess('        '),
    ...API_PROXY,
    ...apiLimit,
    '        error_page 403 = @ws_admin_forbidden;',
    '        add_header X-Content-Type-Options "nosniff" always;',
    '    }',
    '    location ~* ^/api/admin {',
    ...adminAccess('        '),
    '        rewrite (?i)^/api(.*)$ /api$1 break;',
    ...API_PROXY,
    ...apiLimit,
    '        error_page 403 = @ws_admin_forbidden;',
    '        add_header X-Content-Type-Options "nosniff" always;',
    '    }',
    '    location @ws_admin_forbidden {',
    '        default_type "application/json; charset=utf-8";',
    '        add_header Cache-Control "no-store" always;',
    '        add_header X-Content-Type-Options "nosniff" always;',
    `        return 403 ${envelope(MSG_NO_RIGHT)};`,
    '    }',
    '    # /API/…, /Api and /api in any case: same API, prefix spelled /api.',
    '    location ~* ^/api(/|$) {',
    '        rewrite (?i)^/api(.*)$ /api$1 break;',
    ...API_PROXY,
    ...apiLimit,
    '        add_header X-Content-Type-Options "nosniff" always;',
    '    }',
    ...UPLOAD_BODY_LIMITS.flatMap(({ prefix, limit }) => [
      `    # uploads: bodies up to ${Math.ceil(limit / (1024 * 1024))} MB`,
      `    location ^~ ${prefix} {`,
      ...API_PROXY,
      `        client_max_body_size ${Math.ceil(limit / (1024 * 1024))}m;`,
      '        error_page 413 = @ws_body_too_large;',
      '        add_header X-Content-Type-Options "nosniff" always;',
      '    }',
    ]),
    `    # /api bodies over ${apiKb} KB (the API's limit) and request lines over 16 KB: the envelope, as from the gateway`,
    '    location @ws_body_too_large {',
    '        default_type "application/json; charset=utf-8";',
    '        add_header Cache-Control "no-store" always;',
    '        add_header X-Content-Type-Options "nosniff" always;',
    `        return 413 ${envelope(MSG_BODY_TOO_LARGE)};`,
    '    }',
    // a URI, not a named location: a request line too long to parse has no URI to keep
    '    location = /__ws_url_too_long {',
    '        internal;',
    '        default_type "application/json; charset=utf-8";',
    '        add_header Cache-Control "no-store" always;',
    '        add_header X-Content-Type-Options "nosniff" always;',
    `        return 431 ${envelope(MSG_URL_TOO_LONG)};`,
    '    }',
    '',
  );

  for (const app of APP_NAMES) {
    const prefix = APP_PREFIX[app];
    const access = app === 'admin' ? adminAccess('        ') : [];
    push(
      `    # ${app} build: hashed assets cached for a year, other files for an hour, its index.html revalidated;`,
      '    # its dotfiles (the build manifest .vite/manifest.json) are not served.',
      `    location ^~ ${prefix}. {`,
      '        return 404;',
      '    }',
      `    location ^~ ${prefix}assets/ {`,
      ...access,
      `        alias ${dist(app)}/assets/;`,
      // no `always`: a missing file's 404 must not be cached
      `        add_header Cache-Control "${IMMUTABLE_CACHE_CONTROL}";`,
      '        add_header X-Content-Type-Options "nosniff" always;',
      '        access_log off;',
      '    }',
      `    location = ${prefix}index.html {`,
      ...access,
      `        alias ${dist(app)}/index.html;`,
      ...htmlHeaders('        '),
      '    }',
      `    location ^~ ${prefix} {`,
      ...access,
      `        alias ${dist(app)}/;`,
      '        autoindex off;',
      '        add_header Cache-Control "public, max-age=3600";',
      '        add_header X-Content-Type-Options "nosniff" always;',
      '    }',
      '',
    );
  }

  push(
    '    location = /favicon.ico {',
    `        root ${dist('portal')};`,
    '        try_files /favicon.ico =204;',
    '        add_header Cache-Control "public, max-age=86400";',
    '        add_header X-Content-Type-Options "nosniff" always;',
    '        access_log off;',
    '        log_not_found off;',
    '    }',
    '',
  );

  for (const app of APP_NAMES) {
    const paths = routes.filter((r) => r.app === app).map((r) => r.path);
    if (paths.length === 0) continue;
    push(
      `    # ${app} routes (${paths.length}): its index.html`,
      `    location ~* ${routeRegex(paths)} {`,
      `        root ${dist(app)};`,
      '        try_files /index.html =503;',
      ...htmlHeaders('        '),
      ...mobileHint('        '),
      '    }',
      '',
    );
  }

  // The operations console: its screens, then every other path under /admin (its own not-found page, 404).
  // Never the mobile redirect. `return 404` comes before the access check, so the not-found location checks too.
  const adminPaths = adminRoutes.map((r) => r.path);
  push(
    `    # admin routes (${adminPaths.length}): the operations console's index.html${o.adminAllowCidrs.length > 0 ? ' (only from ADMIN_ALLOW_CIDRS)' : ''}`,
    `    location ~* ${routeRegex(adminPaths)} {`,
    ...adminAccess('        '),
    `        root ${dist('admin')};`,
    '        try_files /index.html =503;',
    ...htmlHeaders('        '),
    '    }',
    `    # any other path under ${ADMIN_BASE}/: the console's index.html with HTTP 404 (its router shows its not-found page)`,
    `    location ~* ^${ADMIN_BASE}/ {`,
    ...adminAccess('        '),
    '        error_page 404 @admin_not_found;',
    '        return 404;',
    '    }',
    '    location @admin_not_found {',
    ...adminAccess('        '),
    `        root ${dist('admin')};`,
    '        try_files /index.html =503;',
    ...htmlHeaders('        '),
    '    }',
    '',
  );

  push(
    '    # A path no app owns: the portal\'s index.html with HTTP 404 (its router shows the not-found page).',
    '    location / {',
    ...mobileHint('        '),
    '        error_page 404 @portal_not_found;',
    '        return 404;',
    '    }',
    '    location @portal_not_found {',
    `        root ${dist('portal')};`,
    '        try_files /index.html =503;',
    ...htmlHeaders('        '),
    '    }',
    '}',
    '',
  );
  return out.join('\n');
};
