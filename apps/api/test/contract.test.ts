import { endpointNames, endpoints, MSG_NOT_LOGGED_IN, type PayloadOf } from '@ws/api-sdk/contract';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { handlers } from '../src/modules/index';
import { call, useHarness } from './helpers';

describe('the contract', () => {
  const h = useHarness();

  it('registers a route and a handler for every endpoint', () => {
    const missing = endpointNames.filter((name) => {
      const ep = endpoints[name];
      return typeof handlers[name] !== 'function' || !h.app.hasRoute({ method: ep.method, url: `/api${ep.path}` });
    });
    expect(missing).toEqual([]);
  });

  it('answers every endpoint with the envelope { ok, code, msg, data }', async () => {
    for (const name of endpointNames) {
      const res = await call(h.app, name, {});
      expect(Object.keys(res).sort(), name).toEqual(['code', 'data', 'msg', 'ok']);
      expect(typeof res.ok, name).toBe('boolean');
      expect(typeof res.msg, name).toBe('string');
      if (res.ok) expect(res.code, name).toBe(0);
      else expect([1, -1], name).toContain(res.code);
      if (!res.ok) expect(res.data, name).toBeNull();
    }
  });

  it('answers code -1 未登录或超时 for auth endpoints without a token', async () => {
    for (const name of endpointNames.filter((n) => endpoints[n].auth)) {
      const res = await call(h.app, name, {});
      expect(res, name).toEqual({ ok: false, code: -1, msg: MSG_NOT_LOGGED_IN, data: null });
    }
  });

  it('serves every /admin call to staff only (adminLogin aside), and answers code -1 without a staff session', async () => {
    const adminCalls = endpointNames.filter((n) => endpoints[n].path.startsWith('/admin/'));
    expect(adminCalls).toContain('adminLogin');
    for (const name of adminCalls) {
      const ep = endpoints[name] as { staff?: readonly string[]; auth: boolean };
      if (name === 'adminLogin') {
        expect(ep.staff, name).toBeUndefined();
        continue;
      }
      expect(Array.isArray(ep.staff), `${name} has no staff roles`).toBe(true);
      // staff calls never ask for a member: a member's token is no key to them
      expect(ep.auth, name).toBe(false);
      expect(await call(h.app, name, {}), name).toEqual({ ok: false, code: -1, msg: MSG_NOT_LOGGED_IN, data: null });
    }
    // and no other call is a staff call
    for (const name of endpointNames.filter((n) => !endpoints[n].path.startsWith('/admin/'))) {
      expect((endpoints[name] as { staff?: unknown }).staff, name).toBeUndefined();
    }
  });

  it('answers HTTP 404 for unknown /api paths and wrong methods', async () => {
    expect((await h.app.inject({ url: '/api/open/uni/nothing' })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'POST', url: '/api/open/uni/listads' })).statusCode).toBe(404);
  });

  it('answers a malformed JSON body with the error envelope', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/open/uni/sendsms', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: false, code: 1 });
  });

  it('accepts application/x-www-form-urlencoded bodies', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/open/uni/sendsms',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'ac=appvercode&phone=&usecate=login&expireTime=5',
    });
    expect(res.json()).toMatchObject({ ok: false, msg: '请正确填写手机号码' });
  });

  it('turns an unexpected error into 服务器繁忙，请稍后重试 (and logs it)', async () => {
    const app = await buildApp({
      db: h.db,
      appEnv: 'test',
      logger: false,
      handlers: { ...handlers, statInfo: () => Promise.reject(new Error('boom')) },
    });
    const res = await call(app, 'statInfo');
    expect(res).toEqual({ ok: false, code: 1, msg: '服务器繁忙，请稍后重试', data: null });
    await app.close();
  });
});

describe('request schemas', () => {
  const h = useHarness();

  it('hand each handler its payload parsed by the schema: query strings coerced, absent fields filled, unknown keys dropped', async () => {
    const seen: PayloadOf<'listexpert'>[] = [];
    const app = await buildApp({
      db: h.db,
      appEnv: 'test',
      logger: false,
      handlers: {
        ...handlers,
        listexpert: ({ payload }) => {
          seen.push(payload);
          return { items: [], total: 0 };
        },
      },
    });
    const res = await app.inject({ url: '/api/open/uni/listexpert?pageNum=2&industry=12&recommendIds=39,1902&name=%20%E6%B6%88%E9%98%B2%20&evil=1' });
    expect(res.json()).toMatchObject({ ok: true, code: 0 });
    expect(seen).toEqual([
      { pageNum: 2, pageSize: undefined, industry: 12, field: null, special: null, supply: null, name: '消防', recommendIds: [39, 1902] },
    ]);
    // malformed input never reaches the handler
    const bad = await app.inject({ url: '/api/open/uni/listexpert?industry=abc' });
    expect(bad.json()).toEqual({ ok: false, code: 1, msg: '请求参数错误', data: null });
    expect(seen).toHaveLength(1);
    await app.close();
  });

  it('answer a NUL byte and an id beyond PostgreSQL integer with the envelope, not 服务器繁忙 (and log no error)', async () => {
    const errors: string[] = [];
    const app = await buildApp({ db: h.db, appEnv: 'test', logLevel: 'error', logStream: new Writable({ write: (chunk, _enc, done) => (errors.push(String(chunk)), done()) }) });
    const cases: [string, string][] = [
      ['/api/open/uni/listarticle?keywords=a%00b', '请求参数错误'],
      ['/api/open/uni/listcompany?keywords=%00', '请求参数错误'],
      ['/api/open/uni/articleinfo?id=2147483648', '文章不存在'],
      ['/api/open/uni/expertinfo?id=99999999999999999999', '专家不存在'],
      ['/api/open/uni/listexpert?industry=2147483648', '请求参数错误'],
      ['/api/open/uni/videoinfo?id=1e3', '内容不存在'],
    ];
    for (const [url, msg] of cases) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({ ok: false, code: 1, msg, data: null });
    }
    const post = await app.inject({ method: 'POST', url: '/api/open/uni/sendsms', payload: { phone: '1380000\u00000001', usecate: 'login' } });
    expect(post.json()).toMatchObject({ ok: false, code: 1 });
    expect(errors).toEqual([]);
    await app.close();
  });
});

describe('APP_ENV=production', () => {
  const h = useHarness({ appEnv: 'production' });

  it('does not register dev-only endpoints or the local confirm page', async () => {
    for (const name of endpointNames) {
      const ep = endpoints[name] as { method: 'GET' | 'POST'; path: string; devOnly?: boolean };
      expect(h.app.hasRoute({ method: ep.method, url: `/api${ep.path}` }), name).toBe(!ep.devOnly);
    }
    expect((await h.app.inject({ url: '/api/dev/sms-outbox?phone=13800000001' })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/api/dev/wechat/confirm-page?ticket=x' })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'POST', url: '/api/dev/wechat/confirm', payload: {} })).statusCode).toBe(404);
  });

  it('still serves the open reads', async () => {
    const res = await call<{ items: unknown[] }>(h.app, 'listads', { cate_value: 'quicknav' });
    expect(res.data.items).toHaveLength(10);
  });
});
