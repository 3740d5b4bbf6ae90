// Request ids through the gateway: an incoming X-Request-Id (nginx's $request_id) is kept when it is a plain
// token of 1-64 characters, otherwise the gateway makes one. It is the gateway's reqId in its log lines,
// passed on to the API (which logs it and sends it back), and returned on every answer as X-Request-Id.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

const VALID_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The incoming id when it is one (a header given twice: the first), else null. */
export function incomingRequestId(value: string | string[] | undefined): string | null {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && VALID_ID.test(v) ? v : null;
}

/** Fastify's genReqId: the caller's id when valid, a new one otherwise. */
export const genReqId = (req: IncomingMessage): string => incomingRequestId(req.headers[REQUEST_ID_HEADER]) ?? randomUUID();

/** Sends the request's id back on every answer (registered before any hook that may answer early). */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
