// Where uploads go: the real object storage (production, configured by environment only) or the API's own
// emulator of it (demo and tests), which speaks the same PostObject protocol at a path of this site.
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** The emulator's path under the site; `host` of a demo policy is EMULATOR_PREFIX + '/' + bucket. */
export const EMULATOR_PREFIX = '/api/oss-emulator';
export const DEFAULT_BUCKET = 'ws-demo';
/** The largest file a policy admits unless OSS_MAX_UPLOAD_MB says otherwise. */
export const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * The largest file of the console's policy (videos, lives' recordings, courseware) unless
 * OSS_STAFF_MAX_UPLOAD_MB says otherwise: staff uploads go straight to the storage too.
 */
export const DEFAULT_STAFF_MAX_UPLOAD_BYTES = 500 * 1024 * 1024;
/** How long a policy stays valid: the client asks for a new one for every file. */
export const POLICY_TTL_SECONDS = 300;

export interface StorageSettings {
  /** 'oss': the real service answers uploads; 'emulator': this API does (http/storage-emulator.ts) */
  mode: 'oss' | 'emulator';
  /** where the browser posts the form and reads the files back (no trailing slash) */
  host: string;
  bucket: string;
  accessKeyId: string;
  accessKeySecret: string;
  /** content-length-range maximum of a member's or a visitor's policy, in bytes */
  maxBytes: number;
  /** content-length-range maximum of the console's policy (staff), in bytes */
  staffMaxBytes: number;
  ttlSeconds: number;
  /** emulator only: the folder holding the bucket's objects */
  root: string;
}

/**
 * The emulator's folder inside UPLOAD_DIR. A dot folder: the /api/files route never serves dotfiles, so the
 * emulator (with its headers for untrusted files) is the only way to read an upload back.
 */
export const emulatorRoot = (uploadDir: string, bucket: string) => path.join(uploadDir, '.oss', bucket);

/** The emulator of a demo or a test: a fresh secret per process (a policy does not outlive a restart). */
export function emulatorSettings(uploadDir: string, overrides: Partial<StorageSettings> = {}): StorageSettings {
  const bucket = overrides.bucket ?? DEFAULT_BUCKET;
  return {
    mode: 'emulator',
    host: `${EMULATOR_PREFIX}/${bucket}`,
    bucket,
    accessKeyId: 'LTAI-emulator',
    accessKeySecret: randomBytes(24).toString('base64'),
    maxBytes: DEFAULT_MAX_UPLOAD_BYTES,
    staffMaxBytes: DEFAULT_STAFF_MAX_UPLOAD_BYTES,
    ttlSeconds: POLICY_TTL_SECONDS,
    root: emulatorRoot(uploadDir, bucket),
    ...overrides,
  };
}

/** The bucket of an Aliyun host name (`https://<bucket>.oss-cn-guangzhou.aliyuncs.com`). */
export const bucketOfHost = (host: string): string => {
  try {
    return new URL(host).hostname.split('.')[0] ?? '';
  } catch {
    return '';
  }
};

const positiveMb = (value: string | undefined): number | null => {
  const n = Number(value?.trim());
  return value?.trim() && Number.isFinite(n) && n > 0 ? Math.floor(n * 1024 * 1024) : null;
};

/**
 * Storage settings from the environment. Production: the real service from OSS_HOST, OSS_ACCESS_KEY_ID,
 * OSS_ACCESS_KEY_SECRET (loadConfig has refused to start without them), OSS_BUCKET (default: the host's
 * first label). Demo: the emulator, whatever OSS_* say, so a demo never writes to a real bucket.
 */
export function storageSettingsFromEnv(env: NodeJS.ProcessEnv, production: boolean, uploadDir: string): StorageSettings {
  const maxBytes = positiveMb(env.OSS_MAX_UPLOAD_MB) ?? DEFAULT_MAX_UPLOAD_BYTES;
  const staffMaxBytes = positiveMb(env.OSS_STAFF_MAX_UPLOAD_MB) ?? DEFAULT_STAFF_MAX_UPLOAD_BYTES;
  if (!production) return emulatorSettings(uploadDir, { maxBytes, staffMaxBytes });
  const host = (env.OSS_HOST ?? '').trim().replace(/\/+$/, '');
  const bucket = env.OSS_BUCKET?.trim() || bucketOfHost(host);
  return {
    mode: 'oss',
    host,
    bucket,
    accessKeyId: (env.OSS_ACCESS_KEY_ID ?? '').trim(),
    accessKeySecret: (env.OSS_ACCESS_KEY_SECRET ?? '').trim(),
    maxBytes,
    staffMaxBytes,
    ttlSeconds: POLICY_TTL_SECONDS,
    root: '',
  };
}
