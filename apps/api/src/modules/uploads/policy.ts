// The upload policy as Aliyun OSS expects it (PostObject): a base64 JSON document {expiration, conditions}
// signed with HMAC-SHA1 of the access key secret (base64). The emulator checks it the way the service does.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { OssPolicy } from '@ws/api-sdk/contract';
import type { StorageSettings } from './settings';

export interface PolicyDocument {
  expiration: string;
  conditions: unknown[];
}

export const signPolicy = (secret: string, policyBase64: string): string => createHmac('sha1', secret).update(policyBase64, 'utf8').digest('base64');

/** Whether `signature` is the policy's signature (constant time). */
export const signatureMatches = (secret: string, policyBase64: string, signature: string): boolean => {
  const expected = Buffer.from(signPolicy(secret, policyBase64));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};

const pad = (n: number) => String(n).padStart(2, '0');
/** YYYYMMDD in China time (UTC+8), the day part of a key prefix. */
const chinaDay = (d: Date): string => {
  const c = new Date(d.getTime() + 8 * 3600 * 1000);
  return `${c.getUTCFullYear()}${pad(c.getUTCMonth() + 1)}${pad(c.getUTCDate())}`;
};

/**
 * The key prefix of a policy: one per member and day (`u12/20260601/`); a visitor (enterprise registration
 * before the account exists) gets a prefix of their own that no other policy names (`guest/20260601/<random>/`).
 */
export const uploadDirFor = (userId: number | null, now: Date): string =>
  userId !== null ? `u${userId}/${chinaDay(now)}/` : `guest/${chinaDay(now)}/${randomBytes(9).toString('base64url')}/`;

/**
 * The key prefix of a staff member's policy (the console's uploads): one per staff member and day
 * (`staff/s3/20260601/`), apart from every member's folder.
 */
export const staffUploadDir = (staffId: number, now: Date): string => `staff/s${staffId}/${chinaDay(now)}/`;

/** A signed policy for keys under `dir` up to `maxBytes` (default: a member's limit), valid for the settings' TTL from `now`. */
export function createPolicy(settings: StorageSettings, dir: string, now: Date, maxBytes: number = settings.maxBytes): OssPolicy {
  const expireMs = now.getTime() + settings.ttlSeconds * 1000;
  const document: PolicyDocument = {
    expiration: new Date(expireMs).toISOString(),
    conditions: [{ bucket: settings.bucket }, ['starts-with', '$key', dir], ['content-length-range', 1, maxBytes]],
  };
  const policy = Buffer.from(JSON.stringify(document), 'utf8').toString('base64');
  return {
    dir,
    host: settings.host,
    accessId: settings.accessKeyId,
    policy,
    signature: signPolicy(settings.accessKeySecret, policy),
    expire: Math.floor(expireMs / 1000),
    maxSize: maxBytes,
  };
}
