// A visitor's answer of a public read (a contract entry with `cache: true`): the same for every visitor for a
// few seconds, so nginx's micro-cache (X-Accel-Expires, deploy/nginx.conf's /api/open/uni/ location) and the
// browser (Cache-Control max-age with an ETag) may reuse it. A caller with a token never gets here: its
// answer may carry prices or its own state, and stays no-store.
import { createHash } from 'node:crypto';
import { PUBLIC_READ_EDGE_SECONDS, PUBLIC_READ_MAX_AGE } from '@ws/api-sdk/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const PUBLIC_READ_CACHE_CONTROL = `public, max-age=${PUBLIC_READ_MAX_AGE}`;

/** A weak validator of the answer's bytes (weak: nginx's gzip keeps a weak ETag and drops a strong one). */
export const etagOf = (body: string): string => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether If-None-Match names this ETag (weak comparison, a list or *). */
export const matchesEtag = (ifNoneMatch: string | undefined, etag: string): boolean => {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  const want = bare(etag);
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === want);
};

/** Sends the answer with its caching headers, or 304 when the client already holds it. */
export function sendPublicRead(request: FastifyRequest, reply: FastifyReply, answer: unknown): FastifyReply {
  const body = JSON.stringify(answer);
  const etag = etagOf(body);
  reply
    .header('cache-control', PUBLIC_READ_CACHE_CONTROL)
    .header('vary', 'token')
    .header('etag', etag)
    .header('x-accel-expires', String(PUBLIC_READ_EDGE_SECONDS));
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
