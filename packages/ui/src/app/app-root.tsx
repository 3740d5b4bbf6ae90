// The root of both apps' trees, on the client (start-app.tsx) and in the server's first paint
// (render-first-paint.tsx): the same wrapper on both sides keeps the trees the same shape, so React's ids
// (useId) match when the client hydrates the paint.
import { StrictMode, useLayoutEffect, type ReactNode } from 'react';

/**
 * The app's first commit makes the page its own: a server-rendered first paint (data-first-paint) was
 * inert until now, and a hidden one (data-first-paint-off) is replaced. Renders nothing.
 */
function TakeOver() {
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    root?.removeAttribute('inert');
    root?.removeAttribute('data-first-paint');
    document.documentElement.removeAttribute('data-first-paint-off');
  }, []);
  return null;
}

export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <TakeOver />
      {children}
    </StrictMode>
  );
}
