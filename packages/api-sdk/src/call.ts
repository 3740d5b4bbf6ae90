// The one call layer (DESIGN.md "The contract"): base /api, the token in one header, 5000 ms timeout,
// envelope unwrapping, code -1 / notlogin turned into the spec's notice + redirect in one place,
// and the HTTP 404 alert. Plain fetch: an HTTP client library would ride in every entry chunk for the
// few lines below.
import { siteEndpoints, type consoleEndpoints, type EndpointName, type ReqOf, type ResOf } from './contract/endpoints';
import type { EndpointMeta } from './contract/endpoint-def';
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
  /**
   * The token to send, for an app that keeps its own session (the operations console's staff token under
   * ADMIN_TOKEN_KEY). When given it replaces the members' session store: the store is neither read nor
   * signed out, and every not-logged-in answer goes to `onNotLoggedIn`, where the app ends its own session.
   */
  token?: () => string | null;
}

let hooks: CallLayerHooks = {
  onNotLoggedIn: () => {},
  onHttp404: () => {},
};
export const configureCallLayer = (h: CallLayerHooks) => {
  hooks = h;
};

/** The token calls carry: the app's own (hooks.token) when configured, else the members' session's. */
const currentToken = (): string | null => (hooks.token ? hooks.token() : getToken());

let base: string | null = null;
/** `<origin>/api/`: absolute, so the same URL works under jsdom and Node (tests) as in the browser. */
const apiBase = (): string => {
  if (base) return base;
  const origin = typeof window !== 'undefined' && window.location ? window.location.origin : 'http://localhost';
  base = `${origin}${API_BASE}/`;
  return base;
};
/** Tests that change window.location rebuild the base URL. */
export const resetCallLayer = () => {
  base = null;
};
/**
 * Where calls go when there is no page: a server render of the first paint (Node has no window.location)
 * reads the API server directly.
 */
export const setApiOrigin = (origin: string) => {
  base = `${origin.replace(/\/+$/, '')}${API_BASE}/`;
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
  // An app with its own session (hooks.token) ends it itself, in onNotLoggedIn, which it always hears.
  if (hooks.token) hooks.onNotLoggedIn(message);
  else {
    sessionStore.getState().signOut();
    if (!quiet) hooks.onNotLoggedIn(message);
  }
  throw new ApiError(message, CODE_NOT_LOGGED_IN, 'notLoggedIn');
};

/** What an answer must look like to be read as the envelope (a proxy's JSON error page is not). */
const isEnvelope = (v: unknown): v is ApiEnvelope<unknown> =>
  typeof v === 'object' && v !== null && 'ok' in v && 'code' in v && typeof (v as { code: unknown }).code === 'number';

/** What an aborted call rejects with: the signal's reason (an AbortError unless the caller gave one). */
const abortReason = (signal: AbortSignal): unknown => signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');

/**
 * One request: GET with the payload as query string, POST with it as a JSON body, the token header when
 * logged in. Rejects with an ApiError (404, timeout, network, an answer that is not the envelope) or,
 * when the caller's signal aborts, with that signal's reason (as fetch does).
 */
async function send<T>(method: 'GET' | 'POST', path: string, payload: unknown, signal: AbortSignal | undefined): Promise<T> {
  // an already aborted call sends nothing
  if (signal?.aborted) throw abortReason(signal);
  let url = `${apiBase()}${path.replace(/^\//, '')}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = currentToken();
  if (token) headers[TOKEN_HEADER] = token;
  let body: string | undefined;
  if (method === 'GET') {
    const query = toSearchParams((payload ?? {}) as object).toString();
    if (query) url += `?${query}`;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(payload ?? {});
  }

  // One controller for both ends: the caller's abort and the timeout (which also covers reading the body).
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const onAbort = () => controller.abort(signal ? abortReason(signal) : undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const res = await fetch(url, { method, headers, body, signal: controller.signal });
    if (res.status === 404) {
      hooks.onHttp404(MSG_HTTP_404);
      throw new ApiError(MSG_HTTP_404, 404, 'http404');
    }
    if (!res.ok) {
      // a refusal the server explains in the envelope (503 服务繁忙，请稍后重试, 413 请求内容过大, 431 …) shows its
      // own message; any other failed answer is the network's
      const refusal: unknown = await res.json().catch(() => null);
      if (isEnvelope(refusal) && !refusal.ok) return refusal as T;
      throw new ApiError(MSG_NETWORK, 0, 'network');
    }
    const data: unknown = await res.json();
    if (!isEnvelope(data)) throw new ApiError(MSG_NETWORK, 0, 'network');
    return data as T;
  } catch (e) {
    if (signal?.aborted) throw abortReason(signal);
    if (timedOut) throw new ApiError(MSG_TIMEOUT, 0, 'timeout');
    if (e instanceof ApiError) throw e;
    throw new ApiError(MSG_NETWORK, 0, 'network');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** The console's calls, once the console has registered them (the site apps never do). */
let consoleTable: Partial<Record<EndpointName, EndpointMeta>> = {};

/** The operations console's start: its calls become callable (they are not in the site apps' bundles). */
export const registerConsoleEndpoints = (table: typeof consoleEndpoints): void => {
  consoleTable = table;
};

const entryOf = (name: EndpointName): EndpointMeta => {
  const ep = (siteEndpoints as Partial<Record<EndpointName, EndpointMeta>>)[name] ?? consoleTable[name];
  if (!ep) throw new Error(`call(${name}): a console call; the console registers them at start (registerConsoleEndpoints)`);
  return ep;
};

/** Call one endpoint of the contract; resolves with `data` when ok, else throws ApiError. */
export async function call<K extends EndpointName>(name: K, payload: ReqOf<K>, options: CallOptions = {}): Promise<ResOf<K>> {
  const ep = entryOf(name);
  const sentToken = currentToken();
  if (ep.auth && !sentToken) notLoggedIn(MSG_RELOGIN);
  const envelope = await send<ApiEnvelope<ResOf<K>>>(ep.method, ep.path, payload, options.signal);
  if (envelope.code === CODE_NOT_LOGGED_IN) {
    // Logged in again while this call was under way: the new session stays.
    if (sentToken && currentToken() !== sentToken) throw new ApiError(MSG_RELOGIN, CODE_NOT_LOGGED_IN, 'notLoggedIn');
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
