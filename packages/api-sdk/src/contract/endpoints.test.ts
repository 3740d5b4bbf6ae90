// Type-level tests of the contract: ReqOf/ResOf infer from the table, and `call` refuses a wrong
// payload. `tsc -p .` (the typecheck script) checks the @ts-expect-error lines; vitest runs the rest.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { call } from '../call';
import type { Items, Page } from './envelope';
import type { Ad, Expert, LoginResult, Profile } from './entities';
import { endpointNames, endpoints, type EndpointName, type LoginReq, type ReqOf, type ResOf } from './endpoints';
import type { FixtureTable, MockOverrides, MockPayload } from '../mocks';

type Call = typeof call;
type CallOf<K extends EndpointName> = typeof call<K>;

describe('contract types', () => {
  it('ReqOf / ResOf infer from the table', () => {
    expectTypeOf<ReqOf<'login'>>().toEqualTypeOf<LoginReq>();
    expectTypeOf<ResOf<'login'>>().toEqualTypeOf<LoginResult>();
    expectTypeOf<ResOf<'profile'>>().toEqualTypeOf<Profile>();
    expectTypeOf<ResOf<'listads'>>().toEqualTypeOf<Items<Ad>>();
    expectTypeOf<ResOf<'listexpert'>>().toEqualTypeOf<Page<Expert>>();
    expectTypeOf<ReqOf<'helpInfo'>>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<ResOf<'sendsms'>>().toBeNull();
  });

  it('call() takes the request type and returns the response type', () => {
    expectTypeOf<Parameters<CallOf<'listads'>>[1]>().toEqualTypeOf<{ cate_value: string }>();
    expectTypeOf<ReturnType<CallOf<'statInfo'>>>().resolves.toEqualTypeOf<ResOf<'statInfo'>>();
  });

  it('wrong payloads are type errors', () => {
    const check = (_f: () => unknown) => {};
    const c = null as unknown as Call;
    // @ts-expect-error cate_value is a string
    check(() => c('listads', { cate_value: 1 }));
    // @ts-expect-error helpInfo needs an id
    check(() => c('helpInfo', {}));
    // @ts-expect-error login_type is 'password' | 'smscode'
    check(() => c('login', { user_mobile: '13800000001', login_type: 'wechat' }));
    // @ts-expect-error unknown endpoint
    check(() => c('noSuchEndpoint', {}));
    check(() => c('login', { user_mobile: '13800000001', login_type: 'password', user_password: 'Demo1234' }));
    expect(true).toBe(true);
  });

  it('mock fixtures and overrides are typed per endpoint', () => {
    expectTypeOf<FixtureTable['listads']>().toEqualTypeOf<Items<Ad>>();
    expectTypeOf<MockPayload<'listads'>>().toEqualTypeOf<{ cate_value?: string }>();
    expectTypeOf<MockPayload<'register'>>().toEqualTypeOf<ReqOf<'register'>>();
    const ok: MockOverrides = { statInfo: { company_amount: 1, visit_amount: 1 } };
    // @ts-expect-error statInfo answers a Stat
    const bad: MockOverrides = { statInfo: { items: [] } };
    expect([ok, bad]).toHaveLength(2);
  });

  it('every endpoint has a method, a path under /api and an auth flag', () => {
    const seen = new Set<string>();
    for (const name of endpointNames) {
      const ep = endpoints[name as EndpointName];
      expect(['GET', 'POST']).toContain(ep.method);
      expect(ep.path).toMatch(/^\/[A-Za-z0-9/_-]+$/);
      expect(typeof ep.auth).toBe('boolean');
      const key = `${ep.method} ${ep.path.toLowerCase()}`;
      expect(seen.has(key), `duplicate ${key}`).toBe(false);
      seen.add(key);
    }
  });
});
