// Global msw setup of the portal's component tests (vitest setupFiles): the contract's default mock
// handlers for every endpoint; per-test overrides with `server.use(mockEndpoint(...))` are reset after each test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetCallLayer } from '@ws/api-sdk';
import { server } from './server';

beforeAll(() => {
  resetCallLayer();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
