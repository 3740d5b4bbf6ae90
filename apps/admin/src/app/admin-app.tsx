// Everything around the console's routes: Mantine (the site's theme, zh-CN), react-query, the feedback that
// @ws/ui's notice and dialogs need, the router with the basename /admin, the call layer with the staff
// token, and the 30-minute idle logout. (Not @ws/ui's AppProviders: that one is the members' apps' — their
// session, /login, basename '/'.)
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router';
import { ADMIN_BASE } from '@ws/routes';
import { DeferredModals, DeferredNotifications, theme } from '@ws/ui';
import { CallLayerBridge, IdleLogout } from '@/shared/session';
import { AdminRoutes } from './admin-routes';
import { createAdminQueryClient } from './query-client';

export interface AdminAppProps {
  /** tests: Mantine's test environment (no transitions, no portals) */
  env?: 'default' | 'test';
  queryClient?: QueryClient;
  /** tests: a memory router at these full paths ('/admin/reviews?kind=expert') instead of the browser's */
  initialEntries?: string[];
  /** tests: rendered inside the router, beside the routes */
  children?: ReactNode;
}

export function AdminApp({ env = 'default', queryClient, initialEntries, children }: AdminAppProps) {
  const [client] = useState(() => queryClient ?? createAdminQueryClient());
  // index.html says so already; writing the attribute anyway would restyle the whole document
  useLayoutEffect(() => {
    if (document.documentElement.lang !== 'zh-CN') document.documentElement.lang = 'zh-CN';
  }, []);
  const inside = (
    <>
      <DeferredNotifications />
      <DeferredModals />
      <CallLayerBridge />
      <IdleLogout />
      {children}
      <AdminRoutes />
    </>
  );
  return (
    <MantineProvider theme={theme} env={env}>
      <QueryClientProvider client={client}>
        {initialEntries ? (
          <MemoryRouter basename={ADMIN_BASE} initialEntries={initialEntries}>
            {inside}
          </MemoryRouter>
        ) : (
          <BrowserRouter basename={ADMIN_BASE}>{inside}</BrowserRouter>
        )}
      </QueryClientProvider>
    </MantineProvider>
  );
}

export function App() {
  return <AdminApp />;
}
