import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@ws/api-sdk';

/** Failures that a second try cannot fix: the server said no, not logged in, 404. */
const isFinal = (e: unknown) => e instanceof ApiError && (e.kind === 'server' || e.kind === 'notLoggedIn' || e.kind === 'http404');

/** The app's QueryClient: queries retry once (transient errors only), mutations never; 30 s fresh. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && !isFinal(error),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}
