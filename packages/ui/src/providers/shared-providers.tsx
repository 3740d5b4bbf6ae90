import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// The reset every Mantine button-like part builds on (padding 0, no border). In the entry CSS, so that it
// always comes before the component styles that override it (Tabs, Button, Menu items), whatever order
// lazily loaded screens bring their CSS in: loaded with a later screen's chunk, it would wipe the active
// tab's padding and underline of a screen loaded before.
import '@mantine/core/styles/UnstyledButton.css';
import '../styles/global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { AppName } from '@ws/routes';
import { AppContext } from '../app/app-context';
import { theme } from '../theme';
import { PAY_RETURN_PARAM } from '../payment/pay-return-param';
import { CallLayerBridge } from './call-layer-bridge';
import { DeferredModals, DeferredNotifications } from './deferred-providers';

/** Mantine + react-query + the app name, outside the router. */
export function OuterProviders({ app, queryClient, env = 'default', children }: { app: AppName; queryClient: QueryClient; env?: 'default' | 'test'; children: ReactNode }) {
  return (
    <AppContext value={app}>
      <MantineProvider theme={theme} env={env}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </AppContext>
  );
}

const PayReturn = lazy(() => import('../payment/pay-return').then((m) => ({ default: m.PayReturn })));

/**
 * The return from a phone's H5 payment (its page's URL carries PAY_RETURN_PARAM): the pay-status code loads
 * only then, never with a first load. After the first render, so the server's first paint and the client's
 * first render agree.
 */
function PayReturnGate() {
  const { search } = useLocation();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || !search.includes(`${PAY_RETURN_PARAM}=`)) return null;
  return (
    <Suspense fallback={null}>
      <PayReturn />
    </Suspense>
  );
}

/**
 * Notifications, modals, the call-layer hooks and the return from a phone's H5 payment (PayReturn), inside
 * the router (modal content may hold links). The
 * server's first paint renders them too (they draw nothing until used), so its tree is the client's.
 * Mantine's <Notifications> and <ModalsProvider> load on the first notice / dialog (about 35 KB of
 * gzipped JS that the first screen does not need).
 */
export function InnerProviders({ app, children }: { app: AppName; children: ReactNode }) {
  return (
    <>
      <DeferredNotifications />
      <DeferredModals />
      <CallLayerBridge app={app} />
      {children}
      <PayReturnGate />
    </>
  );
}
