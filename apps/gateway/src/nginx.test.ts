import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes, type AppName } from '@ws/routes';
import { NGINX_CONF_PATH, renderNginxConf, routeRegex } from './nginx';
import { CONTENT_SECURITY_POLICY } from './security';

const conf = renderNginxConf(routes);

/** The `location ~* <regex>` of each app's page block, as JS regexes (nginx ~* = case-insensitive PCRE). */
const pageRegexes = (text: string): Record<AppName, RegExp> => {
  const out: Partial<Record<AppName, RegExp>> = {};
  for (const m of text.matchAll(/# (portal|mall) routes \(\d+\)[^\n]*\n\s*location ~\* (\S+) \{/g)) {
    out[m[1] as AppName] = new RegExp(m[2] ?? '', 'i');
  }
  if (!out.portal || !out.mall) throw new Error('page locations not found');
  return out as Record<AppName, RegExp>;
};

describe('deploy/nginx.conf', () => {
  it('is what renderNginxConf(routes) generates', () => {
    const onDisk = existsSync(NGINX_CONF_PATH) ? readFileSync(NGINX_CONF_PATH, 'utf8') : '(missing)';
    expect(
      onDisk === conf,
      'deploy/nginx.conf is out of date with packages/routes: run `pnpm --filter @ws/gateway gen:nginx` and commit it',
    ).toBe(true);
  });
});

describe('renderNginxConf', () => {
  it('routes every route to its app, case-insensitively, with or without a trailing slash', () => {
    const re = pageRegexes(conf);
    for (const r of routes) {
      const other: AppName = r.app === 'portal' ? 'mall' : 'portal';
      for (const p of [r.path, `${r.path}/`, r.path.toUpperCase(), r.path.toLowerCase()]) {
        expect(re[r.app].test(p), `${p} -> ${r.app}`).toBe(true);
        expect(re[other].test(p), `${p} not -> ${other}`).toBe(false);
      }
    }
    for (const p of ['/', '/nope', '/cartx', '/homePage/x', '/help', '/session/x', '/api/cart', '/_portal/assets/a.js']) {
      expect(re.portal.test(p) || re.mall.test(p), p).toBe(false);
    }
  });

  it('has the root redirect, the api proxy, both asset prefixes and the 404 fallback', () => {
    expect(conf).toContain('location = / {');
    expect(conf).toContain('return 302 /homePage$is_args$args;');
    expect(conf).toContain('upstream ws_api {\n    server 127.0.0.1:8081;');
    expect(conf).toContain('location ^~ /api/ {\n        proxy_pass http://ws_api;');
    expect(conf).toContain('location ^~ /_portal/ {\n        alias /srv/ws-safety-platform/apps/portal/dist/;');
    expect(conf).toContain('location ^~ /_mall/ {\n        alias /srv/ws-safety-platform/apps/mall/dist/;');
    expect(conf).toMatch(/location \^~ \/_portal\/assets\/ \{[^}]*immutable/);
    expect(conf).toMatch(/location \/ \{\n(?:\s*#[^\n]*\n)*\s*error_page 404 @portal_not_found;\s*return 404;\n\s*\}/);
    expect(conf).toMatch(/location @portal_not_found \{[^}]*root \/srv\/ws-safety-platform\/apps\/portal\/dist;/);
    expect(conf).toContain('client_max_body_size 25m;');
  });

  it('sends the CSP on every HTML answer and has a commented mobile redirect', () => {
    const csp = `add_header Content-Security-Policy "${CONTENT_SECURITY_POLICY}" always;`;
    // portal page, mall page, not-found, and each app's index.html
    expect(conf.split(csp).length - 1).toBe(5);
    expect(conf).toContain('add_header Referrer-Policy "strict-origin-when-cross-origin" always;');
    expect(conf).toMatch(/^# map \$http_user_agent \$ws_is_mobile \{$/m);
    expect(conf).toMatch(/^\s+# if \(\$ws_is_mobile\) \{ return 302 https:\/\/m\.example\.com\$request_uri; \}$/m);
    expect(conf).not.toMatch(/^\s*if \(/m);
  });

  it('takes a site root and upstream', () => {
    const c = renderNginxConf(routes, { siteRoot: '/opt/ws/', apiUpstream: '10.0.0.2:9000', serverName: 'example.cn' });
    expect(c).toContain('alias /opt/ws/apps/mall/dist/;');
    expect(c).toContain('server 10.0.0.2:9000;');
    expect(c).toContain('server_name example.cn;');
  });

  it('refuses route paths that would break the regex', () => {
    expect(() => routeRegex(['/ok', '/a|b'])).toThrow(/cannot be put/);
    expect(() => routeRegex(['/a.b'])).toThrow();
    expect(routeRegex(['/a', '/b/c'])).toBe('^/(a|b/c)/?$');
  });

  // Checks the syntax with the real nginx when it is installed (apt-get install nginx); skipped otherwise.
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  it.skipIf(!nginx)('passes nginx -t', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ws-nginx-'));
    try {
      writeFileSync(path.join(dir, 'site.conf'), conf);
      writeFileSync(
        path.join(dir, 'nginx.conf'),
        `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n` +
          `  access_log off;\n  client_body_temp_path ${dir};\n  proxy_temp_path ${dir};\n  include ${dir}/site.conf;\n}\n`,
      );
      execFileSync(nginx ?? 'nginx', ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'pipe' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
