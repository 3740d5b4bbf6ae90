// A server-given URL may become a link only when it stays on this site: an internal path, or an
// http(s) URL of this origin. `javascript:` and outside URLs are refused (DESIGN.md security rules).
import { isInternalPath } from '@ws/routes';

export function sameOriginHref(url: string | null | undefined): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  if (isInternalPath(url)) return url;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.origin === window.location.origin ? parsed.href : null;
  } catch {
    return null;
  }
}
