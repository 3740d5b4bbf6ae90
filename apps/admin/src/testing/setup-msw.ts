import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetCallLayer } from '@ws/api-sdk';
import { server } from './server';

beforeAll(() => {
  resetCallLayer();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
