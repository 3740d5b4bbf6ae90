// Seed assets and uploaded files under GET /api/files/*. Served so that an SVG or HTML file cannot run
// script in the site's origin: nosniff plus a sandboxing Content-Security-Policy.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const FILES_PREFIX = '/api/files/';
export const FILES_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

export async function registerFiles(app: FastifyInstance, roots: string[]): Promise<void> {
  await app.register(fastifyStatic, {
    root: roots,
    prefix: FILES_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '1d',
    setHeaders: (reply) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', FILES_CSP);
      reply.header('cross-origin-resource-policy', 'same-origin');
    },
  });
}
