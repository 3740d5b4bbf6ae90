import { Suspense, useEffect, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { ROOT_REDIRECT, routes, type AppName, type RouteDef, type RoutePathOf } from '@ws/routes';
import { ComingSoon } from '../layout/coming-soon';
import { NotFound } from '../layout/not-found';
import { PageLoader } from '../layout/page-loader';
import { SiteLayout } from '../layout/site-layout';
import { browser } from '../navigation/browser';
import { SITE_NAME } from '../theme';
import { RequireLogin } from './require-login';

type Screen = LazyExoticComponent<ComponentType>;

/**
 * An app's lazy screens keyed by its route paths exactly as in @ws/routes ('/homePage', '/MyInquiryInfo' …):
 * a misspelt path or a route of the other app does not compile.
 */
export type Screens<A extends AppName = AppName> = Partial<Record<RoutePathOf<A>, Screen>>;

export interface AppRoutesProps<A extends AppName = AppName> {
  app: A;
  screens: Screens<NoInfer<A>>;
}

export const NOT_FOUND_TITLE = '页面不存在';
export const pageTitle = (title: string): string => `${title} - ${SITE_NAME}`;

function useTitle(title: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

/** A route of the other app: a full page load to it (its own bundle). */
function OtherApp() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    browser.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return <PageLoader />;
}

function RootRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: ROOT_REDIRECT, search }} replace />;
}

function NotFoundPage() {
  useTitle(NOT_FOUND_TITLE);
  return <NotFound />;
}

function RouteScreen({ route, app, Screen }: { route: RouteDef; app: AppName; Screen: Screen | undefined }) {
  useTitle(route.title);
  if (route.app !== app) return <OtherApp />;
  // a route that needs login says so before it says 即将上线: the guard is the route's, not the screen's
  const screen = Screen ? (
    <Suspense fallback={<PageLoader />}>
      <Screen />
    </Suspense>
  ) : (
    <ComingSoon />
  );
  return route.requiresLogin ? <RequireLogin>{screen}</RequireLogin> : screen;
}

/**
 * All routes of the site (case-insensitive): this app's screens (lazy, inside SiteLayout, guarded by
 * RequireLogin where the route needs login), ComingSoon for this app's routes without a screen, a
 * full page load for the other app's routes, '/' -> /homePage (query kept), anything else NotFound.
 */
export function AppRoutes<A extends AppName>({ app, screens }: AppRoutesProps<A>) {
  const table = useMemo<RouteObject[]>(() => {
    const byPath: Partial<Record<string, Screen>> = screens;
    return [
      { path: '/', element: <RootRedirect /> },
      ...routes.map((route) => ({
        path: route.path,
        caseSensitive: false,
        element: <RouteScreen key={route.path} route={route} app={app} Screen={route.app === app ? byPath[route.path] : undefined} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ];
  }, [app, screens]);

  const element = useRoutes(table);
  return <SiteLayout>{element}</SiteLayout>;
}
