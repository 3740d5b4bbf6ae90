import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface DeferUntilVisibleProps {
  children: ReactNode;
  /** space kept for the block until it renders, so the page does not jump */
  minHeight: number;
  /** how far below the viewport the block starts loading */
  rootMargin?: string;
  /** render anyway this long after mount (then when the browser is idle), for users who do not scroll */
  idleAfterMs?: number;
}

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Renders its children only once the placeholder comes near the viewport (IntersectionObserver) or the
 * page has been idle for a while. Below-the-fold blocks use it with React.lazy, so their code and their
 * calls stay out of the first load.
 */
export function DeferUntilVisible({ children, minHeight, rootMargin = '400px 0px', idleAfterMs = 2500 }: DeferUntilVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    let observer: IntersectionObserver | undefined;
    const el = ref.current;
    if (el && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) show();
        },
        { rootMargin },
      );
      observer.observe(el);
    }
    const w = window as IdleWindow;
    let idleId: number | undefined;
    const timer = window.setTimeout(() => {
      if (w.requestIdleCallback) idleId = w.requestIdleCallback(show, { timeout: 2000 });
      else show();
    }, idleAfterMs);
    return () => {
      observer?.disconnect();
      window.clearTimeout(timer);
      if (idleId !== undefined) w.cancelIdleCallback?.(idleId);
    };
  }, [shown, rootMargin, idleAfterMs]);

  if (shown) return <>{children}</>;
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" data-deferred="" />;
}
