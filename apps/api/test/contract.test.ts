import { endpointNames, endpoints, MSG_NOT_LOGGED_IN } from '@ws/api-sdk/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { handlers } from '../src/handlers/index';
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
