/** Response headers for production (APP_ENV=production); shared by the gateway and the generated nginx config. */

/** Mantine needs inline styles, not inline scripts; the token lives in local storage, so no foreign script. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
].join('; ');

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Headers added to every HTML answer in production. */
export const HTML_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'referrer-policy': REFERRER_POLICY,
};

/** Cache-Control of a page route's index.html: always revalidate, so a new release is picked up at once. */
export const PAGE_CACHE_CONTROL = 'no-cache';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
