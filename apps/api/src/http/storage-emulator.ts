// The object storage of demo mode and tests, at `host` of the policies this API signs
// (EMULATOR_PREFIX/<bucket>): PostObject uploads checked as Aliyun OSS checks them (signature, expiry, every
// policy condition, size), answered with its status codes and XML errors, kept on disk under UPLOAD_DIR,
// and read back with headers that keep an uploaded HTML or SVG file from running script in the site's
// origin. In production the real service takes these requests and none of this is registered.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../kernel/time';
import {
  checkForm,
  checkSize,
  malformedPost,
  noSuchBucket,
  noSuchKey,
  objectHeaders,
  objectPath,
  OssError,
  ossErrorXml,
  type AcceptedForm,
  type FormFields,
} from '../modules/uploads';
import { EMULATOR_PREFIX, type StorageSettings } from '../modules/uploads';
import { failEnvelope } from './register-endpoints';

declare module 'fastify' {
  interface FastifyInstance {
    /** where uploads go (the policy call signs for it); null: no storage configured */
    objectStorage: StorageSettings | null;
  }
}

/** Room for the form fields around the largest file a policy admits. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export interface StorageOptions {
  settings: StorageSettings | null;
  clock: Clock;
  /** serve the emulator (demo and tests; never in production) */
  emulate: boolean;
  /** uploads are a stand-in's write: from this machine only (like every stand-in in demo mode) */
  isLocal: (ip: string) => boolean;
  localOnlyMessage: string;
}

/**
 * The one byte range of a Range header (`bytes=0-99`, `bytes=100-`, `bytes=-100`) within a file of `size`
 * bytes; null for none or one this server ignores (several ranges, another unit: the whole file is sent);
 * 'unsatisfiable' for a range that starts past the end.
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  if (start >= size) return 'unsatisfiable';
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return end < start ? null : { start, end };
}

/** The largest file any policy of these settings admits (the console's, usually); each policy caps its own. */
const largestFile = (s: StorageSettings): number => Math.max(s.maxBytes, s.staffMaxBytes);

const sendError = (reply: FastifyReply, err: OssError, requestId: string) =>
  reply
    .code(err.status)
    .header('content-type', 'application/xml')
    .header('x-oss-request-id', requestId)
    .header('cache-control', 'no-store')
    .send(ossErrorXml(err, requestId, 'oss-emulator'));

/** Counts the bytes passing through. */
const counter = () => {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, size: () => bytes };
};

async function receive(settings: StorageSettings, clock: Clock, request: FastifyRequest): Promise<{ key: string; successStatus: string } | OssError> {
  if (!request.isMultipart()) return malformedPost();
  const fields: FormFields = {};
  let form: AcceptedForm | null = null;
  let stored: string | null = null;
  const tmpDir = path.join(settings.root, '.tmp');
  try {
    const parts = request.parts({
      limits: { fileSize: largestFile(settings) + 1, files: 1, fields: 30, fieldSize: 16 * 1024, parts: 32 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname.toLowerCase()] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || form) {
        part.file.resume();
        continue;
      }
      // The file is the form's last field (as the service requires): the form is judged before its bytes
      // are kept, and a refused file is drained and dropped.
      try {
        form = checkForm(settings, fields, clock.now());
      } catch (err) {
        part.file.resume();
        throw err;
      }
      await mkdir(tmpDir, { recursive: true });
      stored = path.join(tmpDir, randomUUID());
      const count = counter();
      await pipeline(part.file, count.stream, createWriteStream(stored));
      checkSize(form, part.file.truncated ? largestFile(settings) + 1 : count.size());
    }
    if (!form || !stored) {
      if (!form) checkForm(settings, fields, clock.now());
      return new OssError(400, 'InvalidArgument', 'The file field is required.');
    }
    const target = objectPath(settings.root, form.key);
    if (!target) return malformedPost();
    await mkdir(path.dirname(target), { recursive: true });
    await rename(stored, target);
    stored = null;
    return { key: form.key, successStatus: fields.success_action_status ?? '' };
  } catch (err) {
    if (err instanceof OssError) return err;
    request.log.warn({ err }, 'storage emulator: unreadable form');
    return malformedPost();
  } finally {
    if (stored) await rm(stored, { force: true });
  }
}

export async function registerStorage(app: FastifyInstance, options: StorageOptions): Promise<void> {
  app.decorate('objectStorage', options.settings);
  const settings = options.settings;
  if (!options.emulate || !settings || settings.mode !== 'emulator') return;

  await app.register(async (scope) => {
    // an oversize file is cut and flagged (truncated), then answered as the service does
    await scope.register(fastifyMultipart, { throwFileSizeLimit: false });

    scope.post(`${EMULATOR_PREFIX}/:bucket`, { bodyLimit: largestFile(settings) + FORM_OVERHEAD_BYTES }, async (request, reply) => {
      const requestId = randomUUID().replace(/-/g, '').toUpperCase();
      if (!options.isLocal(request.ip)) return reply.code(403).header('cache-control', 'no-store').send(failEnvelope(options.localOnlyMessage));
      if ((request.params as { bucket: string }).bucket !== settings.bucket) return sendError(reply, noSuchBucket(), requestId);
      const result = await receive(settings, options.clock, request);
      if (result instanceof OssError) return sendError(reply, result, requestId);
      const status = result.successStatus;
      reply.header('x-oss-request-id', requestId).header('cache-control', 'no-store');
      if (status === '200') return reply.code(200).send('');
      if (status === '201') {
        const location = `${settings.host}/${result.key}`;
        return reply
          .code(201)
          .header('content-type', 'application/xml')
          .send(
            `<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse>\n  <Bucket>${settings.bucket}</Bucket>\n  <Location>${location}</Location>\n  <Key>${result.key}</Key>\n</PostResponse>\n`,
          );
      }
      return reply.code(204).send();
    });

    const serve = async (request: FastifyRequest, reply: FastifyReply) => {
      const requestId = randomUUID().replace(/-/g, '').toUpperCase();
      const { bucket, '*': key } = request.params as { bucket: string; '*': string };
      if (bucket !== settings.bucket) return sendError(reply, noSuchBucket(), requestId);
      const file = objectPath(settings.root, key);
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !info?.isFile()) return sendError(reply, noSuchKey(), requestId);
      reply.headers({ ...objectHeaders(key), 'accept-ranges': 'bytes', 'x-oss-request-id': requestId });
      // one byte range, as the service answers it: a player seeks in a long video without reading it all
      const range = byteRange(request.headers.range, info.size);
      if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${info.size}`).send();
      if (range) {
        reply.code(206).headers({ 'content-range': `bytes ${range.start}-${range.end}/${info.size}`, 'content-length': String(range.end - range.start + 1) });
        return request.method === 'HEAD' ? reply.send() : reply.send(createReadStream(file, range));
      }
      reply.header('content-length', String(info.size));
      if (request.method === 'HEAD') return reply.code(200).send();
      return reply.code(200).send(createReadStream(file));
    };
    scope.get(`${EMULATOR_PREFIX}/:bucket/*`, serve);
  });
}
