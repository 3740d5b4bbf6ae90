/**
 * Request size limits, agreed between nginx, the gateway and the API, so that an oversize request gets a
 * clear answer at the edge instead of the API hanging up mid-upload (which a proxy can only report as 502).
 */

/** The largest body anything accepts (nginx's client_max_body_size): room for uploads. */
export const BODY_LIMIT = 25 * 1024 * 1024;

/** JSON calls under /api: the API's own limit (apps/api app.ts). */
export const API_BODY_LIMIT = 1024 * 1024;

/**
 * The storage emulator's body limit (demo mode): the console's largest file (its policy: 500 MB, videos) and
 * the form around it. Each policy caps its own files (members' 10 MB, OSS_MAX_UPLOAD_MB). In production the
 * files go to the object storage itself and never through here.
 */
export const EMULATOR_BODY_LIMIT = 501 * 1024 * 1024;

/**
 * Paths under /api whose bodies may be larger than API_BODY_LIMIT (uploads): the API's storage emulator.
 * Each gets the same limit in nginx (nginx.ts).
 */
export const UPLOAD_BODY_LIMITS: readonly { prefix: string; limit: number }[] = [{ prefix: '/api/oss-emulator/', limit: EMULATOR_BODY_LIMIT }];

/** The body limit of a request to `url` (path, optional query). */
export const bodyLimitFor = (url: string): number => {
  const lower = url.toLowerCase();
  return UPLOAD_BODY_LIMITS.find((u) => lower.startsWith(u.prefix))?.limit ?? API_BODY_LIMIT;
};


/**
 * Connections the gateway keeps to the API at most (undici's pool, keep-alive, one request at a time on
 * each): well above what one API process serves at once, so that the proxy never queues requests behind
 * each other; the API itself decides when it is too busy (its 503, passed on as it is).
 */
export const API_UPSTREAM_CONNECTIONS = 128;
