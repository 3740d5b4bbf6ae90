import { useStore } from 'zustand';
import { sessionStore, type SessionActions, type SessionState } from '@ws/api-sdk';

export type SessionSnapshot = SessionState & SessionActions;

/**
 * Read the session (token, user, roles, region) and re-render when the selected value changes:
 * `const token = useSession((s) => s.token)`. Select primitives (or use zustand's `useShallow`).
 */
export function useSession<T>(selector: (state: SessionSnapshot) => T): T {
  return useStore(sessionStore, selector);
}
