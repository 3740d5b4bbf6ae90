// Documents of our own storage: the only URLs the site frames (/preview, the inline law PDF) or offers
// for download. Everything else (javascript:, data:, other hosts, //host, path traversal) is refused.

/** Uploads and seed documents are served by the API under this path (apps/api files route). */
export const OWN_STORAGE_PREFIX = '/api/files/';

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
 * The same-origin path (`/api/files/…`, with its query) of a document of our own storage, or null.
 * Accepts the path itself or an absolute http(s) URL of this site's origin.
 */
export function ownStorageUrl(raw: unknown): string | null {
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
    if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.origin !== origin() || u.username || u.password) return null;
    path = `${u.pathname}${u.search}`;
  }
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith(OWN_STORAGE_PREFIX) || pathname.length === OWN_STORAGE_PREFIX.length) return null;
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

/** The lower-case extension of a document URL or file name ('pdf', 'docx' …), or ''. */
export const fileExtension = (nameOrUrl: string): string => {
  const base = (nameOrUrl.split(/[?#]/, 1)[0] ?? '').split('/').pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
};
