// How both apps start: render <App /> into #root once the current route's screen is in hand.
import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadScreen } from '../layout/lazy-screen';

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
          <App />
        </StrictMode>,
      );
    });
  });
}
