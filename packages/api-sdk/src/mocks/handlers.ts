// msw handlers for EVERY endpoint of the contract, built from the same table as `call` and the server.
// Each answers HTTP 200 with the envelope { ok: true, code: 0, msg: '操作成功', data } around its default
// fixture. Per endpoint an override can answer other data, a full envelope (`envelope(data, {...})`)
// or any msw Response (404, a delay, a network error ...). Overrides see the parsed payload.
//
//   server.use(...createMockHandlers({
//     login: ({ payload }) => payload.user_password === 'Demo1234' ? fixtures.login : envelope(null, { ok: false, msg: '密码错误' }),
//     listads: async () => { await delay(6000); return fixtures.listads; },
//     helpInfo: new HttpResponse(null, { status: 404 }),
//   }));
import { http, HttpResponse, type HttpHandler } from 'msw';
import { endpointNames, endpoints, type EndpointName, type ResOf } from '../contract/endpoints';
import { CODE_ERROR, CODE_OK, type ApiEnvelope } from '../contract/envelope';
import { dynamicFixtures, fixtures, type MockPayload } from './fixtures';

export const MSG_OK = '操作成功';
export const MSG_FAILED = '操作失败';

const ENVELOPE = Symbol.for('@ws/api-sdk/mock-envelope');

/** A full envelope answer for an override (see `envelope`). */
export interface MockEnvelope<T = unknown> {
  readonly [ENVELOPE]: true;
  readonly body: ApiEnvelope<T>;
}

/**
 * A full envelope for an override: `envelope(null, { ok: false, msg: '验证码错误' })`,
 * `envelope(null, { code: -1, msg: '未登录或超时' })`, `envelope('notlogin')`.
 * `ok` defaults to true unless a non-zero code is given; `code` to 0 (ok) or 1 (not ok);
 * `msg` to 操作成功 / 操作失败.
 */
export const envelope = <T>(data: T, opts: { ok?: boolean; code?: number; msg?: string } = {}): MockEnvelope<T> => {
  const ok = opts.ok ?? (opts.code === undefined || opts.code === CODE_OK);
  return {
    [ENVELOPE]: true,
    body: { ok, code: opts.code ?? (ok ? CODE_OK : CODE_ERROR), msg: opts.msg ?? (ok ? MSG_OK : MSG_FAILED), data },
  };
};

/** What an override sees. */
export interface MockContext<K extends EndpointName> {
  name: K;
  /** GET: the query parameters (strings; arrays arrive comma-joined). POST: the JSON body. */
  payload: MockPayload<K>;
  /** the `token` header, or null */
  token: string | null;
  request: Request;
}

/** data (wrapped in the ok envelope), a full envelope, or any Response. */
export type MockResult<K extends EndpointName> = ResOf<K> | MockEnvelope | Response;
export type MockResolver<K extends EndpointName> = (ctx: MockContext<K>) => MockResult<K> | Promise<MockResult<K>>;
/** A resolver, or a fixed result. */
export type MockOverride<K extends EndpointName> = MockResolver<K> | MockResult<K>;
export type MockOverrides = { [K in EndpointName]?: MockOverride<K> };

const isEnvelope = (v: unknown): v is MockEnvelope => typeof v === 'object' && v !== null && ENVELOPE in v;
const isResponse = (v: unknown): v is Response =>
  v instanceof Response ||
  (typeof v === 'object' && v !== null && typeof (v as Response).clone === 'function' && (v as Response).headers !== undefined && typeof (v as Response).status === 'number');

const readPayload = async (method: 'GET' | 'POST', request: Request): Promise<Record<string, unknown>> => {
  if (method === 'GET') return Object.fromEntries(new URL(request.url).searchParams);
  const text = await request.clone().text();
  if (text.trim() === '') return {};
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** The default data of an endpoint for a payload (its fixture, or the payload-aware variant). */
export const defaultMockData = <K extends EndpointName>(name: K, payload: MockPayload<K>): ResOf<K> => {
  const dyn = dynamicFixtures[name] as ((p: MockPayload<K>) => ResOf<K>) | undefined;
  const data = dyn ? dyn(payload) : (fixtures[name] as ResOf<K>);
  return structuredClone(data);
};

const toResponse = (result: unknown, fixed: boolean): Response => {
  if (isResponse(result)) return fixed ? result.clone() : result;
  if (isEnvelope(result)) return HttpResponse.json(result.body);
  return HttpResponse.json({ ok: true, code: CODE_OK, msg: MSG_OK, data: result ?? null });
};

/** One handler at `*\/api<path>` for one endpoint. */
export const mockEndpoint = <K extends EndpointName>(name: K, override?: MockOverride<K>): HttpHandler => {
  const ep = endpoints[name];
  const url = `*/api${ep.path}`;
  const resolve = async ({ request }: { request: Request }): Promise<Response> => {
    const payload = (await readPayload(ep.method, request)) as MockPayload<K>;
    if (override === undefined) return toResponse(defaultMockData(name, payload), false);
    if (typeof override === 'function') {
      const ctx: MockContext<K> = { name, payload, token: request.headers.get('token'), request };
      return toResponse(await (override as MockResolver<K>)(ctx), false);
    }
    return toResponse(override, true);
  };
  return ep.method === 'GET' ? http.get(url, resolve) : http.post(url, resolve);
};

/** Handlers for every endpoint of the contract; `overrides` replace the default answer per endpoint. */
export const createMockHandlers = (overrides: MockOverrides = {}): HttpHandler[] =>
  endpointNames.map((name) => mockEndpoint(name, overrides[name] as MockOverride<typeof name> | undefined));
