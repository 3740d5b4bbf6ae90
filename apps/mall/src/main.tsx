import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadScreen } from '@ws/ui';
import { App } from './app/app';
import { screens } from './app/screens';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The current route's screen chunk (modulepreloaded by the page's HTML) is in hand before the first render,
// so the first commit shows the screen instead of its Suspense fallback. The first render is a transition:
// React renders it in small slices instead of one long task that would keep the page from responding.
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
