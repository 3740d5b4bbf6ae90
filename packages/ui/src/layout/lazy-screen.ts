import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { findRoute } from '@ws/routes';

/**
 * A screen module: its component, and optionally `screenReady`, what its first render needs (a read the
 * module started when it loaded, bounded in time by the module): the chunk counts as loaded once it has
 * settled, so the first commit can show the screen with its data instead of placeholders.
 */
type ScreenModule = { default: ComponentType; screenReady?: Promise<unknown> };

/** A lazy screen whose chunk can be fetched before it renders. */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload(): Promise<ScreenModule> };

/**
 * React.lazy with a `preload()`: once the chunk has arrived, the lazy component hands React the module
 * synchronously (a thenable that resolves at once), so a render after the preload commits the screen
 * itself, never its Suspense fallback (and so waits for no Suspense reveal delay).
 */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let loaded: ScreenModule | undefined;
  let pending: Promise<ScreenModule> | undefined;
  const preload = (): Promise<ScreenModule> =>
    (pending ??= load().then(
      async (m) => {
        // a failed read is the screen's own business (it reads again, or shows the error)
        if (m.screenReady) await m.screenReady.catch(() => undefined);
        return (loaded = m);
      },
      (e: unknown) => {
        pending = undefined; // a later render tries again
        throw e;
      },
    ));
  const Screen = lazy(() => {
    const ready = loaded;
    if (!ready) return preload();
    return { then: (resolve: (m: ScreenModule) => void) => resolve(ready) } as unknown as Promise<ScreenModule>;
  });
  return Object.assign(Screen, { preload });
}

const hasPreload = (s: unknown): s is { preload(): Promise<unknown> } =>
  typeof s === 'object' && s !== null && typeof (s as { preload?: unknown }).preload === 'function';

/** How long the first render waits for the current route's chunk before it goes ahead with a fallback. */
export const PRELOAD_WAIT_MS = 3000;

/**
 * Fetches the screen of `pathname` (case-insensitive, as the routes match) when it is a `lazyScreen`,
 * resolving when it has arrived, failed (the screen's own error handling shows it), or after `waitMs`.
 * Call it before the first render: `preloadScreen(screens, location.pathname).then(render)`.
 */
export function preloadScreen(screens: Partial<Record<string, unknown>>, pathname: string, waitMs = PRELOAD_WAIT_MS): Promise<void> {
  const route = findRoute(pathname);
  const screen = route ? screens[route.path] : undefined;
  if (!hasPreload(screen)) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    screen.preload().then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]).finally(() => clearTimeout(timer));
}
