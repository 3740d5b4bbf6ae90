import { isInternalPath } from '@ws/routes';

/**
 * Where an ad (or any server-provided link) may lead: an internal path, or an http(s) URL.
 * Anything else (javascript:, data:, protocol-relative…) is refused with null.
 */
export const safeAdHref = (raw: string | null | undefined): { kind: 'internal' | 'external'; href: string } | null => {
  if (typeof raw !== 'string') return null;
  const href = raw.trim();
  if (href === '') return null;
  if (isInternalPath(href)) return { kind: 'internal', href };
  try {
    const u = new URL(href);
    if ((u.protocol === 'https:' || u.protocol === 'http:') && !/[\s\\]/.test(href)) return { kind: 'external', href: u.href };
  } catch {
    return null;
  }
  return null;
};
