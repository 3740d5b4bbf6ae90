// '@ws/ui/testing': render helpers for component tests of @ws/ui and the apps.
//
// Mock the API with the contract's msw handlers (from '@ws/api-sdk/mocks'): `const server = setupMockApi()`
// at the top of a test file does the following for you:
//
//   import { setupServer } from 'msw/node';
//   import { createMockHandlers, envelope } from '@ws/ui/testing';
//   const server = setupServer(...createMockHandlers());
//   beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
//   afterEach(() => server.resetHandlers());
//   afterAll(() => server.close());
//   // per test: server.use(...createMockHandlers({ sendsms: envelope(null, { ok: false, msg: '发送太频繁' }) }));
//
// Cross-app navigation and the logout reload go through `browser` (jsdom cannot navigate):
//   const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { reloadSession, sessionStore, type LoginUser } from '@ws/api-sdk';
import type { AppName } from '@ws/routes';
import { InnerProviders, OuterProviders } from '../providers/shared-providers';
import { setLoggingOut } from '../session/logout-state';

export { browser } from '../navigation/browser';
export { createMockHandlers, envelope, fixtures, mockEndpoint, DEMO_USERS, type MockOverrides } from '@ws/api-sdk/mocks';
export { setupMockApi } from './mock-api';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** initial router entry, for example '/search?val=消防' (default '/') */
  route?: string;
  /** which app is rendering (AppLink / navigation decide from it; default 'portal') */
  app?: AppName;
  queryClient?: QueryClient;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  queryClient: QueryClient;
  /** the router's current location as pathname + search */
  location: () => string;
}

/** A QueryClient for tests: no retries, no refetch on focus, nothing garbage-collected mid-test. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, gcTime: Infinity, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}

/**
 * Render inside the same providers as AppProviders, but with Mantine env="test" (no transitions,
 * no portals), a retry-less QueryClient and a MemoryRouter at `route`. The session store is re-read
 * from storage first (the shared setup clears storage after each test) and old notices are cleared.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', app = 'portal', queryClient, ...options }: RenderWithProvidersOptions = {}): RenderWithProvidersResult {
  reloadSession();
  setLoggingOut(false);
  notifications.clean();
  const client = queryClient ?? createTestQueryClient();
  const current = { value: route };
  function LocationProbe() {
    const loc = useLocation();
    current.value = `${loc.pathname}${loc.search}`;
    return null;
  }
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <OuterProviders app={app} queryClient={client} env="test">
      <MemoryRouter initialEntries={[route]}>
        <InnerProviders app={app}>
          <LocationProbe />
          {children}
        </InnerProviders>
      </MemoryRouter>
    </OuterProviders>
  );
  const user = userEvent.setup();
  const result = render(ui, { wrapper: Wrapper, ...options });
  return { ...result, user, queryClient: client, location: () => current.value };
}

/** Log in as a demo user (writes the spec's storage keys through the session store). */
export function loginAs(user: Partial<LoginUser> = {}, token = 'test-token'): void {
  sessionStore.getState().signIn({
    token,
    loginUser: { user_id: 1001, user_account: '13800000001', name: '张三', user_mobile: '13800000001', ...user },
  });
}

/** Make `window.matchMedia` answer for a viewport `width` px wide (min-width / max-width queries). */
export function mockViewportWidth(width: number): void {
  const matches = (query: string) => {
    let ok = true;
    for (const m of query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)?\)/g)) {
      const n = Number(m[2]) * (m[3] === 'em' || m[3] === 'rem' ? 16 : 1);
      ok &&= m[1] === 'min' ? width >= n : width <= n;
    }
    return ok;
  };
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  Object.defineProperty(window, 'innerWidth', { writable: true, configurable: true, value: width });
}
