// The production SMS adapter over real HTTP: AliyunSmsSender against the demo's Dysmsapi emulator, served by
// a demo app listening on a port; and a production app (APP_ENV=production, ALIYUN_SMS_ENDPOINT pointed at
// that emulator) sending codes through it. Each Dysmsapi error comes back as the member's Chinese text.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SmsUsecate } from '@ws/api-sdk/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig, PRODUCTION_SERVICES } from '../../config';
import { smsCodes, smsOutbox } from '../../db/schema';
import { ManualClock, MINUTE, SECOND } from '../../kernel/time';
import { call, useHarness } from '../../../test/helpers';
import { percentEncode, signRpc } from './aliyun';
import { AliyunSmsSender, loggingSmsSender, SmsSendError } from './sender';
import { DEMO_TEMPLATES, smsEmulatorSettings, type SmsSettings } from './settings';

const MSG_TOO_OFTEN = '发送过于频繁，请稍后再试';
const MSG_DAILY = '该手机号今日获取验证码次数已达上限，请明天再试';
const MSG_FAILED = '短信发送失败，请稍后重试';
const MSG_PHONE = '请正确填写手机号码';

/** The emulator's settings: a fixed origin is irrelevant (the endpoint is set once the port is known). */
const emulator = smsEmulatorSettings('http://127.0.0.1:1');

/** What send() threw (or null). */
async function failure(p: Promise<void>): Promise<SmsSendError | null> {
  try {
    await p;
    return null;
  } catch (err) {
    if (err instanceof SmsSendError) return err;
    throw err;
  }
}

