import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetCallLayer } from '@ws/api-sdk';
import { createMockHandlers, type MockOverrides } from '@ws/api-sdk/mocks';

/**
 * One msw server for a test file with the contract's default handlers (plus `overrides`), listening
 * with onUnhandledRequest 'error'; per-test overrides via `server.use(...createMockHandlers({...}))`
 * are reset after each test.
 */
export function setupMockApi(overrides: MockOverrides = {}): SetupServer {
  const server = setupServer(...createMockHandlers(overrides));
  beforeAll(() => {
    resetCallLayer();
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
