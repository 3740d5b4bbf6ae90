// The mock handlers cover every endpoint of the contract and answer the ok envelope around a fixture;
// overrides get the parsed payload and may answer data, a full envelope or a Response.
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, configureCallLayer, registerConsoleEndpoints, resetCallLayer } from '../call';
import { consoleEndpoints, endpointNames, endpoints, type EndpointName, type ReqOf } from '../contract/endpoints';
import { QUICKNAV_ORDER } from '../contract/ids';
import { sessionStore } from '../session/session-store';
import { createMockHandlers, defaultMockData, dynamicFixtures, envelope, fixtures, mockEndpoint, MSG_OK } from './index';

// every call of the contract, the console's too (as the console registers them at start)
registerConsoleEndpoints(consoleEndpoints);

const server = setupServer(...createMockHandlers());
const origin = 'http://localhost';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetCallLayer();
  configureCallLayer({ onNotLoggedIn: () => {}, onHttp404: () => {} });
  sessionStore.getState().signIn({
    token: 'tok-mocks',
    loginUser: { user_id: 1001, user_account: '13800000001', name: '张三', user_mobile: '13800000001' },
  });
});
afterEach(() => {
  server.resetHandlers();
  sessionStore.getState().signOut();
});
afterAll(() => server.close());

const rawFetch = async (name: EndpointName, init: { query?: string; body?: unknown } = {}) => {
  const ep = endpoints[name];
  const url = `${origin}/api${ep.path}${init.query ? `?${init.query}` : ''}`;
  const res =
    ep.method === 'GET'
      ? await fetch(url)
      : await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body ?? {}) });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as { ok: boolean; code: number; msg: string; data: unknown } };
};

describe('default fixtures', () => {
  it('exist for every endpoint of the contract', () => {
    const missing = endpointNames.filter((n) => !(n in fixtures));
    expect(missing).toEqual([]);
    // and nothing stale: every fixture names an endpoint
    expect(Object.keys(fixtures).filter((n) => !(n in endpoints))).toEqual([]);
    expect(Object.keys(dynamicFixtures).filter((n) => !(n in endpoints))).toEqual([]);
  });

  it('createMockHandlers has one handler per endpoint', () => {
    expect(createMockHandlers()).toHaveLength(endpointNames.length);
  });

  it.each(endpointNames)('%s answers the ok envelope with its default data', async (name) => {
    const { status, json } = await rawFetch(name);
    expect(status).toBe(200);
    expect(json).toEqual({ ok: true, code: 0, msg: MSG_OK, data: defaultMockData(name, {} as never) });
    expect(MSG_OK).toBe('操作成功');
  });

  it.each(endpointNames)('%s resolves through call()', async (name) => {
    const data = await call(name, {} as ReqOf<typeof name>);
    expect(data).toEqual(defaultMockData(name, {} as never));
  });

  it('quicknav ads are ids 2..11', () => {
    expect(fixtures.listads.items.map((a) => a.id).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(fixtures.listads.items.map((a) => a.id)).toEqual([...QUICKNAV_ORDER]);
  });

  it('payload-aware defaults follow the payload', async () => {
    const banners = await call('listads', { cate_value: 'homebanner' });
    expect(banners.items.length).toBeGreaterThan(0);
    expect(banners.items.every((a) => a.cate_value === 'homebanner')).toBe(true);

    const law = await call('listarticle', { channel: 'law', cate_id: 123, pageNum: 1, pageSize: 5 });
    expect(law.items).toHaveLength(5);
    expect(law.channel_name).toBe('法律法规');
    expect(law.items.every((a) => a.channel === 'law' && a.cate_id === 123)).toBe(true);

    const agreement = await call('helpInfo', { id: 48 });
    expect(agreement.name).toBe('用户协议');

    const cities = await call('listarea', { parent_name: '440000', pageSize: 99 });
    expect(cities.items.map((a) => a.id)).toEqual([440100, 441900]);

    const groups = await call('menuList', { pageNum: 1, pageSize: 99999, cate_values: ['industry', 'field'] });
    expect(new Set(groups.items.map((c) => c.p_cate_value))).toEqual(new Set(['industry', 'field']));

    const expert = await call('login', { user_mobile: '13800000004', login_type: 'password', user_password: 'Demo1234' });
    expect(expert.loginUser.name).toBe('赵六');
  });

  it('answers copies: a test changing an answer does not change the fixture', async () => {
    const a = await call('statInfo', {});
    a.company_amount = -1;
    expect(fixtures.statInfo.company_amount).not.toBe(-1);
  });
});

describe('overrides', () => {
  it('a resolver gets the GET payload as strings and may answer data', async () => {
    let seen: unknown = null;
    server.use(
      ...createMockHandlers({
        listexpert: ({ payload }) => {
          seen = payload;
          return { items: [], total: 0 };
        },
      }),
    );
    await expect(call('listexpert', { pageNum: 2, pageSize: 20, recommendIds: [39, 1902], name: '赵' })).resolves.toEqual({ items: [], total: 0 });
    expect(seen).toEqual({ pageNum: '2', pageSize: '20', recommendIds: '39,1902', name: '赵' });
  });

  it('a resolver gets the POST body and the token', async () => {
    let seen: unknown = null;
    let token: string | null = null;
    server.use(
      mockEndpoint('register', (ctx) => {
        seen = ctx.payload;
        token = ctx.token;
        return null;
      }),
    );
    const payload = {
      province: '广东省',
      province_code: '440000',
      city: '广州市',
      city_code: '440100',
      county: '天河区',
      county_code: '440106',
      user_mobile: '13912345678',
      smscode: '654321',
      user_password: 'Abcdefgh1',
    };
    await call('register', payload);
    expect(seen).toEqual(payload);
    expect(token).toBe('tok-mocks');
  });

  it('a fixed value answers every time', async () => {
    server.use(...createMockHandlers({ statInfo: { company_amount: 1, visit_amount: 2 } }));
    await expect(call('statInfo', {})).resolves.toEqual({ company_amount: 1, visit_amount: 2 });
    await expect(call('statInfo', {})).resolves.toEqual({ company_amount: 1, visit_amount: 2 });
  });

  it('a fixed Response answers every time', async () => {
    server.use(...createMockHandlers({ statInfo: new HttpResponse(null, { status: 404 }) }));
    expect((await rawFetch('statInfo')).status).toBe(404);
    const again = await fetch(`${origin}/api${endpoints.statInfo.path}`);
    expect(again.status).toBe(404);
  });

  it('envelope() builds full envelopes with defaults', async () => {
    expect(envelope(1).body).toEqual({ ok: true, code: 0, msg: '操作成功', data: 1 });
    expect(envelope(null, { ok: false }).body).toEqual({ ok: false, code: 1, msg: '操作失败', data: null });
    expect(envelope(null, { code: -1, msg: '未登录或超时' }).body).toEqual({ ok: false, code: -1, msg: '未登录或超时', data: null });
    server.use(...createMockHandlers({ sendsms: envelope(null, { ok: false, msg: '手机号格式错误' }) }));
    const { json } = await rawFetch('sendsms', { body: { phone: '1' } });
    expect(json).toEqual({ ok: false, code: 1, msg: '手机号格式错误', data: null });
  });

  it('other endpoints keep their defaults next to an override', async () => {
    server.use(...createMockHandlers({ statInfo: { company_amount: 1, visit_amount: 2 } }));
    await expect(call('listTrain', { pageNum: 1, pageSize: 3 })).resolves.toEqual(fixtures.listTrain);
  });
});
