/**
 * Compression of what the gateway sends: API answers, pages and any build file without a precompressed
 * sibling. Built JS/CSS normally go out as their `.br`/`.gz` files (@fastify/static `preCompressed`); those
 * carry a Content-Encoding already and are left alone here, as is anything the API compressed itself.
 *
 * What is compressed is decided here, before the plugin's own hook runs, and a "no" is passed to it through
 * its opt-out (x-no-compression): proxied API answers are streams, for which the plugin does not apply its
 * size threshold, and its type check also accepts whatever mime-db calls compressible (octet-stream
 * downloads included). Request bodies are never touched (uploads stream through the proxy unchanged).
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers below this many bytes are sent uncompressed (the saving would not cover the header). */
export const COMPRESS_THRESHOLD = 1024;

/** Text formats only: never event streams (they must flush per event) nor octet-streams (downloads). */
export const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[+/](?:json|javascript|xml)\s*(?:;|$)|^image\/svg\+xml/i;

const isStream = (payload: unknown): boolean =>
  typeof payload === 'object' && payload !== null && typeof (payload as { pipe?: unknown }).pipe === 'function';

/** Registers compression for every route added after it: call before the routes and proxies. */
export const registerCompression = async (gw: FastifyInstance): Promise<void> => {
  // Instance-level onSend hooks run before route-level ones, where @fastify/compress puts its own.
  gw.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const length = Number(reply.getHeader('content-length'));
    const small = isStream(payload) && Number.isFinite(length) && length < COMPRESS_THRESHOLD;
    if (small || (type !== '' && !COMPRESSIBLE_TYPES.test(type))) request.headers['x-no-compression'] = 'gateway';
    return payload;
  });
  await gw.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
    globalDecompression: false,
  });
};
