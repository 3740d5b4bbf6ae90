import { describe, expect, it } from 'vitest';
import { adminRoutes, routes } from '@ws/routes';
import { assetCacheControl, decide, isMobileUserAgent, type DecideInput } from './decide';

const get = (url: string, extra: Partial<DecideInput> = {}) => decide({ method: 'GET', url, ...extra });

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const WECHAT = 'Mozilla/5.0 (Linux; Android 13; V2148A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0 MQQBrowser/6.2 TBS/046805 Mobile Safari/537.36 MicroMessenger/8.0.47';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const MOBILE_SITE = 'https://m.example.com/';

describe('decide: pages', () => {
  it('maps every route of the table to its app', () => {
    expect(routes).toHaveLength(83);
    for (const r of routes) {
      expect(get(r.path), r.path).toEqual({ kind: 'page', app: r.app, route: r });
      expect(decide({ method: 'HEAD', url: r.path }), r.path).toMatchObject({ kind: 'page', app: r.app });
    }
  });

  it('matches case-insensitively, with trailing slash and query', () => {
    expect(get('/acticlelist')).toMatchObject({ kind: 'page', app: 'portal', route: { path: '/acticleList' } });
    expect(get('/ACTICLELIST/')).toMatchObject({ kind: 'page', app: 'portal' });
    expect(get('/MYORDERS?vsstatus=pay')).toMatchObject({ kind: 'page', app: 'mall', route: { path: '/myOrders' } });
    expect(get('/session/CHATITEM?chat_type=1')).toMatchObject({ kind: 'page', app: 'mall' });
    expect(get('/help/content/?id=1829')).toMatchObject({ kind: 'page', app: 'portal' });
    expect(get('/search?val=%E5%AE%89%E5%85%A8')).toMatchObject({ kind: 'page', app: 'portal' });
  });

  it('sends unknown paths to the portal not-found page', () => {
    for (const p of ['/nope', '/help', '/session/nope', '/homePage/x', '/cartx', '/index.html', '/apix', '//evil.com']) {
      expect(get(p), p).toEqual({ kind: 'not-found', app: 'portal' });
    }
  });

  it('refuses other methods on pages', () => {
    expect(decide({ method: 'POST', url: '/homePage' })).toEqual({ kind: 'method-not-allowed', allow: 'GET, HEAD' });
    expect(decide({ method: 'DELETE', url: '/nope' }).kind).toBe('method-not-allowed');
  });
});

describe('decide: root, api, assets, favicon', () => {
  it('redirects / to /homePage keeping the query', () => {
    expect(get('/')).toEqual({ kind: 'redirect', status: 302, location: '/homePage' });
    expect(get('/?from=ad&x=1')).toEqual({ kind: 'redirect', status: 302, location: '/homePage?from=ad&x=1' });
  });

  it('proxies /api in any case and with any method', () => {
    for (const u of ['/api', '/api/', '/api/open/uni/list?page=1', '/API/foo', '/Api/cart/add']) {
      expect(get(u), u).toEqual({ kind: 'api' });
      expect(decide({ method: 'POST', url: u }), u).toEqual({ kind: 'api' });
    }
  });

  it('sends /_portal/ and /_mall/ to the app assets', () => {
    expect(get('/_portal/assets/index-abc123.js')).toEqual({ kind: 'asset', app: 'portal' });
    expect(get('/_PORTAL/assets/x.css')).toEqual({ kind: 'asset', app: 'portal' });
    expect(get('/_mall/assets/x.js')).toEqual({ kind: 'asset', app: 'mall' });
    expect(get('/_mall')).toEqual({ kind: 'asset', app: 'mall' });
    expect(get('/_mallx')).toEqual({ kind: 'not-found', app: 'portal' });
    expect(get('/_admin/assets/x.js')).toEqual({ kind: 'asset', app: 'admin' });
    expect(get('/_ADMIN/')).toEqual({ kind: 'asset', app: 'admin' });
  });

  it('answers the favicon', () => {
    expect(get('/favicon.ico')).toEqual({ kind: 'favicon' });
  });
});

