import { useQuery } from '@tanstack/react-query';
import { call } from '@ws/api-sdk';
import { useSession } from './use-session';

/**
 * Asks the server once per page load and user whether it still accepts the stored token (the profile
 * read). A token it no longer accepts (expired, revoked, logged out on another device) is cleared by the
 * call layer without leaving the page, so the header shows the logged-out state instead of greeting a
 * user whose session is gone. The token itself is not part of the query key (keys may be inspected).
 */
export function useSessionCheck(): void {
  const userId = useSession((s) => (s.token ? (s.userId ?? '') : null));
  useQuery({
    queryKey: ['session-check', userId],
    queryFn: ({ signal }) => call('profile', {}, { signal }),
    enabled: userId !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
