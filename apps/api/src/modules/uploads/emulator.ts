// The storage emulator's rules, apart from HTTP: how a PostObject form is judged (in the order and with
// the error codes and messages of Aliyun OSS), where an object lives on disk, and how it is served back.
import path from 'node:path';
import { signatureMatches, type PolicyDocument } from './policy';
import type { StorageSettings } from './settings';

/** An error answer of the service: HTTP status, <Code> and <Message>. */
export class OssError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'OssError';
  }
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The service's error body. */
export const ossErrorXml = (err: OssError, requestId: string, hostId: string): string =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<Error>\n' +
  `  <Code>${xmlEscape(err.code)}</Code>\n  <Message>${xmlEscape(err.message)}</Message>\n` +
  `  <RequestId>${xmlEscape(requestId)}</RequestId>\n  <HostId>${xmlEscape(hostId)}</HostId>\n</Error>\n`;

const denied = (message: string) => new OssError(403, 'AccessDenied', message);
const conditionFailed = (condition: unknown) => denied(`Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition).replace(/,/g, ', ')}`);
const invalidPolicy = (message: string) => new OssError(400, 'InvalidPolicyDocument', `Invalid Policy: ${message}`);
export const malformedPost = () => new OssError(400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.');
export const invalidObjectName = () => new OssError(400, 'InvalidObjectName', 'The specified object is not valid.');
export const noSuchKey = () => new OssError(404, 'NoSuchKey', 'The specified key does not exist.');
export const noSuchBucket = () => new OssError(404, 'NoSuchBucket', 'The specified bucket does not exist.');

/** What a checked form allows: its key and the policy's size range. */
export interface AcceptedForm {
  key: string;
  minBytes: number;
  maxBytes: number;
}

/** Form fields by lower-case name (OSS form field names are case-insensitive). */
export type FormFields = Record<string, string>;

/**
 * An object key the emulator will store: 1 … 1023 bytes, no leading '/', no backslash or control
 * character, no empty, '.' or '..' segment (so it can never name a path outside the bucket's folder).
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || Buffer.byteLength(key) > 1023 || key.startsWith('/')) return false;
  for (const ch of key) {
    const c = ch.codePointAt(0) ?? 0;
    if (c < 0x20 || c === 0x7f || ch === '\\') return false;
  }
  return key.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}

/** The file of a key inside the bucket's folder, or null when the key could leave it. */
export function objectPath(root: string, key: string): string | null {
  if (!isSafeKey(key)) return null;
  const full = path.resolve(root, ...key.split('/'));
  const base = path.resolve(root);
  return full.startsWith(base + path.sep) ? full : null;
}

const decodePolicy = (policy: string): PolicyDocument => {
  let doc: unknown;
  try {
    doc = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
  } catch {
    throw invalidPolicy('Invalid Policy Document.');
  }
  if (typeof doc !== 'object' || doc === null) throw invalidPolicy('Invalid Policy Document.');
  const { expiration, conditions } = doc as Partial<PolicyDocument>;
  if (typeof expiration !== 'string' || Number.isNaN(Date.parse(expiration))) throw invalidPolicy('Invalid expiration.');
  if (!Array.isArray(conditions)) throw invalidPolicy('Invalid Simple-Condition: Simple-Conditions must have exactly one property specified.');
  return { expiration, conditions };
};

const fieldValue = (fields: FormFields, name: string, bucket: string): string | undefined => {
  const n = name.replace(/^\$/, '').toLowerCase();
  return n === 'bucket' ? bucket : fields[n];
};

/**
 * Judges a PostObject form before its file is read: credentials, signature, expiry, and every condition
 * but the size (checked once the file has arrived). Throws the OssError the real service answers.
 */
export function checkForm(settings: StorageSettings, fields: FormFields, now: Date): AcceptedForm {
  const accessId = fields.ossaccesskeyid;
  if (!accessId) throw denied('You have no right to access this object because of bucket acl.');
  const policy = fields.policy;
  const signature = fields.signature;
  if (!policy || !signature) throw new OssError(400, 'InvalidArgument', 'Post form must contain the policy and Signature field.');
  if (accessId !== settings.accessKeyId) throw new OssError(403, 'InvalidAccessKeyId', 'The OSS Access Key Id you provided does not exist in our records.');
  if (!signatureMatches(settings.accessKeySecret, policy, signature)) {
    throw new OssError(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');
  }
  const doc = decodePolicy(policy);
  if (Date.parse(doc.expiration) <= now.getTime()) throw denied('Invalid according to Policy: Policy expired.');

  const key = fields.key ?? '';
  if (key === '') throw new OssError(400, 'InvalidArgument', 'The key field is required.');
  let minBytes = 0;
  let maxBytes = Number.MAX_SAFE_INTEGER;
  for (const condition of doc.conditions) {
    if (Array.isArray(condition)) {
      const [op, name, value, extra] = condition as unknown[];
      const opName = typeof op === 'string' ? op.toLowerCase() : '';
      if (opName === 'content-length-range') {
        if (typeof name !== 'number' || typeof value !== 'number' || name < 0 || value < name || extra !== undefined) throw invalidPolicy('Invalid content-length-range.');
        minBytes = Math.max(minBytes, name);
        maxBytes = Math.min(maxBytes, value);
        continue;
      }
      if (typeof name !== 'string' || !name.startsWith('$')) throw invalidPolicy(`Invalid Condition: ${JSON.stringify(condition)}`);
      const actual = fieldValue(fields, name, settings.bucket) ?? '';
      if (opName === 'eq' && typeof value === 'string') {
        if (actual !== value) throw conditionFailed(condition);
      } else if (opName === 'starts-with' && typeof value === 'string') {
        if (!actual.startsWith(value)) throw conditionFailed(condition);
      } else if ((opName === 'in' || opName === 'not-in') && Array.isArray(value)) {
        if (value.includes(actual) !== (opName === 'in')) throw conditionFailed(condition);
      } else throw invalidPolicy(`Invalid Condition: ${JSON.stringify(condition)}`);
    } else if (typeof condition === 'object' && condition !== null) {
      const entries = Object.entries(condition);
      if (entries.length !== 1) throw invalidPolicy('Invalid Simple-Condition: Simple-Conditions must have exactly one property specified.');
      const [name, value] = entries[0] as [string, unknown];
      if ((fieldValue(fields, name, settings.bucket) ?? '') !== value) throw conditionFailed(condition);
    } else throw invalidPolicy('Invalid Policy Document.');
  }
  if (!isSafeKey(key)) throw invalidObjectName();
  return { key, minBytes, maxBytes };
}

/** The size rule of a form, once the file's length is known. */
export function checkSize(form: AcceptedForm, size: number): void {
  if (size > form.maxBytes) throw new OssError(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size.');
  if (size < form.minBytes) throw new OssError(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size.');
}

/**
 * What a page may show inline: raster images, PDFs (the portal's viewer frames a law's or a system's PDF,
 * as it does the seed's under /api/files) and the videos its player plays; everything else is a download.
 */
const INLINE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
};

const DOWNLOAD_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
};

/** Response headers of a stored object: the type fixed by the extension (never what the uploader said or
 *  what the bytes look like), no sniffing, a download for anything but a raster image, and a CSP sandbox
 *  so that an HTML or SVG file opened directly runs no script in the site's origin. */
export function objectHeaders(key: string): Record<string, string> {
  const name = key.split('/').pop() ?? 'file';
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const inline = INLINE_TYPES[ext];
  const type = inline ?? DOWNLOAD_TYPES[ext] ?? 'application/octet-stream';
  const asciiName = name.replace(/[^\w.-]/g, '_');
  return {
    'content-type': type,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "sandbox; default-src 'none'",
    'content-disposition': inline ? 'inline' : `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'cache-control': 'public, max-age=3600',
  };
}
