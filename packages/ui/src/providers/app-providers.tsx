import { useLayoutEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import type { AppName } from '@ws/routes';
import { createAppQueryClient } from './query-client';
import { useRootFontScale } from './root-font-scale';
import { InnerProviders, OuterProviders } from './shared-providers';

export interface AppProvidersProps {
  app: AppName;
  children: ReactNode;
}

/**
 * Everything an app needs around its routes: Mantine (theme, zh-CN), react-query, notifications,
 * modals, BrowserRouter, the call-layer hooks (not logged in -> /login, 404 -> alert) and the root
 * font scaling.
 */
export function AppProviders({ app, children }: AppProvidersProps) {
  const [queryClient] = useState(createAppQueryClient);
  useRootFontScale();
  useLayoutEffect(() => {
    document.documentElement.lang = 'zh-CN';
  }, []);
  return (
    <OuterProviders app={app} queryClient={queryClient}>
      <BrowserRouter>
        <InnerProviders app={app}>{children}</InnerProviders>
      </BrowserRouter>
    </OuterProviders>
  );
}
