// Type-level tests of the contract, run by vitest's typecheck mode (tsc): ReqOf/ResOf infer from the
// table, `call` refuses a wrong payload, mocks are typed per endpoint. A wrong assertion, or an expected
// type error that no longer happens, fails `pnpm --filter @ws/api-sdk test`.
import { describe, expectTypeOf, it } from 'vitest';
import type { call } from '../call';
import type { Items, Page } from './envelope';
import type { Ad, Expert, LoginResult, LoginReq, Profile } from '.';
import type { EndpointName, ReqOf, ResOf } from './endpoints';
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
    const c = null as unknown as Call;
    // @ts-expect-error cate_value is a string
    void (() => c('listads', { cate_value: 1 }));
    // @ts-expect-error helpInfo needs an id
    void (() => c('helpInfo', {}));
    // @ts-expect-error login_type is 'password' | 'smscode'
    void (() => c('login', { user_mobile: '13800000001', login_type: 'wechat' }));
    // @ts-expect-error unknown endpoint
    void (() => c('noSuchEndpoint', {}));
    void (() => c('login', { user_mobile: '13800000001', login_type: 'password', user_password: 'Demo1234' }));
  });

  it('mock fixtures and overrides are typed per endpoint', () => {
    expectTypeOf<FixtureTable['listads']>().toEqualTypeOf<Items<Ad>>();
    expectTypeOf<MockPayload<'listads'>>().toEqualTypeOf<{ cate_value?: string }>();
    expectTypeOf<MockPayload<'register'>>().toEqualTypeOf<ReqOf<'register'>>();
    expectTypeOf({ statInfo: { company_amount: 1, visit_amount: 1 } }).toExtend<MockOverrides>();
    // @ts-expect-error statInfo answers a Stat
    expectTypeOf({ statInfo: { items: [] } }).toExtend<MockOverrides>();
  });
});
