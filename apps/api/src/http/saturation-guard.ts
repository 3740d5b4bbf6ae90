// Refuses new requests at once while the embedded database is saturated (db-gate.ts): HTTP 503 with the
// envelope { ok:false, code:1, msg:'服务繁忙，请稍后重试', data:null } and Retry-After, instead of a wait.
import type { FastifyInstance } from 'fastify';
import type { Saturation } from './db-gate';
import { FILES_PREFIX } from './files';
import { failEnvelope } from './register-endpoints';

export const MSG_SERVICE_BUSY = '服务繁忙，请稍后重试';
/** Seconds a refused client is told to wait (Retry-After). */
export const BUSY_RETRY_AFTER_S = 1;

/** Paths answered without the database: never refused. */
const exempt = (path: string): boolean => path === '/api/health' || path === '/api/ready' || path.startsWith(FILES_PREFIX);

/**
 * Refuses a new request at once, HTTP 503 with the envelope and Retry-After, while the database is
 * saturated. Registered by buildApp when it is given the gate (PGlite); the request is never read further.
 */
export function registerSaturationGuard(app: FastifyInstance, saturation: Saturation): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!saturation.saturated()) return;
    if (exempt((request.url.split('?')[0] ?? '').toLowerCase())) return;
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .header('retry-after', String(BUSY_RETRY_AFTER_S))
      .send(failEnvelope(MSG_SERVICE_BUSY));
  });
}
