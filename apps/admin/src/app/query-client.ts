import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@ws/api-sdk';

/** Failures a second try cannot fix: the server said no (无权限 …), not logged in, 404. */
const isFinal = (e: unknown) => e instanceof ApiError && (e.kind === 'server' || e.kind === 'notLoggedIn' || e.kind === 'http404');

/** The console's QueryClient: as the apps' (one retry of a transient failure, 30 s fresh), refetch on focus off. */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: (failures, error) => failures < 1 && !isFinal(error), staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
