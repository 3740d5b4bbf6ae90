// The one call layer (DESIGN.md "The contract"): base /api, the token in one header, 5000 ms timeout,
// envelope unwrapping, code -1 / notlogin turned into the spec's notice + redirect in one place,
// and the HTTP 404 alert.
import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import { endpoints, type EndpointName, type ReqOf, type ResOf } from './contract/endpoints';
import { CODE_NOT_LOGGED_IN, DATA_NOT_LOGIN, type ApiEnvelope } from './contract/envelope';
import { getToken, sessionStore } from './session/session-store';

export const API_BASE = '/api';
export const API_TIMEOUT_MS = 5000;
export const TOKEN_HEADER = 'token';

export const MSG_RELOGIN = '未登录或超时，请重新登陆';
export const MSG_NOT_LOGIN = '未登录，请先登录';
export const MSG_HTTP_404 = '糟糕，404啦，请刷新重试一下';
export const MSG_TIMEOUT = '请求超时，请稍后重试';
export const MSG_NETWORK = '网络异常，请稍后重试';

/** A failed call: the server's msg (ok false), not logged in, 404, timeout or network. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly kind: 'server' | 'notLoggedIn' | 'http404' | 'timeout' | 'network',
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallLayerHooks {
  /** Show the notice and go to /login (the UI decides how). */
  onNotLoggedIn(message: string): void;
  /** Show the 404 alert. */
  onHttp404(message: string): void;
}

let hooks: CallLayerHooks = {
  onNotLoggedIn: () => {},
  onHttp404: () => {},
};
export const configureCallLayer = (h: CallLayerHooks) => {
  hooks = h;
};

let client: KyInstance | null = null;
const http = (): KyInstance => {
  if (client) return client;
  const origin = typeof window !== 'undefined' && window.location ? window.location.origin : 'http://localhost';
  client = ky.create({
    baseUrl: `${origin}${API_BASE}/`,
    timeout: API_TIMEOUT_MS,
    retry: 0,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = getToken();
          if (token) request.headers.set(TOKEN_HEADER, token);
        },
      ],
    },
  });
  return client;
};
/** Tests that change window.location rebuild the client. */
export const resetCallLayer = () => {
  client = null;
};

/** GET payload -> query string: arrays comma-joined, empty values left out. */
export const toSearchParams = (payload: object): URLSearchParams => {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(payload)) {
    if (v === undefined || v === null || v === '') continue;
    sp.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  return sp;
};

export interface CallOptions {
  signal?: AbortSignal;
  /** notice for a `notlogin` data answer (spec: 请先登录再咨询 on consult) */
  notLoginMessage?: string;
}

/**
 * Code -1 / notlogin: the session is cleared, then the UI shows the notice and goes to /login. `quiet`
 * leaves out the second step (see `call`).
 */
const notLoggedIn = (message: string, quiet = false): never => {
  sessionStore.getState().signOut();
  if (!quiet) hooks.onNotLoggedIn(message);
  throw new ApiError(message, CODE_NOT_LOGGED_IN, 'notLoggedIn');
};

/** Call one endpoint of the contract; resolves with `data` when ok, else throws ApiError. */
export async function call<K extends EndpointName>(name: K, payload: ReqOf<K>, options: CallOptions = {}): Promise<ResOf<K>> {
  const ep = endpoints[name];
  const sentToken = getToken();
  if (ep.auth && !sentToken) notLoggedIn(MSG_RELOGIN);
  const path = ep.path.replace(/^\//, '');
  let envelope: ApiEnvelope<ResOf<K>>;
  try {
    const res =
      ep.method === 'GET'
        ? http().get(path, { searchParams: toSearchParams(payload as object), signal: options.signal })
        : http().post(path, { json: payload ?? {}, signal: options.signal });
    envelope = await res.json<ApiEnvelope<ResOf<K>>>();
  } catch (e) {
    if (e instanceof HTTPError && e.response.status === 404) {
      hooks.onHttp404(MSG_HTTP_404);
      throw new ApiError(MSG_HTTP_404, 404, 'http404');
    }
    if (e instanceof TimeoutError) throw new ApiError(MSG_TIMEOUT, 0, 'timeout');
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    if (e instanceof Error && e.name === 'AbortError') throw e;
    throw new ApiError(MSG_NETWORK, 0, 'network');
  }
  if (envelope.code === CODE_NOT_LOGGED_IN) {
    // Logged in again while this call was under way: the new session stays.
    if (sentToken && getToken() !== sentToken) throw new ApiError(MSG_RELOGIN, CODE_NOT_LOGGED_IN, 'notLoggedIn');
    // A token the server no longer accepts (expired or revoked), refused by a read that needs login (the
    // favourite state of a public article, the header's session check): the session is cleared and the
    // page stays. A public read never needs a login; a screen that does is behind RequireLogin, which sends
    // the user to /login with the notice as soon as the token is gone. An action (POST), or content the
    // server keeps for logged-in users (a law article), still goes to /login with the notice.
    notLoggedIn(MSG_RELOGIN, sentToken !== null && ep.auth && ep.method === 'GET');
  }
  if ((envelope.data as unknown) === DATA_NOT_LOGIN) notLoggedIn(options.notLoginMessage ?? MSG_NOT_LOGIN);
  if (!envelope.ok) throw new ApiError(envelope.msg, envelope.code, 'server', envelope.data);
  return envelope.data;
}