describe('decide: mobile redirect', () => {
  it('recognises mobile user agents', () => {
    for (const ua of [IPHONE, ANDROID, WECHAT]) expect(isMobileUserAgent(ua), ua).toBe(true);
    for (const ua of [DESKTOP, MAC, '', undefined, 'curl/8.0']) expect(isMobileUserAgent(ua), String(ua)).toBe(false);
  });

  it('redirects mobile page requests only when a mobile site is configured', () => {
    expect(get('/homePage', { userAgent: IPHONE })).toMatchObject({ kind: 'page' });
    expect(get('/homePage', { userAgent: IPHONE, mobileSiteUrl: MOBILE_SITE })).toEqual({
      kind: 'mobile-redirect', status: 302, location: 'https://m.example.com/homePage',
    });
    expect(get('/detailPages?key=12&currentName=x', { userAgent: ANDROID, mobileSiteUrl: 'https://m.example.com' }))
      .toEqual({ kind: 'mobile-redirect', status: 302, location: 'https://m.example.com/detailPages?key=12&currentName=x' });
    expect(get('/nope', { userAgent: IPHONE, mobileSiteUrl: MOBILE_SITE })).toMatchObject({ kind: 'mobile-redirect' });
    expect(get('/', { userAgent: IPHONE, mobileSiteUrl: MOBILE_SITE })).toMatchObject({ kind: 'mobile-redirect', location: 'https://m.example.com/' });
  });

  it('never redirects desktops, /api, assets or the favicon', () => {
    expect(get('/homePage', { userAgent: DESKTOP, mobileSiteUrl: MOBILE_SITE })).toMatchObject({ kind: 'page' });
    const m = { userAgent: IPHONE, mobileSiteUrl: MOBILE_SITE };
    expect(get('/api/cart/list', m)).toEqual({ kind: 'api' });
    expect(get('/_portal/assets/a.js', m)).toEqual({ kind: 'asset', app: 'portal' });
    expect(get('/_mall/assets/a.js', m)).toEqual({ kind: 'asset', app: 'mall' });
    expect(get('/favicon.ico', m)).toEqual({ kind: 'favicon' });
  });
});

describe('assetCacheControl', () => {
  it('caches hashed assets for a year and revalidates html', () => {
    expect(assetCacheControl('assets/index-AbC123_x.js')).toBe('public, max-age=31536000, immutable');
    expect(assetCacheControl('assets/index-AbC123_x.js.br')).toBe('public, max-age=31536000, immutable');
    expect(assetCacheControl('index.html')).toBe('no-cache');
    expect(assetCacheControl('favicon.ico')).toBe('public, max-age=3600');
  });
});

describe('decide: the operations console', () => {
  it('serves its screens as pages of the admin app, in any case', () => {
    for (const r of adminRoutes) {
      expect(get(r.path), r.path).toEqual({ kind: 'page', app: 'admin', route: r });
      expect(get(`${r.path.toUpperCase()}/?x=1`), r.path).toEqual({ kind: 'page', app: 'admin', route: r });
    }
  });

  it('answers its other paths with its own not-found page', () => {
    for (const p of ['/admin/nope', '/admin/reviews/company/41', '/ADMIN/x/y']) expect(get(p), p).toEqual({ kind: 'not-found', app: 'admin' });
    expect(get('/administrator')).toEqual({ kind: 'not-found', app: 'portal' });
  });

  it('is never sent to the mobile site, and refuses other methods', () => {
    expect(get('/admin/reviews', { userAgent: IPHONE, mobileSiteUrl: MOBILE_SITE })).toMatchObject({ kind: 'page', app: 'admin' });
    expect(decide({ method: 'POST', url: '/admin/login' })).toEqual({ kind: 'method-not-allowed', allow: 'GET, HEAD' });
    expect(get('/api/admin/me')).toEqual({ kind: 'api' });
  });
});
