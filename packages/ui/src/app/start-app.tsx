// How both apps start: render <App /> into #root once the current route's screen is in hand.
import { startTransition, StrictMode, useLayoutEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadScreen } from '../layout/lazy-screen';

/**
 * The gateway may have put a server-rendered first paint into #root (inert, marked data-first-paint):
 * the first commit replaces it, and only then is the page the app's to use.
 */
function TakeOver({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => {
    root.removeAttribute('inert');
    root.removeAttribute('data-first-paint');
    document.documentElement.removeAttribute('data-first-paint-off');
  }, [root]);
  return null;
}

/**
 * The current route's screen chunk (modulepreloaded by the page's HTML) is loaded before the first render,
 * so the first commit shows the screen instead of its Suspense fallback. The first render is a transition:
 * React renders it in small slices instead of one long task that would keep the page from responding.
 */
export function startApp(App: ComponentType, screens: Partial<Record<string, unknown>>): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  void preloadScreen(screens, window.location.pathname).then(() => {
    const app = createRoot(root);
    startTransition(() => {
      app.render(
        <StrictMode>
          <TakeOver root={root} />
          <App />
        </StrictMode>,
      );
    });
  });
}
