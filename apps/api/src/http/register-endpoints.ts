// One generic registration: every entry of the contract's `endpoints` table becomes a Fastify route at
// /api + path, wrapped in the envelope { ok, code, msg, data } (spec 01 §7). Each request is parsed once
// by the entry's request schema (query strings coerced); a handler only ever sees a parsed, typed payload,
// and malformed input is answered with the schema's message (请求参数错误 or the spec's own) in the envelope.
// The parse knows the caller: an uploaded file's URL passes only when the caller may store that file
// (modules/uploads/file-urls.ts), and text PostgreSQL cannot store is refused before any handler runs.
import {
  CODE_ERROR,
  CODE_NOT_LOGGED_IN,
  CODE_OK,
  endpointNames,
  endpoints,
  MSG_NO_RIGHT,
  MSG_NOT_LOGGED_IN,
  type ApiEnvelope,
  type EndpointName,
  type StaffRole,
} from '@ws/api-sdk/contract';
import { parseRequest, requestSchemas } from '@ws/api-sdk/contract/inputs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isProduction } from '../config';
import { fileUrlCallerOf, isStorableFileUrl } from '../modules/uploads';
import { resolveToken } from '../modules/account';
import { resolveStaffToken, staffMayCall, type StaffCaller } from '../modules/staff';
import { MSG_BUSY, MSG_OK, Ok, type Deps, type HandlerContext, type Handlers } from './handler';
import { sendPublicRead } from './public-read';
import { DomainError, NotLoggedIn } from '../kernel';

export const envelope = <T>(ok: boolean, code: number, msg: string, data: T): ApiEnvelope<T> => ({ ok, code, msg, data });
export const failEnvelope = (msg: string) => envelope(false, CODE_ERROR, msg, null);
export const notLoggedInEnvelope = () => envelope(false, CODE_NOT_LOGGED_IN, MSG_NOT_LOGGED_IN, null);

/** The `token` header as one string ('' when absent). */
export const tokenOf = (request: FastifyRequest): string => {
  const h = request.headers.token;
  return (Array.isArray(h) ? h[0] : h)?.trim() ?? '';
};

/** The raw payload: the query of a GET, the JSON body of a POST (anything else counts as empty). */
const rawPayloadOf = (request: FastifyRequest): Record<string, unknown> => {
  const source = request.method === 'GET' ? request.query : request.body;
  return source !== null && typeof source === 'object' && !Array.isArray(source) ? (source as Record<string, unknown>) : {};
};

/** Whether an endpoint is served in this environment (devOnly ones are off in production). */
export const isServed = (name: EndpointName, appEnv: string) => !(endpoints[name] as { devOnly?: boolean }).devOnly || !isProduction(appEnv);

export function registerEndpoints(app: FastifyInstance, handlers: Handlers, deps: Deps): void {
  for (const name of endpointNames) {
    if (!isServed(name, deps.appEnv)) continue;
    const ep = endpoints[name];
    const schema = requestSchemas[name];
    const handler = handlers[name] as unknown as (ctx: HandlerContext<EndpointName>) => unknown;
    const publicRead = (ep as { cache?: true }).cache === true && ep.method === 'GET';
    app.route({
      method: ep.method,
      url: `/api${ep.path}`,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        reply.header('cache-control', 'no-store');
        const token = tokenOf(request);
        // a console call: only a live staff session with one of the entry's roles (never a member's token)
        const staffRoles = (ep as { staff?: readonly StaffRole[] }).staff;
        let staff: StaffCaller | null = null;
        if (staffRoles) {
          staff = await resolveStaffToken(deps.db, deps.clock, token);
          if (!staff) return notLoggedInEnvelope();
          if (!staffMayCall(staff, staffRoles)) return failEnvelope(MSG_NO_RIGHT);
        }
        let user = null;
        if (ep.auth) {
          user = await resolveToken(deps.db, deps.clock, token);
          if (!user) return notLoggedInEnvelope();
        }
        const raw = rawPayloadOf(request);
        const storage = request.server.objectStorage;
        // a staff token is no member's: it never names a member's upload folder
        const fileCaller = await fileUrlCallerOf({ db: deps.db, clock: deps.clock, settings: storage, user, token: ep.auth || staffRoles ? '' : token, raw });
        const caller = staff ? { ...fileCaller, staffId: staff.id } : fileCaller;
        const parsed = parseRequest(schema, raw, { isStorableFileUrl: (url) => isStorableFileUrl(storage, caller, url) });
        if (!parsed.ok) return failEnvelope(parsed.message);
        try {
          const result = await handler({ ...deps, payload: parsed.value, user, staff, token, ip: request.ip, request } as HandlerContext<EndpointName>);
          const answer = result instanceof Ok ? envelope(true, CODE_OK, result.msg, result.data ?? null) : envelope(true, CODE_OK, MSG_OK, result ?? null);
          // a visitor's answer of a public read may be reused a few seconds (nginx, the browser); never a refusal's
          return publicRead && token === '' ? sendPublicRead(request, reply, answer) : answer;
        } catch (err) {
          if (err instanceof DomainError) return failEnvelope(err.message);
          if (err instanceof NotLoggedIn) return notLoggedInEnvelope();
          request.log.error({ err, endpoint: name }, 'handler failed');
          return failEnvelope(MSG_BUSY);
        }
      },
    });
  }
}
