// The one upload helper (spec 01 §7 "Upload"): ask the API for a signed policy, then post the file as
// multipart form data straight to the storage host, without the token header, the way Aliyun OSS expects
// it. The same code works against the real service (production) and the API's emulator (demo).
// XMLHttpRequest rather than fetch: only it reports upload progress.
import { ApiError, call } from './call';
import type { OssPolicy, UploadedFile } from './contract/uploads';

export const MSG_UPLOAD_FAILED = '上传失败，请重试';

/** A failed upload; `message` is the Chinese text to show. */
export class UploadError extends Error {
  constructor(
    message: string,
    /** HTTP status of the storage's answer (0: no answer) */
    readonly status = 0,
    /** the storage's <Code> (SignatureDoesNotMatch, EntityTooLarge …), '' when none */
    readonly ossCode = '',
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface UploadOptions {
  /** 0 … 100 while the file is sent */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The file's extension with its dot, lower case ('.png'), or '' when it has none worth keeping. */
export const fileExtensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return /^[a-z0-9]{1,10}$/.test(ext) ? `.${ext}` : '';
};

/** 32 hex characters; getRandomValues works on plain-http addresses too (randomUUID needs a secure context). */
const randomId = (): string => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** The object key: the policy's dir, a random id, the file's extension (spec). */
export const objectKey = (dir: string, fileName: string): string => `${dir}${randomId()}${fileExtensionOf(fileName)}`;

/** The file's URL: host plus key (one '/' between them). */
export const objectUrl = (host: string, key: string): string => `${host.replace(/\/+$/, '')}/${key}`;

/**
 * Which policy the uploads of this app ask for: a member's or visitor's (the site) or the console's (staff:
 * their own folder and the larger limit). The console chooses once at start-up (uploadAsStaff).
 */
let policyCall: 'ossPolicy' | 'adminUploadPolicy' = 'ossPolicy';
export const uploadAsStaff = (): void => {
  policyCall = 'adminUploadPolicy';
};

const abortError = () => new DOMException('The upload was aborted.', 'AbortError');

function postForm(policy: OssPolicy, key: string, file: Blob, options: UploadOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(abortError());
      return;
    }
    const form = new FormData();
    form.append('key', key);
    form.append('OSSAccessKeyId', policy.accessId);
    form.append('policy', policy.policy);
    form.append('signature', policy.signature);
    form.append('success_action_status', '200');
    // the service requires the file to be the last field
    form.append('file', file);

    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', policy.host);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      done();
      // an answer that arrives after the caller gave up counts as aborted
      if (options.signal?.aborted) {
        reject(abortError());
        return;
      }
      if (xhr.status === 200) {
        options.onProgress?.(100);
        resolve();
        return;
      }
      const code = /<Code>([^<]*)<\/Code>/.exec(typeof xhr.responseText === 'string' ? xhr.responseText : '')?.[1] ?? '';
      reject(new UploadError(MSG_UPLOAD_FAILED, xhr.status, code));
    };
    xhr.onerror = () => {
      done();
      reject(new UploadError(MSG_UPLOAD_FAILED));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}

/**
 * Uploads one file; resolves with the spec's file item {FileName, FileUrl}. Rejects with an UploadError
 * (Chinese message) or, when `signal` aborts, an AbortError.
 */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  let policy: OssPolicy;
  try {
    policy = await call(policyCall, {}, options.signal ? { signal: options.signal } : {});
  } catch (e) {
    if (e instanceof Error && e.name === 'AbortError') throw e;
    // the server's own words when it answered (上传服务暂不可用 …), else the general message
    throw new UploadError(e instanceof ApiError && e.kind === 'server' && e.message ? e.message : MSG_UPLOAD_FAILED);
  }
  const key = objectKey(policy.dir, file.name);
  await postForm(policy, key, file, options);
  return { FileName: file.name, FileUrl: objectUrl(policy.host, key) };
}
