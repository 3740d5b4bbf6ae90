// How both apps start: take over #root once the current route's screen is in hand.
import { startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadScreen } from '../layout/lazy-screen';
import { AppRoot } from './app-root';

/**
 * Whether the server-rendered first paint in #root is what the app's first render draws, so React may
 * hydrate it (adopt its DOM) instead of replacing it. The gate script hides the paint (data-first-paint-off
 * on <html>) for a tab that would draw something else (logged in, the other region, a chosen value); a login
 * route's paint is only the site's frame (the gate script marked data-shell), never the screen itself.
 */
export function paintIsAdoptable(root: HTMLElement): boolean {
  return (
    root.hasAttribute('data-first-paint') &&
    !document.documentElement.hasAttribute('data-first-paint-off') &&
    document.querySelector('script[data-shell]') === null
  );
}

/**
 * A first paint that differed from the app's render after all (a paint older than the data it shows) is
 * an expected event, already repaired by React's client render: a warning, not an uncaught error.
 */
const reportRedrawn = (error: unknown) => {
  console.warn('first paint redrawn on the client:', error instanceof Error ? error.message : error);
};

/**
 * The current route's screen chunk (modulepreloaded by the page's HTML) is loaded before the first render,
 * so the first commit shows the screen instead of its Suspense fallback. The first render is a transition:
 * React renders (or hydrates) it in small slices instead of one long task that would keep the page from
 * responding.
 *
 * Over a first paint the visitor's tab would draw the same, the app hydrates: the page keeps its DOM, so
 * the take-over costs no rebuilding of the elements and no new style and layout of the whole page (on a
 * phone, hundreds of milliseconds of blocked main thread on the home page). Where the app's render differs
 * after all (a paint older than the data), React reports a recoverable error and renders that part on the
 * client, as without hydration. Elsewhere the first commit replaces the paint. Either way the page becomes
 * usable in that commit (AppRoot's TakeOver drops `inert`).
 */
export function startApp(App: ComponentType, screens: Partial<Record<string, unknown>>): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  void preloadScreen(screens, window.location.pathname).then(() => {
    const app = (
      <AppRoot>
        <App />
      </AppRoot>
    );
    if (paintIsAdoptable(root)) {
      startTransition(() => {
        hydrateRoot(root, app, { onRecoverableError: reportRedrawn });
      });
      return;
    }
    const fresh = createRoot(root);
    startTransition(() => fresh.render(app));
  });
}
