// The console's routes, from the route table (@ws/routes adminRoutes) and its screen table: the login screen
// on its own; every other screen inside the frame (AdminLayout), behind the staff login (-> /admin/login?redirect=
// <this page>) and its roles (无权限 when the staff member's roles do not open it; the server refuses anyway).
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation, useRoutes, useSearchParams, type RouteObject } from 'react-router';
import { apiQuery } from '@ws/api-sdk';
import { adminRoutes, safeAdminRedirect, type AdminPath, type RouteDef } from '@ws/routes';
import { PageLoader, QueryState } from '@ws/ui';
import { AdminLayout, NoRight, consoleTitle } from '@/shared/layout';
import { fullPath, routerPath, screenRoles } from '@/shared/navigation';
import { clearPendingLogin, hasRole, loginPathFor, pendingLogin, staffSession, useStaffSession } from '@/shared/session';
import { screens } from './screens';

export const NOT_FOUND_TITLE = '页面不存在';

function useTitle(title: string) {
  useEffect(() => {
    document.title = consoleTitle(title);
  }, [title]);
}

/** Logged in, with the profile: else to the login screen (returning here), or a loader while adminMe answers. */
function RequireStaff({ children }: { children: ReactNode }) {
  const { token, staff } = useStaffSession();
  const location = useLocation();
  // who the token is, again on every load: roles can change while logged in
  const me = useQuery({ ...apiQuery('adminMe', {}), enabled: token !== null });
  useEffect(() => {
    if (me.data && JSON.stringify(me.data) !== JSON.stringify(staffSession.get().staff)) staffSession.setStaff(me.data);
  }, [me.data]);
  if (!token) return <Navigate to={pendingLogin() ?? loginPathFor(fullPath(location.pathname, location.search))} replace />;
  if (!staff) return <QueryState query={me}>{() => <PageLoader />}</QueryState>;
  return <>{children}</>;
}

function Screen({ route, Component }: { route: RouteDef; Component: ComponentType | undefined }) {
  useTitle(route.title);
  const { staff } = useStaffSession();
  if (!hasRole(staff?.roles, screenRoles(route.path as AdminPath))) return <NoRight />;
  return Component ? <Component /> : <NotFoundScreen />;
}

function LoginScreen({ route, Component }: { route: RouteDef; Component: ComponentType | undefined }) {
  useTitle(route.title);
  useEffect(clearPendingLogin, []);
  const { token, staff } = useStaffSession();
  const [params] = useSearchParams();
  // already logged in (another tab, the back button): on to where the login would go
  if (token && staff) return <Navigate to={routerPath(safeAdminRedirect(params.get('redirect')))} replace />;
  return <Suspense fallback={<PageLoader />}>{Component ? <Component /> : null}</Suspense>;
}

function NotFoundScreen() {
  useTitle(NOT_FOUND_TITLE);
  return (
    <div role="alert" style={{ padding: '64px 16px', textAlign: 'center' }}>
      <p style={{ fontSize: 20, fontWeight: 600 }}>{NOT_FOUND_TITLE}</p>
      <Link to="/">返回工作台</Link>
    </div>
  );
}

export function AdminRoutes() {
  const table = useMemo<RouteObject[]>(() => {
    const byPath: Partial<Record<string, ComponentType>> = screens;
    const login = adminRoutes.filter((r) => !r.requiresLogin);
    const inside = adminRoutes.filter((r) => r.requiresLogin);
    return [
      ...login.map((r) => ({ path: routerPath(r.path), caseSensitive: false, element: <LoginScreen route={r} Component={byPath[r.path]} /> })),
      {
        element: (
          <RequireStaff>
            <AdminLayout>
              <Outlet />
            </AdminLayout>
          </RequireStaff>
        ),
        children: [
          ...inside.map((r) => ({ path: routerPath(r.path), caseSensitive: false, element: <Screen key={r.path} route={r} Component={byPath[r.path]} /> })),
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ];
  }, []);
  return useRoutes(table);
}
