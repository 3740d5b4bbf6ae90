import { setupServer } from 'msw/node';
import { createMockHandlers } from '@ws/api-sdk/mocks';

/** The msw server of the console's component tests: every endpoint answers its default mock. */
export const server = setupServer(...createMockHandlers());