describe('SMS through Aliyun Dysmsapi', () => {
  // one database for the file: a demo app serving the emulator, listening on a port of its own
  const h = useHarness({ appEnv: 'demo', smsEmulator: emulator, logger: false });
  let endpoint = '';
  beforeAll(async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    endpoint = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}/api/sms-emulator/`;
  });

  describe('AliyunSmsSender against the Dysmsapi emulator (HTTP)', () => {
    const sender = (over: Partial<SmsSettings> = {}, clock = h.clock) => new AliyunSmsSender({ ...emulator, endpoint, ...over }, { clock });

    const outbox = (phone: string) => h.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));

    it('sends: Code OK, and the message lands in the demo outbox with its usecate', async () => {
      for (const [i, usecate] of (['login', 'resetpwd', 'register', 'companyjoin', 'deleteaccount'] as SmsUsecate[]).entries()) {
        const phone = `1390000100${i}`;
        await sender().send(phone, '123456', usecate);
        expect(await outbox(phone)).toMatchObject([{ phone, code: '123456', usecate }]);
      }
    });

    it('answers as Aliyun does: JSON with Code, Message, RequestId, BizId', async () => {
      const params = sender().signedParams('13900002000', '654321', 'login');
      const res = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form(params) });
      expect(res.status).toBe(200);
      const body = (await res.json()) as Record<string, string>;
      expect(body).toMatchObject({ Code: 'OK', Message: 'OK' });
      expect(body.RequestId).toMatch(/^[0-9A-F-]{36}$/);
      expect(body.BizId).toMatch(/^\d+\^0$/);
      // the same request again: its nonce was used
      const again = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form(params) });
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ Code: 'SignatureNonceUsed' });
    });

    it('takes GET with the query string as well (signed with GET)', async () => {
      const params = sender().signedParams('13900002100', '111111', 'login');
      const { Signature: _post, ...unsigned } = params;
      const query = form({ ...unsigned, Signature: signRpc('GET', unsigned, emulator.accessKeySecret) });
      expect(await (await fetch(`${endpoint}?${query}`)).json()).toMatchObject({ Code: 'OK' });
      // a POST signature does not pass on GET
      const wrong = await fetch(`${endpoint}?${form({ ...unsigned, SignatureNonce: 'other', Signature: params.Signature! })}`);
      expect(await wrong.json()).toMatchObject({ Code: 'SignatureDoesNotMatch' });
    });

    it('flow control per phone: 1 a minute, 5 an hour, 10 a day (isv.BUSINESS_LIMIT_CONTROL)', async () => {
      const phone = '13900003000';
      await sender().send(phone, '100000', 'login');
      let err = await failure(sender().send(phone, '100001', 'login'));
      expect(err).toMatchObject({ message: MSG_TOO_OFTEN, providerCode: 'isv.BUSINESS_LIMIT_CONTROL', delivered: 'no' });
      for (let i = 0; i < 4; i++) {
        h.clock.advance(61 * SECOND);
        await sender().send(phone, '100002', 'login');
      }
      h.clock.advance(61 * SECOND);
      err = await failure(sender().send(phone, '100003', 'login'));
      expect(err).toMatchObject({ message: MSG_TOO_OFTEN, providerCode: 'isv.BUSINESS_LIMIT_CONTROL' });
      // 5 more over the next hours, then the day's cap: the daily text
      for (let i = 0; i < 5; i++) {
        h.clock.advance(61 * MINUTE);
        await sender().send(phone, '100004', 'login');
      }
      h.clock.advance(61 * MINUTE);
      err = await failure(sender().send(phone, '100005', 'login'));
      expect(err).toMatchObject({ message: MSG_DAILY, providerCode: 'isv.BUSINESS_LIMIT_CONTROL' });
      expect(await outbox(phone)).toHaveLength(10);
    });

    it('maps every refusal to its Chinese text; the operator’s problems to the generic failure', async () => {
      const cases: [string, Promise<void>, string, string][] = [
        ['bad number', sender().send('12345678901', '123456', 'login'), 'isv.MOBILE_NUMBER_ILLEGAL', MSG_PHONE],
        ['foreign number', sender().send('+8613900004000', '123456', 'login'), 'isv.MOBILE_NUMBER_ILLEGAL', MSG_PHONE],
        ['wrong secret', sender({ accessKeySecret: 'not-the-secret' }).send('13900004001', '123456', 'login'), 'SignatureDoesNotMatch', MSG_FAILED],
        ['unknown key', sender({ accessKeyId: 'LTAI-other' }).send('13900004002', '123456', 'login'), 'InvalidAccessKeyId.NotFound', MSG_FAILED],
        ['sign name', sender({ signName: '别的签名' }).send('13900004003', '123456', 'login'), 'isv.SMS_SIGNATURE_ILLEGAL', MSG_FAILED],
        ['template', sender({ templates: { ...DEMO_TEMPLATES, login: 'SMS_000' } }).send('13900004004', '123456', 'login'), 'isv.SMS_TEMPLATE_ILLEGAL', MSG_FAILED],
        ['clock 20 min off', sender({}, new ManualClock(new Date(h.clock.now().getTime() + 20 * MINUTE))).send('13900004005', '123456', 'login'), 'InvalidTimeStamp.Expired', MSG_FAILED],
      ];
      for (const [what, sending, code, msg] of cases) {
        expect(await failure(sending), what).toMatchObject({ providerCode: code, message: msg, delivered: 'no' });
      }
      // nothing was delivered
      expect(await h.db.select().from(smsOutbox)).toHaveLength(0);
    });

    it('checks TemplateParam: JSON with a code', async () => {
      const post = async (over: Record<string, string>) => {
        const { Signature: _s, ...p } = sender().signedParams('13900005000', '123456', 'login');
        const params = { ...p, ...over };
        const res = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form({ ...params, Signature: signRpc('POST', params, emulator.accessKeySecret) }) });
        return ((await res.json()) as { Code: string }).Code;
      };
      expect(await post({ TemplateParam: 'code=123456' })).toBe('isv.INVALID_JSON_PARAM');
      expect(await post({ TemplateParam: '{"number":"123456"}' })).toBe('isv.TEMPLATE_MISSING_PARAMETERS');
      expect(await post({ Action: 'SendBatchSms' })).toBe('InvalidAction.NotFound');
    });

    it('answers this machine only', async () => {
      const res = await h.app.inject({ method: 'POST', url: '/api/sms-emulator/', remoteAddress: '203.0.113.9', payload: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ ok: false, code: 1, msg: '演示服务仅限本机访问', data: null });
    });

    it('logs a refusal with the provider’s code and a masked phone, never the code or the secret', async () => {
      const lines: object[] = [];
      const log = { warn: (o: object) => lines.push({ level: 'warn', ...o }), error: (o: object) => lines.push({ level: 'error', ...o }) };
      await failure(loggingSmsSender(sender({ accessKeySecret: 'not-the-secret' }), log).send('13900006000', '987654', 'login'));
      await failure(loggingSmsSender(sender(), log).send('12345678901', '987654', 'login'));
      expect(lines).toMatchObject([
        { level: 'error', sms: { provider: 'SignatureDoesNotMatch', usecate: 'login', phone: '139****6000', delivered: 'no' } },
        { level: 'warn', sms: { provider: 'isv.MOBILE_NUMBER_ILLEGAL', phone: '123****8901' } },
      ]);
      const text = JSON.stringify(lines);
      for (const secret of ['987654', '13900006000', '12345678901', 'not-the-secret', emulator.accessKeySecret]) expect(text).not.toContain(secret);
    });
  });

  describe('AliyunSmsSender when the service misbehaves', () => {
    let server: http.Server;
    let url = '';
    let answer: { status: number; body: string; hang?: boolean } = { status: 200, body: '' };
    beforeAll(async () => {
      server = http.createServer((req, res) => {
        req.resume();
        if (answer.hang) return;
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    });
    const send = (over: { endpoint?: string; timeoutMs?: number } = {}) =>
      new AliyunSmsSender({ ...emulator, endpoint: over.endpoint ?? url }, { timeoutMs: over.timeoutMs ?? 2000 }).send('13900007000', '123456', 'login');

    it('the account’s problems (balance, service, daily quota) are the generic failure', async () => {
      for (const code of ['isv.AMOUNT_NOT_ENOUGH', 'isv.OUT_OF_SERVICE', 'isv.DAY_LIMIT_CONTROL', 'isv.SMS_SIGNATURE_ILLEGAL']) {
        answer = { status: 200, body: JSON.stringify({ Code: code, Message: '…', RequestId: 'R-1' }) };
        expect(await failure(send()), code).toMatchObject({ message: MSG_FAILED, providerCode: code, delivered: 'no', requestId: 'R-1' });
      }
    });

    it('no JSON, no answer in time, or no server: the generic failure', async () => {
      answer = { status: 502, body: '<html>Bad Gateway</html>' };
      expect(await failure(send())).toMatchObject({ message: MSG_FAILED, providerCode: 'HTTP 502', delivered: 'no' });
      answer = { status: 200, body: '', hang: true };
      const t0 = Date.now();
      expect(await failure(send({ timeoutMs: 300 }))).toMatchObject({ message: MSG_FAILED, providerCode: 'Timeout', delivered: 'unknown' });
      expect(Date.now() - t0).toBeLessThan(2000);
      // a port nobody listens on
      const closed = http.createServer();
      await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((r) => closed.close(r));
      expect(await failure(send({ endpoint: `http://127.0.0.1:${port}/` }))).toMatchObject({ message: MSG_FAILED, providerCode: 'ECONNREFUSED', delivered: 'no' });
    });
  });

  describe('a production app sending codes through Dysmsapi (the emulator at ALIYUN_SMS_ENDPOINT)', () => {
    let prod: FastifyInstance;
    let wrongKey: FastifyInstance;
    let unreachable: FastifyInstance;

    const productionEnv = (endpoint: string, secret = emulator.accessKeySecret): NodeJS.ProcessEnv => ({
      ...Object.fromEntries(PRODUCTION_SERVICES.flatMap((s) => s.vars.map((v) => [v, `x-${v}`]))),
      APP_ENV: 'production',
      ALIYUN_SMS_ENDPOINT: endpoint,
      ALIYUN_SMS_ACCESS_KEY_ID: emulator.accessKeyId,
      ALIYUN_SMS_ACCESS_KEY_SECRET: secret,
      SMS_SIGN_NAME: emulator.signName,
      SMS_TEMPLATE_LOGIN: DEMO_TEMPLATES.login,
      SMS_TEMPLATE_RESETPWD: DEMO_TEMPLATES.resetpwd,
      SMS_TEMPLATE_REGISTER: DEMO_TEMPLATES.register,
      SMS_TEMPLATE_COMPANYJOIN: DEMO_TEMPLATES.companyjoin,
      SMS_TEMPLATE_DELETEACCOUNT: DEMO_TEMPLATES.deleteaccount,
    });
    const productionApp = async (env: NodeJS.ProcessEnv, timeoutMs?: number) => {
      const config = loadConfig(env);
      expect(config.sms.mode).toBe('aliyun');
      const app = await buildApp({ appEnv: 'production', db: h.db, clock: h.clock, storage: null, logger: false, sms: new AliyunSmsSender(config.sms, { clock: h.clock, ...(timeoutMs ? { timeoutMs } : {}) }) });
      await app.ready();
      return app;
    };

    beforeAll(async () => {
      prod = await productionApp(productionEnv(endpoint));
      wrongKey = await productionApp(productionEnv(endpoint, 'wrong-secret'));
      unreachable = await productionApp(productionEnv('http://127.0.0.1:9/'));
    });
    afterAll(async () => {
      await prod?.close();
      await wrongKey?.close();
      await unreachable?.close();
    });

    const sendsms = (app: FastifyInstance, phone: string, usecate = 'register') => call(app, 'sendsms', { ac: 'appvercode', phone, usecate, expireTime: 5 });
    const codes = (phone: string) => h.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));

    it('sends 发送成功 and the emulator delivers the stored code', async () => {
      expect(await sendsms(prod, '13900008000')).toEqual({ ok: true, code: 0, msg: '发送成功', data: null });
      const [stored] = await codes('13900008000');
      const [delivered] = await h.db.select().from(smsOutbox).where(eq(smsOutbox.phone, '13900008000'));
      expect(delivered).toMatchObject({ usecate: 'register', code: stored!.code });
    });

    it('never serves the emulator in production', async () => {
      const res = await prod.inject({ method: 'POST', url: '/api/sms-emulator/', payload: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(res.statusCode).toBe(404);
    });

    it('a wrong secret: SignatureDoesNotMatch, the generic message, and the refused code neither stays nor counts', async () => {
      expect(await sendsms(wrongKey, '13900008100')).toEqual({ ok: false, code: 1, msg: MSG_FAILED, data: null });
      expect(await codes('13900008100')).toHaveLength(0);
      // not held by the 60 s rule: the member may ask again at once
      expect((await sendsms(prod, '13900008100')).msg).toBe('发送成功');
    });

    it('Aliyun’s flow control reaches the member as 发送过于频繁', async () => {
      // the emulator already delivered one to this phone within the minute (say, another API process did)
      await new AliyunSmsSender({ ...emulator, endpoint }, { clock: h.clock }).send('13900008200', '111111', 'login');
      expect(await sendsms(prod, '13900008200')).toMatchObject({ ok: false, msg: MSG_TOO_OFTEN });
      expect(await codes('13900008200')).toHaveLength(0);
    });

    it('no answer from the service: the generic message', async () => {
      expect(await sendsms(unreachable, '13900008300')).toMatchObject({ ok: false, msg: MSG_FAILED });
    });
  });
});

/** A form body, encoded as the sender encodes it. */
const form = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
    .join('&');
