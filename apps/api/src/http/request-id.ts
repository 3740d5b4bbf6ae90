// Request ids: one id per request, taken from an incoming X-Request-Id (nginx's $request_id, or the
// gateway's) when it is a plain token of 1-64 characters, otherwise made here. Every log line of the request
// carries it (pino's reqId) and every answer sends it back as X-Request-Id, so a failed answer (the envelope
// with 服务器繁忙，请稍后重试) can be matched to its log line.
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

/** Sends the request's id back on every answer (register it before any hook that may answer early). */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
