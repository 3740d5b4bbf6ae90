import { describe, expect, it } from 'vitest';
import { Kuaidi100Client, kuaidi100CodeOf, Kuaidi100Error, kuaidi100Param, kuaidi100Sign, parseKuaidi100Answer } from './kuaidi100';
import { kuaidi100SettingsFromEnv, KUAIDI100_EMULATOR_PATH } from './settings';

describe('Kuaidi100 real-time query: the request', () => {
  // Kuaidi100's documentation gives the rule, sign = MD5(param + key + customer) in upper case, but no worked
  // example with a published digest; these inputs are fixed here and the digest was computed independently
  // (coreutils md5sum over the same bytes).
  const param = '{"com":"yuantong","num":"YT1234567890123","resultv2":"4","show":"0","order":"desc"}';
  const key = '56A5E9C0B1D2F3A4B5C6D7E8F9A0B1C2';
  const customer = 'TESTCUSTOMER01';

  it('signs param + key + customer as upper-case MD5 hex, byte for byte', () => {
    expect(kuaidi100Sign(param, key, customer)).toBe('9E19F34C16DC9A976C6C4B8EA39CB422');
  });

  it('sends exactly the param text it signed, phone only when given', () => {
    expect(kuaidi100Param({ com: 'yuantong', num: 'YT1234567890123' })).toBe(param);
    expect(kuaidi100Param({ com: 'shunfeng', num: 'SF1', phone: '0001' })).toBe('{"com":"shunfeng","num":"SF1","phone":"0001","resultv2":"4","show":"0","order":"desc"}');
  });

  it('posts the form customer, sign, param', async () => {
    let seen: { url: string; body: URLSearchParams; type: string } | null = null;
    const fetchFn = (async (url: string, init: RequestInit) => {
      seen = { url, body: new URLSearchParams(String(init.body)), type: new Headers(init.headers).get('content-type') ?? '' };
      return new Response(JSON.stringify({ message: 'ok', state: '0', ischeck: '0', com: 'yuantong', nu: 'YT1234567890123', data: [] }), { status: 200 });
    }) as unknown as typeof fetch;
    await new Kuaidi100Client({ endpoint: 'https://poll.kuaidi100.com/poll/query.do', customer, key }, fetchFn).query({ com: 'yuantong', num: 'YT1234567890123' });
    expect(seen!.url).toBe('https://poll.kuaidi100.com/poll/query.do');
    expect(seen!.type).toBe('application/x-www-form-urlencoded');
    expect([...seen!.body.keys()].sort()).toEqual(['customer', 'param', 'sign']);
    expect(seen!.body.get('param')).toBe(param);
    expect(seen!.body.get('sign')).toBe('9E19F34C16DC9A976C6C4B8EA39CB422');
    expect(seen!.body.get('customer')).toBe(customer);
  });

  it("maps the platform's express dictionary to Kuaidi100's company codes", () => {
    expect(['SF', 'ZTO', 'YTO', 'YD', 'STO', 'JD', 'EMS', 'DBL'].map(kuaidi100CodeOf)).toEqual(['shunfeng', 'zhongtong', 'yuantong', 'yunda', 'shentong', 'jd', 'ems', 'debangkuaidi']);
    expect(kuaidi100CodeOf('XYZ')).toBeNull();
  });

  it('production takes KUAIDI100_*; demo points at its own emulator whatever they say', () => {
    const env = { KUAIDI100_CUSTOMER: ' C1 ', KUAIDI100_KEY: 'K1' };
    expect(kuaidi100SettingsFromEnv(env, true, 8081)).toEqual({ mode: 'real', endpoint: 'https://poll.kuaidi100.com/poll/query.do', customer: 'C1', key: 'K1' });
    expect(kuaidi100SettingsFromEnv({ ...env, KUAIDI100_ENDPOINT: 'https://x.example/q' }, true, 8081).endpoint).toBe('https://x.example/q');
    const demo = kuaidi100SettingsFromEnv(env, false, 18581);
    expect(demo).toMatchObject({ mode: 'emulator', endpoint: `http://127.0.0.1:18581${KUAIDI100_EMULATOR_PATH}` });
    expect(demo.key).not.toBe('K1');
  });
});

describe('Kuaidi100 real-time query: the answer', () => {
  it('reads states and flags sent as strings, newest first as sent', () => {
    const a = parseKuaidi100Answer({
      message: 'ok',
      state: '3',
      ischeck: '1',
      com: 'zhongtong',
      nu: '7001',
      data: [
        { time: '2026-06-02 10:00:00', ftime: '2026-06-02 10:00:00', context: '已签收', status: '签收', areaName: '广东,广州市' },
        { time: '2026-06-01 10:00:00', ftime: '2026-06-01 10:00:00', context: '已揽收' },
      ],
    });
    expect(a).toMatchObject({ state: 3, ischeck: true, com: 'zhongtong', nu: '7001' });
    expect(a.data.map((e) => e.status)).toEqual(['签收', '']);
  });

  it('turns { result: false, returnCode, message } into an error carrying both', () => {
    expect(() => parseKuaidi100Answer({ result: false, returnCode: '503', message: '验证签名失败' })).toThrow(new Kuaidi100Error('503', '验证签名失败'));
    try {
      parseKuaidi100Answer({ result: false, returnCode: '500', message: '查询无结果，请隔段时间再查' });
    } catch (e) {
      expect(e).toBeInstanceOf(Kuaidi100Error);
      expect((e as Kuaidi100Error).returnCode).toBe('500');
    }
  });
});
