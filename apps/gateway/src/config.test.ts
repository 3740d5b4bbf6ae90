import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCidr } from './admin-access';
import { REPO_ROOT, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      mode: 'prod',
      appEnv: 'demo',
      apiUrl: 'http://127.0.0.1:8081',
      devUrl: { portal: 'http://127.0.0.1:5173', mall: 'http://127.0.0.1:5174', admin: 'http://127.0.0.1:5175' },
      mobileSiteUrl: undefined,
      adminAllowCidrs: [],
    });
    expect(c.dist.portal).toBe(path.join(REPO_ROOT, 'apps', 'portal', 'dist'));
    expect(c.dist.mall).toBe(path.join(REPO_ROOT, 'apps', 'mall', 'dist'));
    expect(c.dist.admin).toBe(path.join(REPO_ROOT, 'apps', 'admin', 'dist'));
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '9000', HOST: '127.0.0.1', GATEWAY_MODE: 'dev', APP_ENV: 'production', API_URL: 'http://10.0.0.2:8081/',
      PORTAL_DEV_URL: 'http://127.0.0.1:6000', MALL_DEV_URL: 'http://127.0.0.1:6001', MOBILE_SITE_URL: 'https://m.example.com/',
      PORTAL_DIST: '/srv/p', MALL_DIST: '/srv/m', LOG_LEVEL: 'warn',
      ADMIN_DEV_URL: 'http://127.0.0.1:6002/', ADMIN_DIST: '/srv/a', ADMIN_ALLOW_CIDRS: '10.8.0.0/16, 2001:db8::/32',
    });
    expect(c).toMatchObject({
      port: 9000, host: '127.0.0.1', mode: 'dev', appEnv: 'production', apiUrl: 'http://10.0.0.2:8081',
      devUrl: { portal: 'http://127.0.0.1:6000', mall: 'http://127.0.0.1:6001', admin: 'http://127.0.0.1:6002' },
      mobileSiteUrl: 'https://m.example.com', dist: { portal: '/srv/p', mall: '/srv/m', admin: '/srv/a' }, logger: { level: 'warn' },
    });
    expect(c.adminAllowCidrs?.map(formatCidr)).toEqual(['10.8.0.0/16', '2001:db8:0:0:0:0:0:0/32']);
  });

  it('refuses bad values with a readable message', () => {
    expect(() => loadConfig({ GATEWAY_MODE: 'production' })).toThrow(/GATEWAY_MODE/);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ API_URL: 'localhost:8081' })).toThrow(/API_URL/);
    expect(() => loadConfig({ MOBILE_SITE_URL: 'javascript:alert(1)' })).toThrow(/MOBILE_SITE_URL/);
    expect(() => loadConfig({ ADMIN_DEV_URL: 'localhost:5175' })).toThrow(/ADMIN_DEV_URL/);
    expect(() => loadConfig({ ADMIN_ALLOW_CIDRS: '10.0.0.0/8, office' })).toThrow(/ADMIN_ALLOW_CIDRS: "office" is not an IPv4 or IPv6 network/);
    expect(() => loadConfig({ ADMIN_ALLOW_CIDRS: '10.0.0.0/40' })).toThrow(/ADMIN_ALLOW_CIDRS/);
  });

  it('listens on this machine only in demo mode, on every interface in production, unless HOST says', () => {
    expect(loadConfig({ APP_ENV: 'demo' }).host).toBe('127.0.0.1');
    expect(loadConfig({ APP_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ APP_ENV: 'demo', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ APP_ENV: 'production', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('refuses an APP_ENV other than demo or production (a typo must not run the demo)', () => {
    for (const v of ['development', 'prod', 'Production', 'test']) {
      expect(() => loadConfig({ APP_ENV: v }), v).toThrow(/APP_ENV must be demo or production/);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ MOBILE_SITE_URL: '', PORT: '', ADMIN_ALLOW_CIDRS: ' ' })).toMatchObject({ mobileSiteUrl: undefined, port: 8080, adminAllowCidrs: [] });
  });
});
