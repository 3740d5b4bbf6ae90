// The production adapter (Kuaidi100Client, settings as production reads them from the environment) against
// the demo's emulator over real HTTP on a port of its own.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../kernel/time';
import { DEMO_PREFIX, emulatedTimeline, registerKuaidi100Emulator } from './emulator';
import { Kuaidi100Client, Kuaidi100Error } from './kuaidi100';
import { kuaidi100SettingsFromEnv, KUAIDI100_EMULATOR_PATH } from './settings';

const CUSTOMER = 'PRODLIKE00000001';
const KEY = 'a3f1c2d4e5b6978812aabbccddeeff00';

describe('Kuaidi100 emulator over HTTP', () => {
  const clock = new ManualClock('2026-06-03T12:00:00+08:00');
  let app: FastifyInstance;
  let endpoint = '';

  beforeAll(async () => {
    app = Fastify();
    registerKuaidi100Emulator(app, {
      settings: { customer: CUSTOMER, key: KEY },
      clock,
      shippedAt: async (_com, num) => (num === 'SF1234567890' || num === '75000000001' ? '2026-06-01 10:00:00' : null),
      isLocal: (ip) => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1',
      localOnlyMessage: '演示服务仅限本机访问',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${KUAIDI100_EMULATOR_PATH}`;
  });
  afterAll(async () => {
    await app.close();
  });

  const client = (key = KEY) => new Kuaidi100Client(kuaidi100SettingsFromEnv({ KUAIDI100_CUSTOMER: CUSTOMER, KUAIDI100_KEY: key, KUAIDI100_ENDPOINT: endpoint }, true, 0));

  it('answers a signed query with a demo timeline, newest first, signed for after about a day and a half', async () => {
    const a = await client().query({ com: 'shunfeng', num: 'SF1234567890', phone: '0001' });
    expect(a.state).toBe(3);
    expect(a.ischeck).toBe(true);
    expect(a.nu).toBe('SF1234567890');
    expect(a.data.map((e) => e.status)).toEqual(['签收', '派件', '在途', '在途', '在途', '揽收']);
    expect(a.data.every((e) => e.context.startsWith(DEMO_PREFIX))).toBe(true);
    expect(a.data.at(-1)!.time).toBe('2026-06-01 10:00:00');
    const times = a.data.map((e) => e.time);
    expect([...times].sort().reverse()).toEqual(times);
    // the same number answers the same timeline
    expect((await client().query({ com: 'shunfeng', num: 'SF1234567890' })).data).toEqual(a.data);
  });

  it('shows only what has happened by the clock', async () => {
    clock.set('2026-06-01T16:00:00+08:00');
    // 揽收 at the shipment, the first transit scan four hours later (within 50 minutes)
    const a = await client().query({ com: 'zhongtong', num: '75000000001' });
    expect(a.state).toBe(0);
    expect(a.data.map((e) => e.status)).toEqual(['在途', '揽收']);
    clock.set('2026-06-01T09:00:00+08:00');
    await expect(client().query({ com: 'zhongtong', num: '75000000001' })).rejects.toMatchObject({ returnCode: '500', message: '查询无结果，请隔段时间再查' });
    clock.set('2026-06-03T12:00:00+08:00');
  });

  it('a wrong key: 503 验证签名失败, as Kuaidi100 answers it', async () => {
    const err = await client('wrong-key').query({ com: 'shunfeng', num: 'SF1234567890' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Kuaidi100Error);
    expect(err).toMatchObject({ returnCode: '503', message: '验证签名失败' });
  });

  it('an unknown company code, an unknown number, a malformed form', async () => {
    await expect(client().query({ com: 'nosuchco', num: 'SF1234567890' })).rejects.toMatchObject({ returnCode: '500', message: '找不到对应公司' });
    await expect(client().query({ com: 'shunfeng', num: 'NOPE' })).rejects.toMatchObject({ returnCode: '500' });
    const res = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'customer=x' });
    expect(await res.json()).toEqual({ result: false, returnCode: '400', message: '参数错误，customer、sign、param 均不能为空' });
  });

  it('answers this machine only', async () => {
    const res = await app.inject({ method: 'POST', url: KUAIDI100_EMULATOR_PATH, remoteAddress: '10.0.0.9', payload: {} });
    expect(res.statusCode).toBe(403);
  });

  it('derives the route from the number alone', () => {
    const now = new Date('2026-06-05T00:00:00+08:00');
    expect(emulatedTimeline('yuantong', 'YT1', '2026-06-01 10:00:00', now)).toEqual(emulatedTimeline('yuantong', 'YT1', '2026-06-01 10:00:00', now));
    expect(emulatedTimeline('yuantong', 'YT1', '2026-06-05 10:00:00', now)).toBeNull();
  });
});
