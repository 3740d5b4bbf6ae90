import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { findRoute } from '@ws/routes';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './site-layout.module.css';

// The floating side bar (position: fixed, hidden on narrow screens) is not part of a screen's content:
// it comes after the app's first commit, which keeps it (its icons, the QR code helper, its CSS) out of every
// entry chunk. The server render (the first paint) leaves it out, and so does the client's first render: a
// hydrated first paint must be drawn exactly as the server drew it.
const LazySideBar = lazy(() => import('./side-bar').then((m) => ({ default: m.SideBar })));

export interface SiteLayoutProps {
  children: ReactNode;
  /** defaults to the current route's header flag (true for unknown paths) */
  showHeader?: boolean;
}

/** Header, main content, footer and side bar; routes whose header flag is off get the content only. */
export function SiteLayout({ children, showHeader }: SiteLayoutProps) {
  const { pathname } = useLocation();
  const chrome = showHeader ?? findRoute(pathname)?.showHeader ?? true;
  const [sideBar, setSideBar] = useState(false);
  useEffect(() => setSideBar(true), []);
  if (!chrome) {
    return (
      <main id="main" className={classes.main}>
        {children}
      </main>
    );
  }
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skip}>
        跳到主要内容
      </a>
      <SiteHeader />
      <main id="main" className={classes.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      {!sideBar ? null : (
        <Suspense fallback={null}>
          <LazySideBar />
        </Suspense>
      )}
    </div>
  );
}
