// Demo and production modes: one APP_ENV, the stand-ins answer this machine only, production refuses to
// start without its real services; and the API's answers to oversize requests.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { API_ROOT, loadConfig, missingProductionServices, PRODUCTION_SERVICES } from '../src/config';
import { DEMO, useHarness } from './helpers';
import { ALL_PRODUCTION_SERVICES } from './production-env';
import { wechatEmulatorSettings } from '../src/modules/account/wechat-login';

const LOCAL_ONLY = { ok: false, code: 1, msg: '演示服务仅限本机访问', data: null };

const ALL_SERVICES = ALL_PRODUCTION_SERVICES;

describe('APP_ENV', () => {
  it('is demo by default and refuses anything but demo or production', () => {
    expect(loadConfig({}).appEnv).toBe('demo');
    expect(loadConfig({ APP_ENV: 'demo' }).appEnv).toBe('demo');
    for (const v of ['development', 'prod', 'Production', 'test']) {
      expect(() => loadConfig({ APP_ENV: v }), v).toThrow(/APP_ENV must be demo or production/);
    }
  });

  it('production refuses to start while a real service is unconfigured, naming what is missing', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/ALIYUN_SMS_ACCESS_KEY_SECRET/);
    const { ALIYUN_SMS_ACCESS_KEY_SECRET: _key, SMS_TEMPLATE_DELETEACCOUNT: _tpl, ...withoutSmsKey } = ALL_SERVICES;
    expect(missingProductionServices(withoutSmsKey)).toEqual(['SMS (Aliyun Dysmsapi, verification codes): ALIYUN_SMS_ACCESS_KEY_SECRET, SMS_TEMPLATE_DELETEACCOUNT']);
    expect(missingProductionServices({ ...ALL_SERVICES, OSS_HOST: ' ' })).toEqual(['object storage (uploads): OSS_HOST']);
    expect(missingProductionServices({})).toHaveLength(PRODUCTION_SERVICES.length);
    const ok = loadConfig({ APP_ENV: 'production', ...ALL_SERVICES });
    expect(ok.appEnv).toBe('production');
    expect(ok.sms).toEqual({
      mode: 'aliyun',
      endpoint: 'https://dysmsapi.aliyuncs.com/',
      accessKeyId: 'x-ALIYUN_SMS_ACCESS_KEY_ID',
      accessKeySecret: 'x-ALIYUN_SMS_ACCESS_KEY_SECRET',
      signName: 'x-SMS_SIGN_NAME',
      templates: {
        login: 'x-SMS_TEMPLATE_LOGIN',
        resetpwd: 'x-SMS_TEMPLATE_RESETPWD',
        register: 'x-SMS_TEMPLATE_REGISTER',
        companyjoin: 'x-SMS_TEMPLATE_COMPANYJOIN',
        deleteaccount: 'x-SMS_TEMPLATE_DELETEACCOUNT',
      },
    });
    expect(loadConfig({ APP_ENV: 'production', ...ALL_SERVICES, ALIYUN_SMS_ENDPOINT: 'https://dysmsapi.example.cn/' }).sms.endpoint).toBe('https://dysmsapi.example.cn/');
    // demo: the emulator on this API, whatever ALIYUN_SMS_* say (a demo never sends a real SMS)
    const demo = loadConfig({ ...ALL_SERVICES, APP_ENV: 'demo', API_PORT: '18099', ALIYUN_SMS_ENDPOINT: 'https://dysmsapi.aliyuncs.com/' }).sms;
    expect(demo).toMatchObject({ mode: 'emulator', endpoint: 'http://127.0.0.1:18099/api/sms-emulator/', accessKeyId: 'LTAI-sms-emulator', signName: 'x-SMS_SIGN_NAME' });
    expect(demo.accessKeySecret).not.toBe('x-ALIYUN_SMS_ACCESS_KEY_SECRET');
  });

  it('the server process exits non-zero with a clear message in production without its services', () => {
    const tsx = path.join(API_ROOT, 'node_modules', '.bin', 'tsx');
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', APP_ENV: 'production', DATA_DIR: 'memory://', API_PORT: '1' };
    const r = spawnSync(tsx, ['src/main.ts'], { cwd: API_ROOT, env, encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('cannot start: APP_ENV=production needs the real third-party services');
    for (const v of ['ALIYUN_SMS_ACCESS_KEY_ID', 'SMS_TEMPLATE_LOGIN', 'WECHAT_PAY_MCH_ID', 'OSS_ACCESS_KEY_ID', 'WECHAT_LOGIN_APP_ID']) expect(r.stderr).toContain(v);
  });
});

