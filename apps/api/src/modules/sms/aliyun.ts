// Aliyun's RPC request signature (signature method V2, HMAC-SHA1, as Dysmsapi 2017-05-25 takes it), shared by
// the sender (sender.ts) and the demo's emulator (emulator.ts) so both sides compute it the same way; the
// tests check it against Aliyun's published example and an independent implementation.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DYSMS_VERSION = '2017-05-25';
export const DYSMS_REGION = 'cn-hangzhou';

/**
 * Aliyun's percent-encoding: RFC 3986 over UTF-8, only A-Z a-z 0-9 - _ . ~ left as they are. encodeURIComponent
 * also leaves ! ' ( ) * alone, so those are encoded here; a space is %20, never +.
 */
export const percentEncode = (s: string): string =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The sorted, encoded `name=value&…` of the parameters (Signature is never part of it). */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'Signature')
    // byte order of the names, as Aliyun sorts (names are ASCII)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k] ?? '')}`)
    .join('&');
}

/** HTTPMethod & percentEncode('/') & percentEncode(canonicalized query). */
export const stringToSign = (method: string, params: Record<string, string>): string =>
  `${method.toUpperCase()}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;

/** Base64(HMAC-SHA1(AccessKeySecret + '&', StringToSign)). */
export const signRpc = (method: string, params: Record<string, string>, accessKeySecret: string): string =>
  createHmac('sha1', `${accessKeySecret}&`).update(stringToSign(method, params), 'utf8').digest('base64');

/** Whether `signature` is the request's, compared in constant time. */
export function signatureMatches(method: string, params: Record<string, string>, accessKeySecret: string, signature: string): boolean {
  const want = Buffer.from(signRpc(method, params, accessKeySecret));
  const got = Buffer.from(signature);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** ISO 8601 UTC to the second, as the Timestamp parameter: 2026-06-01T00:00:00Z. */
export const rpcTimestamp = (d: Date): string => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
