import { afterAll, afterEach, beforeAll } from 'vitest';
import { consoleEndpoints, registerConsoleEndpoints, resetCallLayer } from '@ws/api-sdk';
import { server } from './server';

// as main.tsx does: the console's calls are registered at start
registerConsoleEndpoints(consoleEndpoints);

beforeAll(() => {
  resetCallLayer();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