describe('stand-ins in demo mode', () => {
  const h = useHarness({ appEnv: 'demo', wechatLoginEmulator: wechatEmulatorSettings('http://127.0.0.1:8081') });

  it('answer requests from this machine', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await h.app.inject({ url: `/api/dev/sms-outbox?phone=${DEMO.member}`, remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.json(), remoteAddress).toMatchObject({ ok: true, data: { items: [] } });
    }
    // the open.weixin emulator's QR page (here refusing a wrong appid, as WeChat does)
    const page = await h.app.inject({ url: '/api/wechat-open-emulator/connect/qrconnect?appid=x', remoteAddress: '127.0.0.1' });
    expect(page.statusCode).toBe(200);
    expect((await h.app.inject({ url: '/api/wechat-open-emulator/connect/qrconnect?appid=x', remoteAddress: '203.0.113.5' })).statusCode).toBe(403);
  });

  it('refuse every other client: outbox, WeChat confirm (call and page), and any /api/dev/ path', async () => {
    const remote = '203.0.113.5';
    const asks = [
      { method: 'GET' as const, url: `/api/dev/sms-outbox?phone=${DEMO.member}` },
      { method: 'POST' as const, url: '/api/dev/wechat/confirm', payload: { ticket: 'x', phone: DEMO.member } },
      { method: 'GET' as const, url: '/api/dev/wechat/confirm-page?ticket=x' },
      { method: 'POST' as const, url: '/api/dev/wechat/confirm-page', payload: { ticket: 'x', phone: DEMO.member } },
      { method: 'GET' as const, url: '/api/dev/pay/simulate?order_no=1' },
      { method: 'GET' as const, url: `/API/DEV/sms-outbox?phone=${DEMO.member}` },
      { method: 'GET' as const, url: `/api/%64ev/sms-outbox?phone=${DEMO.member}` },
    ];
    for (const ask of asks) {
      const res = await h.app.inject({ ...ask, remoteAddress: remote });
      expect(res.statusCode, ask.url).not.toBe(200);
      expect(res.body, ask.url).not.toContain('items');
      if (res.statusCode === 403) expect(res.json(), ask.url).toEqual(LOCAL_ONLY);
    }
    expect((await h.app.inject({ url: `/api/dev/sms-outbox?phone=${DEMO.member}`, remoteAddress: remote })).statusCode).toBe(403);
  });

  it('believe the client address the gateway on this machine forwards, and no one else’s', async () => {
    // through the gateway: the socket is loopback, X-Forwarded-For carries the real client
    const viaGateway = await h.app.inject({
      url: `/api/dev/sms-outbox?phone=${DEMO.member}`,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.20' },
    });
    expect(viaGateway.statusCode).toBe(403);
    // a remote client claiming to be this machine
    const spoofed = await h.app.inject({
      url: `/api/dev/sms-outbox?phone=${DEMO.member}`,
      remoteAddress: '198.51.100.20',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofed.statusCode).toBe(403);
  });

  it('leave the ordinary calls open to everyone', async () => {
    const res = await h.app.inject({ url: '/api/health', remoteAddress: '203.0.113.5' });
    expect(res.statusCode).toBe(200);
  });
});

describe('stand-ins in production', () => {
  const h = useHarness({ appEnv: 'production' });

  it('do not exist, even for this machine', async () => {
    for (const url of [`/api/dev/sms-outbox?phone=${DEMO.member}`, '/api/dev/wechat/confirm-page?ticket=x']) {
      expect((await h.app.inject({ url, remoteAddress: '127.0.0.1' })).statusCode, url).toBe(404);
    }
    expect((await h.app.inject({ method: 'POST', url: '/api/dev/wechat/confirm', payload: {}, remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });
});

describe('oversize requests', () => {
  it('a body over 1 MB gets 413 with 请求内容过大', async () => {
    const h = { app: await buildApp({ db: null as never, appEnv: 'test' }) };
    try {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/pc/user/register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ user_mobile: 'x'.repeat(1024 * 1024 + 10) }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ ok: false, code: 1, msg: '请求内容过大', data: null });
    } finally {
      await h.app.close();
    }
  });

  it('a URL over 16 KB gets 431 with the envelope', async () => {
    const app = await buildApp({ db: null as never, appEnv: 'test' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get(`http://127.0.0.1:${port}/api/open/uni/listarticle?keywords=${'a'.repeat(17 * 1024)}`, (r) => {
            let body = '';
            r.on('data', (c: Buffer) => (body += c.toString('utf8')));
            r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
      expect(res.status).toBe(431);
      expect(JSON.parse(res.body)).toEqual({ ok: false, code: 1, msg: '请求地址过长', data: null });
    } finally {
      await app.close();
    }
  });
});
