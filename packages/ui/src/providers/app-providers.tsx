import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import type { AppName } from '@ws/routes';
import { showCarriedNotice, takeCarriedNotice } from '../feedback/notice';
import { takeFirstPaintData } from './first-paint-data';
import { createAppQueryClient } from './query-client';
import { InnerProviders, OuterProviders } from './shared-providers';
import './root-font-scale.css';

export interface AppProvidersProps {
  app: AppName;
  children: ReactNode;
}

/**
 * Everything an app needs around its routes: Mantine (theme, zh-CN), react-query, notifications,
 * modals, BrowserRouter, the call-layer hooks (not logged in -> /login, 404 -> alert) and the root
 * font scaling (CSS: root-font-scale.css).
 */
export function AppProviders({ app, children }: AppProvidersProps) {
  const [queryClient] = useState(() => takeFirstPaintData(createAppQueryClient()));
  // index.html says so already; writing the attribute anyway would restyle the whole document
  useLayoutEffect(() => {
    if (document.documentElement.lang !== 'zh-CN') document.documentElement.lang = 'zh-CN';
  }, []);
  // A notice from the other app (e.g. 未登录或超时，请重新登陆 before a full load to /login), taken
  // during the first render: a screen's effect (RequireLogin) may carry a new one before this effect.
  const [carried] = useState(takeCarriedNotice);
  useEffect(() => showCarriedNotice(carried), [carried]);
  return (
    <OuterProviders app={app} queryClient={queryClient}>
      <BrowserRouter>
        <InnerProviders app={app}>{children}</InnerProviders>
      </BrowserRouter>
    </OuterProviders>
  );
}
