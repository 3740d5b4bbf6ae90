// Documents of our own storage: the only URLs the site frames (/preview, the inline law PDF), plays or offers
// for download. Everything else (javascript:, data:, other hosts, //host, path traversal) is refused.
import { env } from '@/config/env';

/** Seed documents are served by the API under this path (apps/api files route). */
export const OWN_STORAGE_PREFIX = '/api/files/';
/** Uploads (the console's, members') of the demo's storage: the API's emulator of the object storage. */
export const EMULATOR_STORAGE_PREFIX = '/api/oss-emulator/';
const PREFIXES = [OWN_STORAGE_PREFIX, EMULATOR_STORAGE_PREFIX];

/** Control characters, spaces and backslashes have no place in a document path. */
const hasBadChar = (s: string): boolean => {
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    if (c <= 0x20 || (c >= 0x7f && c <= 0x9f) || ch === '\\') return true;
  }
  return false;
};

const origin = (): string => (typeof window !== 'undefined' && window.location ? window.location.origin : 'http://localhost');

/**
 * The same-origin path (`/api/files/…` or `/api/oss-emulator/…`, with its query) of a document of our own
 * storage, or the URL of a file of the production storage (`storageHost`, VITE_STORAGE_HOST), or null.
 * Accepts the path itself or an absolute http(s) URL of this site's origin.
 */
export function ownStorageUrl(raw: unknown, storageHost: string = env.storageHost): string | null {
  if (typeof raw !== 'string') return null;
  const s = raw.trim();
  if (s === '' || s.length > 2048 || hasBadChar(s)) return null;
  let path: string;
  if (s.startsWith('/')) {
    if (s.startsWith('//')) return null;
    path = s;
  } else {
    let u: URL;
    try {
      u = new URL(s);
    } catch {
      return null;
    }
    if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.username || u.password) return null;
    if (storageHost !== '' && u.origin === new URL(storageHost).origin) return storageFileUrl(s, u);
    if (u.origin !== origin()) return null;
    path = `${u.pathname}${u.search}`;
  }
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (!PREFIXES.some((prefix) => pathname.startsWith(prefix) && pathname.length > prefix.length)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  // traversal in any spelling: ../, ./, encoded dots or slashes, empty segments
  if (hasBadChar(decoded.replace(/ /g, '_')) || /%(2e|2f|5c|25)/i.test(decoded)) return null;
  const segments = decoded.slice(1).split('/');
  if (segments.some((seg) => seg === '' || seg === '.' || seg === '..')) return null;
  // what the browser would actually load stays on this origin under the prefix
  const resolved = new URL(path, origin());
  if (resolved.origin !== origin() || decodeURIComponent(resolved.pathname) !== decoded) return null;
  return path.split('#', 1)[0] ?? null;
}

/** A file of the production storage: a plain path (no traversal, no odd characters), as the storage names keys. */
function storageFileUrl(raw: string, u: URL): string | null {
  // the URL parser has already resolved dot segments: judge what was written
  const written = raw.split(/[?#]/, 1)[0] ?? '';
  if (/%(2e|2f|5c|25)/i.test(written) || written.split('/').some((seg) => seg === '.' || seg === '..')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(u.pathname);
  } catch {
    return null;
  }
  if (u.pathname.length <= 1 || hasBadChar(decoded) || /%(2e|2f|5c|25)/i.test(u.pathname)) return null;
  if (decoded.slice(1).split('/').some((seg) => seg === '' || seg === '.' || seg === '..')) return null;
  return `${u.origin}${u.pathname}${u.search}`;
}

/** The lower-case extension of a document URL or file name ('pdf', 'docx' …), or ''. */
export const fileExtension = (nameOrUrl: string): string => {
  const base = (nameOrUrl.split(/[?#]/, 1)[0] ?? '').split('/').pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
};
