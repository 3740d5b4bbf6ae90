// The call layer against msw: envelope unwrapping, token header, GET query params, timeout,
// abort, code -1 / notlogin, auth short-circuit, HTTP 404, the URLs' spelling.
import { delay, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, API_TIMEOUT_MS, call, configureCallLayer, MSG_HTTP_404, MSG_RELOGIN, MSG_TIMEOUT, registerConsoleEndpoints, resetCallLayer, toSearchParams } from './call';
import { consoleEndpoints } from './contract/endpoints';
import { LOCAL_KEYS } from './contract/storage-keys';
import { createMockHandlers, envelope, fixtures, type MockContext } from './mocks';
import { sessionStore } from './session/session-store';

const server = setupServer(...createMockHandlers());
const onNotLoggedIn = vi.fn<(message: string) => void>();
const onHttp404 = vi.fn<(message: string) => void>();

const signIn = (token = 'tok-abc') =>
  sessionStore.getState().signIn({
    token,
    loginUser: { user_id: 1001, user_account: '13800000001', name: '张三', user_mobile: '13800000001' },
  });

/** The rejection of a promise, asserted to be an ApiError. */
const apiErrorOf = async (p: Promise<unknown>): Promise<ApiError> => {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected the call to fail');
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetCallLayer();
  sessionStore.getState().signOut();
  onNotLoggedIn.mockReset();
  onHttp404.mockReset();
  configureCallLayer({ onNotLoggedIn, onHttp404 });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('envelope', () => {
  it('resolves with data when ok', async () => {
    await expect(call('statInfo', {})).resolves.toEqual(fixtures.statInfo);
    await expect(call('listads', { cate_value: 'quicknav' })).resolves.toEqual(fixtures.listads);
  });

  it('rejects with an ApiError carrying the server msg when ok is false', async () => {
    server.use(...createMockHandlers({ login: envelope(null, { ok: false, msg: '账号或密码错误' }) }));
    const err = await apiErrorOf(call('login', { user_mobile: '13800000001', login_type: 'password', user_password: 'x' }));
    expect(err.message).toBe('账号或密码错误');
    expect(err.kind).toBe('server');
    expect(err.code).toBe(1);
    expect(onNotLoggedIn).not.toHaveBeenCalled();
  });

  it('keeps data of a failed answer on the error', async () => {
    server.use(...createMockHandlers({ sendsms: envelope({ wait: 42 }, { ok: false, code: 1, msg: '发送太频繁' }) }));
    const err = await apiErrorOf(call('sendsms', { ac: 'appvercode', phone: '13800000001', usecate: 'login', expireTime: 5 }));
    expect(err.data).toEqual({ wait: 42 });
  });
});

describe('token header', () => {
  it('is sent when logged in', async () => {
    const seen: (string | null)[] = [];
    server.use(
      ...createMockHandlers({
        profile: ({ token }) => {
          seen.push(token);
          return fixtures.profile;
        },
        statInfo: ({ request }) => {
          seen.push(request.headers.get('token'));
          return fixtures.statInfo;
        },
      }),
    );
    signIn('tok-123');
    await call('profile', {});
    await call('statInfo', {});
    expect(seen).toEqual(['tok-123', 'tok-123']);
  });

  it('is absent when logged out', async () => {
    let headers: Headers | null = null;
    server.use(
      ...createMockHandlers({
        statInfo: ({ request }) => {
          headers = request.headers;
          return fixtures.statInfo;
        },
      }),
    );
    await call('statInfo', {});
    expect(headers).not.toBeNull();
    expect(headers!.has('token')).toBe(false);
  });
});

describe('payloads', () => {
  it('sends a GET payload as query params, arrays comma-joined, empty values left out', async () => {
    let url = '';
    let payload: MockContext<'menuList'>['payload'] | null = null;
    server.use(
      ...createMockHandlers({
        menuList: (ctx) => {
          url = ctx.request.url;
          payload = ctx.payload;
          return fixtures.menuList;
        },
      }),
    );
    await call('menuList', { pageNum: 1, pageSize: 99999, cate_values: ['industry', 'field', 'special'] });
    const sp = new URL(url).searchParams;
    expect(new URL(url).pathname).toBe('/api/open/uni/menuList');
    expect(sp.get('cate_values')).toBe('industry,field,special');
    expect(sp.get('pageSize')).toBe('99999');
    expect(payload).toEqual({ pageNum: '1', pageSize: '99999', cate_values: 'industry,field,special' });
  });

  it('leaves out undefined, null and empty values', () => {
    const sp = toSearchParams({ a: 1, b: undefined, c: null, d: '', e: [3, 4], f: 0 });
    expect(sp.toString()).toBe('a=1&e=3%2C4&f=0');
  });

  it('sends a POST payload as a JSON body', async () => {
    let body: unknown = null;
    let contentType: string | null = null;
    server.use(
      ...createMockHandlers({
        resetPwd: ({ payload, request }) => {
          body = payload;
          contentType = request.headers.get('content-type');
          return null;
        },
      }),
    );
    await expect(call('resetPwd', { user_mobile: '13800000001', smscode: '123456', user_password: 'NewPass12' })).resolves.toBeNull();
    expect(body).toEqual({ user_mobile: '13800000001', smscode: '123456', user_password: 'NewPass12' });
    expect(contentType).toMatch(/application\/json/);
  });
});

describe('timeout', () => {
  it(
    `fails with kind timeout after ${API_TIMEOUT_MS} ms`,
    async () => {
      server.use(
        ...createMockHandlers({
          statInfo: async () => {
            await delay(6000);
            return fixtures.statInfo;
          },
        }),
      );
      const started = Date.now();
      const err = await apiErrorOf(call('statInfo', {}));
      expect(err.kind).toBe('timeout');
      expect(Date.now() - started).toBeGreaterThanOrEqual(API_TIMEOUT_MS - 50);
      expect(Date.now() - started).toBeLessThan(6000);
    },
    8000,
  );

  it('an answer that never comes: the request is aborted at the timeout, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let requestSignal: AbortSignal | null = null;
    try {
      server.use(
        ...createMockHandlers({
          statInfo: async ({ request }) => {
            requestSignal = request.signal;
            await delay('infinite');
            return fixtures.statInfo;
          },
        }),
      );
      const p = apiErrorOf(call('statInfo', {}));
      // vi.waitFor would move the fake clock: wait for the request on real ticks instead
      for (let i = 0; i < 200 && !requestSignal; i += 1) await new Promise((r) => setImmediate(r));
      expect(requestSignal).not.toBeNull();
      await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
      expect(requestSignal!.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const err = await p;
      expect(err.kind).toBe('timeout');
      expect(err.message).toBe(MSG_TIMEOUT);
      expect(requestSignal!.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a finished call, answered or failed, leaves no timer behind', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await expect(call('statInfo', {})).resolves.toEqual(fixtures.statInfo);
      expect(vi.getTimerCount()).toBe(0);
      server.use(...createMockHandlers({ helpInfo: new HttpResponse('Not Found', { status: 404 }) }));
      expect((await apiErrorOf(call('helpInfo', { id: 33 }))).kind).toBe('http404');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('abort', () => {
  it('an abort while the request is under way rejects with the signal\'s reason, touches no session and no hook', async () => {
    let started = false;
    server.use(
      ...createMockHandlers({
        InfoFavActive: async () => {
          started = true;
          await delay('infinite');
          return fixtures.InfoFavActive;
        },
      }),
    );
    signIn('tok-keep');
    const ac = new AbortController();
    const p = call('InfoFavActive', { b_type: 'article', xid: 26 }, { signal: ac.signal });
    await vi.waitFor(() => expect(started).toBe(true));
    const reason = new DOMException('left the page', 'AbortError');
    ac.abort(reason);
    await expect(p).rejects.toBe(reason);
    expect(sessionStore.getState().token).toBe('tok-keep');
    expect(onNotLoggedIn).not.toHaveBeenCalled();
    expect(onHttp404).not.toHaveBeenCalled();
  });

  it('an abort is not reported as a timeout, and a default abort is an AbortError', async () => {
    server.use(
      ...createMockHandlers({
        statInfo: async () => {
          await delay('infinite');
          return fixtures.statInfo;
        },
      }),
    );
    const ac = new AbortController();
    const p = call('statInfo', {}, { signal: ac.signal });
    setTimeout(() => ac.abort(), 20);
    const e: unknown = await p.then(
      () => null,
      (err: unknown) => err,
    );
    expect(e).not.toBeInstanceOf(ApiError);
    expect((e as Error).name).toBe('AbortError');
  });

  it('an abort after the answer has arrived changes nothing', async () => {
    const ac = new AbortController();
    await expect(call('statInfo', {}, { signal: ac.signal })).resolves.toEqual(fixtures.statInfo);
    ac.abort();
    await expect(call('statInfo', {})).resolves.toEqual(fixtures.statInfo);
  });
});

describe('request spelling (the gateway preloads these exact URLs)', () => {
  it('a GET without parameters has no "?", and sends Accept: application/json', async () => {
    let url = '';
    let accept: string | null = null;
    server.use(
      ...createMockHandlers({
        homeFirstScreen: ({ request }) => {
          url = request.url;
          accept = request.headers.get('accept');
          return fixtures.homeFirstScreen;
        },
      }),
    );
    await call('homeFirstScreen', {});
    expect(url).toBe(`${window.location.origin}/api/open/uni/homeFirstScreen`);
    expect(accept).toBe('application/json');
  });

  it('query values are form-encoded in the order given', async () => {
    let url = '';
    server.use(
      ...createMockHandlers({
        listads: ({ request }) => {
          url = request.url;
          return fixtures.listads;
        },
        listarticle: ({ request }) => {
          url = request.url;
          return fixtures.listarticle;
        },
      }),
    );
    await call('listads', { cate_value: 'quicknav' });
    expect(url).toBe(`${window.location.origin}/api/open/uni/listads?cate_value=quicknav`);
    await call('listarticle', { pageNum: 1, pageSize: 5, channel: 'news', keywords: '安全 生产&a' });
    expect(new URL(url).search).toBe('?pageNum=1&pageSize=5&channel=news&keywords=%E5%AE%89%E5%85%A8+%E7%94%9F%E4%BA%A7%26a');
  });

  it('an answer that is JSON but not the envelope is an ApiError of kind network', async () => {
    server.use(...createMockHandlers({ statInfo: HttpResponse.json({ error: 'bad gateway' }) }));
    const err = await apiErrorOf(call('statInfo', {}));
    expect(err.kind).toBe('network');
    server.use(...createMockHandlers({ statInfo: HttpResponse.json(null) }));
    expect((await apiErrorOf(call('statInfo', {}))).kind).toBe('network');
  });
});

describe('not logged in', () => {
  it('code -1 on an action: clears the session and calls onNotLoggedIn with 未登录或超时，请重新登陆', async () => {
    server.use(...createMockHandlers({ addByUserFav: envelope(null, { ok: false, code: -1, msg: '未登录或超时' }) }));
    signIn('tok-expired');
    expect(window.localStorage.getItem(LOCAL_KEYS.token)).toBe('tok-expired');
    const err = await apiErrorOf(call('addByUserFav', { b_type: 'article', xid: 26 }));
    expect(err.kind).toBe('notLoggedIn');
    expect(err.code).toBe(-1);
    expect(err.message).toBe('未登录或超时，请重新登陆');
    expect(MSG_RELOGIN).toBe('未登录或超时，请重新登陆');
    expect(onNotLoggedIn).toHaveBeenCalledTimes(1);
    expect(onNotLoggedIn).toHaveBeenCalledWith('未登录或超时，请重新登陆');
    expect(sessionStore.getState().token).toBeNull();
    expect(window.localStorage.getItem(LOCAL_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(LOCAL_KEYS.login)).toBeNull();
  });

  it('code -1 on a read that needs login, with a token the server no longer accepts: clears the session quietly', async () => {
    server.use(...createMockHandlers({ InfoFavActive: envelope(null, { ok: false, code: -1, msg: '未登录或超时' }) }));
    signIn('tok-revoked');
    const err = await apiErrorOf(call('InfoFavActive', { b_type: 'article', xid: 26 }));
    expect(err.kind).toBe('notLoggedIn');
    // the page stays: RequireLogin sends a gated screen to /login once the token is gone
    expect(onNotLoggedIn).not.toHaveBeenCalled();
    expect(sessionStore.getState().token).toBeNull();
    expect(window.localStorage.getItem(LOCAL_KEYS.token)).toBeNull();
  });

  it('code -1 on an open read (content kept for logged-in users): clears the session and calls onNotLoggedIn', async () => {
    server.use(...createMockHandlers({ articleinfo: envelope(null, { ok: false, code: -1, msg: '未登录或超时' }) }));
    signIn('tok-expired');
    await apiErrorOf(call('articleinfo', { id: 3 }));
    expect(onNotLoggedIn).toHaveBeenCalledWith('未登录或超时，请重新登陆');
    expect(sessionStore.getState().token).toBeNull();
  });

  it('code -1 for an old token after a new login: the new session stays', async () => {
    server.use(
      ...createMockHandlers({
        InfoFavActive: async () => {
          signIn('tok-new');
          return envelope(null, { ok: false, code: -1, msg: '未登录或超时' });
        },
      }),
    );
    signIn('tok-old');
    const err = await apiErrorOf(call('InfoFavActive', { b_type: 'article', xid: 26 }));
    expect(err.kind).toBe('notLoggedIn');
    expect(onNotLoggedIn).not.toHaveBeenCalled();
    expect(sessionStore.getState().token).toBe('tok-new');
  });

  it("data 'notlogin': uses the call's notLoginMessage (请先登录再咨询)", async () => {
    server.use(...createMockHandlers({ listexpert: envelope('notlogin', { ok: false, msg: '' }) }));
    signIn();
    const err = await apiErrorOf(call('listexpert', { pageNum: 1, pageSize: 20 }, { notLoginMessage: '请先登录再咨询' }));
    expect(err.kind).toBe('notLoggedIn');
    expect(err.message).toBe('请先登录再咨询');
    expect(onNotLoggedIn).toHaveBeenCalledWith('请先登录再咨询');
    expect(sessionStore.getState().token).toBeNull();
  });

  it("data 'notlogin' without a notLoginMessage: 未登录，请先登录", async () => {
    server.use(...createMockHandlers({ listexpert: envelope('notlogin') }));
    const err = await apiErrorOf(call('listexpert', { pageNum: 1, pageSize: 20 }));
    expect(err.message).toBe('未登录，请先登录');
    expect(onNotLoggedIn).toHaveBeenCalledWith('未登录，请先登录');
  });

  it('an auth endpoint without a token never hits the network', async () => {
    const hit = vi.fn();
    server.use(
      ...createMockHandlers({
        profile: () => {
          hit();
          return fixtures.profile;
        },
      }),
    );
    const requests: string[] = [];
    const listener = ({ request }: { request: Request }) => void requests.push(request.url);
    server.events.on('request:start', listener);
    try {
      const err = await apiErrorOf(call('profile', {}));
      expect(err.kind).toBe('notLoggedIn');
      expect(err.message).toBe('未登录或超时，请重新登陆');
    } finally {
      server.events.removeListener('request:start', listener);
    }
    expect(hit).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    expect(onNotLoggedIn).toHaveBeenCalledWith('未登录或超时，请重新登陆');
  });
});

describe("the console's calls", () => {
  it('are not callable until the console registers them (the site apps never carry them)', async () => {
    await expect(call('adminMe', {})).rejects.toThrow(/registerConsoleEndpoints/);
  });
});

describe("an app's own token (hooks.token: the operations console)", () => {
  const staffToken = { value: null as string | null };
  beforeAll(() => registerConsoleEndpoints(consoleEndpoints));
  beforeEach(() => {
    staffToken.value = null;
    configureCallLayer({ onNotLoggedIn, onHttp404, token: () => staffToken.value });
  });

  it("sends the app's token instead of the members' session token", async () => {
    const seen: (string | null)[] = [];
    server.use(
      ...createMockHandlers({
        adminMe: ({ token }) => {
          seen.push(token);
          return fixtures.adminMe;
        },
      }),
    );
    signIn('member-tok');
    staffToken.value = 'staff-tok';
    await expect(call('adminMe', {})).resolves.toEqual(fixtures.adminMe);
    staffToken.value = null;
    await call('adminMe', {});
    // no staff token: nothing is sent, not even the member's
    expect(seen).toEqual(['staff-tok', null]);
  });

  it("reads the app's token for an auth endpoint too (a member's token does not count)", async () => {
    signIn('member-tok');
    const err = await apiErrorOf(call('profile', {}));
    expect(err.kind).toBe('notLoggedIn');
    expect(onNotLoggedIn).toHaveBeenCalledWith(MSG_RELOGIN);
    // the members' session is not the app's to end
    expect(sessionStore.getState().token).toBe('member-tok');
  });

  it('code -1 on a read: always onNotLoggedIn, and the members\' session stays', async () => {
    server.use(...createMockHandlers({ adminReviewList: envelope(null, { ok: false, code: -1, msg: '未登录或超时' }) }));
    signIn('member-tok');
    staffToken.value = 'staff-expired';
    const err = await apiErrorOf(call('adminReviewList', { kind: 'company', pageNum: 1, pageSize: 20 }));
    expect(err.kind).toBe('notLoggedIn');
    expect(err.message).toBe(MSG_RELOGIN);
    expect(onNotLoggedIn).toHaveBeenCalledTimes(1);
    expect(onNotLoggedIn).toHaveBeenCalledWith(MSG_RELOGIN);
    expect(sessionStore.getState().token).toBe('member-tok');
    expect(window.localStorage.getItem(LOCAL_KEYS.token)).toBe('member-tok');
  });

  it('code -1 for an old staff token after a new login: the new session stays', async () => {
    server.use(
      ...createMockHandlers({
        adminMe: async () => {
          staffToken.value = 'staff-new';
          return envelope(null, { ok: false, code: -1, msg: '未登录或超时' });
        },
      }),
    );
    staffToken.value = 'staff-old';
    const err = await apiErrorOf(call('adminMe', {}));
    expect(err.kind).toBe('notLoggedIn');
    expect(onNotLoggedIn).not.toHaveBeenCalled();
  });

  it('without the hook the members\' session is used again (portal and mall unchanged)', async () => {
    const seen: (string | null)[] = [];
    server.use(
      ...createMockHandlers({
        profile: ({ token }) => {
          seen.push(token);
          return fixtures.profile;
        },
      }),
    );
    configureCallLayer({ onNotLoggedIn, onHttp404 });
    signIn('member-tok');
    await call('profile', {});
    expect(seen).toEqual(['member-tok']);
  });
});

describe('HTTP errors', () => {
  it('404: calls onHttp404 with 糟糕，404啦，请刷新重试一下', async () => {
    server.use(...createMockHandlers({ helpInfo: new HttpResponse('Not Found', { status: 404 }) }));
    const err = await apiErrorOf(call('helpInfo', { id: 33 }));
    expect(err.kind).toBe('http404');
    expect(err.message).toBe('糟糕，404啦，请刷新重试一下');
    expect(MSG_HTTP_404).toBe('糟糕，404啦，请刷新重试一下');
    expect(onHttp404).toHaveBeenCalledTimes(1);
    expect(onHttp404).toHaveBeenCalledWith('糟糕，404啦，请刷新重试一下');
    expect(onNotLoggedIn).not.toHaveBeenCalled();
  });

  it('a network failure is an ApiError of kind network', async () => {
    server.use(...createMockHandlers({ statInfo: () => HttpResponse.error() }));
    const err = await apiErrorOf(call('statInfo', {}));
    expect(err.kind).toBe('network');
    expect(onHttp404).not.toHaveBeenCalled();
  });

  it('a 500 is an ApiError of kind network, not the 404 alert', async () => {
    server.use(...createMockHandlers({ statInfo: new HttpResponse(null, { status: 500 }) }));
    const err = await apiErrorOf(call('statInfo', {}));
    expect(err.kind).toBe('network');
    expect(onHttp404).not.toHaveBeenCalled();
  });

  it('a 503 with the envelope (the embedded database is saturated) shows the server message, not the network one', async () => {
    const busy = { ok: false, code: 1, msg: '服务繁忙，请稍后重试', data: null };
    server.use(...createMockHandlers({ statInfo: HttpResponse.json(busy, { status: 503, headers: { 'retry-after': '1' } }) }));
    const err = await apiErrorOf(call('statInfo', {}));
    expect(err.kind).toBe('server');
    expect(err.message).toBe('服务繁忙，请稍后重试');
    expect(onHttp404).not.toHaveBeenCalled();
  });

  it('an answer that is not JSON (a proxy error page) is an ApiError of kind network', async () => {
    server.use(...createMockHandlers({ statInfo: new HttpResponse('<html>502 Bad Gateway</html>', { status: 200, headers: { 'content-type': 'text/html' } }) }));
    const err = await apiErrorOf(call('statInfo', {}));
    expect(err.kind).toBe('network');
  });

  it('a call with an already aborted signal rejects with that abort and sends nothing', async () => {
    const requests: string[] = [];
    const listener = ({ request }: { request: Request }) => void requests.push(request.url);
    server.events.on('request:start', listener);
    const ac = new AbortController();
    ac.abort();
    try {
      await expect(call('statInfo', {}, { signal: ac.signal })).rejects.toBe(ac.signal.reason);
    } finally {
      server.events.removeListener('request:start', listener);
    }
    expect(requests).toEqual([]);
  });

  it('an aborted call rejects with the abort, not an ApiError', async () => {
    server.use(
      ...createMockHandlers({
        statInfo: async () => {
          await delay(1000);
          return fixtures.statInfo;
        },
      }),
    );
    const ac = new AbortController();
    const p = call('statInfo', {}, { signal: ac.signal });
    ac.abort();
    await expect(p).rejects.not.toBeInstanceOf(ApiError);
  });
});
