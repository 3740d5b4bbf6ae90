// Uploads: the object-storage protocol (spec 01 §7 "Upload", spec 02 §3 "Enterprise join and uploads").
// POST /api/oss/policy (empty body) answers a signed, expiring policy; the browser then posts the file as
// multipart form data straight to `host` (the real object storage, or the API's emulator in demo mode)
// without the token header, and the file's URL is host + '/' + key. The helper is uploadFile (upload.ts).
import { ep } from './endpoint-def';
import { none } from './schema';

/** The policy answer (spec: data{dir, host, accessId, policy, signature}). */
export interface OssPolicy {
  /** the key prefix every key must start with (per user and day, ending in '/') */
  dir: string;
  /** where the form is posted and files are read: an absolute URL of the storage, or a same-site path */
  host: string;
  /** the form's OSSAccessKeyId */
  accessId: string;
  /** base64 of the policy document {expiration, conditions} */
  policy: string;
  /** base64 HMAC-SHA1 of `policy` with the access key secret */
  signature: string;
  /** the policy's end, Unix seconds (the client fetches a new policy after it) */
  expire: number;
  /** the largest file the policy accepts, in bytes */
  maxSize: number;
}

/** One uploaded file as the forms send it (spec "Uploaded file item": FileName, FileUrl). */
export interface UploadedFile {
  FileName: string;
  FileUrl: string;
}

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const uploadsInput = /* @__PURE__ */ (() => ({
  ossPolicy: none(),
  adminUploadPolicy: none(),
}))();

type In = typeof uploadsInput;

export const uploads = {
  // Open: enterprise registration (/register) uploads its logo and licence before any account exists. A
  // visitor's keys go under their own prefix, separate from members' (apps/api handlers/uploads.ts).
  ossPolicy: ep<In['ossPolicy'], OssPolicy>()({ method: 'POST', path: '/oss/policy', auth: false }),
  // The console's uploads (every staff role): keys under the staff member's own prefix, up to the staff limit
  // (500 MB by default: videos and lives' recordings), apart from members' folders.
  adminUploadPolicy: ep<In['adminUploadPolicy'], OssPolicy>()({ method: 'POST', path: '/admin/uploads/policy', auth: false, staff: [] }),
} as const;
