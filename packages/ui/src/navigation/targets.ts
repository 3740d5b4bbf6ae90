import { isInternalPath, ownerOf, routeKey, type AppName } from '@ws/routes';

/**
 * The app that serves an internal path. The root belongs to whoever asks (both apps redirect it to
 * /homePage); a path no app owns gets the portal's not-found page, as the gateway does.
 */
export const appOf = (path: string, current: AppName): AppName => {
  if (routeKey(path) === '/') return current;
  return ownerOf(path) ?? 'portal';
};

/** Whether `to` can be followed at all: only same-origin absolute paths (no javascript:, no outside URLs). */
export const isSafeTarget = (to: unknown): to is string => typeof to === 'string' && isInternalPath(to);
